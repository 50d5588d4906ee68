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

        var message: String {
            switch self {
            case .missing:
                "\(program) is not installed: install Debian's \(package) (apt-get install \(package)), which Scripts/lab does when it is missing"
            case .failed(let status, let message):
                "\(program) failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case .temporaryFile:
                "cannot write a temporary file for \(program)"
            }
        }
    }

    /// The program's path: the first executable `rsvg-convert` in PATH's folders.
    static func programPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + program }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `svg` as a PNG at `path`, `zoom` pixels a point (the screen's scale).
    static func convert(_ svg: String, to path: String, zoom: Double) throws(Failure) {
        guard let executable = programPath() else { throw .missing }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString).svg").path
        guard FileManager.default.createFile(atPath: input, contents: Data(svg.utf8)) else { throw .temporaryFile }
        defer { try? FileManager.default.removeItem(atPath: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", formatPoints(zoom), "--output", path, input]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .missing
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .failed(status: process.terminationStatus, message: message)
        }
    }
}
