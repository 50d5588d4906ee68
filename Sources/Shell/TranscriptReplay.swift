public import Transcripts
public import Commands
public import Layout
import Foundation

/// Replays a transcript in a fresh session: the bridge between ``TranscriptRunner``, which
/// knows the file format, and ``Interpreter``, which runs commands.
public enum TranscriptReplay {
    /// Runs every command of `text` in a new session on `screen`, each as line `line` of
    /// `file` (so errors name the transcript's own line), and compares the output with the file.
    /// `path` names the file in the diff (`a/PATH`, `b/PATH`).
    public static func run(_ text: String, file: String, path: String, registry: CommandRegistry, screen: Screen) -> TranscriptResult {
        // `source` in a transcript reads paths against the transcript's own folder.
        let interpreter = Interpreter(registry: registry, session: Session(screen: screen), file: file,
                                      directory: (path as NSString).deletingLastPathComponent)
        let runner = TranscriptRunner(oldName: "a/" + path, newName: "b/" + path)
        return runner.run(text) { command, line in
            interpreter.run(line: command, number: line).flatMap { $0.rendered(file: file) }
        }
    }
}
