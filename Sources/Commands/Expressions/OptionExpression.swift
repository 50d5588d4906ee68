public import ScriptSyntax
extension ArgumentReader {
    /// The number a `key=value` option's value evaluates to: `w=320`, `w=header.bounds.width`,
    /// or, in quotes, any expression (`w="header.bounds.width - 24"`). The value is tokenized
    /// where it was written, so errors point into it.
    public static func number(inOption token: Token, _ expected: String) throws(SyntaxError) -> Double {
        guard case .option(let key, let value) = token.kind else {
            throw SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
        }
        let written = String(token.text.dropFirst(key.count + 1))
        let quoted = written.first == "\"" || written.first == "'"
        let column = token.location.column + key.count + 1 + (quoted ? 1 : 0)
        let tokens = try Tokenizer.tokenize(value, line: token.location.line, column: column)
        let end = SourceLocation(line: token.location.line, column: token.location.column + token.length)
        var reader = ArgumentReader(tokens: tokens, end: end)
        let number = try reader.numericExpression(expected)
        try reader.expectEnd()
        return number
    }
}
