import Foundation

/// The `layoutlab` executable built beside this test bundle (`swift build --build-tests`
/// builds every product into the same folder), run as a user runs it.
enum BuiltProgram {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The executable: the first folder up from this test binary that holds `layoutlab`
    /// (on Linux the binary sits in the products folder; on macOS inside a `.xctest` bundle).
    static func path() -> String? {
        guard var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else { return nil }
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("layoutlab").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs `layoutlab ARGUMENTS` in `folder` without colour, and waits for it.
    static func run(_ arguments: [String], in folder: String) throws -> Run {
        guard let executable = path() else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to their ends before waiting, so a full pipe never blocks the child.
        let errorData = ErrorReader(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData.data(), as: UTF8.self))
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "the layoutlab executable is not built beside the tests (run swift build --build-tests)" }
    }

    /// Reads a pipe to its end on another thread.
    private final class ErrorReader: @unchecked Sendable {
        // `result` is written once by the reading thread before `done` is signalled.
        private var result = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                result = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func data() -> Data {
            done.wait()
            return result
        }
    }
}
