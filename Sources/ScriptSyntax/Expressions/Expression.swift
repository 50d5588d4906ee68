/// A value written in a script: a number, a property path, arithmetic on them, `min`/`max`,
/// or a tuple. ``ExpressionParser`` builds it from tokens; ``evaluate(in:)`` computes it.
///
/// Each node keeps the span of the line it was written on, so an error underlines exactly the
/// sub-expression at fault and `print` can echo what was typed.
public struct Expression: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// A number or a quoted string.
        case literal(Value)
        /// `header`, `tv.contentSize.height`, `w`: a name, then properties and components.
        case path([String])
        case negate(Expression)
        /// `+ - * /`.
        case binary(Operator, Expression, Expression)
        /// `min(a, b, ...)`, `max(...)`.
        case call(String, [Expression])
        /// `(x, y, width, height)`: a point, size, rect or insets once a type says which.
        case tuple([Expression])
    }

    public let kind: Kind
    /// The first character of the expression.
    public let location: SourceLocation
    /// The column just past its last character (on the same line).
    public let endColumn: Int
    /// How many operators, calls and tuples nest along the longest path from here to a
    /// number or a name: 0 for those, 1 for `-x` or `a + b`, 3 for `1 + 1 + 1 + 1`. The
    /// parser refuses a tree deeper than ``ExpressionParser/maximumNesting``, since comparing
    /// and releasing a tree recurse along it.
    public let depth: Int

    public init(_ kind: Kind, location: SourceLocation, endColumn: Int) {
        self.kind = kind
        self.location = location
        self.endColumn = endColumn
        switch kind {
        case .literal, .path: depth = 0
        case .negate(let operand): depth = operand.depth + 1
        case .binary(_, let left, let right): depth = max(left.depth, right.depth) + 1
        case .call(_, let elements), .tuple(let elements): depth = (elements.map(\.depth).max() ?? 0) + 1
        }
    }

    /// How many characters it spans, for underlining.
    public var length: Int { max(1, endColumn - location.column) }

    /// The functions an expression may call.
    public static let functions = ["min", "max"]
}
