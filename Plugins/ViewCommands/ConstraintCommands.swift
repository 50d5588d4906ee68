import ConstraintSyntax
import Commands
import Layout
import Solver
import ScriptSyntax

/// Commands that make and switch constraints.
enum ConstraintCommands {
    static var all: [Command] { [
        Command(
            name: "constrain", aliases: ["c"], summary: "Make a constraint from an anchor expression.",
            discussion: """
                Examples:
                  constrain label.top == box.top + 15
                  constrain half: a.width == 0.5 * b.width @750
                  constrain temp.height == 50
                A line that starts with ITEM.ATTRIBUTE and a relation is a constrain command too:
                  label.bottom <= box.bottom - 15
                `superview` names the first item's superview. Priorities: 1...1000, required, high, low.
                System spacing (UIKit's constraint(equalToSystemSpacingAfter:multiplier:) and
                constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:) family) is 8 pt
                between positions, the standard space of VFL's `-`, times a positive multiple:
                  constrain b.leading == a.trailing + system
                  constrain b.leading == systemSpacing(after: a.trailing, multiplier: 2)
                  constrain b.top >= systemSpacing(below: a.bottom) * 2
                  constrain b.top == a.bottom + 1.5 * system @750
                `after:` takes horizontal anchors, `below:` vertical ones; the constraint keeps the
                resulting constant (b.leading == a.trailing + 8).
                The right side may be any expression with at most one ITEM.ATTRIBUTE, linear in it:
                numbers, `let` names and properties are evaluated now and the constraint keeps
                the numbers, as UIKit code computes a constant before it makes the constraint:
                  constrain tmpW: box.width == box.bounds.width
                  constrain b.width == (a.width - 2 * 8) / 2
                """,
            signature: constrainSignature,
            examplesPresume: ExampleSetup(scene: ["view box", "label label in box \"Text\"", "view temp", "view a", "view b"])
        ) { invocation, session throws(SyntaxError) in
            // A bare expression line arrives with no command name in front: all of it is the equation.
            let named = ["constrain", "c"].contains(invocation.name)
            let tokens = named ? try invocation.parse(constrainSignature).tokens("EQUATION") : invocation.command.tokens
            try make(ConstraintExpression(parsing: tokens, end: invocation.end, names: names(in: session)), session: session)
        },
        Command(
            name: "vfl", summary: "Make constraints from Apple's Visual Format Language.",
            discussion: """
                `|` is the superview of the view beside it, as in UIKit; `in SUPERVIEW` names it
                (an error when it is another view: it would pin the view to the wrong one). Options are
                NSLayoutFormatOptions names: alignAllTop, alignAllCenterY, directionLeftToRight, ...
                Examples:
                  vfl "V:|-5-[temp(50)]-5-[box]-15-|" in header
                  vfl "H:|-pad-[label]-pad-|" in box pad=15
                  vfl "H:|-15-[label]-15-|" in box as labelH
                With as PREFIX the constraints are named PREFIX1, PREFIX2, ... in the order they
                are made (left to right), so a script or lesson can refer to them by names that
                do not depend on how many constraints were made before.
                """,
            signature: visualFormatSignature,
            examplesPresume: ExampleSetup(scene: ["view header", "view temp in header", "view box in header", "label label in box \"Text\""])
        ) { invocation, session throws(SyntaxError) in
            try visualFormat(try invocation.parse(visualFormatSignature, in: session), session: session)
        },
        Command(name: "activate", summary: "Activate constraints.", signature: constraintsSignature) { invocation, session throws(SyntaxError) in
            for entry in try invocation.parse(constraintsSignature, in: session).entries("CONSTRAINT") {
                guard let constraint = entry.value.constraint else { continue }
                do throws(LayoutError) {
                    try session.scene.activate(constraint)
                } catch {
                    throw entry.error(message: error.description)
                }
            }
        },
        Command(
            name: "deactivate", summary: "Deactivate constraints (they stay, out of the engine).", signature: constraintsSignature
        ) { invocation, session throws(SyntaxError) in
            for value in try invocation.parse(constraintsSignature, in: session).values("CONSTRAINT") {
                if let constraint = value.constraint { session.scene.deactivate(constraint) }
            }
        },
    ] }

