public import Layout
public import ScriptSyntax

extension ArgumentReader {
    /// Where a value was written: for errors about it.
    public struct Span: Sendable {
        public let location: SourceLocation
        public let length: Int
    }

    /// Reads one value written as one expression or as several side by side (separated by
    /// spaces, commas or `|`): `(0, 0, 320, 100)`, `0, 0, 320, 100`, `0 0 320 100`,
    /// `flexibleWidth|flexibleHeight`. Several make a tuple, for a type to convert.
    public mutating func valueList(_ expected: String, wordsAreCases: Bool = true, limit: Int = .max) throws(SyntaxError) -> (Value, Span) {
        var parser = ExpressionParser(tokens: rest, end: end)
        guard parser.startsExpression else { throw error(expected: expected) }
        let expressions = try parser.parseList(expected: expected, limit: limit)
        for _ in 0..<parser.consumed { advance() }
        let environment = Self.environment(wordsAreCases: wordsAreCases)
        var values: [Value] = []
        for expression in expressions { values.append(try expression.evaluate(in: environment)) }
        let first = expressions.first, last = expressions.last
        let location = first?.location ?? end
        let span = Span(location: location, length: max(1, (last?.endColumn ?? location.column + 1) - location.column))
        if values.count == 1, let only = values.first { return (only, span) }
        return (.tuple(values), span)
    }

    /// Reads a value and converts it to `type`; an error names the type at the value.
    public mutating func typedValue(_ type: ValueType, _ expected: String, limit: Int = .max) throws(SyntaxError) -> Value {
        let (value, span) = try valueList(expected, limit: limit)
        do {
            return try value.converted(to: type)
        } catch {
            throw SyntaxError(message: error.message, found: "\(value)", at: span.location, length: span.length)
        }
    }

    /// Whether a parenthesised tuple comes next: then one expression is the whole value.
    public var startsTuple: Bool { next?.kind == .operator(.leftParenthesis) }

    /// A frame: `(0, 0, 320, 100)`, `0, 0, 320, 100`, `0 0 320 100`, or any expression of
    /// one; a width and height of 0 or more, coordinates within ±1e9.
    public mutating func rect(_ expected: String) throws(SyntaxError) -> Rect {
        guard case .rect(let rect) = try typedValue(.rect, expected, limit: startsTuple ? 1 : 4) else { throw errorAtPrevious(expected: expected) }
        return rect
    }

    /// A size: `(W, H)`, `W, H`, `W H`, or an expression of one; both 0 or more.
    public mutating func size(_ expected: String) throws(SyntaxError) -> Size {
        guard case .size(let size) = try typedValue(.size, expected, limit: startsTuple ? 1 : 2) else { throw errorAtPrevious(expected: expected) }
        return size
    }

    /// Insets: `(TOP, LEFT, BOTTOM, RIGHT)` written as a rect is.
    public mutating func insets(_ expected: String) throws(SyntaxError) -> EdgeInsets {
        guard case .insets(let insets) = try typedValue(.insets, expected, limit: startsTuple ? 1 : 4) else { throw errorAtPrevious(expected: expected) }
        return insets
    }
}
