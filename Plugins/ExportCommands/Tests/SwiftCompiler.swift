import Foundation
import PluginTesting
import TestSupport

/// The toolchain's `swiftc`, run on exported code against the UIKit stub
/// (`Tests/Fixtures/UIKitStub/UIKit.swift`), since UIKit is not on Linux: the stub is built
/// once as a module named UIKit, and each export is type-checked in Swift 6 mode against it.
enum SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `swiftc` beside the `swift` running the tests, or the one on PATH (through `env`).
    static var swiftc: (executable: String, prefix: [String]) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
            return ("\(folder)/swiftc", [])
        }
        return ("/usr/bin/env", ["swiftc"])
    }

    /// Runs swiftc with `arguments`; its diagnostics when it fails.
    static func run(_ arguments: [String]) throws {
        let process = Process()
        let compiler = swiftc
        process.executableURL = URL(fileURLWithPath: compiler.executable)
        process.arguments = compiler.prefix + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "swiftc \(arguments.joined(separator: " ")) failed:\n" + (String(data: data, encoding: .utf8) ?? ""))
        }
    }

    /// A folder holding the stub built as the module UIKit.
    static func stubModule() throws -> String {
        let folder = try TemporaryFolder.make("uikit-stub")
        let stub = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/UIKitStub/UIKit.swift").path
        try run(["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "UIKit", stub,
                 "-emit-module-path", "\(folder)/UIKit.swiftmodule"])
        return folder
    }

    /// Type-checks `files` (each a file's lines) against the stub module in `folder`.
    static func typecheck(_ files: [String: [String]], against folder: String) throws {
        var paths: [String] = []
        for (name, lines) in files.sorted(by: { $0.key < $1.key }) {
            let path = "\(folder)/\(name).swift"
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        try run(["-swift-version", "6", "-parse-as-library", "-typecheck", "-I", folder] + paths)
    }
}
