import Commands
import PluginSupport
import ScriptSyntax

/// `let NAME = EXPR`: names a value computed now, for later expressions.
enum LetCommand {
    static var command: Command {
        Command(
            name: "let", summary: "Name a value: let NAME = EXPRESSION.",
            discussion: """
                The value is computed once, now; the name then stands for it in any expression
                (set, print, expect, numeric arguments, constraint constants, names in a visual
                format). A name cannot be a view's or a constraint's; a view or constraint made
                later under the name hides it. The value may also be what a command computes
                (a command that computes one, such as fit): the command runs, and prints as it
                does, and the name stands for its result. Examples:
                  let w = header.bounds.width
                  let content = tv.contentSize.height + 20
                  set tvh.constant = content
                  let s = fit header (320, 0) h=required
                  set header.frame.height = s.height
                """,
            signature: signature,
            examplesPresume: ExampleScenes.header
        ) { invocation, session throws(SyntaxError) in
            let tokens = try invocation.parse(signature, in: session).tokens("BINDING")
            let (nameToken, valueTokens) = try assignment(tokens, end: invocation.end)
            try check(nameToken, session: session)
            let value: Value
            if let command = commandWord(valueTokens, session: session) {
                value = try run(valueTokens, command: command, session: session)
            } else {
                var reader = ArgumentReader(tokens: valueTokens, end: invocation.end)
                (value, _) = try reader.valueList("a value for '\(nameToken.text)'", wordsAreCases: false)
                try reader.expectEnd()
            }
            session.bindings[nameToken.text] = value
            session.emit("\(nameToken.text) = \(value)")
        }
    }

    /// The first token when it is a plain word that names no object, `let` name or function:
    /// a command to run for its value.
    private static func commandWord(_ tokens: [Token], session: Session) -> Token? {
        guard let first = tokens.first, case .word(let word) = first.kind, !word.contains("."),
            session.object(named: word) == nil, session.bindings[word] == nil,
            !Expression.functions.contains(word), !["true", "false"].contains(word)
        else { return nil }
        return first
    }

    /// Runs `tokens` as a command in this turn and takes the value it produced.
    private static func run(_ tokens: [Token], command: Token, session: Session) throws(SyntaxError) -> Value {
        session.producedValue = nil
        try session.runBlock(tokens, at: command.location)
        guard let value = session.producedValue else {
            throw SyntaxError(message: "'\(command.text)' computes no value to name", found: command.quotedForMessage,
                              at: command.location, length: command.length)
        }
        session.producedValue = nil
        return value
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
