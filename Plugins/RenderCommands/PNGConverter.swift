import Foundation
import Layout

/// SVG to PNG through `rsvg-convert`, from Debian's librsvg2-bin (`Scripts/lab` installs it
/// when it is missing). The program is found on PATH; without it the error names the
/// package, so the user knows what to install.
enum PNGConverter {
    static let program = "rsvg-convert"
    static let package = "librsvg2-bin"

    enum Failure: Error, Equatable {
        /// No rsvg-convert on PATH.
        case missing
        /// It ran and failed: its status and what it said.
        case failed(status: Int32, message: String)
        /// A temporary file could not be written.
        case temporaryFile
        /// Ctrl-C: the program was stopped.
        case interrupted

        var message: String {
            switch self {
            case .missing:
                "\(program) is not installed: install Debian's \(package) (apt-get install \(package)), which Scripts/lab does when it is missing"
            case .failed(let status, let message):
                "\(program) failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case .temporaryFile:
                "cannot write a temporary file for \(program)"
            case .interrupted:
                "\(program) was interrupted"
            }
        }
    }

    /// The program's path: the first executable `rsvg-convert` in PATH's folders.
    static func programPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + program }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `svg` as a PNG at `path` (the safe writer's temporary file: never a FIFO or a
    /// device), `zoom` pixels a point (the screen's scale). Ctrl-C (``Cancellation``) stops
    /// the program: it is killed and waited for, and the conversion fails as interrupted.
    static func convert(_ svg: String, to path: String, zoom: Double) throws(Failure) {
        guard let executable = programPath() else { throw .missing }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString)").path
        let input = base + ".svg", errorsPath = base + ".err"
        guard FileManager.default.createFile(atPath: input, contents: Data(svg.utf8)),
            FileManager.default.createFile(atPath: errorsPath, contents: nil),
            let errors = FileHandle(forWritingAtPath: errorsPath) else {
            try? FileManager.default.removeItem(atPath: input)
            throw .temporaryFile
        }
        defer {
            try? errors.close()
            try? FileManager.default.removeItem(atPath: input)
            try? FileManager.default.removeItem(atPath: errorsPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", formatPoints(zoom), "--output", path, input]
        // What it says goes to a file, not a pipe: nothing to drain while it is polled.
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .missing
        }
        if !waitOrStop(process) {
            throw .interrupted
        }
        guard process.terminationStatus == 0 else {
            let said = FileManager.default.contents(atPath: errorsPath) ?? Data()
            let message = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .failed(status: process.terminationStatus, message: message)
        }
    }

    /// Waits for `process`, checking for Ctrl-C every 20 ms; on Ctrl-C it is terminated
    /// (killed if it is still there half a second later) and waited for, so none is left.
    /// Returns false when it was stopped.
    static func waitOrStop(_ process: Process) -> Bool {
        while process.isRunning {
            if Cancellation.isRequested {
                process.terminate()
                for _ in 0..<25 where process.isRunning { usleep(20_000) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                return false
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return true
    }
}
