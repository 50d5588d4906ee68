import Commands
import PluginSupport
import Layout
import ScriptSyntax

/// `set` and `print`.
enum PropertyCommands {
    static var all: [Command] { [
        Command(
            name: "set", summary: "Set a property of a view or a constraint.",
            discussion: """
                Values are written as print shows them: frames as (X, Y, W, H), sizes as (W, H),
                insets as (TOP, LEFT, BOTTOM, RIGHT), booleans as true/false, priorities as 1...1000
                or required/high/low; or as expressions: numbers, property paths, + - * /, min, max.
                `help properties` lists the properties, `help KIND.PROPERTY` explains one.
                Examples:
                  set header.frame = (0, 0, 320, 100)
                  set header.translatesAutoresizingMaskIntoConstraints = false
                  set c4.constant = 0
                  set tvh.constant = tv.contentSize.height
                  set header.frame.height = header.fittingSize.height
                """,
            signature: setSignature,
            examplesPresume: ExampleScenes.header
        ) { invocation, session throws(SyntaxError) in
            let tokens = try invocation.parse(setSignature, in: session).tokens("ASSIGNMENT")
            let (pathToken, valueTokens) = try assignment(tokens, end: invocation.end)
            let environment = ExpressionEnvironment.current(session)
            let parts = pathToken.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let path = try PropertyPath(parts, at: pathToken.location, in: environment)
            guard case .object(let name, let object, _) = path.base, let property = path.property else {
                throw SyntaxError(expected: "OBJECT.PROPERTY", found: pathToken.quotedForMessage, at: pathToken.location, length: pathToken.length)
            }
            let propertyIndex = parts.count - path.components.count - 1
            guard property.isSettable else {
                let (location, length) = path.span(ofPart: propertyIndex)
                throw SyntaxError(message: "\(name).\(property.name) is read-only (help \(name).\(property.name) explains it)",
                                  found: "'\(property.name)'", at: location, length: length)
            }
            var reader = ArgumentReader(tokens: valueTokens, end: invocation.end)
            let (value, span) = try reader.valueList("a value for \(name).\(property.name)")
            try reader.expectEnd()
            do throws(ValueError) {
                let whole = try replacing(path.components, of: property, on: object, with: value, session: session)
                try property.assign(whole, to: object, in: session)
            } catch {
                throw SyntaxError(message: error.message, found: "\(value)", at: span.location, length: span.length)
            }
        },
        Command(
            name: "print", aliases: ["p"], summary: "Print properties, views, constraints or expressions.",
            discussion: """
                Each VALUE is an object, OBJECT.PROPERTY[.COMPONENT], a let name, or an expression of them.
                Examples:
                  print header.frame label.lines
                  print header.fittingSize.height
                  print tv.contentSize.height + 10
                  print c1
                """,
            signature: printSignature, changesModel: false,
            examplesPresume: ExampleScenes.header
        ) { invocation, session throws(SyntaxError) in
            let tokens = try invocation.parse(printSignature, in: session).tokens("VALUE")
            let expressions = try ExpressionParser.list(tokens, expected: printedValue, end: invocation.end)
            let environment = ExpressionEnvironment.current(session)
            var lines: [String] = []
            for expression in expressions {
                let value = try expression.evaluate(in: environment)
                let written = source(of: expression, in: invocation.command)
                // A bare object name prints the object; an object reached otherwise prints its name.
                if case .path(let parts) = expression.kind, parts.count == 1 {
                    lines.append("\(written) = \(describe(value, in: session))")
                } else {
                    lines.append("\(written) = \(value)")
                }
            }
            session.emit(lines: lines)
        },
    ] }

    static let setSignature = Signature(
        .argument(Parameter("ASSIGNMENT", .rest(completing: .path), help: "a property path, `=`, and its new value",
                           expected: "OBJECT.PROPERTY = VALUE", usage: "OBJECT.PROPERTY[.COMPONENT] = VALUE"))
    )

    static let printedValue = "OBJECT, OBJECT.PROPERTY or an expression"

