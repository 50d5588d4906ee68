/// Parses expressions from a command's tokens, by recursive descent.
///
/// Grammar (`[...]` optional, `{...}` repeated):
/// ```
/// list       := expression { [','] expression }      ; where a command reads several values
/// expression := term { ('+' | '-') term }
/// term       := unary { ('*' | '/') unary }
/// unary      := '-' unary | primary
/// primary    := number | string | path
///             | ('min' | 'max') '(' expression { ',' expression } ')'
///             | '(' expression { ',' expression } ')'   ; one element: grouping; more: a tuple
/// path       := NAME { '.' MEMBER }                   ; one word token: `tv.contentSize.height`
/// ```
/// `*` and `/` bind tighter than `+` and `-`, all of them left to right. Outside parentheses,
/// a sign written against its number after a space (`0 -5`) starts a new value rather than
/// subtracting, so `set v.frame = 0 -5 100 100` still reads four numbers, as it always did.
///
/// Bounds, so that no line can exhaust the stack: parentheses nest at most
/// ``maximumDepth`` deep, and an expression's tree at most ``maximumNesting`` deep (each
/// operator, sign, call and tuple adds a level along its operands: `1+1+...+1` with 1,001
/// `+` is refused at the 1,001st, as is `---...-1` with 1,001 signs).
public struct ExpressionParser {
    private var cursor: TokenCursor
    /// How deep in parentheses the parser is: signs start new values only at depth 0.
    private var depth = 0
    /// How deep parentheses may nest.
    static let maximumDepth = 100
    /// How deep an expression's tree may be (``Expression/depth``): evaluating it walks an
    /// explicit stack, but comparing and releasing a tree recurse along it.
    public static let maximumNesting = 1000

    public init(tokens: some Collection<Token>, end: SourceLocation) {
        cursor = TokenCursor(tokens, end: end)
    }

    /// How many tokens have been read.
    public var consumed: Int { cursor.index }

    public var isAtEnd: Bool { cursor.isAtEnd }

    /// Whether the next token can begin an expression.
    public var startsExpression: Bool {
        guard let token = cursor.peek() else { return false }
        switch token.kind {
        case .number, .string, .word: return true
        case .operator(.minus), .operator(.leftParenthesis): return true
        default: return false
        }
    }

    /// One expression; `expected` names what the command wanted if none starts here.
    public mutating func parseExpression(expected: String = "an expression") throws(SyntaxError) -> Expression {
        guard startsExpression else { throw cursor.unexpected(expected) }
        var left = try parseTerm()
        while let token = cursor.peek(), case .operator(let symbol) = token.kind, symbol == .plus || symbol == .minus,
              !startsNewValue(token) {
            _ = cursor.next()
            let right = try parseTerm()
            left = try nested(Expression(.binary(symbol, left, right), location: left.location, endColumn: right.endColumn), at: token)
        }
        return left
    }

    /// `expression`, unless its tree is deeper than ``maximumNesting``: then an error at
    /// `token`, the operator (or sign, or parenthesis) that made it so.
    private func nested(_ expression: Expression, at token: Token) throws(SyntaxError) -> Expression {
        guard expression.depth > Self.maximumNesting else { return expression }
        throw SyntaxError(message: "an expression nests at most \(Self.maximumNesting) operators deep", found: token.quotedForMessage,
                          at: token.location, length: token.length)
    }

    /// Expressions side by side, optionally separated by commas (or `|`, for flags).
    /// At most `limit` of them: a command that reads four numbers leaves what follows.
    public mutating func parseList(expected: String, limit: Int = .max) throws(SyntaxError) -> [Expression] {
        var elements = [try parseExpression(expected: expected)]
        while !cursor.isAtEnd, elements.count < limit {
            if cursor.consume(.comma) != nil || cursor.consume(.pipe) != nil {
                elements.append(try parseExpression(expected: expected))
            } else if startsExpression {
                elements.append(try parseExpression(expected: expected))
            } else {
                break
            }
        }
        return elements
    }

