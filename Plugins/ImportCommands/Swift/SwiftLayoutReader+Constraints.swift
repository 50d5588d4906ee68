import ConstraintSyntax
import Layout
import ScriptSyntax
import Solver
import SwiftSyntax

/// Constraints in the code: anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor,
/// constant: 8)`, dimensions with `multiplier:` and `equalToConstant:`, system spacing),
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, and their
/// activation, priorities and identifiers.
extension SwiftLayoutReader {
    static let anchorAttributes: [String: LayoutAttribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "trailingAnchor": .trailing,
        "leftAnchor": .left, "rightAnchor": .right, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]
    static let guideNames: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide"]

    /// The item an anchor belongs to: a view (`title`), a view's guide
    /// (`view.safeAreaLayoutGuide`), or a guide the code made.
    func anchorItem(_ expression: ExprSyntax) -> String? {
        if let view = viewReference(expression, depth: 0) { return view }
        if let member = expression.as(MemberAccessExprSyntax.self), Self.guideNames.contains(member.declName.baseName.text) {
            let base = member.base.flatMap { viewReference($0, depth: 0) } ?? selfView()
            return base.map { "\($0).\(member.declName.baseName.text)" }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), Self.guideNames.contains(reference.baseName.text) {
            return selfView().map { "\($0).\(reference.baseName.text)" }
        }
        return nil
    }