    static let printSignature = Signature(
        .argument(Parameter("VALUE", .expressions, help: "an object, a property path, a let name, or an expression of them",
                           expected: printedValue, usage: "VALUE..."))
    )

    /// The value to assign to the whole property when `set` names a component of it
    /// (`header.frame.height`): the current value with that component replaced.
    private static func replacing(_ components: [String], of property: Property, on object: AnyObject, with part: Value, session: Session) throws(ValueError) -> Value {
        guard !components.isEmpty else { return part }
        guard let current = property.value(of: object, in: session) else {
            throw ValueError(message: "cannot read '\(property.name)'")
        }
        return try replacing(components[...], in: current, type: property.type, with: part, owner: property.name)
    }

    private static func replacing(_ components: ArraySlice<String>, in value: Value, type: ValueType, with part: Value, owner: String) throws(ValueError) -> Value {
        guard let name = components.first else { return try part.converted(to: type) }
        guard let type = Value.componentType(name, of: type), let current = value.component(name) else {
            throw ValueError(message: "\(owner) has no component '\(name)' that can be set")
        }
        let replaced = try replacing(components.dropFirst(), in: current, type: type, with: part, owner: "\(owner).\(name)")
        guard let whole = value.replacing(name, with: replaced) else {
            throw ValueError(message: "\(owner) has no component '\(name)' that can be set")
        }
        return whole
    }

    /// The expression as typed, from the command's source.
    private static func source(of expression: Expression, in command: ScriptCommand) -> String {
        let characters = Array(command.source)
        let lower = expression.location.column - command.location.column
        let upper = expression.endColumn - command.location.column
        guard expression.location.line == command.location.line, lower >= 0, lower <= upper, upper <= characters.count else {
            return "\(expression.kind)"
        }
        return String(characters[lower..<upper])
    }

    /// A value as print shows it; an object by its description.
    private static func describe(_ value: Value, in session: Session) -> String {
        switch value {
        case .view(let name):
            guard let view = session.scene.view(named: name) else { return value.description }
            return describe(.view(view))
        case .constraint(let name):
            guard let constraint = session.scene.constraint(named: name) else { return value.description }
            return describe(.constraint(constraint))
        default:
            return value.description
        }
    }

    /// `PATH = VALUE`, `PATH VALUE` or `PATH=VALUE` (which the tokenizer reads as an option):
    /// the path's token and the value's tokens.
    private static func assignment(_ tokens: [Token], end: SourceLocation) throws(SyntaxError) -> (Token, [Token]) {
        guard let first = tokens.first else {
            throw SyntaxError(expected: "OBJECT.PROPERTY = VALUE", found: "end of input", at: end)
        }
        if case .option(let key, let value) = first.kind {
            var pathToken = first
            pathToken.kind = .word(key)
            pathToken.text = key
            pathToken.length = key.count
            let valueColumn = first.location.column + key.count + 1
            var valueTokens = try Tokenizer.tokenize(first.text.dropFirst(key.count + 1).description, line: first.location.line, column: valueColumn)
            if valueTokens.isEmpty { valueTokens = [Token(kind: .word(value), text: value, location: first.location)] }
            return (pathToken, valueTokens + tokens.dropFirst())
        }
        guard case .word = first.kind else {
            throw SyntaxError(expected: "OBJECT.PROPERTY", found: first.quotedForMessage, at: first.location, length: first.length)
        }
        var rest = Array(tokens.dropFirst())
        if let next = rest.first, case .operator(.assign) = next.kind { rest.removeFirst() }
        return (first, rest)
    }

    /// `<UILabel frame=(15, 15, 266, 41) text="...">`, `<NSLayoutConstraint ...>`.
    static func describe(_ object: Object) -> String {
        switch object {
        case .view(let view):
            var text = "<\(view.className) frame=\(view.frame)"
            if let label = view as? Label { text += " text=" + ScriptLiteral.quoted(label.text) }
            if view.isHidden { text += " hidden" }
            return text + ">"
        case .constraint(let constraint):
            return constraint.debugDescription
        }
    }
}
