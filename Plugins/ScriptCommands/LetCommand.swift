import Commands

/// `let NAME = EXPR`: names a value computed now, for later expressions.
enum LetCommand {
    static var command: Command {
        Command(
            name: "let", summary: "Name a value: let NAME = EXPRESSION.",
            discussion: """
                The value is computed once, now; the name then stands for it in any expression
                (set, print, expect, numeric arguments, VFL metrics). A name cannot be a view's or a
                constraint's; a view or constraint made later under the name hides it. Examples:
                  let w = header.bounds.width
                  let content = tv.contentSize.height + 20
                  set tvh.constant = content
                """,
            signature: signature
        ) { invocation, session throws(SyntaxError) in
            let tokens = try invocation.parse(signature, in: session).tokens("BINDING")
            let (nameToken, valueTokens) = try assignment(tokens, end: invocation.end)
            try check(nameToken, session: session)
            var reader = ArgumentReader(tokens: valueTokens, end: invocation.end)
            let (value, _) = try reader.valueList("a value for '\(nameToken.text)'", wordsAreCases: false)
            try reader.expectEnd()
            session.bindings[nameToken.text] = value
            session.emit("\(nameToken.text) = \(value)")
        }
    }

    static let signature = Signature(
        .argument(Parameter("BINDING", .rest(completing: .path), help: "a new name, `=`, and the value it stands for",
                           expected: "NAME = VALUE", usage: "NAME = VALUE"))
    )

    /// `NAME = VALUE`, or `NAME=VALUE` written solid (one option token).
    private static func assignment(_ tokens: [Token], end: SourceLocation) throws(SyntaxError) -> (Token, [Token]) {
        guard let first = tokens.first else {
            throw SyntaxError(expected: "NAME = VALUE", found: "end of input", at: end)
        }
        if case .option(let key, _) = first.kind {
            var name = first
            name.kind = .word(key)
            name.text = key
            name.length = key.count
            let valueTokens = try Tokenizer.tokenize(String(first.text.dropFirst(key.count + 1)), line: first.location.line,
                                                    column: first.location.column + key.count + 1)
            return (name, valueTokens + tokens.dropFirst())
        }
        guard case .word = first.kind else {
            throw SyntaxError(expected: "a name", found: first.quotedForMessage, at: first.location, length: first.length)
        }
        guard let equals = tokens.dropFirst().first, equals.kind == .operator(.assign) else {
            let next = tokens.dropFirst().first
            throw SyntaxError(expected: "'=' after the name", found: next?.quotedForMessage ?? "end of input",
                              at: next?.location ?? end, length: next?.length ?? 1)
        }
        return (first, Array(tokens.dropFirst(2)))
    }

    /// A plain name that no view, constraint or function has.
    private static func check(_ token: Token, session: Session) throws(SyntaxError) {
        let name = token.text
        func refuse(_ reason: String) -> SyntaxError {
            SyntaxError(message: "cannot name a value '\(name)': \(reason)", found: token.quotedForMessage, at: token.location, length: token.length)
        }
        if name.contains(".") { throw refuse("a name has no dots") }
        if session.scene.view(named: name) != nil { throw refuse("it is a view's name") }
        if session.scene.constraint(named: name) != nil { throw refuse("it is a constraint's name") }
        if Expression.functions.contains(name) || ["true", "false"].contains(name) { throw refuse("the language uses it") }
    }
}