    /// A line that starts `item.attribute ==` (or `<=`, `>=`), or `NAME:`, is `constrain`: the
    /// way constraints are written in UIKit code, typed as they are.
    static let bareConstraint = LineForm(command: "constrain", matches: { tokens in
        guard tokens.count >= 2, case .word(let first) = tokens[0].kind else { return false }
        switch tokens[1].kind {
        case .operator(.equal), .operator(.lessThanOrEqual), .operator(.greaterThanOrEqual):
            return first.contains(".")
        case .operator(.colon):
            return true
        default:
            return false
        }
    }, nearMiss: { tokens in
        // `bubble.top = Bubble.top`: an equation written with one '=', as in Swift.
        guard tokens.count >= 3, case .word(let first) = tokens[0].kind, first.contains("."),
            case .operator(.assign) = tokens[1].kind else { return nil }
        let right = tokens.dropFirst(2)
        let rest = right.asWritten
        let setting = "to set a property: set \(first) = \(rest)"
        // Only a right side naming an anchor (`Bubble.top`) can be an equation; a value
        // (`(0, 0, 100, 100)`, `"text"`) is a property being set.
        let namesAnAnchor = right.contains { if case .word(let word) = $0.kind { word.contains(".") } else { false } }
        return namesAnAnchor ? "a constraint is written with '==' (\(first) == \(rest)); \(setting)" : setting
    })

    static let constrainSignature = Signature(
        .argument(Parameter("EQUATION", .rest(completing: .path), help: "an anchor expression, as UIKit writes one",
                           usage: "[NAME:] ITEM.ATTRIBUTE (==|<=|>=) [M *] ITEM.ATTRIBUTE [+|- C | + system] [@PRIORITY]"))
    )

    static let visualFormatSignature = Signature(
        .argument(Parameter("FORMAT", .string, help: "a visual format, in quotes", expected: "a quoted visual format string")),
        .clause(Clause("in", Parameter("SUPERVIEW", .view, expected: "the superview's name"), help: "what `|` stands for")),
        .clause(Clause("as", Parameter("PREFIX", .newName, help: "a name for the constraints: PREFIX1, PREFIX2, ... in the order made",
                                       expected: "a name for the constraints after as"),
                       help: "names the constraints PREFIX1, PREFIX2, ... (c1, c2, ... by default, as any unnamed one)")),
        .argument(Parameter("OPTION", .keyword(VisualFormatOption.allCases.map(\.rawValue)), help: "an NSLayoutFormatOptions name",
                           optional: true, repeating: true, expected: "a format option such as 'alignAllTop'")),
        openOptions: OpenOptions(usage: "METRIC=VALUE", help: "a number the format names as METRIC")
    )

    static let constraintsSignature = Signature(.argument(Parameter("CONSTRAINT", .constraint, repeating: true)))

    /// Resolves the expression's items and makes the constraint, printing `NAME: EQUATION`.
    static func make(_ expression: ConstraintExpression, session: Session) throws(SyntaxError) {
        let written = expression.equation
        let first = try item(written.first.item, at: expression.locations.first, in: session, superviewOf: nil)
        // `mapItems` asks for the first item, then the second: the first is the view just
        // found, and a `superview` on the right side is its superview.
        let secondLocation = expression.locations.second ?? expression.locations.first
        var asksFirst = true
        let equation = try written.mapItems { name throws(SyntaxError) in
            defer { asksFirst = false }
            return asksFirst ? first : try item(name, at: secondLocation, in: session, superviewOf: first)
        }
        // Constants are coordinates and multipliers ratios of them: finite and within the
        // ranges every other number a user types is held to (NumberDomain.coordinate).
        let location = expression.locations.relation
        guard NumberDomain.coordinate.range.contains(equation.constant) else {
            throw SyntaxError(expected: "a constant in -1000000000...1000000000", found: "'\(formatPoints(equation.constant))'", at: location)
        }
        guard equation.multiplier.isFinite, abs(equation.multiplier) <= 1e9, equation.multiplier == 0 || abs(equation.multiplier) >= 1e-9 else {
            throw SyntaxError(expected: "a multiplier of 0 or of a size in 1e-9...1e9", found: "'\(formatPoints(equation.multiplier))'", at: location)
        }
        do throws(LayoutError) {
            let constraint = try session.scene.addConstraint(equation, name: expression.name)
            session.emit("\(constraint.name): \(constraint.scriptForm)")
        } catch {
            let location = expression.locations.name ?? expression.locations.first
            throw SyntaxError(message: error.description, found: "'\(written.first)'", at: location,
                              length: written.first.description.count)
        }
    }