    /// `x.topAnchor` as an anchor.
    func anchor(_ expression: ExprSyntax) -> LayoutAnchor<String>? {
        if let member = expression.as(MemberAccessExprSyntax.self), let attribute = Self.anchorAttributes[member.declName.baseName.text] {
            guard let base = member.base else { return nil }
            return anchorItem(base).map { LayoutAnchor(item: $0, attribute: attribute) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let attribute = Self.anchorAttributes[reference.baseName.text],
            let item = selfView() {
            return LayoutAnchor(item: item, attribute: attribute)
        }
        return nil
    }

    /// A constraint `expression` makes (an anchor's `constraint(...)`, `NSLayoutConstraint(item: ...)`),
    /// or the one a name holds.
    func constraintExpression(_ expression: ExprSyntax, depth: Int) -> PendingConstraint? {
        guard depth < Self.maximumDepth else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return pendingConstraints[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return pendingConstraints[member.declName.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive" { return nil }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.trimmedDescription == "NSLayoutConstraint" { return itemConstraint(call) }
        // `.withPriority(...)`-like helpers are the app's: not read.
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        guard method == "constraint" || method.hasPrefix("constraint"), let first = anchor(base) else { return nil }
        var relation = Relation.equal
        var second: LayoutAnchor<String>?
        var constant = 0.0
        var multiplier = 1.0
        var spacing: SystemSpacingForm?
        var unknown: String?
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual)]
            if let (prefix, found) = relations.first(where: { label.hasPrefix($0.0) }) {
                relation = found
                let rest = label.dropFirst(prefix.count)
                if rest == "Constant" {
                    let (value, note) = number(argument.expression, for: "the constant of \(first.item).\(first.attribute)")
                    constant = value
                    unknown = unknown ?? note
                } else if rest == "SystemSpacingAfter" || rest == "SystemSpacingBelow" {
                    guard let other = anchor(argument.expression) else { return nil }
                    second = other
                    spacing = SystemSpacingForm(below: rest == "SystemSpacingBelow", multiplier: 1)
                } else if rest.isEmpty {
                    guard let other = anchor(argument.expression) else { return nil }
                    second = other
                } else {
                    return nil
                }
            } else if label == "constant" {
                let (value, note) = number(argument.expression, for: "the constant of \(first.item).\(first.attribute)")
                constant = value
                unknown = unknown ?? note
            } else if label == "multiplier" {
                let (value, note) = number(argument.expression, for: "the multiplier of \(first.item).\(first.attribute)")
                if spacing != nil { spacing = SystemSpacingForm(below: spacing?.below ?? false, multiplier: value) } else { multiplier = value }
                unknown = unknown ?? note
            } else {
                return nil
            }
        }
        if second == nil, multiplier != 1 { return nil }
        let equation = ConstraintEquation(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant)
        return PendingConstraint(equation: equation, systemSpacing: spacing, identifier: nil, place: place(call), unknownNote: unknown)
    }

    /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)`.
    private func itemConstraint(_ call: FunctionCallExprSyntax) -> PendingConstraint? {
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }) == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"],
            let firstItem = anchorItem(arguments[0].expression),
            let firstAttribute = attribute(arguments[1].expression), let relation = relation(arguments[2].expression) else { return nil }
        var second: LayoutAnchor<String>?
        if !arguments[3].expression.is(NilLiteralExprSyntax.self) {
            guard let item = anchorItem(arguments[3].expression), let attribute = attribute(arguments[4].expression) else { return nil }
            second = LayoutAnchor(item: item, attribute: attribute)
        }
        let (multiplier, note1) = number(arguments[5].expression, for: "the multiplier of \(firstItem).\(firstAttribute)")
        let (constant, note2) = number(arguments[6].expression, for: "the constant of \(firstItem).\(firstAttribute)")
        let equation = ConstraintEquation(first: LayoutAnchor(item: firstItem, attribute: firstAttribute), relation: relation, second: second,
                                          multiplier: second == nil ? 1 : multiplier, constant: constant)
        return PendingConstraint(equation: equation, systemSpacing: nil, identifier: nil, place: place(call), unknownNote: note1 ?? note2)
    }

    private func attribute(_ expression: ExprSyntax) -> LayoutAttribute? {
        guard let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return LayoutAttribute(rawValue: name).flatMap { LayoutAttribute.userAttributes.contains($0) ? $0 : nil }
    }

    private func relation(_ expression: ExprSyntax) -> Relation? {
        switch expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "equal": .equal
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: nil
        }
    }

    /// Constraints `expression` holds: an array literal of constraint expressions (and arrays),
    /// an array variable, VFL's `constraints(withVisualFormat:...)`, or `a + b`.
    func constraintList(_ expression: ExprSyntax, depth: Int) -> [PendingConstraint]? {
        guard depth < Self.maximumDepth else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constraintArrays[reference.baseName.text] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var list: [PendingConstraint] = []
            for element in array.elements {
                if let one = constraintExpression(element.expression, depth: depth + 1) { list.append(one) }
                else if let many = constraintList(element.expression, depth: depth + 1) { list += many }
                else { skip(element.expression, "not a constraint the import can read") }
            }
            return list
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var list: [PendingConstraint] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let part = constraintList(element, depth: depth + 1) else { return nil }
                list += part
            }
            return list
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constraints", call.arguments.first?.label?.text == "withVisualFormat" {
            return visualFormat(call)
        }
        return nil
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: m, views: v)`,
    /// read with the program's one VFL grammar; `|` is the superview of the format's first view.
    private func visualFormat(_ call: FunctionCallExprSyntax) -> [PendingConstraint]? {
        var format: String?
        var viewsByKey: [String: String] = [:]
        var metrics: [String: Double] = [:]
        var options = VisualFormatOptions()
        for argument in call.arguments {
            switch argument.label?.text {
            case "withVisualFormat": format = stringLiteral(argument.expression)
            case "views":
                if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text { viewsByKey = viewDictionaries[name] ?? [:] }
                else if let dictionary = argument.expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
                    for element in elements {
                        if let key = stringLiteral(element.key), let view = viewReference(element.value, depth: 0) { viewsByKey[key] = view }
                    }
                }
            case "metrics":
                if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text { metrics = metricDictionaries[name] ?? [:] }
                else if let dictionary = argument.expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
                    for element in elements {
                        guard let key = stringLiteral(element.key) else { continue }
                        let (value, note) = number(element.value, for: "the metric \(key)")
                        metrics[key] = value
                        if let note { plan.unknowns.append(note) }
                    }
                }
            case "options":
                var names: [VisualFormatOption] = []
                let text = argument.expression.trimmedDescription
                for option in VisualFormatOption.allCases where text.contains(option.rawValue.prefix(1).uppercased() + option.rawValue.dropFirst())
                    || text.contains("." + option.rawValue) {
                    names.append(option)
                }
                options = VisualFormatOptions(names)
            default:
                break
            }
        }
        guard let format else {
            skip(call, "a visual format that is not a string literal")
            return []
        }
        let at = place(call)
        let constraints: [VisualFormatConstraint]
        do throws(SyntaxError) {
            constraints = try VisualFormat.constraints(format, options: options, metrics: metrics, views: Set(viewsByKey.keys), superview: "|")
        } catch {
            plan.warn(at, "skipped the visual format \"\(format)\": \(error.message)")
            return []
        }
        // `|` is the superview of the views the format names: the first one's, as UIKit takes it.
        let superview = constraints.lazy.flatMap(\.equation.items).first { $0 != "|" }.flatMap { viewsByKey[$0] }.flatMap(parent(of:))
        var list: [PendingConstraint] = []
        for constraint in constraints {
            let equation = constraint.equation.compactMapItems { key -> String? in key == "|" ? superview : viewsByKey[key] }
            guard let equation else {
                plan.warn(at, "skipped '\(constraint.description)' of \"\(format)\": a view of it is not one the code names, "
                          + "or '|' has no superview the import knows")
                continue
            }
            list.append(PendingConstraint(equation: equation, systemSpacing: nil, identifier: nil, place: at, unknownNote: nil))
        }
        return list
    }

    /// The superview of a view: as the code placed it, else as the scene has it.
    func parent(of view: String) -> String? { parents[view] ?? sceneParent(view) }

    // MARK: - Activation

    /// Makes `constraint` in the scene: `constrain [NAME:] EQUATION`.
    /// Activates the constraints of `list`, named after the array variable that holds them
    /// when one does (`widths`, or `widths1`, `widths2`, ...), so a later `removeConstraints`
    /// finds them.
    func activate(_ list: [PendingConstraint], from expression: ExprSyntax) {
        guard let variable = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, constraintArrays[variable] != nil else {
            for constraint in list { activate(constraint) }
            return
        }
        var names: [String] = []
        for (index, constraint) in list.enumerated() {
            if constraint.codeName != nil {
                activate(constraint)
                continue
            }
            let name = freshName(list.count == 1 ? variable : "\(variable)\(index + 1)")
            names.append(name)
            activate(constraint, name: name)
        }
        madeArrays[variable] = names
    }

    func activate(_ constraint: PendingConstraint, name: String? = nil) {
        if let code = constraint.codeName, pendingConstraints[code] != nil {
            pendingConstraints[code] = nil
            let fresh = freshName(code)
            madeConstraints[code] = fresh
            activateNamed(constraint, name: fresh)
            return
        }
        var text = "constrain "
        var constraintName = name
        if constraintName == nil, constraint.unknownNote != nil || constraint.identifier != nil {
            let attribute = constraint.equation.first.attribute.rawValue
            constraintName = freshName((constraint.equation.first.item.split(separator: ".").first.map(String.init) ?? "c")
                + attribute.prefix(1).uppercased() + attribute.dropFirst())
        }
        if let given = constraintName {
            let fresh = given
            constraintName = fresh
            text += "\(fresh): "
        }
        text += equationText(constraint)
        plan.add(text, at: constraint.place, constraintName: constraintName)
        if let identifier = constraint.identifier, let constraintName {
            plan.add("set \(constraintName).identifier = \(ScriptLiteral.quoted(identifier))", at: constraint.place)
        }
        if let note = constraint.unknownNote {
            plan.unknowns.append(note + (constraintName.map { " (set \($0).constant = VALUE)" } ?? ""))
        }
    }

    func equationText(_ constraint: PendingConstraint) -> String {
        let equation = constraint.equation
        var text = "\(equation.first.item).\(equation.first.attribute) \(equation.relation) "
        if let second = equation.second {
            if let spacing = constraint.systemSpacing {
                text += "systemSpacing(\(spacing.below ? "below" : "after"): \(second.item).\(second.attribute)"
                text += spacing.multiplier == 1 ? ")" : ", multiplier: \(formatPoints(spacing.multiplier)))"
                return text + priorityText(equation)
            }
            if equation.multiplier != 1 { text += "\(formatPoints(equation.multiplier)) * " }
            text += "\(second.item).\(second.attribute)"
            if equation.constant > 0 { text += " + \(formatPoints(equation.constant))" }
            if equation.constant < 0 { text += " - \(formatPoints(-equation.constant))" }
        } else {
            text += formatPoints(equation.constant)
        }
        return text + priorityText(equation)
    }

    private func priorityText(_ equation: ConstraintEquation<String>) -> String {
        equation.priority.isRequired ? "" : " @\(equation.priority.value)"
    }

    func deactivate(_ expression: ExprSyntax) {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let names = madeConstraints[name].map { [$0] } ?? madeArrays[name] ?? (sceneHasConstraint(name) ? [name] : [])
                + (1...1000).lazy.map { "\(name)\($0)" }.prefix { self.sceneHasConstraint($0) }
            if !names.isEmpty {
                plan.add("deactivate \(names.joined(separator: " "))", at: place(expression))
                return
            }
        }
        skip(expression, "a constraint the import did not make: nothing to deactivate")
    }

    /// `c.isActive = true`, `c.priority = ...`, `c.identifier = ...`, `c.constant = ...`;
    /// nil when `base` is no constraint (a view's property of the same name).
    func readConstraintAssignment(_ property: String, _ base: ExprSyntax, _ value: ExprSyntax) -> Bool? {
        let codeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        let at = place(base)
        if let codeName, let made = madeConstraints[codeName] {
            switch property {
            case "isActive": plan.add("set \(made).active = \(value.trimmedDescription == "true")", at: at)
            case "priority":
                guard let priority = priority(value) else { return false }
                plan.add("set \(made).priority = \(priority)", at: at)
            case "identifier":
                guard let text = stringLiteral(value) else { return false }
                plan.add("set \(made).identifier = \(ScriptLiteral.quoted(text))", at: at)
            default:
                let (number, note) = number(value, for: "the constant of \(made) (left as it was)")
                if note == nil { plan.add("set \(made).constant = \(formatPoints(number))", at: at) } else { plan.unknowns.append(note ?? "") }
            }
            return true
        }
        if let codeName, var pending = pendingConstraints[codeName] {
            switch property {
            case "isActive":
                guard value.trimmedDescription == "true" else { return true }
                pendingConstraints[codeName] = nil
                let name = freshName(codeName)
                madeConstraints[codeName] = name
                activateNamed(pending, name: name)
            case "priority":
                guard let priority = priority(value), let level = Priority(priority) else { return false }
                pending.equation.priority = level
                pendingConstraints[codeName] = pending
            case "identifier":
                pending.identifier = stringLiteral(value)
                pendingConstraints[codeName] = pending
            default:
                let (number, note) = number(value, for: "the constant of \(codeName)")
                pending.equation.constant = number
                pending.unknownNote = pending.unknownNote ?? note
                pendingConstraints[codeName] = pending
            }
            return true
        }
        // An anchor expression activated in place: `a.topAnchor.constraint(...).isActive = true`.
        if property == "isActive", let constraint = constraintExpression(base, depth: 0) {
            if value.trimmedDescription == "true" { activate(constraint) }
            return true
        }
        if property == "priority" || property == "identifier" || property == "constant" || property == "isActive" {
            return viewReference(base, depth: 0) == nil && codeName != nil ? false : nil
        }
        return nil
    }

    /// A stored constraint activated under its code name.
    private func activateNamed(_ constraint: PendingConstraint, name: String) {
        let text = "constrain \(name): " + equationText(constraint)
        plan.add(text, at: constraint.place, constraintName: name)
        if let identifier = constraint.identifier { plan.add("set \(name).identifier = \(ScriptLiteral.quoted(identifier))", at: constraint.place) }
        if let note = constraint.unknownNote { plan.unknowns.append(note + " (set \(name).constant = VALUE)") }
    }
}
