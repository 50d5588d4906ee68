public import ScriptSyntax
/// One command as typed: its name, its positional arguments and its `key=value` options,
/// each with its place on the line, so every error can point at what it is about.
public struct Invocation {
    public let command: ScriptCommand
    public let nameToken: Token
    /// Arguments in order, options left out.
    public let positional: [Token]
    /// `key=value` options in order.
    public let options: [Token]

    /// Nil for a command with no tokens (nothing to run).
    public init?(_ command: ScriptCommand) {
        guard let first = command.tokens.first else { return nil }
        self.command = command
        nameToken = first
        var positional: [Token] = []
        var options: [Token] = []
        for token in command.tokens.dropFirst() {
            if case .option = token.kind { options.append(token) } else { positional.append(token) }
        }
        self.positional = positional
        self.options = options
    }

    public var name: String { nameToken.text }

    /// Where the command ends: errors about something missing point here.
    public var end: SourceLocation { command.end }

    /// Reads the invocation by its command's signature: positional arguments by kind (names
    /// resolved in `session` when one is given), then the options. Errors name the line,
    /// the column and what was expected.
    public func parse(_ signature: Signature, in session: Session? = nil) throws(SyntaxError) -> ParsedArguments {
        var parser = SignatureParser(tokens: positional, allTokens: Array(command.tokens.dropFirst()), end: end, command: command,
                                     session: session, signature: signature, probing: false)
        try parser.parse(signature.elements)
        try parser.expectEnd()
        try parser.parse(options: options)
        return parser.arguments
    }
}

/// Reads positional arguments one by one, with an error that names what was expected.
public struct ArgumentReader {
    public private(set) var tokens: [Token]
    public private(set) var index = 0
    public let end: SourceLocation

    public init(tokens: [Token], end: SourceLocation) {
        self.tokens = tokens
        self.end = end
    }

    public var isAtEnd: Bool { index >= tokens.count }

    public var next: Token? { index < tokens.count ? tokens[index] : nil }

    /// The tokens not read yet.
    public var rest: ArraySlice<Token> { tokens[min(index, tokens.count)...] }

    /// An `expected ..., found ...` error at the next token (or the end of the command).
    public func error(expected: String) -> SyntaxError {
        guard let token = next else { return SyntaxError(expected: expected, found: "end of input", at: end) }
        return SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
    }

    /// An `expected ..., found ...` error at the token just read (a value out of range).
    public func errorAtPrevious(expected: String) -> SyntaxError {
        guard index > 0, index <= tokens.count else { return error(expected: expected) }
        let token = tokens[index - 1]
        return SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
    }

    /// Steps past the next token.
    public mutating func advance() {
        index = min(index + 1, tokens.count)
    }

    public mutating func skipRest() {
        index = tokens.count
    }

    /// A word (name or dotted path).
    public mutating func word(_ expected: String) throws(SyntaxError) -> Token {
        guard let token = next, case .word = token.kind else { throw error(expected: expected) }
        index += 1
        return token
    }

    /// The given keyword, if it comes next.
    public mutating func keyword(_ word: String) -> Token? {
        guard let token = next, case .word(let text) = token.kind, text == word else { return nil }
        index += 1
        return token
    }

    /// A number: a literal (`-8`), or an expression of numbers, property paths and `let`
    /// names (`tv.contentSize.height + 10`), always finite.
    public mutating func number(_ expected: String) throws(SyntaxError) -> Double {
        try numericExpression(expected)
    }

    /// A number of 0 or more, or the word `none` standing for no value (nil).
    public mutating func nonNegativeNumber(orNone none: String, _ expected: String) throws(SyntaxError) -> Double? {
        if keyword(none) != nil { return nil }
        let first = next
        let value = try number(expected)
        guard value >= 0 else {
            // Point at the whole number, its minus sign included.
            let last = tokens[index - 1]
            let location = first?.location ?? last.location
            let length = last.location.column + last.length - location.column
            let written = "'-" + last.text + "'"
            throw SyntaxError(expected: expected + " (0 or more)", found: written, at: location, length: length)
        }
        return value
    }

    /// A quoted string, or a bare word taken as text.
    public mutating func text(_ expected: String) throws(SyntaxError) -> String {
        guard let token = next else { throw error(expected: expected) }
        switch token.kind {
        case .string(let value), .word(let value):
            index += 1
            return value
        default:
            throw error(expected: expected)
        }
    }

    /// `count` numbers separated by commas or spaces, optionally in parentheses:
    /// `(0, 0, 320, 100)`, `0,0,320,100`, `0 0 320 100`.
    public mutating func tuple(_ count: Int, _ expected: String) throws(SyntaxError) -> [Double] {
        let parenthesized = accept(.leftParenthesis)
        var values: [Double] = []
        for index in 0..<count {
            if index > 0 { _ = accept(.comma) }
            values.append(try number(expected))
        }
        if parenthesized { try expect(.rightParenthesis) }
        return values
    }

    /// The given operator, or an error.
    public mutating func expect(_ op: Operator) throws(SyntaxError) {
        guard let token = next, case .operator(op) = token.kind else { throw error(expected: "'\(op.rawValue)'") }
        index += 1
    }

    /// The given operator, if it comes next.
    public mutating func accept(_ op: Operator) -> Bool {
        guard let token = next, case .operator(op) = token.kind else { return false }
        index += 1
        return true
    }

    /// Refuses anything left over.
    public func expectEnd() throws(SyntaxError) {
        guard isAtEnd else { throw error(expected: "end of command") }
    }
}
