import Commands
import Layout

/// `set` and `print`.
enum PropertyCommands {
    static var all: [Command] { [
        Command(
            name: "set", summary: "Set a property of a view or a constraint.",
            usage: "set OBJECT.PROPERTY = VALUE",
            discussion: """
                Values are written as print shows them: frames as (X, Y, W, H), sizes as (W, H),
                insets as (TOP, LEFT, BOTTOM, RIGHT), booleans as true/false, priorities as 1...1000
                or required/high/low. `help properties` lists the properties.
                Examples:
                  set header.frame = (0, 0, 320, 100)
                  set header.translatesAutoresizingMaskIntoConstraints = false
                  set c4.constant = 0
                """,
            arguments: [.path, .keyword(["="])]
        ) { invocation, session throws(SyntaxError) in
            let (path, valueTokens, end) = try assignment(invocation, session: session)
            guard let name = path.property else {
                throw SyntaxError(expected: "OBJECT.PROPERTY", found: path.token.quotedForMessage, at: path.token.location, length: path.token.length)
            }
            guard let property = Property.named(name, for: path.object), let setter = property.set else {
                throw unknownProperty(path, name: name, settable: true)
            }
            var reader = ArgumentReader(tokens: valueTokens, end: end)
            try setter(path.object, &reader, session)
            try reader.expectEnd()
        },
        Command(
            name: "print", aliases: ["p"], summary: "Print properties, views or constraints.",
            usage: "print OBJECT[.PROPERTY]...",
            discussion: """
                Examples:
                  print header.frame label.lines
                  print header.fittingSize
                  print c1
                """,
            arguments: [.path], changesModel: false
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            var lines: [String] = []
            repeat {
                let token = try reader.word("OBJECT or OBJECT.PROPERTY")
                let path = try PropertyPath.parse(token, in: session)
                guard let name = path.property else {
                    lines.append("\(path.object.name) = \(describe(path.object))")
                    continue
                }
                guard let property = Property.named(name, for: path.object) else {
                    throw unknownProperty(path, name: name, settable: false)
                }
                lines.append("\(token.text) = \(property.get(path.object, session))")
            } while !reader.isAtEnd
            session.emit(lines: lines)
        },
    ] }

    /// `PATH = VALUE`, `PATH VALUE` or `PATH=VALUE`: the path and the value's tokens.
    private static func assignment(_ invocation: Invocation, session: Session) throws(SyntaxError) -> (PropertyPath, [Token], SourceLocation) {
        let tokens = Array(invocation.command.tokens.dropFirst())
        guard let first = tokens.first else {
            throw SyntaxError(expected: "OBJECT.PROPERTY = VALUE", found: "end of input", at: invocation.end)
        }
        if case .option(let key, let value) = first.kind {
            var pathToken = first
            pathToken.kind = .word(key)
            pathToken.text = key
            pathToken.length = key.count
            let path = try PropertyPath.parse(pathToken, in: session)
            let valueColumn = first.location.column + key.count + 1
            var valueTokens = try Tokenizer.tokenize(first.text.dropFirst(key.count + 1).description, line: first.location.line, column: valueColumn)
            if valueTokens.isEmpty { valueTokens = [Token(kind: .word(value), text: value, location: first.location)] }
            return (path, valueTokens + tokens.dropFirst(), invocation.end)
        }
        guard case .word = first.kind else {
            throw SyntaxError(expected: "OBJECT.PROPERTY", found: first.quotedForMessage, at: first.location, length: first.length)
        }
        let path = try PropertyPath.parse(first, in: session)
        var rest = Array(tokens.dropFirst())
        if let next = rest.first, case .operator(.assign) = next.kind { rest.removeFirst() }
        return (path, rest, invocation.end)
    }

    private static func unknownProperty(_ path: PropertyPath, name: String, settable: Bool) -> SyntaxError {
        let properties = Property.all.filter { $0.applies(to: path.object) && (!settable || $0.set != nil) }.map(\.name)
        let what = settable ? "a property that can be set" : "a property"
        let objectLength = path.object.name.count + 1
        var location = path.token.location
        location.column += objectLength
        return SyntaxError(
            message: "\(path.object.name) has no \(settable ? "settable " : "")property '\(name)'; \(what) of \(path.object.kind.rawValue)s: "
                + properties.joined(separator: ", "),
            found: "'\(name)'", at: location, length: name.count
        )
    }

    /// `<UILabel frame=(15, 15, 266, 41) text="...">`, `<NSLayoutConstraint ...>`.
    static func describe(_ object: Object) -> String {
        switch object {
        case .view(let view):
            var text = "<\(view.className) frame=\(view.frame)"
            if let label = view as? Label { text += " text=\"\(label.text)\"" }
            if view.isHidden { text += " hidden" }
            return text + ">"
        case .constraint(let constraint):
            return constraint.debugDescription
        }
    }
}
