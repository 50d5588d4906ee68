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
    ///
    /// What the transcript writes (`save`, `record`, `dump > FILE`, `render ... FILE`) goes
    /// into a fresh temporary folder, removed afterwards: a relative path is read against it,
    /// and an absolute path or one that climbs out with `..` is an error. With
    /// `allowWrites`, paths are read against the transcript's folder and may go anywhere.
    /// Reading (`source`, `load`) is against the transcript's folder either way.
    public static func run(_ text: String, file: String, path: String, registry: CommandRegistry, screen: Screen,
                           allowWrites: Bool = false) -> TranscriptResult {
        runReporting(text, file: file, path: path, registry: registry, screen: screen, allowWrites: allowWrites).result
    }

    /// ``run(_:file:path:registry:screen:allowWrites:)``, with the test cases the transcript's
    /// commands reported (`vary`'s combinations, ``Session/reportedTestCases``). With
    /// `registryMaker`, sessions of their own may run on threads of their own.
    public static func runReporting(_ text: String, file: String, path: String, registry: CommandRegistry, screen: Screen,
                                    allowWrites: Bool = false, registryMaker: (@Sendable () -> CommandRegistry?)? = nil)
        -> (result: TranscriptResult, cases: [Session.ReportedTestCase]) {
        // `source` in a transcript reads paths against the transcript's own folder.
        let interpreter = Interpreter(registry: registry, session: Session(screen: screen), file: file,
                                      directory: PathName.folder(of: path))
        interpreter.registryMaker = registryMaker
        var folder: String?
        if !allowWrites {
            let made = writeFolder()
            folder = made
            // A folder that cannot be made confines the run to a path that is not there:
            // every write fails, none escapes.
            interpreter.session.writeScope = .confined(folder: made ?? "/nonexistent/layoutlab-test")
        }
        defer { if let folder { try? FileManager.default.removeItem(atPath: folder) } }
        let runner = TranscriptRunner(oldName: "a/" + path, newName: "b/" + path)
        let result = runner.run(text) { command, line in
            interpreter.run(line: command, number: line).flatMap { $0.rendered(file: file) }
        }
        return (result, interpreter.session.reportedTestCases)
    }

    /// A new, empty folder of this run's own under the temporary folder.
    static func writeFolder() -> String? {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-test-XXXXXX").path
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        return made.map { String(cString: $0) }
    }
}
