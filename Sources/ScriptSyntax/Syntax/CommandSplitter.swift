/// One line of script text, with its number and the column of its first character.
public struct ScriptText: Hashable, Sendable {
    public var text: String
    public var line: Int
    public var column: Int

    public init(_ text: String, line: Int, column: Int = 1) {
        self.text = text
        self.line = line
        self.column = column
    }
}

/// Splits script text into commands: at `;` and at the end of a line, except inside braces,
/// where a block `{ ... }` keeps its commands (and its lines) for the command that owns it.
///
/// ```
/// def fitHeader h { set h.frame.height = h.fittingSize.height; layout h }
/// {
///     set picker.alpha = 0
///     rows hide t 2
/// }
/// ```
/// The first line is one command, `def`, whose tokens hold the whole block; the next four
/// lines are one command, a bare block.
public enum CommandSplitter {
    /// How many braces `tokens` leave open (negative when a `}` closes nothing).
    public static func openBraces(in tokens: [Token]) -> Int {
        var depth = 0
        for token in tokens {
            if token.kind == .operator(.leftBrace) { depth += 1 }
            if token.kind == .operator(.rightBrace) { depth -= 1 }
        }
        return depth
    }

    /// The commands of `lines`, which must close every brace they open.
    /// - Throws: ``SyntaxError`` for a line that does not tokenize, or a `}` that closes nothing.
    public static func commands(in lines: [ScriptText]) throws(SyntaxError) -> [ScriptCommand] {
        var tokens: [Token] = []
        for line in lines {
            tokens += try Tokenizer.tokenize(line.text, line: line.line, column: line.column)
        }
        return try commands(from: tokens, lines: lines)
    }

    /// The commands among `tokens` (taken from `lines`), split at `;` and at line ends outside
    /// braces. A block's own commands are found by calling this again on its inner tokens.
    public static func commands(from tokens: [Token], lines: [ScriptText]) throws(SyntaxError) -> [ScriptCommand] {
        var commands: [ScriptCommand] = []
        var current: [Token] = []
        var depth = 0
        func finish() {
            guard let first = current.first, let last = current.last else { return }
            let end = SourceLocation(line: last.location.line, column: last.endColumn)
            commands.append(ScriptCommand(tokens: current, source: source(from: first, to: last, in: lines), location: first.location, end: end))
            current = []
        }
        for token in tokens {
            if depth == 0, let previous = current.last, token.location.line != previous.location.line { finish() }
            switch token.kind {
            case .operator(.semicolon) where depth == 0:
                finish()
                continue
            case .operator(.leftBrace):
                depth += 1
            case .operator(.rightBrace):
                guard depth > 0 else {
                    throw SyntaxError(message: "'}' closes no block", found: "'}'", at: token.location, length: 1)
                }
                depth -= 1
            default:
                break
            }
            current.append(token)
        }
        finish()
        return commands
    }

    /// The tokens between a block's braces, given the index of its `{` in `tokens`, and the
    /// index just past its `}`; nil when the brace is not closed.
    public static func block(in tokens: [Token], openingAt start: Int) -> (inner: [Token], next: Int)? {
        guard tokens.indices.contains(start), tokens[start].kind == .operator(.leftBrace) else { return nil }
        var depth = 0
        for index in start..<tokens.count {
            if tokens[index].kind == .operator(.leftBrace) { depth += 1 }
            if tokens[index].kind == .operator(.rightBrace) {
                depth -= 1
                if depth == 0 { return (Array(tokens[(start + 1)..<index]), index + 1) }
            }
        }
        return nil
    }

    /// The text from the start of `first` to the end of `last`, lines joined by newlines.
    static func source(from first: Token, to last: Token, in lines: [ScriptText]) -> String {
        var parts: [String] = []
        for line in lines where line.line >= first.location.line && line.line <= last.location.line {
            let characters = Array(line.text)
            let lower = line.line == first.location.line ? first.location.column - line.column : 0
            let upper = line.line == last.location.line ? last.endColumn - line.column : characters.count
            let clampedLower = min(max(0, lower), characters.count)
            let clampedUpper = min(max(clampedLower, upper), characters.count)
            parts.append(String(characters[clampedLower..<clampedUpper]))
        }
        return parts.joined(separator: "\n")
    }
}
