import Layout
import Solver
import SwiftSyntax

/// SnapKit's common forms, inside `view.snp.makeConstraints { make in ... }` (or
/// `remakeConstraints`): `make.top.equalToSuperview().offset(16)`,
/// `make.leading.trailing.equalTo(other).inset(8)`, `make.top.equalTo(other.snp.bottom)`,
/// `make.edges.equalToSuperview()`, `make.height.equalTo(44)`, `make.width.equalTo(other).multipliedBy(0.5)`,
/// `make.center.equalToSuperview()`, `.priority(750)`, `.priority(.high)`. As SnapKit does,
/// `makeConstraints` turns the view's `translatesAutoresizingMaskIntoConstraints` off; `edges`
/// are top, left, bottom and right (SnapKit's `ConstraintAttributes.edges`), and `inset` moves
/// the far edges in (a negative constant on bottom, right, trailing; twice on a size).
extension SwiftLayoutReader {
    static let snapAttributes: [String: [LayoutAttribute]] = [
        "top": [.top], "bottom": [.bottom], "leading": [.leading], "trailing": [.trailing], "left": [.left], "right": [.right],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "firstBaseline": [.firstBaseline], "lastBaseline": [.lastBaseline],
        "edges": [.top, .left, .bottom, .right], "directionalEdges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom], "directionalHorizontalEdges": [.leading, .trailing],
        "size": [.width, .height], "center": [.centerX, .centerY],
        "topMargin": [.topMargin], "bottomMargin": [.bottomMargin], "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
    ]

    func readSnapKit(_ method: String, on base: ExprSyntax, _ call: FunctionCallExprSyntax) {
        guard method == "makeConstraints" || method == "remakeConstraints" else {
            skip(call, "SnapKit's \(method) changes constraints made elsewhere: not read")
            return
        }
        guard let view = viewReference(base, depth: 0), let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            skip(call, "its view is not one the import knows")
            return
        }
        let parameter = closure.signature?.parameterClause.map { clause -> String in
            switch clause {
            case .simpleInput(let list): return list.first?.name.text ?? "make"
            case .parameterClause(let parameters): return parameters.parameters.first?.firstName.text ?? "make"
            }
        } ?? "$0"
        plan.add("set \(view).translatesAutoresizingMaskIntoConstraints = false", at: place(call))
        for statement in closure.statements {
            guard case .expr(let expression) = statement.item else {
                skip(statement, "not a SnapKit constraint")
                continue
            }
            if !readSnapConstraint(expression, view: view, make: parameter) {
                skip(expression, "a SnapKit form the import does not read")
            }
        }
    }

    /// One `make.ATTRIBUTES.RELATION(TARGET).MODIFIERS` line.
    private func readSnapConstraint(_ expression: ExprSyntax, view: String, make: String) -> Bool {
        // The chain, outermost last: (name, arguments).
        var links: [(name: String, arguments: LabeledExprListSyntax?)] = []
        var current = expression
        while links.count < Self.maximumDepth {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                links.append((member.declName.baseName.text, call.arguments))
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                links.append((member.declName.baseName.text, nil))
                current = base
            } else {
                break
            }
        }
        guard current.trimmedDescription == make else { return false }
        links.reverse()
        var attributes: [LayoutAttribute] = []
        var index = 0
        while index < links.count, links[index].arguments == nil, let found = Self.snapAttributes[links[index].name] {
            attributes += found
            index += 1
        }
        guard !attributes.isEmpty, index < links.count, let targetArguments = links[index].arguments else { return false }
        let relationName = links[index].name
        let relation: Relation
        let toSuperview = relationName.hasSuffix("Superview")
        switch relationName.replacingOccurrences(of: "Superview", with: "") {
        case "equalTo": relation = .equal
        case "greaterThanOrEqualTo": relation = .greaterThanOrEqual
        case "lessThanOrEqualTo": relation = .lessThanOrEqual
        default: return false
        }
        var targetItem: String?
        var targetAttribute: LayoutAttribute?
        var constants: [LayoutAttribute: Double] = [:]
        if toSuperview {
            guard let parent = parent(of: view) else { return false }
            targetItem = parent
        } else if let argument = targetArguments.first?.expression {
            if let number = evaluateNumber(argument, depth: 0) {
                for attribute in attributes { constants[attribute] = number }
                if !attributes.allSatisfy(\.isSize) { targetItem = parent(of: view) }
            } else if let size = argument.as(FunctionCallExprSyntax.self), size.calledExpression.trimmedDescription == "CGSize",
                size.arguments.count == 2, let width = evaluateNumber(size.arguments.first?.expression ?? argument, depth: 0),
                let height = size.arguments.last.flatMap({ evaluateNumber($0.expression, depth: 0) }) {
                constants[.width] = width
                constants[.height] = height
            } else if let snap = argument.as(MemberAccessExprSyntax.self), let snapBase = snap.base?.as(MemberAccessExprSyntax.self),
                snapBase.declName.baseName.text == "snp", let owner = snapBase.base, let attribute = Self.snapAttributes[snap.declName.baseName.text]?.first {
                guard let item = anchorItem(owner) else { return false }
                targetItem = item
                targetAttribute = attribute
            } else if let item = anchorItem(argument) {
                targetItem = item
            } else {
                return false
            }
        }
        var multiplier = 1.0
        var priority = Priority.required
        for link in links[(index + 1)...] {
            let argument = link.arguments?.first?.expression
            switch link.name {
            case "offset":
                guard let argument, let value = evaluateNumber(argument, depth: 0) else { return false }
                for attribute in attributes { constants[attribute, default: 0] += value }
            case "inset":
                guard let argument, let value = evaluateNumber(argument, depth: 0) else { return false }
                for attribute in attributes {
                    switch attribute {
                    case .top, .left, .leading, .topMargin, .leftMargin, .leadingMargin: constants[attribute, default: 0] += value
                    case .bottom, .right, .trailing, .bottomMargin, .rightMargin, .trailingMargin: constants[attribute, default: 0] -= value
                    case .width, .height: constants[attribute, default: 0] -= 2 * value
                    default: break
                    }
                }
            case "multipliedBy", "dividedBy":
                guard let argument, let value = evaluateNumber(argument, depth: 0), value != 0 else { return false }
                multiplier = link.name == "multipliedBy" ? value : 1 / value
            case "priority":
                guard let argument, let value = self.priority(argument), let level = Priority(value) else { return false }
                priority = level
            case "labeled":
                break
            default:
                return false
            }
        }
        for attribute in attributes {
            let second = targetItem.map { LayoutAnchor(item: $0, attribute: targetAttribute ?? attribute) }
            let equation = ConstraintEquation(first: LayoutAnchor(item: view, attribute: attribute), relation: relation, second: second,
                                              multiplier: second == nil ? 1 : multiplier, constant: constants[attribute] ?? 0, priority: priority)
            activate(PendingConstraint(equation: equation, systemSpacing: nil, identifier: nil, place: place(expression), unknownNote: nil))
        }
        return true
    }
}
