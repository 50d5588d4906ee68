/// A transcript (`.lab` file): prose that reads as a lesson, and commands with the output they
/// are expected to print, so the file replays as a test.
///
/// ```
/// Prose starts at column 0; an empty line is prose too.
///
///   > print header.frame
///   header.frame = (0, 0, 320, 100)
///   width: \d+ (re)
/// ```
///
/// Parsing never fails: every line is prose, a command, or expected output. The parse keeps
/// each line exactly as written, so ``render()`` of a parsed transcript gives back the input
/// byte for byte. See ``init(parsing:)`` for the rules.
public struct Transcript: Hashable, Sendable {
    /// The prose passages and commands, in file order.
    public let items: [TranscriptItem]
    /// Whether the file's last line ends with a newline.
    public let endsWithNewline: Bool

    init(items: [TranscriptItem], endsWithNewline: Bool) {
        self.items = items
        self.endsWithNewline = endsWithNewline
    }

    /// The commands, in file order.
    public var commands: [TranscriptCommand] {
        items.compactMap { item in
            if case .command(let command) = item { command } else { nil }
        }
    }

    /// The text the transcript was parsed from, exactly.
    public func render() -> String {
        TextLines.join(items.flatMap(\.sourceLines), endsWithNewline: endsWithNewline)
    }

    /// The file's lines, each without its line end (and without `"\r"`s before it).
    public var lines: [String] {
        items.flatMap(\.sourceLines).map(TextLines.content(of:))
    }
}

/// A passage of prose or a command with its expected output.
public enum TranscriptItem: Hashable, Sendable {
    /// Lines kept verbatim: unindented text, empty lines that do not sit inside an output
    /// block, and indented lines that follow no command.
    case prose(TranscriptProse)
    /// A `  > ` line and the expected output under it.
    case command(TranscriptCommand)

    /// The lines of the item exactly as in the file.
    var sourceLines: [String] {
        switch self {
        case .prose(let prose): prose.sourceLines
        case .command(let command): command.sourceLines
        }
    }
}

/// Consecutive prose lines.
public struct TranscriptProse: Hashable, Sendable {
    /// The lines exactly as in the file, `"\r"`s before the line end included.
    let sourceLines: [String]

    /// The lines, each without trailing `"\r"`s.
    public var lines: [String] { sourceLines.map(TextLines.content(of:)) }
}

/// A command of a transcript: the `  > COMMAND` line and the output expected from it.
public struct TranscriptCommand: Hashable, Sendable {
    /// The command, everything after `  > `.
    public let text: String
    /// The 1-based line number of the `  > ` line in the file.
    public let line: Int
    /// The expected output, one entry per line, indent removed.
    public let expected: [ExpectedLine]
    /// The command line then the output lines, exactly as in the file.
    let sourceLines: [String]

    /// Whether expected line `index` was written as a completely empty line (rather than as two
    /// spaces), which is kept when the line is written back unchanged.
    func isWrittenEmpty(_ index: Int) -> Bool {
        let position = index + 1
        guard sourceLines.indices.contains(position) else { return false }
        return TextLines.content(of: sourceLines[position]).isEmpty
    }
}
