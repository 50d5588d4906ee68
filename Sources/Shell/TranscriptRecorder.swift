import Transcripts
import Commands
import Foundation
import ScriptSyntax

/// Writes what the session runs as a transcript that replays as a test: each command on a
/// `  > ` line, its output indented below, errors shown as they will be when the transcript
/// replays (naming the transcript's file and the command's line in it).
final class TranscriptRecorder {
    /// The path as typed (what the messages say) and the path written (``WriteScope``).
    let path: String
    let target: String
    private var lines: [String]
    private(set) var commandCount = 0

    init(path: String, target: String) {
        self.path = path
        self.target = target
        lines = ["A LayoutLab session, recorded. Replay it with: layoutlab test \(PathName.lastComponent(of: path))", ""]
    }

    func append(_ command: ScriptCommand, output: [OutputLine]) {
        let commandLine = lines.count + 1
        // A block typed over several lines is recorded as several `  > ` lines.
        for text in command.source.split(separator: "\n", omittingEmptySubsequences: false) { lines.append("  > " + text) }
        let name = PathName.lastComponent(of: path)
        for line in output {
            for text in line.rendered(file: name, commandLine: commandLine) { lines.append("  " + text) }
        }
        commandCount += 1
        do throws(SafeFile.Failure) {
            try flush()
        } catch {
            failure = error
        }
    }

    /// Why the last write of the file failed, if it did, once: the shell says it after the
    /// line (the lines stay in memory and the next write puts them all in).
    private var failure: SafeFile.Failure?

    func takeFailure() -> SafeFile.Failure? {
        defer { failure = nil }
        return failure
    }

    /// Writes the file so far (``SafeFile``).
    func flush() throws(SafeFile.Failure) {
        try SafeFile.write(lines.joined(separator: "\n") + "\n", to: target)
    }
}
