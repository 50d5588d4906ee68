import ScriptSyntax
/// What a positional argument takes: how it is read, what it completes to, and how `help`
/// describes it. Every kind here is generic; a family's own kinds are ``instance(of:)`` of an
/// object kind it registers, or ``custom(_:)`` with the plugin's reading and completion.
public indirect enum ArgumentKind: Equatable, Sendable {
    /// A name for a new object: a word; nothing to complete.
    case newName
    /// A command's name.
    case command
    /// An existing view.
    case view
    /// An existing constraint.
    case constraint
    /// A view or a constraint.
    case object
    /// An existing object of the registered object kind of that name (or of a kind derived
    /// from it): `.instance(of: "table")`.
    case instance(of: String)
    /// `object.property` or `view.attribute`.
    case path
    /// A value for the property named by the argument `path` (completed by the property's type).
    case value(path: String)
    /// A number (or whatever ``ArgumentReader/number(_:)`` accepts).
    case number
    /// A whole number of at least `minimum`.
    case integer(minimum: Int)
    /// A whole number of at least 0, or a closed range of them: `3`, `0...39`.
    case integerRange
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
    /// `{ COMMANDS }`: a block, read whole (its commands are the host's to run); inside it Tab
    /// completes commands as on a line of their own.
    case block
    /// Expressions to the end of the command (`key=value` options are not part of them),
    /// read by the expression grammar; completes paths.
    case expressions
    /// Every token to the end of the command, options included, read by the command's own
    /// grammar; completes like `completing`.
    case rest(completing: ArgumentKind)
    /// A kind a plugin supplies, with its own reading and completion.
    case custom(CustomArgumentKind)

    /// How an error names what was expected here.
    public var expected: String {
        switch self {
        case .newName: "a name"
        case .command: "a command name"
        case .view: "a view's name"
        case .constraint: "a constraint's name"
        case .object: "the name of a view or constraint"
        case .instance(let kind): "a \(ObjectKind.spokenName(of: kind))'s name"
        case .path: "OBJECT.PROPERTY"
        case .value: "a value"
        case .number: "a number"
        case .integer(let minimum): minimum == 0 ? "a whole number" : "a whole number of at least \(minimum)"
        case .integerRange: "a whole number or a range A...B"
        case .bool: "true or false"
        case .rect: "a rectangle: x, y, width, height"
        case .size: "a size: width, height"
        case .insets: "insets: top, left, bottom, right"
        case .keyword(let words): "one of " + words.joined(separator: ", ")
        case .file: "a file name"
        case .string: "a quoted string"
        case .text: "a text in quotes"
        case .block: "'{' and commands"
        case .expressions: "an expression"
        case .rest: "the rest of the command"
        case .custom(let custom): custom.expected
        }
    }

    /// The kind's name in `help`.
    public var helpName: String {
        switch self {
        case .newName: "new name"
        case .command: "command"
        case .view: "view"
        case .constraint: "constraint"
        case .object: "view or constraint"
        case .instance(let kind): ObjectKind.spokenName(of: kind)
        case .path: "path"
        case .value: "value"
        case .number: "number"
        case .integer: "whole number"
        case .integerRange: "N or A...B"
        case .bool: "bool"
        case .rect: "rect"
        case .size: "size"
        case .insets: "insets"
        case .keyword(let words): words.count <= 4 ? words.joined(separator: "|") : "keyword"
        case .file: "file"
        case .string: "quoted text"
        case .text: "text"
        case .block: "block"
        case .expressions: "expressions"
        case .rest(let inner): inner.helpName + "..."
        case .custom(let custom): custom.helpName
        }
    }

    /// Whether `token` can start a value of this kind: an optional argument is skipped when
    /// the next token cannot be its value, and a branch without keyword is chosen by it.
    func canStart(with token: Token) -> Bool {
        switch self {
        case .newName, .command, .view, .constraint, .object, .instance, .path:
            if case .word = token.kind { return true }
            return false
        case .keyword(let words):
            if case .word(let word) = token.kind { return words.contains(word) }
            return false
        case .number, .expressions:
            // A word may start an expression (`tv.contentSize.height`).
            switch token.kind {
            case .number, .operator(.minus), .operator(.leftParenthesis), .word: return true
            default: return false
            }
        case .integer, .integerRange:
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
        case .block:
            return token.kind == .operator(.leftBrace)
        case .file, .value, .rest:
            return true
        case .custom(let custom):
            return custom.canStart(token)
        }
    }
}
