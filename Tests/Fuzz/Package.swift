// swift-tools-version: 6.1
import PackageDescription

// Fuzz targets for libFuzzer, kept out of the main package so `swift build` and CI never
// build them. Build and run them with Scripts/fuzz, which passes -sanitize=fuzzer (libFuzzer
// supplies `main`, so the targets are compiled with -parse-as-library).
// libFuzzer supplies `main`: each target's sources are a library's (a flag of the target, not of
// the command line, so the main package's build-tool executables keep their top-level code).
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "LayoutLabFuzz",
    dependencies: [.package(name: "LayoutLab", path: "../..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which each target's main calls.
        .target(name: "FuzzDriver"),
        // A fuzz target that hands its input to a command that reads a file (load, import).
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "Shell", package: "LayoutLab"), .product(name: "Commands", package: "LayoutLab"),
                .product(name: "Layout", package: "LayoutLab"), .product(name: "StandardPlugins", package: "LayoutLab"),
            ]
        ),
        // The tokenizer and the parsers of the script language: the first byte picks one.
        .executableTarget(name: "FuzzSyntax", dependencies: [
            "FuzzDriver", .product(name: "Commands", package: "LayoutLab"), .product(name: "ScriptSyntax", package: "LayoutLab"),
            .product(name: "ConstraintSyntax", package: "LayoutLab"),
        ], swiftSettings: fuzzTarget),
        // The transcript parser, checker and (re)/(glob) matchers.
        .executableTarget(name: "FuzzTranscript", dependencies: ["FuzzDriver", .product(name: "Transcripts", package: "LayoutLab")],
                          swiftSettings: fuzzTarget),
        // Whole command sequences against a live scene.
        .executableTarget(
            name: "FuzzCommands",
            dependencies: [
                "FuzzDriver", .product(name: "Shell", package: "LayoutLab"), .product(name: "Commands", package: "LayoutLab"),
                .product(name: "Layout", package: "LayoutLab"), .product(name: "StandardPlugins", package: "LayoutLab"),
            ],
            swiftSettings: fuzzTarget
        ),
        // `load` on the input as a XIB or storyboard, through the command.
        .executableTarget(
            name: "FuzzLoad",
            dependencies: ["FuzzDriver", "FuzzSupport"],
            swiftSettings: fuzzTarget
        ),
        // `import` on the input as a console log, through the command.
        .executableTarget(
            name: "FuzzImport",
            dependencies: ["FuzzDriver", "FuzzSupport"],
            swiftSettings: fuzzTarget
        ),
        // `import swift` on the input as UIKit layout code, through the command.
        .executableTarget(
            name: "FuzzImportSwift",
            dependencies: ["FuzzDriver", "FuzzSupport"],
            swiftSettings: fuzzTarget
        ),
    ]
)
