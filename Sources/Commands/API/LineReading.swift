import Foundation
public import ScriptSyntax
/// How a line that starts with a command is read into tokens (lldb's parsed and raw
/// commands): most commands take the script language's tokens; a command whose last argument
/// is a path or whose syntax is its own reads its line itself. Such a command stands alone on
/// its line (it takes the whole line, `;` and all).
public enum LineReading: Sendable {
    /// The tokenizer's tokens (`;` separates commands, `{ }` group blocks).
    case tokens
    /// The command's name, then the rest of the line as one path, exactly as typed (no quotes
    /// needed; quotes around the whole path are taken off; a ` #` comment ends it):
    /// `save /tmp/my scene.lab`.
    case pathTail
    /// The command's own reading of its whole line (it starts with the command's name): the
    /// tokens the line stands for, located where they were typed so errors point at the text.
    case custom(@Sendable (ScriptText) throws(SyntaxError) -> [Token])
    /// The command's line and the lines typed after it (a block of text pasted into the shell):
    /// the command's name, the rest of its line as tokens, then each following line as one
    /// string token, exactly as typed and located at its line. The first empty line ends the
    /// command (a transcript writes it as `  > ` or `  >`); when the command's line ends with
    /// `<<WORD`, a line that is WORD alone ends it instead, as a shell's here-document, so the
    /// text may hold empty lines.
    case linesUntilEmptyLine
    /// As ``linesUntilEmptyLine``, but the text may hold empty lines of its own: an empty line
    /// ends it only when `isComplete` says the lines so far are a whole text (a console report
    /// with its closing lines, say); two empty lines in a row end it whatever it holds; and
    /// `<<WORD` works as there.
    case linesUntilComplete(@Sendable (_ lines: [String]) -> Bool)

    /// Whether the command reads the lines after its own (``linesUntilEmptyLine``,
    /// ``linesUntilComplete(_:)``).
    public var readsFollowingLines: Bool {
        switch self {
        case .linesUntilEmptyLine, .linesUntilComplete: true
        default: false
        }
    }

    /// Whether `text` ends a command that reads the lines after its own: the here-document's
    /// word alone; else an empty line, when the reading says the text read so far (`lines`,
    /// without the command's own line; asked for only at an empty line) is whole
    /// (``linesUntilComplete(_:)``).
    public func endsFollowingLines(_ text: String, terminator: String?, lines: () -> [String]) -> Bool {
        guard Self.endsFollowingLines(text, terminator: terminator) else { return false }
        guard terminator == nil, case .linesUntilComplete(let isComplete) = self else { return true }
        let read = lines()
        if let last = read.last, Self.isBlank(last) { return true }
        return isComplete(read)
    }

    static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The tokens of `line`, which starts with a command read this way.
    public func tokens(of line: ScriptText) throws(SyntaxError) -> [Token] {
        switch self {
        case .tokens: return try Tokenizer.tokenize(line.text, line: line.line, column: line.column)
        case .pathTail: return Self.pathTail(of: line)
        case .custom(let read): return try read(line)
        case .linesUntilEmptyLine, .linesUntilComplete: return try Tokenizer.tokenize(line.text, line: line.line, column: line.column)
        }
    }

    /// The tokens of a command read ``linesUntilEmptyLine``: its first line's tokens, then one
    /// string token per following line (the empty line that ended it is not among `lines`).
    public static func tokens(ofLines lines: [ScriptText]) throws(SyntaxError) -> [Token] {
        guard let first = lines.first else { return [] }
        var tokens = try Tokenizer.tokenize(first.text, line: first.line, column: first.column)
        for line in lines.dropFirst() {
            tokens.append(Token(kind: .string(line.text), text: line.text, location: SourceLocation(line: line.line, column: line.column)))
        }
        return tokens
    }

    /// Whether `text` ends a command read ``linesUntilEmptyLine``: nothing but blanks, or the
    /// here-document's word alone (blanks around it allowed).
    public static func endsFollowingLines(_ text: String, terminator: String?) -> Bool {
        let trimmed = text.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        guard let terminator else { return trimmed.isEmpty }
        return trimmed == terminator
    }

    /// The here-document word of a command's first line (`paste <<END`: `END`), and the line
    /// without it; nil when the line does not end with `<<WORD`.
    public static func hereDocument(in text: String) -> (word: String, line: String)? {
        var line = Substring(text)
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
        let word = line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !word.isEmpty else { return nil }
        let rest = line.dropLast(word.count)
        guard rest.hasSuffix("<<") else { return nil }
        var command = rest.dropLast(2)
        while let last = command.last, last == " " || last == "\t" { command = command.dropLast() }
        return (String(word.reversed()), String(command))
    }

    /// The name and the path after it.
    static func pathTail(of line: ScriptText) -> [Token] {
        let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
        let name = trimmed.prefix { !$0.isWhitespace }
        let indent = line.text.count - trimmed.count
        var rest = String(trimmed.dropFirst(name.count))
        let leading = rest.prefix { $0 == " " || $0 == "\t" }.count
        rest = String(rest.dropFirst(leading))
        // A comment after the path, or trailing blanks, are not part of it.
        if let hash = rest.range(of: " #") { rest = String(rest[..<hash.lowerBound]) }
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        let nameLocation = SourceLocation(line: line.line, column: line.column + indent)
        var tokens = [Token(kind: .word(String(name)), text: String(name), location: nameLocation)]
        guard !rest.isEmpty else { return tokens }
        if rest.count >= 2, let quote = rest.first, quote == "\"" || quote == "'", rest.last == quote {
            rest = String(rest.dropFirst().dropLast())
        }
        let pathLocation = SourceLocation(line: line.line, column: nameLocation.column + name.count + leading)
        tokens.append(Token(kind: .string(rest), text: rest, location: pathLocation))
        return tokens
    }

    /// The first word of a line: the name of the command it starts with.
    public static func commandName(of text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace })
    }
}
