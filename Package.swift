// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Swift 6 language mode (strict concurrency) for every target, plus two upcoming features that
// keep APIs honest: explicit `any`, and imports internal unless said otherwise.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// The command plugins: the one list of them. A plugin is a folder under Plugins/ and its entry
// here (its name and the modules it builds on), and nothing else: the folder holds its sources,
// its tests in Tests/ (their test target is made here) and its transcripts in Transcripts/
// (Scripts/test replays them), and StandardPlugins lists what it links from its dependencies
// (Sources/BuildTools/PluginList). The Writing a Plugin article walks through one. A dependency
// written PACKAGE/PRODUCT is a product of a package of `dependencies` (`swift-syntax/SwiftParser`).
let plugins: [(name: String, dependencies: [String])] = [
    ("ViewCommands", ["Commands", "PluginSupport", "ScriptSyntax", "ConstraintSyntax", "Layout", "Solver"]),
    ("TableCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Tables", "Timeline"]),
    ("TimelineCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Tables", "Timeline"]),
    ("DumpCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Tables", "Timeline"]),
    ("WhyCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout"]),
    ("RenderCommands", ["Commands", "PluginSupport", "Escaping", "ScriptSyntax", "Layout", "Tables", "Timeline"]),
    ("LessonCommands", ["Commands", "ScriptSyntax", "Layout", "Transcripts"]),
    ("InterfaceBuilderCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout"]),
    ("ScriptCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout"]),
    ("SpacerCommands", ["Commands", "ScriptSyntax", "Layout"]),
    ("StackViewCommands", ["Commands", "ScriptSyntax", "Layout", "Solver"]),
    ("FixCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Solver"]),
    ("ExportCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Solver", "Tables", "Collections"]),
    ("ImportCommands", ["Commands", "PluginSupport", "ScriptSyntax", "ConstraintSyntax", "Layout", "Solver", "Tables",
                        "swift-syntax/SwiftParser", "swift-syntax/SwiftSyntax"]),
    ("MeasureCommands", ["Commands", "ScriptSyntax", "Layout"]),
    ("CollectionCommands", ["Commands", "PluginSupport", "ScriptSyntax", "Layout", "Tables", "Collections", "Timeline"]),
    ("TraitCommands", ["Commands", "ScriptSyntax", "Layout"]),
    ("CheckCommands", ["Commands", "ScriptSyntax", "Layout", "Transcripts"]),
]

/// What a plugin's tests build on besides the plugin: the shared harness (every standard
/// plugin and the shell), the test helpers and the model.
let pluginTestDependencies = [
    "PluginTesting", "TestSupport", "Shell", "StandardPlugins", "Commands", "PluginSupport", "ScriptSyntax", "Transcripts",
    "Solver", "Layout", "Tables", "Collections", "Timeline",
]

/// A plugin's dependency: a target of this package, or PACKAGE/PRODUCT for a package's product.
func pluginDependency(_ name: String) -> Target.Dependency {
    let parts = name.split(separator: "/")
    guard parts.count == 2 else { return .target(name: name) }
    return .product(name: String(parts[1]), package: String(parts[0]))
}

/// Whether the package has a folder at `path` (a plugin's Tests/ or Transcripts/).
func packageHasFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + path, isDirectory: &isFolder) && isFolder.boolValue
}

/// A plugin's targets: its module (the folder, less its tests and transcripts, with the
/// resources under Resources/), and its test target when it has tests.
func targets(ofPlugin name: String, dependencies: [String]) -> [Target] {
    let folder = "Plugins/\(name)"
    let apart = ["Tests", "Transcripts"].filter { packageHasFolder("\(folder)/\($0)") }
    let resources: [Resource]? = packageHasFolder("\(folder)/Resources") ? [.process("Resources")] : nil
    var made: [Target] = [
        .target(name: name, dependencies: dependencies.map(pluginDependency), path: folder, exclude: apart,
                resources: resources, swiftSettings: strictSettings),
    ]
    if apart.contains("Tests") {
        let testDependencies = [name] + pluginTestDependencies.filter { $0 != name }
        made.append(.testTarget(name: "\(name)Tests", dependencies: testDependencies.map { .target(name: $0) }, path: "\(folder)/Tests",
                                swiftSettings: strictSettings))
    }
    return made
}

