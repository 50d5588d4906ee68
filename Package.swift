// swift-tools-version: 6.1
import PackageDescription

// Swift 6 language mode (strict concurrency) for every target, plus two upcoming features that
// keep APIs honest: explicit `any`, and imports internal unless said otherwise.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "LayoutLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .executable(name: "layoutlab-bench", targets: ["layoutlab-bench"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Commands", targets: ["Commands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The model: a constraint solver that knows nothing of views, and the view model on it.
        .target(name: "Solver", swiftSettings: strictSettings),
        .target(name: "Layout", dependencies: ["Solver"], swiftSettings: strictSettings),
        // The plugin API and the script language's syntax.
        .target(name: "Commands", dependencies: ["Layout", "Solver"], swiftSettings: strictSettings),
        // The shell: libedit line editing, the interpreter, transcripts.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Shell", dependencies: ["Commands", "CLibEdit"], swiftSettings: strictSettings),
        // Plugins: one module per family of commands.
        .target(
            name: "ViewCommands", dependencies: ["Commands", "Layout", "Solver"], path: "Plugins/ViewCommands",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "Solver", "Layout", "Commands", "Shell", "ViewCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: [
                "Solver", "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "SolverTests", dependencies: ["Solver"], swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "Commands", "ViewCommands", "Layout"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
