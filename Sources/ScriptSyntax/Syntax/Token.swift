import Layout

/// One lexical unit of a script line, with where it was written.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What the token is, with its decoded value.
    public var kind: TokenKind
    /// The token exactly as written on the line, quotes and escapes included.
    public var text: String
    /// Where the token's first character is.
    public var location: SourceLocation
    /// How many characters of the line the token spans.
    public var length: Int
    /// For string tokens: offsets in the decoded value of characters written as escapes.
    /// Lets errors inside a string (a visual format) point at the right column.
    var escapeOffsets: [Int] = []

    /// A token of `kind`, spelled `text` and starting at `location`.
    public init(kind: TokenKind, text: String, location: SourceLocation) {
        self.kind = kind
        self.text = text
        self.location = location
        self.length = text.count
    }

    /// The column just past the token. Two tokens touch when one ends where the other starts,
    /// which a command can use to read `--json` or `out/a.lab` back as one argument.
    public var endColumn: Int { location.column + length }

    /// How an error message quotes the token: strings as written, everything else in `'…'`.
    public var quotedForMessage: String {
        if case .string = kind { return text }
        return "'\(text)'"
    }

    public var description: String { text }

    /// Maps offsets in a string token's decoded value to columns of the line.
    public var contentColumnMap: SourceColumnMap {
        guard case .string = kind else {
            return SourceColumnMap(origin: location)
        }
        return SourceColumnMap(origin: location.advanced(by: 1), escapeOffsets: escapeOffsets)
    }
}

/// The kinds of token in a script line.
///
/// A *word* is a name or a dotted path: `fox`, `fox.top`, `cell.contentView.top` are each one
/// word token. Commands read object paths and `item.attribute` as one argument, and the
/// constraint parser splits the path at its last dot, so `.` is not a token on its own.
public enum TokenKind: Hashable, Sendable {
    /// A name or dotted path: letters, ASCII digits and `_`, not starting with a digit,
    /// segments joined by `.`.
    case word(String)
    /// An unsigned decimal literal in the C locale (`15`, `0.5`, `.5`, `1e3`). A minus sign
    /// is an ``Operator/minus`` token; the parser applies it.
    case number(Double)
    /// A single- or double-quoted string, escapes decoded (`\"`, `\'`, `\\`, `\n`, `\t`).
    case string(String)
    /// `key=value` written without spaces: the key is a word, the value a word, number
    /// (optionally with a leading `-`) or quoted string, stored decoded as text.
    case option(key: String, value: String)
    /// An operator or punctuation mark.
    case `operator`(Operator)
    /// Text that starts with `.` or `~` (where no other token can start) up to the next
    /// space, `;` or `#`: a relative or home-folder file path such as `../lib.lab`, which
    /// only file arguments take.
    case filePath(String)
}

/// The operators and punctuation of the script language.
public enum Operator: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
    /// `!=`, `<` and `>`: comparisons for `expect` (a constraint's relation is never one).
    case notEqual = "!="
    case lessThan = "<"
    case greaterThan = ">"
    case assign = "="
    case star = "*"
    case plus = "+"
    case minus = "-"
    case slash = "/"
    case colon = ":"
    case at = "@"
    case leftParenthesis = "("
    case rightParenthesis = ")"
    case leftBracket = "["
    case rightBracket = "]"
    case comma = ","
    case pipe = "|"
    case semicolon = ";"
    /// A block of commands, `{ ... }`: one run-loop turn and one undo step.
    case leftBrace = "{"
    case rightBrace = "}"
    /// A closed range of rows, `0...39`.
    case closedRange = "..."
}

extension Sequence<Token> {
    /// The tokens as the line spelled them: one space where the line had blanks between two,
    /// none where they touched (`(0, 0, 100, 100)` stays as typed, not `( 0 , 0 , 100 , 100 )`).
    public var asWritten: String {
        var text = "", end: SourceLocation?
        for token in self {
            if let end, end != token.location { text += " " }
            text += token.text
            end = SourceLocation(line: token.location.line, column: token.location.column + token.length)
        }
        return text
    }
}
