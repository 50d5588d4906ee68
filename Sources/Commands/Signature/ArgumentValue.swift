public import Layout
public import ScriptSyntax

/// A positional argument's value, read and (for names) resolved by its kind.
public enum ArgumentValue {
    /// A name, keyword, path or quoted string, as its token.
    case word(Token)
    case view(View)
    case constraint(LayoutConstraint)
    case number(Double)
    case integer(Int)
    /// Whole numbers `lowerBound...upperBound` (one number is a range of one).
    case range(ClosedRange<Int>)
    case bool(Bool)
    case rect(Rect)
    case size(Size)
    case insets(EdgeInsets)
    /// Text (a quoted string's value, a bare word, or a file name).
    case text(String)
    /// Tokens for the command's own grammar (the rest of the line, a block's inside).
    case tokens([Token])

    public var view: View? { if case .view(let view) = self { view } else { nil } }
    public var constraint: LayoutConstraint? { if case .constraint(let constraint) = self { constraint } else { nil } }
    public var number: Double? { if case .number(let number) = self { number } else { nil } }
    public var integer: Int? {
        switch self {
        case .integer(let integer): integer
        case .range(let range) where range.count == 1: range.lowerBound
        default: nil
        }
    }
    /// The numbers of a number-or-range argument.
    public var range: ClosedRange<Int>? {
        switch self {
        case .range(let range): range
        case .integer(let integer): integer...integer
        default: nil
        }
    }
    public var bool: Bool? { if case .bool(let bool) = self { bool } else { nil } }
    public var rect: Rect? { if case .rect(let rect) = self { rect } else { nil } }
    public var size: Size? { if case .size(let size) = self { size } else { nil } }
    public var insets: EdgeInsets? { if case .insets(let insets) = self { insets } else { nil } }
    public var tokens: [Token]? { if case .tokens(let tokens) = self { tokens } else { nil } }

    /// The text of a word, string or file argument.
    public var text: String? {
        switch self {
        case .text(let text): text
        case .word(let token):
            if case .string(let value) = token.kind { value } else { token.text }
        default: nil
        }
    }
}

/// An option's value, converted by its kind.
public enum OptionValue: Equatable, Sendable {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case text(String)
}
