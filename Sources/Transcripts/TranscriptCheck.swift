/// The outcome of comparing a transcript with what its commands actually printed.
public struct TranscriptCheck: Hashable, Sendable {
    /// Whether every command printed as many lines as expected, each matching its expected line.
    public let passed: Bool
    /// The 1-based file lines of the commands whose output did not match, in file order.
    public let failedLines: [Int]
    /// The transcript with each command's expected output replaced by its actual output,
    /// ready to write back (`--update`). An expected ` (re)` or ` (glob)` line that matched is
    /// kept as written, so updating never turns patterns into literals; prose is kept; lines
    /// end with `"\n"`.
    public let actualText: String
    /// Expected lines that can never match, as `line N: why` (an invalid ` (re)` pattern, or
    /// one past the matcher's bound), so a failing file says what is wrong with itself.
    public var problems: [String] = []
}

extension Transcript {
    /// Compares each command's expected output with `outputs`, the lines each command printed
    /// in file order (one entry per command in ``commands``).
    ///
    /// Printed lines are taken as they would read back from the file: one containing `"\n"`
    /// counts as several lines, and trailing `"\r"`s are dropped. A command without an entry in
    /// `outputs` is taken to have printed nothing, and the check fails when the count of entries
    /// differs from the count of commands.
    public func check(outputs: [[String]]) -> TranscriptCheck {
        var lines: [String] = []
        var failedLines: [Int] = []
        var problems: [String] = []
        var commandIndex = 0
        for item in items {
            switch item {
            case .prose(let prose):
                lines += prose.lines
            case .command(let command):
                let printed = outputs.indices.contains(commandIndex) ? outputs[commandIndex] : []
                let actual = printed.flatMap { TextLines.split($0 + "\n").lines.map(TextLines.content(of:)) }
                commandIndex += 1
                if !command.expected.matches(actual) { failedLines.append(command.line) }
                for (index, expected) in command.expected.enumerated() {
                    if let problem = expected.problem { problems.append("line \(command.line + 1 + index): \(problem)") }
                }
                lines.append(Transcript.commandPrefix + command.text)
                lines += command.actualBlock(for: actual)
            }
        }
        return TranscriptCheck(
            passed: failedLines.isEmpty && outputs.count == commandIndex,
            failedLines: failedLines,
            actualText: TextLines.join(lines, endsWithNewline: endsWithNewline),
            problems: problems
        )
    }
}

extension [ExpectedLine] {
    /// Whether `actual` has as many lines as expected, each matching its expected line.
    func matches(_ actual: [String]) -> Bool {
        count == actual.count && zip(self, actual).allSatisfy { $0.matches($1) }
    }
}

extension TranscriptCommand {
    /// The output block to write for `actual`: expected lines that match an actual line are
    /// kept as written, the rest of the actual lines are written in their place.
    ///
    /// Lines are paired by a shortest edit script in which an expected line may stand for an
    /// actual line it matches, so a pattern stays even when lines are added above it.
    func actualBlock(for actual: [String]) -> [String] {
        let edits = LineAlignment.edits(oldCount: expected.count, newCount: actual.count) {
            expected[$0].matches(actual[$1])
        }
        var block: [String] = []
        for edit in edits {
            switch edit {
            case .keep(let e, _):
                block.append(isWrittenEmpty(e) ? "" : Transcript.outputIndent + expected[e].text)
            case .insert(let a):
                block.append(Transcript.outputIndent + actual[a])
            case .delete:
                break
            }
        }
        // A completely empty line only belongs to the block when indented output follows it;
        // once lines around it changed that may no longer hold, so trailing ones get their indent.
        for index in block.indices.reversed() {
            guard block[index].isEmpty else { break }
            block[index] = Transcript.outputIndent
        }
        return block
    }
}
