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
        .library(name: "Tables", targets: ["Tables"]),
        .library(name: "Commands", targets: ["Commands"]),
        // For the fuzz targets' package (Tests/Fuzz), which runs whole command sequences.
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "ViewCommands", targets: ["ViewCommands"]),
        .library(name: "TableCommands", targets: ["TableCommands"]),
        .library(name: "ScriptCommands", targets: ["ScriptCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The model: a constraint solver that knows nothing of views, and the view model on it.
        .target(name: "Solver", swiftSettings: strictSettings),
        .target(name: "Layout", dependencies: ["Solver"], swiftSettings: strictSettings),
        .target(name: "Tables", dependencies: ["Layout"], swiftSettings: strictSettings),
        // Time: a virtual clock, timing curves and springs, animations between snapshots.
        .target(name: "Timeline", dependencies: ["Layout", "Tables"], swiftSettings: strictSettings),
        // The plugin API and the script language's syntax.
        .target(name: "Commands", dependencies: ["Layout", "Solver", "Tables", "Timeline"], swiftSettings: strictSettings),
        // The shell: libedit line editing, the interpreter, transcripts.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Shell", dependencies: ["Commands", "CLibEdit"], swiftSettings: strictSettings),
        // Plugins: one module per family of commands.
        .target(
            name: "ViewCommands", dependencies: ["Commands", "Layout", "Solver", "Tables"], path: "Plugins/ViewCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "TimelineCommands", dependencies: ["Commands", "Layout", "Tables", "Timeline"], path: "Plugins/TimelineCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "TableCommands", dependencies: ["Commands", "Layout", "Tables", "Timeline"], path: "Plugins/TableCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "DumpCommands", dependencies: ["Commands", "Layout", "Tables", "Timeline", "TimelineCommands"], path: "Plugins/DumpCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "InterfaceBuilderCommands", dependencies: ["Commands", "Layout"], path: "Plugins/InterfaceBuilderCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ScriptCommands", dependencies: ["Commands", "Layout"], path: "Plugins/ScriptCommands",
            swiftSettings: strictSettings
        ),
        .target(
            name: "LessonCommands", dependencies: ["Commands", "Shell"], path: "Plugins/LessonCommands",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "Solver", "Layout", "Tables", "Commands", "Shell", "ViewCommands", "TableCommands", "ScriptCommands", "TimelineCommands", "DumpCommands", "LessonCommands", "InterfaceBuilderCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: [
                "Solver", "Layout", "Tables", "Commands", "Shell", "ViewCommands", "TableCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"], swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "TablesTests", dependencies: ["TestSupport", "Tables", "Layout"], swiftSettings: strictSettings),
        .testTarget(name: "CommandsTests", dependencies: ["TestSupport", "Commands", "Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "ShellTests", dependencies: ["TestSupport", "Shell", "Commands", "ViewCommands", "TableCommands", "ScriptCommands", "TimelineCommands", "DumpCommands", "LessonCommands", "InterfaceBuilderCommands", "Timeline", "Layout", "Tables"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
