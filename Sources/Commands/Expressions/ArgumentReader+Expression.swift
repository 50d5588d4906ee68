import Layout
public import ScriptSyntax

extension ArgumentReader {
    /// Reads one expression starting at the next token, stopping where it ends, so the
    /// arguments after it stay to be read.
    public mutating func expression(_ expected: String) throws(SyntaxError) -> Expression {
        var parser = ExpressionParser(tokens: rest, end: end)
        guard parser.startsExpression else { throw error(expected: expected) }
        let expression = try parser.parseExpression(expected: expected)
        for _ in 0..<parser.consumed { advance() }
        return expression
    }

    /// Reads an expression and evaluates it in the running command's scope. With
    /// `wordsAreCases`, a bare word naming nothing is an enumeration case for a type to judge.
    public mutating func value(_ expected: String, wordsAreCases: Bool = false) throws(SyntaxError) -> (Value, Expression) {
        let expression = try self.expression(expected)
        return (try expression.evaluate(in: Self.environment(wordsAreCases: wordsAreCases)), expression)
    }

    /// Reads an expression and evaluates it to a number in ``NumberDomain/coordinate``: `120`, `-8`,
    /// `tv.contentSize.height - 44`, `max(a.frame.width, 100) / 2`. A word that names nothing
    /// gets the command's own `expected ..., found ...` error, as a misplaced word always has.
    public mutating func numericExpression(_ expected: String) throws(SyntaxError) -> Double {
        if let token = next, case .word(let word) = token.kind, !word.contains("."), !Self.names(word) {
            throw error(expected: expected)
        }
        let (value, expression) = try self.value(expected)
        guard case .number(let number) = value else {
            throw SyntaxError(expected: expected, found: "\(value)", at: expression.location, length: expression.length)
        }
        // Every number a command reads is at least a coordinate the model can compute with;
        // the command then checks its own range (a count, an index).
        guard NumberDomain.coordinate.contains(number) else {
            throw SyntaxError(expected: "\(expected) (\(NumberDomain.coordinate))", found: formatPoints(number),
                              at: expression.location, length: expression.length)
        }
        return number
    }

    /// Whether a word names an object, a `let` name or a function.
    private static func names(_ word: String) -> Bool {
        guard let session = ValueScope.current?.session else { return false }
        return session.object(named: word) != nil || session.bindings[word] != nil || Expression.functions.contains(word)
    }

    /// The running command's environment; outside a command, one with nothing in it.
    static func environment(wordsAreCases: Bool) -> ExpressionEnvironment {
        if let scope = ValueScope.current {
            return ExpressionEnvironment(session: scope.session, kinds: scope.kinds, wordsAreCases: wordsAreCases)
        }
        return ExpressionEnvironment(session: Session(), kinds: ObjectKinds(), wordsAreCases: wordsAreCases)
    }
}
