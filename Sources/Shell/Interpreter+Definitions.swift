import Commands
import Foundation
import Layout
import ScriptSyntax

/// `def NAME PARAM... { BODY }`: commands made of commands.
extension Interpreter {
    /// A command made of commands: `def NAME PARAM... { BODY }`.
    struct Definition {
        let name: String
        let parameters: [String]
        let body: [Token]
        let source: String
        /// The lines the definition was written on, for errors inside its body.
        let lines: [ScriptText]
    }

    func define(_ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) {
        let arguments = try invocation.parse(ShellCommands.define.signature)
        let nameToken = try arguments.token("NAME")
        let name = nameToken.text
        guard !name.contains(".") else { throw arguments.error(at: "NAME", expected: "a name for the new command (no dots)") }
        if registry.command(named: name) != nil {
            throw SyntaxError(message: "'\(name)' is a command already; choose another name", found: nameToken.quotedForMessage,
                              at: nameToken.location, length: nameToken.length)
        }
        var parameters: [String] = []
        for entry in arguments.entries("PARAM") {
            guard let parameter = entry.value.text, !parameter.contains("."), !parameters.contains(parameter) else {
                throw entry.error(expected: "a parameter name (distinct, no dots) or '{'")
            }
            parameters.append(parameter)
        }
        definitionsMade += 1
        definitions[name] = Definition(name: name, parameters: parameters, body: arguments.tokens("BODY"), source: invocation.command.source,
                                       lines: lines)
    }

    /// Runs a definition's body with each parameter replaced by its argument: a word whose
    /// first path segment is a parameter (`h`, `h.frame.height`, in an option's value too).
    func call(_ definition: Definition, _ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let arguments = Array(invocation.command.tokens.dropFirst())
        guard arguments.count == definition.parameters.count else {
            let usage = ([definition.name] + definition.parameters.map { $0.uppercased() }).joined(separator: " ")
            let found = arguments.count > definition.parameters.count ? arguments[definition.parameters.count] : nil
            throw SyntaxError(expected: "\(counted(definition.parameters.count, "argument")): \(usage)",
                              found: found?.quotedForMessage ?? "end of input", at: found?.location ?? invocation.end,
                              length: found?.length ?? 1)
        }
        guard callDepth < Self.maximumCallDepth else {
            throw SyntaxError(message: "'\(definition.name)' calls itself more than \(Self.maximumCallDepth) levels deep",
                              found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        var values: [String: Token] = [:]
        for (parameter, argument) in zip(definition.parameters, arguments) { values[parameter] = argument }
        let body = definition.body.map { Self.substitute($0, values) }
        // Inside quoted text nothing is substituted (a label's text stays as written), so a
        // visual format names the parameters through bindings that last while the body runs.
        let shadowed = definition.parameters.map { ($0, session.bindings[$0]) }
        for (parameter, argument) in zip(definition.parameters, arguments) {
            session.bindings[parameter] = bindingValue(of: argument)
        }
        callDepth += 1
        defer {
            callDepth -= 1
            for (parameter, earlier) in shadowed { session.bindings[parameter] = earlier }
        }
        let output = try runCommands(body, lines: definition.lines)
        guard let failure = output.last, case .error(let error, _, let line) = failure else { return output }
        // Show where in the definition it failed, then fail at the call.
        let inner = error.rendered(file: "def \(definition.name)", sourceLine: line).split(separator: "\n").map { OutputLine.text(String($0)) }
        let failed = SyntaxError(message: "'\(definition.name)' failed (above)", found: invocation.nameToken.quotedForMessage,
                                 at: invocation.nameToken.location, length: invocation.nameToken.length)
        return output.dropLast() + inner + [Self.error(failed, command: invocation.command, lines: lines)]
    }

    /// What a parameter is bound to while its definition's body runs: a number or a text as
    /// typed, a view or constraint by its name, a `let` name's value; nothing for another word.
    private func bindingValue(of argument: Token) -> Value? {
        switch argument.kind {
        case .number(let number): return .number(number)
        case .string(let text): return .text(text)
        case .word(let word):
            if session.scene.view(named: word) != nil { return .view(word) }
            if session.scene.constraint(named: word) != nil { return .constraint(word) }
            return session.bindings[word]
        default: return nil
        }
    }

    /// A parameter standing alone is its argument as typed: a number stays a number and a
    /// quoted text a text (`f table 50`, `m "hello"`). At the head of a path (`h.frame`) or in
    /// an option's value, the argument's text replaces it.
    static func substitute(_ token: Token, _ values: [String: Token]) -> Token {
        var token = token
        switch token.kind {
        case .word(let text):
            if let argument = values[text] {
                token.kind = argument.kind
                token.text = argument.text
                return token
            }
            guard let replaced = replacingHead(of: text, values.mapValues(\.plainText)) else { return token }
            token.kind = .word(replaced)
            token.text = replaced
        case .option(let key, let value):
            guard let replaced = replacingHead(of: value, values.mapValues(\.plainText)) else { return token }
            token.kind = .option(key: key, value: replaced)
            token.text = key + "=" + replaced
        default:
            break
        }
        return token
    }

    static func replacingHead(of path: String, _ values: [String: String]) -> String? {
        let head = path.prefix { $0 != "." }
        guard let value = values[String(head)] else { return nil }
        return value + path.dropFirst(head.count)
    }
}

extension Token {
    /// What the token says: a quoted text without its quotes, anything else as written.
    var plainText: String {
        if case .string(let text) = kind { return text }
        return text
    }
}
