/// The outcome of replaying a transcript.
public struct TranscriptResult: Hashable, Sendable {
    /// Whether every command printed what the transcript expects.
    public let passed: Bool
    /// The transcript as it would read with the actual output (see ``TranscriptCheck/actualText``).
    public let actualText: String
    /// A unified diff from the file's lines to `actualText`'s lines; empty when they are equal.
    public let diff: [String]
    /// The 1-based file lines of the commands whose output did not match.
    public let failedLines: [Int]
    /// Expected lines that can never match, as `line N: why` (see ``TranscriptCheck/problems``).
    public var problems: [String] = []
    /// The 1-based line of the file where the diff first differs: the first line removed, or
    /// the line before which the first line is added (one past the last line when added at the
    /// end); nil when the file and the actual output are equal.
    public var firstDifferenceLine: Int? = nil
}

/// Replays transcripts without knowing how commands run: the caller supplies a closure that
/// runs one command and returns the lines it printed.
///
/// ```swift
/// let session = Interpreter()           // a fresh session per file
/// let runner = TranscriptRunner(oldName: "a/\(name)", newName: "b/\(name)")
/// let result = runner.run(text) { command, line in session.run(command, line: line) }
/// ```
public struct TranscriptRunner: Hashable, Sendable {
    /// The name of the file in the diff's `---` line, such as `a/intro.lab`.
    public var oldName: String
    /// The name of the actual output in the diff's `+++` line, such as `b/intro.lab`.
    public var newName: String
    /// Unchanged lines shown around each change in the diff.
    public var context: Int

    /// A runner whose diffs name the file `oldName` and the actual output `newName`.
    public init(oldName: String, newName: String, context: Int = 3) {
        self.oldName = oldName
        self.newName = newName
        self.context = context
    }

    /// Parses `text`, runs each command in file order through `runCommand` (given the command
    /// text and its 1-based line in the file), and compares what they printed with the file.
    public func run(_ text: String, runCommand: (_ command: String, _ line: Int) throws -> [String]) rethrows -> TranscriptResult {
        let transcript = Transcript(parsing: text)
        var outputs: [[String]] = []
        for command in transcript.commands {
            outputs.append(try runCommand(command.text, command.line))
        }
        let check = transcript.check(outputs: outputs)
        // Compare without line ends, so a CRLF file that passes shows no diff.
        let old = transcript.lines, new = TextLines.split(check.actualText).lines
        let diff = UnifiedDiff.lines(old: old, new: new, oldName: oldName, newName: newName, context: context)
        return TranscriptResult(passed: check.passed, actualText: check.actualText, diff: diff, failedLines: check.failedLines,
                                problems: check.problems, firstDifferenceLine: UnifiedDiff.firstDifference(old: old, new: new))
    }
}
