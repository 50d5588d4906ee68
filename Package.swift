// swift-tools-version: 6.1
import PackageDescription

// Swift 6 language mode (strict concurrency) for every target, plus two upcoming features that
// keep APIs honest: explicit `any`, and imports internal unless said otherwise.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// The command plugins: one folder each under Plugins/, with the modules it builds on. A new
// family of commands is a folder, an entry here, and one line in Sources/StandardPlugins.
let plugins: [(name: String, dependencies: [Target.Dependency])] = [
    ("ViewCommands", ["Commands", "ConstraintSyntax", "Layout", "Solver", "Tables"]),
    ("TableCommands", ["Commands", "Layout", "Tables", "Timeline"]),
    ("TimelineCommands", ["Commands", "Layout", "Tables", "Timeline"]),
    ("DumpCommands", ["Commands", "Layout", "Tables", "Timeline"]),
    ("LessonCommands", ["Commands", "Transcripts"]),
    ("InterfaceBuilderCommands", ["Commands", "Layout"]),
    ("ScriptCommands", ["Commands", "Layout"]),
    ("SpacerCommands", ["Commands", "Layout"]),
    ("StackViewCommands", ["Commands", "Layout", "Solver"]),
    ("FixCommands", ["Commands", "Layout", "Solver"]),
    ("ExportCommands", ["Commands", "Layout", "Solver", "Tables"]),
    ("ImportCommands", ["Commands", "Layout", "Solver", "Tables"]),
]

// Files a plugin ships as resources (SwiftPM `resources:`), by plugin.
let pluginResources: [String: [Resource]] = [
    // The JSON Schema of `dump ... json`, versioned with the dump (Scripts/install installs it).
    "DumpCommands": [.copy("Resources/layoutlab.dump.schema.json")],
]

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
        .library(name: "Commands", targets: ["Commands"]),
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
    ],
    targets: [
        // The model: a constraint solver that knows nothing of views, and the view model on it.
        .target(name: "Solver", swiftSettings: strictSettings),
        .target(name: "Layout", dependencies: ["Solver"], swiftSettings: strictSettings),
        .target(name: "Tables", dependencies: ["Layout"], swiftSettings: strictSettings),
        // Time: a virtual clock, timing curves and springs, animations between snapshots.
        .target(name: "Timeline", dependencies: ["Layout", "Tables"], swiftSettings: strictSettings),
        // The plugin API and the script language's syntax: knows no family of commands.
        .target(name: "Commands", dependencies: ["Layout", "Solver", .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: strictSettings),
        // Anchor expressions and Apple's Visual Format Language.
        .target(name: "ConstraintSyntax", dependencies: ["Commands", "Layout", "Solver"], swiftSettings: strictSettings),
        // The .lab transcript format: parse, match, diff (no libedit, no commands).
        // Its TextMate grammar is for editors, not compiled: the tests read it by path.
        .target(name: "Transcripts", exclude: ["Resources/layoutlab.tmLanguage.json"], swiftSettings: strictSettings),
        // The shell: libedit line editing, the interpreter, history, journal; knows no family.
        // On macOS libedit ships with the system (its headers in the SDK): no pkg-config file needed.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
        .target(name: "Shell", dependencies: ["Commands", "Transcripts", "CLibEdit"], swiftSettings: strictSettings),
        // The one list of the plugins the program links.
        .target(name: "StandardPlugins", dependencies: ["Commands", "Shell"] + plugins.map { .target(name: $0.name) }, swiftSettings: strictSettings),
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
                "Solver", "Layout", "Tables", "Commands", "Shell", "StandardPlugins",
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
        .testTarget(name: "CommandsTests", dependencies: ["TestSupport", "Commands", "ConstraintSyntax", "Layout", "Solver"], swiftSettings: strictSettings),
        .testTarget(name: "TranscriptsTests", dependencies: ["TestSupport", "Transcripts"], swiftSettings: strictSettings),
        // The built `layoutlab` run as a user and CI run it (it must be built: `swift build --build-tests`).
        .testTarget(name: "LayoutLabCommandTests", dependencies: ["TestSupport"], swiftSettings: strictSettings),
        // The .lab TextMate grammar run over the transcripts, checked against the parser and tokenizer.
        .testTarget(name: "EditorGrammarTests", dependencies: ["Commands", "Transcripts"], swiftSettings: strictSettings),
        .testTarget(name: "ShellTests", dependencies: ["PluginTesting", "TestSupport", "Shell", "Commands", "StandardPlugins", "Transcripts", "Layout"], swiftSettings: strictSettings),
        // A test target per plugin, on the shared harness.
        .testTarget(name: "ViewCommandsTests", dependencies: ["ViewCommands", "PluginTesting", "TestSupport", "Shell", "Commands", "Layout", "Tables"], swiftSettings: strictSettings),
        .testTarget(name: "TableCommandsTests", dependencies: ["TableCommands", "PluginTesting", "Shell", "Layout", "Tables"], swiftSettings: strictSettings),
        .testTarget(name: "TimelineCommandsTests", dependencies: ["TimelineCommands", "PluginTesting", "Shell", "Commands", "Layout", "Tables", "Timeline"], swiftSettings: strictSettings),
        .testTarget(name: "DumpCommandsTests", dependencies: ["DumpCommands", "PluginTesting", "TestSupport", "Shell", "Commands", "Layout", "Tables", "Timeline", "Transcripts"], swiftSettings: strictSettings),
        .testTarget(name: "LessonCommandsTests", dependencies: ["LessonCommands", "PluginTesting", "Shell", "Commands", "Layout", "StandardPlugins", "InterfaceBuilderCommands"], swiftSettings: strictSettings),
        .testTarget(name: "InterfaceBuilderCommandsTests", dependencies: ["InterfaceBuilderCommands", "PluginTesting", "Shell", "Commands", "Layout"], swiftSettings: strictSettings),
        .testTarget(name: "ScriptCommandsTests", dependencies: ["ScriptCommands", "PluginTesting", "Commands", "Layout"], swiftSettings: strictSettings),
        .testTarget(name: "SpacerCommandsTests", dependencies: ["PluginTesting", "Commands", "Layout", "Shell", "SpacerCommands", "StandardPlugins"], swiftSettings: strictSettings),
        .testTarget(name: "FixCommandsTests", dependencies: ["FixCommands", "PluginTesting", "Commands", "Layout", "Shell"], swiftSettings: strictSettings),
        .testTarget(name: "ExportCommandsTests", dependencies: ["ExportCommands", "PluginTesting", "TestSupport", "Commands", "Layout", "Shell"], swiftSettings: strictSettings),
        .testTarget(name: "ImportCommandsTests", dependencies: ["ImportCommands", "PluginTesting", "TestSupport", "Commands", "Layout", "Shell", "StandardPlugins"], swiftSettings: strictSettings),
        .testTarget(name: "StackViewCommandsTests", dependencies: ["PluginTesting", "Commands", "Layout", "Shell", "StackViewCommands", "StandardPlugins", "TestSupport", "Timeline"], swiftSettings: strictSettings),
    ] + plugins.map { plugin in
        .target(name: plugin.name, dependencies: plugin.dependencies, path: "Plugins/\(plugin.name)",
                resources: pluginResources[plugin.name], swiftSettings: strictSettings)
    },
    swiftLanguageModes: [.v6]
)
