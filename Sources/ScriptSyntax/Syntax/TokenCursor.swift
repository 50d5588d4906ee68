/// A bounds-checked walk over a command's tokens, for the parsers.
public struct TokenCursor {
    public let tokens: [Token]
    public private(set) var index = 0
    /// Just past the last token: where "found end of input" points.
    public let end: SourceLocation

    public init(_ tokens: some Collection<Token>, end: SourceLocation) {
        self.tokens = Array(tokens)
        self.end = end
    }

    /// The token `ahead` places on, or `nil` past the end.
    public func peek(_ ahead: Int = 0) -> Token? {
        let position = index + ahead
        return tokens.indices.contains(position) ? tokens[position] : nil
    }

    public var isAtEnd: Bool { index >= tokens.count }

    /// Returns the current token and moves past it.
    public mutating func next() -> Token? {
        defer { index = min(tokens.count, index + 1) }
        return peek()
    }

    /// Moves past the current token if it is `symbol`.
    public mutating func consume(_ symbol: Operator) -> Token? {
        guard let token = peek(), token.kind == .operator(symbol) else { return nil }
        index += 1
        return token
    }

    /// The error for the current token not being what the grammar expects here.
    public func unexpected(_ expected: String) -> SyntaxError {
        guard let token = peek() else {
            return SyntaxError(expected: expected, found: "end of input", at: end)
        }
        return SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
    }
}
