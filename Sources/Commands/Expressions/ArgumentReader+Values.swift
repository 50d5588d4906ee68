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
}
