extension Transcript {
    /// The marker that starts a command line: two spaces, `>`, a space.
    static let commandPrefix = "  > "
    /// The indent of an expected output line.
    static let outputIndent = "  "
    /// An empty command as editors leave `  > ` once they strip its trailing space.
    static let emptyCommand = "  >"

    /// Reads a transcript. Never fails; the rules, applied line by line:
    ///
    /// - A line `  > COMMAND` is a command; its text is everything after `  > `. A line `  >`
    ///   alone is an empty command (an editor strips the space of `  > `): the empty line that
    ///   ends a command reading the lines after it (`paste`).
    /// - The lines after a command that start with two spaces (and are not commands) are its
    ///   expected output, with the two spaces removed. An empty expected line is written `  `.
    /// - Because editors strip trailing spaces, a completely empty line inside an output block
    ///   is an empty expected line when the next non-empty line is indented output; otherwise
    ///   it is prose and ends the block.
    /// - Every other line is prose, kept verbatim (including indented lines after prose).
    ///
    /// Lines are split on `"\n"`; `"\r"`s before it are ignored when classifying, so CRLF
    /// files read the same, but they are kept for ``render()``.
    public init(parsing text: String) {
        let (lines, endsWithNewline) = TextLines.split(text)
        var parser = Parser(lines: lines)
        self.init(items: parser.parse(), endsWithNewline: endsWithNewline)
    }

    /// What a line is, seen on its own.
    enum LineKind: Equatable {
        case command, output, empty, text

        init(_ content: String) {
            if content.isEmpty {
                self = .empty
            } else if content.hasScalarPrefix(Transcript.commandPrefix) || content == Transcript.emptyCommand {
                self = .command
            } else if content.hasScalarPrefix(Transcript.outputIndent) {
                self = .output
            } else {
                self = .text
            }
        }
    }

    /// One pass over the lines, grouping them into items.
    private struct Parser {
        let lines: [String]
        let contents: [String]
        let kinds: [LineKind]
        var position = 0
        var items: [TranscriptItem] = []
        var prose: [String] = []

        init(lines: [String]) {
            self.lines = lines
            contents = lines.map(TextLines.content(of:))
            kinds = contents.map(LineKind.init)
        }

        mutating func parse() -> [TranscriptItem] {
            while position < lines.count {
                if kinds[position] == .command {
                    flushProse()
                    items.append(.command(readCommand()))
                } else {
                    prose.append(lines[position])
                    position += 1
                }
            }
            flushProse()
            return items
        }

        private mutating func flushProse() {
            if !prose.isEmpty { items.append(.prose(TranscriptProse(sourceLines: prose))) }
            prose = []
        }

        /// Reads the command at `position` and its output block.
        private mutating func readCommand() -> TranscriptCommand {
            let start = position
            let text = contents[start].droppingScalars(first: Transcript.commandPrefix.unicodeScalars.count)
            var expected: [ExpectedLine] = []
            position += 1
            while position < lines.count {
                switch kinds[position] {
                case .output:
                    expected.append(ExpectedLine(contents[position].droppingScalars(first: Transcript.outputIndent.unicodeScalars.count)))
                    position += 1
                case .empty:
                    // Empty lines belong to the block only when indented output follows them.
                    var next = position
                    while next < lines.count, kinds[next] == .empty { next += 1 }
                    guard next < lines.count, kinds[next] == .output else { return finish(start, text, expected) }
                    expected += Array(repeating: ExpectedLine(""), count: next - position)
                    position = next
                case .command, .text:
                    return finish(start, text, expected)
                }
            }
            return finish(start, text, expected)
        }

        private func finish(_ start: Int, _ text: String, _ expected: [ExpectedLine]) -> TranscriptCommand {
            TranscriptCommand(text: text, line: start + 1, expected: expected, sourceLines: Array(lines[start..<position]))
        }
    }
}