    /// Every token of `tokens` as a list of expressions (``parseList(expected:limit:)``):
    /// what an ``ArgumentKind/expressions`` argument holds. Tokens that start no expression
    /// are an error at the first of them.
    public static func list(_ tokens: [Token], expected: String, end: SourceLocation) throws(SyntaxError) -> [Expression] {
        var parser = ExpressionParser(tokens: tokens, end: end)
        let expressions = try parser.parseList(expected: expected)
        if let leftover = tokens.dropFirst(parser.consumed).first {
            throw SyntaxError(expected: "an expression or end of command", found: leftover.quotedForMessage,
                              at: leftover.location, length: leftover.length)
        }
        return expressions
    }

    private mutating func parseTerm() throws(SyntaxError) -> Expression {
        var left = try parseUnary()
        while let token = cursor.peek(), case .operator(let symbol) = token.kind, symbol == .star || symbol == .slash {
            _ = cursor.next()
            let right = try parseUnary()
            left = try nested(Expression(.binary(symbol, left, right), location: left.location, endColumn: right.endColumn), at: token)
        }
        return left
    }

    /// `'-' unary | primary`, read in a loop: the signs are counted, not recursed through, and
    /// more than ``maximumNesting`` of them are refused at the first one too many.
    private mutating func parseUnary() throws(SyntaxError) -> Expression {
        var signs: [Token] = []
        while let minus = cursor.consume(.minus) {
            guard signs.count < Self.maximumNesting else {
                throw SyntaxError(message: "an expression nests at most \(Self.maximumNesting) operators deep", found: minus.quotedForMessage,
                                  at: minus.location, length: minus.length)
            }
            signs.append(minus)
        }
        var operand = try parsePrimary()
        for minus in signs.reversed() {
            operand = try nested(Expression(.negate(operand), location: minus.location, endColumn: operand.endColumn), at: minus)
        }
        return operand
    }

    private mutating func parsePrimary() throws(SyntaxError) -> Expression {
        guard let token = cursor.peek() else { throw cursor.unexpected("a number, a name or '('") }
        switch token.kind {
        case .number(let number):
            _ = cursor.next()
            return Expression(.literal(.number(number)), location: token.location, endColumn: token.endColumn)
        case .string(let text):
            _ = cursor.next()
            return Expression(.literal(.text(text)), location: token.location, endColumn: token.endColumn)
        case .word(let word):
            _ = cursor.next()
            if Expression.functions.contains(word), cursor.peek()?.kind == .operator(.leftParenthesis) {
                let (arguments, close) = try parseParenthesized()
                return try nested(Expression(.call(word, arguments), location: token.location, endColumn: close.endColumn), at: token)
            }
            let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            return Expression(.path(parts), location: token.location, endColumn: token.endColumn)
        case .operator(.leftParenthesis):
            let (elements, close) = try parseParenthesized()
            if elements.count == 1, let only = elements.first {
                return Expression(only.kind, location: token.location, endColumn: close.endColumn)
            }
            return try nested(Expression(.tuple(elements), location: token.location, endColumn: close.endColumn), at: token)
        default:
            throw cursor.unexpected("a number, a name or '('")
        }
    }

    /// `'(' expression { ',' expression } ')'`: the elements and the closing parenthesis.
    private mutating func parseParenthesized() throws(SyntaxError) -> ([Expression], Token) {
        let open = cursor.consume(.leftParenthesis)
        // Each level recurses; a bound keeps ten thousand '(' from overflowing the stack
        // (the fuzzer found 3,000 did).
        if depth >= Self.maximumDepth, let open {
            throw SyntaxError(message: "parentheses nested more than \(Self.maximumDepth) deep", found: "'('",
                              at: open.location, length: open.length)
        }
        depth += 1
        defer { depth -= 1 }
        var elements = [try parseExpression(expected: "a number, a name or '('")]
        while cursor.consume(.comma) != nil {
            elements.append(try parseExpression(expected: "a number, a name or '('"))
        }
        guard let close = cursor.consume(.rightParenthesis) else { throw cursor.unexpected("',' or ')'") }
        return (elements, close)
    }

    /// A `+` or `-` after a space and against what follows (`0 -5`), outside parentheses:
    /// the sign of the next value, not an operator.
    private func startsNewValue(_ sign: Token) -> Bool {
        guard depth == 0, let previous = cursor.peek(-1), let next = cursor.peek(1) else { return false }
        return previous.endColumn < sign.location.column && sign.endColumn == next.location.column
    }
}
