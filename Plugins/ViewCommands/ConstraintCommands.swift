import Commands
import Layout
import Solver

/// Commands that make and switch constraints.
enum ConstraintCommands {
    static var all: [Command] { [
        Command(
            name: "constrain", aliases: ["c"], summary: "Make a constraint from an anchor expression.",
            usage: "constrain [NAME:] ITEM.ATTRIBUTE (==|<=|>=) [M *] ITEM.ATTRIBUTE [+|- C] [@PRIORITY]",
            discussion: """
                Examples:
                  constrain label.top == box.top + 15
                  constrain half: a.width == 0.5 * b.width @750
                  constrain temp.height == 50
                A line that starts with ITEM.ATTRIBUTE and a relation is a constrain command too:
                  label.bottom <= box.bottom - 15
                `superview` names the first item's superview. Priorities: 1...1000, required, high, low.
                """,
            arguments: [.path, .keyword(["==", "<=", ">="]), .path]
        ) { invocation, session throws(SyntaxError) in
            // A bare expression line arrives with no command name in front.
            let named = ["constrain", "c"].contains(invocation.name)
            let tokens = Array(invocation.command.tokens.dropFirst(named ? 1 : 0))
            try make(ConstraintExpression(parsing: tokens, end: invocation.end), session: session)
        },
        Command(
            name: "vfl", summary: "Make constraints from Apple's Visual Format Language.",
            usage: "vfl \"FORMAT\" [in SUPERVIEW] [OPTION...] [METRIC=VALUE...]",
            discussion: """
                `|` is SUPERVIEW (by default the superview of the format's first view). Options are
                NSLayoutFormatOptions names: alignAllTop, alignAllCenterY, directionLeftToRight, ...
                Examples:
                  vfl "V:|-5-[temp(50)]-5-[box]-15-|" in header
                  vfl "H:|-pad-[label]-pad-|" in box pad=15
                """,
            arguments: [.text, .keyword(["in"]), .view, .keyword(VisualFormatOption.allCases.map(\.rawValue))]
        ) { invocation, session throws(SyntaxError) in
            try visualFormat(invocation, session: session)
        },
        Command(
            name: "activate", summary: "Activate constraints.", usage: "activate CONSTRAINT...", arguments: [.constraint]
        ) { invocation, session throws(SyntaxError) in
            for (constraint, token) in try constraints(invocation, session) {
                do throws(LayoutError) {
                    try session.scene.activate(constraint)
                } catch {
                    throw SyntaxError(message: error.description, found: token.quotedForMessage, at: token.location, length: token.length)
                }
            }
        },
        Command(
            name: "deactivate", summary: "Deactivate constraints (they stay, out of the engine).",
            usage: "deactivate CONSTRAINT...", arguments: [.constraint]
        ) { invocation, session throws(SyntaxError) in
            for (constraint, _) in try constraints(invocation, session) { session.scene.deactivate(constraint) }
        },
    ] }

    private static func constraints(_ invocation: Invocation, _ session: Session) throws(SyntaxError) -> [(LayoutConstraint, Token)] {
        try invocation.checkOptions(allowed: [])
        var reader = invocation.reader()
        var found: [(LayoutConstraint, Token)] = []
        repeat {
            let token = try reader.word("a constraint's name")
            found.append((try session.constraint(named: token), token))
        } while !reader.isAtEnd
        return found
    }

    /// Resolves the expression's items and makes the constraint, printing `NAME: EQUATION`.
    static func make(_ expression: ConstraintExpression, session: Session) throws(SyntaxError) {
        let first = try item(expression.first.item, at: expression.locations.first, in: session, superviewOf: nil)
        var second: View?
        if let reference = expression.second {
            let location = expression.locations.second ?? expression.locations.first
            second = try item(reference.item, at: location, in: session, superviewOf: first)
        }
        let priority = expression.priority.flatMap(Priority.init) ?? .required
        do throws(LayoutError) {
            let constraint = try session.scene.addConstraint(
                first, expression.first.attribute, expression.relation, second, expression.second?.attribute,
                multiplier: expression.multiplier, constant: expression.constant, priority: priority,
                name: expression.name
            )
            session.emit("\(constraint.name): \(constraint.scriptForm)")
        } catch {
            let location = expression.locations.name ?? expression.locations.first
            throw SyntaxError(message: error.description, found: "'\(expression.first)'", at: location,
                              length: expression.first.description.count)
        }
    }

    /// The view an item name refers to; `superview` is the superview of `superviewOf`.
    private static func item(_ name: String, at location: SourceLocation, in session: Session, superviewOf view: View?) throws(SyntaxError) -> View {
        if let found = session.scene.view(named: name) { return found }
        if name == "superview", let parent = view?.superview { return parent }
        let token = Token(kind: .word(name), text: name, location: location)
        throw session.unknownObject(token, kind: "view", among: session.scene.views.map(\.name))
    }

    private static func visualFormat(_ invocation: Invocation, session: Session) throws(SyntaxError) {
        var reader = invocation.reader()
        guard let formatToken = reader.next, case .string = formatToken.kind else {
            throw reader.error(expected: "a quoted visual format string")
        }
        reader.advance()
        var superview: View?
        if reader.keyword("in") != nil { superview = try session.view(named: try reader.word("the superview's name")) }
        let options = try VisualFormatOptions(parsing: Array(reader.rest))
        var metrics: [String: Double] = [:]
        for token in invocation.options {
            guard case .option(let key, _) = token.kind else { continue }
            metrics[key] = try ArgumentReader.number(inOption: token, "a number for metric '\(key)'")
        }
        let placeholder = superview?.name ?? "superview"
        let made = try VisualFormat.constraints(
            in: formatToken, options: options, metrics: metrics,
            views: Set(session.scene.views.map(\.name)).union([placeholder]), superview: placeholder
        )
        // Without `in`, `|` is the superview of the format's first view.
        if superview == nil {
            let named = made.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }.filter { $0 != placeholder }
            superview = named.first.flatMap { session.scene.view(named: $0)?.superview }
        }
        for constraint in made {
            let expression = ConstraintExpression(
                first: constraint.first, relation: constraint.relation, second: constraint.second,
                multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
                locations: ConstraintExpression.Locations(first: constraint.location, firstAttribute: constraint.location, relation: constraint.location)
            )
            try make(expression.resolvingSuperview(placeholder, to: superview), session: session)
        }
    }
}

extension ConstraintExpression {
    /// The expression with the placeholder item renamed to the superview's name.
    func resolvingSuperview(_ placeholder: String, to superview: View?) -> ConstraintExpression {
        guard let superview, placeholder != superview.name else { return self }
        var copy = self
        if copy.first.item == placeholder { copy.first.item = superview.name }
        if copy.second?.item == placeholder { copy.second?.item = superview.name }
        return copy
    }
}