    /// What a constraint's right side names: items (views, guides, `superview`, a view's
    /// own guide by its role) and values, evaluated now like any expression (`let` names,
    /// properties such as `h.bounds.width`).
    static func names(in session: Session) -> ConstraintNames {
        ConstraintNames(
            isItem: { name in
                if name == "superview" || session.scene.viewOrGuide(named: name) != nil { return true }
                guard let dot = name.lastIndex(of: "."), let role = LayoutGuide.Role(rawValue: String(name[name.index(after: dot)...])) else {
                    return false
                }
                return role != .custom && session.scene.view(named: String(name[..<dot])) != nil
            },
            evaluate: { expression throws(SyntaxError) in
                let value = try expression.evaluate(in: ExpressionEnvironment.current(session))
                guard case .number(let number) = value, NumberDomain.coordinate.contains(number) else {
                    throw SyntaxError(expected: "a number (\(NumberDomain.coordinate))", found: "\(value)",
                                      at: expression.location, length: expression.length)
                }
                return number
            })
    }

    /// The view or layout guide an item name refers to (`box`, `g1`, `box.safeAreaLayoutGuide`);
    /// `superview` is the superview of `superviewOf`.
    private static func item(_ name: String, at location: SourceLocation, in session: Session, superviewOf view: View?) throws(SyntaxError) -> View {
        if let found = session.scene.viewOrGuide(named: name) { return found }
        // A view's own guide it cannot have (a contentLayoutGuide of a plain view): say why.
        if let dot = name.lastIndex(of: "."), let role = LayoutGuide.Role(rawValue: String(name[name.index(after: dot)...])),
            role != .custom, let owner = session.scene.view(named: String(name[..<dot])) {
            do throws(LayoutError) {
                return try session.scene.layoutGuide(role, of: owner)
            } catch {
                throw SyntaxError(message: error.description, found: "'\(name)'", at: location, length: name.count)
            }
        }
        if name == "superview", let parent = view?.superview { return parent }
        let token = Token(kind: .word(name), text: name, location: location)
        throw session.unknownObject(token, kind: "view", among: session.scene.views.map(\.name))
    }

    private static func visualFormat(_ arguments: ParsedArguments, session: Session) throws(SyntaxError) {
        let formatToken = try arguments.token("FORMAT")
        var superview = arguments.value("SUPERVIEW")?.view
        let options = try VisualFormatOptions(parsing: arguments.words("OPTION"))
        // Names the format uses may be `let` names (and a `def`'s parameters, which it binds
        // while its body runs): numbers are metrics, views stand for the view they name, as
        // the metrics and views dictionaries of constraintsWithVisualFormat map names to
        // values. The command's own METRIC=VALUE options and the scene's views come first.
        var metrics: [String: Double] = [:]
        var aliases: [String: String] = [:]
        for (name, value) in session.bindings.sorted(by: { $0.key < $1.key }) where session.scene.view(named: name) == nil {
            switch value {
            case .number(let number): metrics[name] = number
            case .view(let viewName): aliases[name] = viewName
            default: break
            }
        }
        for metric in arguments.openOptions {
            metrics[metric.key] = try ArgumentReader.number(inOption: metric.token, "a number for metric '\(metric.key)'")
        }
        let placeholder = "|"
        // topLayoutGuide and bottomLayoutGuide, unless views have those names.
        let barGuides = VisualFormatBarGuide.allCases.map(\.rawValue).filter { session.scene.view(named: $0) == nil }
        let made = try VisualFormat.constraints(
            in: formatToken, options: options, metrics: metrics,
            views: Set(session.scene.views.map(\.name)).union([placeholder]).union(barGuides).union(aliases.keys), superview: placeholder
        ).map { $0.renamingItems(aliases) }
        // Without `in`, the bar guides belong to the superview of the format's first view.
        if superview == nil {
            let named = made.flatMap(\.equation.items)
                .filter { $0 != placeholder && !barGuides.contains($0) }
            superview = named.first.flatMap { session.scene.view(named: aliases[$0] ?? $0)?.superview }
        }
        let prefix = arguments.has("PREFIX") ? try arguments.token("PREFIX").text : nil
        for (index, constraint) in made.enumerated() {
            var expression = ConstraintExpression(
                name: prefix.map { "\($0)\(index + 1)" }, equation: constraint.equation,
                locations: ConstraintExpression.Locations(first: constraint.location, firstAttribute: constraint.location, relation: constraint.location)
            )
            if !barGuides.isEmpty {
                let owner = superview ?? session.scene.window
                expression.equation.first = try VisualFormatBarGuide.resolve(expression.equation.first, owner: owner, barGuides, at: constraint.location)
                if let second = expression.equation.second {
                    expression.equation.second = try VisualFormatBarGuide.resolve(second, owner: owner, barGuides, at: constraint.location)
                }
            }
            let pipe = try pipeSuperview(of: expression, placeholder: placeholder, named: arguments.entry("SUPERVIEW"),
                                         at: constraint.location, in: session)
            try make(expression.resolvingSuperview(placeholder, to: pipe), session: session)
        }
    }

