/// What a positional argument takes: how it is read, what it completes to, and how `help`
/// describes it.
public indirect enum ArgumentKind: Equatable, Sendable {
    /// A name for a new object: a word; nothing to complete.
    case newName
    /// A command's name.
    case command
    /// An existing view.
    case view
    /// An existing table view.
    case table
    /// An existing scroll view (a table is one too).
    case scrollView
    /// An existing constraint.
    case constraint
    /// A view or a constraint.
    case object
    /// A prototype of the table named by the argument `table` of the same command.
    case prototype(table: String)
    /// A label in a prototype of the table named by the argument `table` (in the one named
    /// by the argument `prototype`, when the command has it).
    case label(table: String, prototype: String?)
    /// `object.property` or `view.attribute`.
    case path
    /// A value for the property named by the argument `path` (completed by the property's type).
    case value(path: String)
    /// A number (or whatever ``ArgumentReader/number(_:)`` accepts).
    case number
    /// A whole number of at least `minimum`.
    case integer(minimum: Int)
    /// A whole number of at least 0, or a closed range of them: `3`, `0...39` (rows).
    case rowRange
    /// `true` or `false`.
    case bool
    /// `(X, Y, W, H)`: four numbers, width and height not negative.
    case rect
    /// `(W, H)`.
    case size
    /// `(TOP, LEFT, BOTTOM, RIGHT)`.
    case insets
    /// One of these words.
    case keyword([String])
    /// A file name: quoted, or the raw text up to the next space.
    case file
    /// A quoted string only.
    case string
    /// A quoted string or a bare word.
    case text
    /// Every token to the end of the command, read by the command's own grammar; completes
    /// like `completing`.
    case rest(completing: ArgumentKind)

    /// How an error names what was expected here.
    public var expected: String {
        switch self {
        case .newName: "a name"
        case .command: "a command name"
        case .view: "a view's name"
        case .table: "a table's name"
        case .scrollView: "a scroll view or table"
        case .constraint: "a constraint's name"
        case .object: "the name of a view or constraint"
        case .prototype: "a prototype's name"
        case .label: "a label name"
        case .path: "OBJECT.PROPERTY"
        case .value: "a value"
        case .number: "a number"
        case .integer(let minimum): minimum == 0 ? "a whole number" : "a whole number of at least \(minimum)"
        case .bool: "true or false"
        case .rect: "a rectangle: x, y, width, height"
        case .size: "a size: width, height"
        case .insets: "insets: top, left, bottom, right"
        case .keyword(let words): "one of " + words.joined(separator: ", ")
        case .rowRange: "a row or a range of rows (A...B)"
        case .file: "a file name"
        case .string: "a quoted string"
        case .text: "a text in quotes"
        case .rest: "the rest of the command"
        }
    }

    /// The kind's name in `help`.
    public var helpName: String {
        switch self {
        case .newName: "new name"
        case .command: "command"
        case .view: "view"
        case .table: "table"
        case .scrollView: "scroll view"
        case .constraint: "constraint"
        case .object: "view or constraint"
        case .prototype: "prototype"
        case .label: "label"
        case .path: "path"
        case .value: "value"
        case .number: "number"
        case .integer: "whole number"
        case .rowRange: "row or A...B"
        case .bool: "bool"
        case .rect: "rect"
        case .size: "size"
        case .insets: "insets"
        case .keyword(let words): words.count <= 4 ? words.joined(separator: "|") : "keyword"
        case .file: "file"
        case .string: "quoted text"
        case .text: "text"
        case .rest(let inner): inner.helpName + "..."
        }
    }

    /// Whether `token` can start a value of this kind: an optional argument is skipped when
    /// the next token cannot be its value, and a branch without keyword is chosen by it.
    func canStart(with token: Token) -> Bool {
        switch self {
        case .newName, .command, .view, .table, .scrollView, .constraint, .object, .prototype, .label, .path:
            if case .word = token.kind { return true }
            return false
        case .keyword(let words):
            if case .word(let word) = token.kind { return words.contains(word) }
            return false
        case .number:
            // A word may start an expression (`tv.contentSize.height`).
            switch token.kind {
            case .number, .operator(.minus), .operator(.leftParenthesis), .word: return true
            default: return false
            }
        case .integer, .rowRange:
            switch token.kind {
            case .number, .operator(.minus): return true
            default: return false
            }
        case .bool:
            switch token.kind {
            case .word(let word): return ["true", "false", "yes", "no", "on", "off"].contains(word)
            case .number(let value): return value == 0 || value == 1
            default: return false
            }
        case .rect, .size, .insets:
            switch token.kind {
            case .number, .operator(.minus), .operator(.leftParenthesis): return true
            default: return false
            }
        case .string:
            if case .string = token.kind { return true }
            return false
        case .text:
            switch token.kind {
            case .string, .word: return true
            default: return false
            }
        case .file, .value, .rest:
            return true
        }
    }
}