let package = Package(
    name: "LayoutLab",
    // macOS 15: the Synchronization module's Atomic (Cancellation, ProgressLine).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .executable(name: "layoutlab-bench", targets: ["layoutlab-bench"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Tables", targets: ["Tables"]),
        .library(name: "Collections", targets: ["Collections"]),
        .library(name: "ScriptSyntax", targets: ["ScriptSyntax"]),
        .library(name: "Commands", targets: ["Commands"]),
        .library(name: "PluginSupport", targets: ["PluginSupport"]),
        .library(name: "ConstraintSyntax", targets: ["ConstraintSyntax"]),
        .library(name: "Transcripts", targets: ["Transcripts"]),
        // For the fuzz targets' package (Tests/Fuzz), which runs whole command sequences.
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "StandardPlugins", targets: ["StandardPlugins"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // FilePath: path arithmetic that cannot trap (Foundation's traps on `save a`).
        .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
        // `import swift`: UIKit layout code read with Swift's own parser (SwiftParser, SwiftSyntax).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The model: a constraint solver that knows nothing of views, and the view model on it.
        .target(name: "Solver", swiftSettings: strictSettings),
        .target(name: "Layout", dependencies: ["Solver"], swiftSettings: strictSettings),
        .target(name: "Tables", dependencies: ["Layout"], swiftSettings: strictSettings),
        // Collection views: flow and compositional layouts, on the cells, reuse and scrolling of Tables.
        .target(name: "Collections", dependencies: ["Solver", "Layout", "Tables"], swiftSettings: strictSettings),
        // Time: a virtual clock, timing curves and springs, animations between snapshots.
        .target(name: "Timeline", dependencies: ["Layout", "Tables"], swiftSettings: strictSettings),
        // The script language: tokens, source locations, errors with carets, expressions and
        // the values they take (what every syntax shares).
        .target(name: "ScriptSyntax", dependencies: ["Layout", "Solver"], swiftSettings: strictSettings),
        // The plugin API: commands and their signatures, object kinds and typed properties, the
        // session a command sees; knows no family of commands.
        .target(name: "Commands", dependencies: ["ScriptSyntax", "Layout", "Solver", .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: strictSettings),
        // What more than one plugin does, on the plugin API: the clock moved by a command (seek,
        // play, render's frames), where a view came from (load, import, tree ids).
        .target(name: "PluginSupport", dependencies: ["Commands", "ScriptSyntax", "Layout", "Timeline"], swiftSettings: strictSettings),
        // Anchor expressions and Apple's Visual Format Language.
        .target(name: "ConstraintSyntax", dependencies: ["ScriptSyntax", "Layout", "Solver"], swiftSettings: strictSettings),
        // The .lab transcript format: parse, match, diff (no libedit, no commands).
        // Its TextMate grammar is for editors, not compiled: the tests read it by path.
        // Text as the XML this program writes takes it (SVG pictures, JUnit reports).
        .target(name: "Escaping", swiftSettings: strictSettings),
        .target(name: "Transcripts", dependencies: ["Escaping"], exclude: ["Resources/layoutlab.tmLanguage.json"], swiftSettings: strictSettings),
        // The shell: libedit line editing, the interpreter, history, journal; knows no family.
        // On macOS libedit ships with the system (its headers in the SDK): no pkg-config file needed.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "Shell", dependencies: ["Commands", "Transcripts", "Escaping", "CLibEdit"], swiftSettings: strictSettings),
        // The one list of the plugins the program links.
        .target(name: "StandardPlugins", dependencies: ["Commands"] + plugins.map { .target(name: $0.name) }, swiftSettings: strictSettings,
                plugins: ["PluginList"]),
        // Lists the plugins StandardPlugins links from its dependencies (the list above).
        .plugin(name: "PluginList", capability: .buildTool(), dependencies: ["plugin-list"], path: "Sources/BuildTools/PluginList"),
        .executableTarget(name: "plugin-list", path: "Sources/BuildTools/plugin-list", swiftSettings: strictSettings),
        .executableTarget(
            name: "layoutlab",
            dependencies: [
                "Commands", "Layout", "Shell", "StandardPlugins", "Transcripts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: [
                "Solver", "Layout", "Tables", "Collections", "Commands", "Shell", "StandardPlugins",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        // The plugins' tests' harness: an interpreter over the standard plugins, or some of them.
        .target(name: "PluginTesting", dependencies: ["Commands", "Layout", "Shell", "StandardPlugins"], path: "Tests/PluginTesting", swiftSettings: strictSettings),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline"], swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "TablesTests", dependencies: ["TestSupport", "Tables", "Layout"], swiftSettings: strictSettings),
        .testTarget(name: "CollectionsTests", dependencies: ["TestSupport", "Collections", "Tables", "Layout"], swiftSettings: strictSettings),
        // What the syntax tests share: errors caught and checked.
        .target(name: "SyntaxTestSupport", dependencies: ["ScriptSyntax"], path: "Tests/SyntaxTestSupport", swiftSettings: strictSettings),
        .testTarget(name: "ScriptSyntaxTests", dependencies: ["ScriptSyntax", "SyntaxTestSupport", "TestSupport", "Layout"], swiftSettings: strictSettings),
        .testTarget(name: "ConstraintSyntaxTests", dependencies: ["ConstraintSyntax", "ScriptSyntax", "SyntaxTestSupport", "TestSupport", "Layout", "Solver"],
                    swiftSettings: strictSettings),
        .testTarget(name: "CommandsTests", dependencies: ["TestSupport", "SyntaxTestSupport", "Commands", "ScriptSyntax", "Layout", "Solver"],
                    swiftSettings: strictSettings),
        .testTarget(name: "TranscriptsTests", dependencies: ["TestSupport", "Transcripts", "Escaping"], swiftSettings: strictSettings),
        // The built `layoutlab` run as a user and CI run it (it must be built: `swift build --build-tests`).
        .testTarget(name: "LayoutLabCommandTests", dependencies: ["TestSupport"], swiftSettings: strictSettings),
        // The .lab TextMate grammar run over the transcripts, checked against the parser and tokenizer.
        .testTarget(name: "EditorGrammarTests", dependencies: ["Commands", "Transcripts"], swiftSettings: strictSettings),
        .testTarget(name: "ShellTests", dependencies: ["PluginTesting", "TestSupport", "Shell", "Commands", "StandardPlugins", "Transcripts", "Layout"], swiftSettings: strictSettings),
        // One random scene built two ways (in a view and in a cell, turned and built turned,
        // mirrored, saved and sourced): the plugins together, over every registered kind.
        .testTarget(name: "CompositionTests", dependencies: ["PluginTesting", "TestSupport", "Commands"], swiftSettings: strictSettings),
    ] + plugins.flatMap { targets(ofPlugin: $0.name, dependencies: $0.dependencies) },
    swiftLanguageModes: [.v6]
)