    /// What `|` stands for in one constraint of a format: the superview of the view beside it
    /// (Apple's Visual Format Language: "| The superview"), which `in SUPERVIEW` may name but
    /// not change. Nil when the constraint has no `|`.
    private static func pipeSuperview(
        of expression: ConstraintExpression, placeholder: String, named entry: ParsedArguments.Entry?,
        at location: SourceLocation, in session: Session
    ) throws(SyntaxError) -> View? {
        let named = entry?.value.view
        let items = expression.equation.items
        guard items.contains(placeholder) else { return nil }
        guard let besideName = items.first(where: { $0 != placeholder }), let beside = session.scene.viewOrGuide(named: besideName) else {
            return named
        }
        guard let superview = beside.superview else {
            throw SyntaxError(message: "'|' is the superview of \(beside.name), which has none", found: "'\(beside.name)'", at: location)
        }
        if let named, named !== superview {
            let message = "'|' is the superview of \(beside.name), which is \(superview.name), not \(named.name)"
            throw entry?.error(message: message) ?? SyntaxError(message: message, found: "'\(named.name)'", at: location)
        }
        return superview
    }
}

extension ConstraintExpression {
    /// The expression with the placeholder item renamed to the superview's name.
    func resolvingSuperview(_ placeholder: String, to superview: View?) -> ConstraintExpression {
        guard let superview, placeholder != superview.name else { return self }
        var copy = self
        copy.equation = equation.mapItems { $0 == placeholder ? superview.name : $0 }
        return copy
    }
}

/// `topLayoutGuide` and `bottomLayoutGuide` in a visual format (`V:[topLayoutGuide]-[a]`), as
/// iOS 7's view controllers offered them: the strip above the content and the strip below it.
/// The model takes them from the safe area of the format's superview (`|`): the top guide
/// runs from the view's top to the safe area's top, the bottom guide from the safe area's
/// bottom to the view's bottom, so `[topLayoutGuide]-[a]` gives
/// `a.top == VIEW.safeAreaLayoutGuide.top + 8`.
enum VisualFormatBarGuide: String, CaseIterable {
    case top = "topLayoutGuide"
    case bottom = "bottomLayoutGuide"

    static func resolve(_ reference: AttributeReference, owner: View, _ names: [String], at location: SourceLocation) throws(SyntaxError) -> AttributeReference {
        guard names.contains(reference.item), let guide = VisualFormatBarGuide(rawValue: reference.item) else { return reference }
        let safeArea = "\(owner.name).\(LayoutGuide.Role.safeArea.rawValue)"
        switch (guide, reference.attribute) {
        case (.top, .top): return AttributeReference(item: owner.name, attribute: .top)
        case (.top, .bottom): return AttributeReference(item: safeArea, attribute: .top)
        case (.bottom, .top): return AttributeReference(item: safeArea, attribute: .bottom)
        case (.bottom, .bottom): return AttributeReference(item: owner.name, attribute: .bottom)
        default:
            throw SyntaxError(message: "\(guide.rawValue) is a vertical guide: use it in a V: format, without a size",
                              found: "'\(guide.rawValue)'", at: location)
        }
    }
}

extension VisualFormatConstraint {
    /// The constraint with items named by a `let` name (or a `def` parameter) renamed to the
    /// view the name stands for.
    func renamingItems(_ aliases: [String: String]) -> VisualFormatConstraint {
        guard !aliases.isEmpty else { return self }
        var copy = self
        copy.equation = equation.mapItems { aliases[$0] ?? $0 }
        return copy
    }
}
