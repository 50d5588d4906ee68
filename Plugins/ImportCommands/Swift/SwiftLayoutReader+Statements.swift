import Layout
import ScriptSyntax
import SwiftSyntax

/// Statements that change the tree or the views: `addSubview`, `addArrangedSubview`,
/// `addLayoutGuide`, assignments of the properties the model knows, hugging and compression
/// resistance, and activation of constraints.
extension SwiftLayoutReader {
    func readExpressionStatement(_ expression: ExprSyntax, work: inout WorkList) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                // `dotView = UIView()`, `firstNameTextField = textField()` (a property declared
                // without a value, made in an initializer): a view made as by `let`.
                if let name = assignedName(elements[0]), createdViewClass(elements[2]) != nil || factoryFunction(elements[2]) != nil {
                    readBinding(name: name, typeName: nil, value: elements[2], work: &work)
                    return
                }
                readAssignment(elements[0], elements[2])
                return
            }
            if elements.count > 3, elements.count % 2 == 1, elements[1].is(AssignmentExprSyntax.self) {
                // `c.priority = .required - 1`: the right side is the rest of the sequence, read as
                // one expression (detached from the file, so its place is its first element's).
                detachedPlace = place(elements[2])
                defer { detachedPlace = nil }
                readAssignment(elements[0], ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[2...])))))
                return
            }
            if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=",
                let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, constraintArrays[name] != nil {
                if let list = constraintList(elements[2], depth: 0) { constraintArrays[name, default: []] += list }
                else { skip(elements[2], "not constraints the import can read") }
                return
            }
            skip(expression, "an expression the import does not run")
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            skip(expression, "an expression the import does not run")
            return
        }
        readCall(call, work: &work)
    }

    private func readCall(_ call: FunctionCallExprSyntax, work: inout WorkList) {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if readCall(to: name, node: call, work: &work) { return }
            if let target = selfView(), readViewMethod(name, on: target, call) { return }
            skip(call, "a call to \(name), which is not a function of the file")
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            skip(call, "a call the import does not run")
            return
        }
        let method = member.declName.baseName.text
        let baseText = base.trimmedDescription
        if baseText == "NSLayoutConstraint", method == "activate" || method == "deactivate" {
            guard let argument = call.arguments.first?.expression else { return }
            guard let list = constraintList(argument, depth: 0) else {
                skip(argument, "not constraints the import can read")
                return
            }
            if method == "activate" { activate(list, from: argument) } else { deactivate(argument) }
            return
        }
        // `super.viewDidLoad()` and the like: UIKit's, nothing of the file's.
        if baseText == "super" { return }
        if baseText == "self", readCall(to: method, node: call, work: &work) { return }
        // SnapKit: `view.snp.makeConstraints { make in ... }`.
        if let snp = base.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp", let snapBase = snp.base {
            readSnapKit(method, on: snapBase, call)
            return
        }
        if let target = viewReference(base, depth: 0) ?? guideOwnerView(base), readViewMethod(method, on: target, call) { return }
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, constraintArrays[name] != nil, method.hasPrefix("append") {
            if let argument = call.arguments.first?.expression, let list = constraintList(argument, depth: 0) ?? constraintExpression(argument, depth: 0).map({ [$0] }) {
                constraintArrays[name, default: []] += list
            } else {
                skip(call, "not constraints the import can read")
            }
            return
        }
        if ["setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit"].contains(method) {
            return
        }
        if Self.ignoredMethods.contains(method) {
            plan.ignoredProperties[method + "()", default: 0] += 1
            return
        }
        skip(call, "a call the import does not run")
    }

    /// Methods of UIView (and UIStackView) the import runs on `target`; false for others.
    private func readViewMethod(_ method: String, on target: String, _ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        let at = place(call)
        switch method {
        case "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack":
            guard method == "addSubview" || method == "insertSubview" else { return true }
            guard let argument = arguments.first?.expression, let child = viewReference(argument, depth: 0) else {
                skip(call, "its view is not one the import knows")
                return true
            }
            if pendingGuides.contains(child) { return true }
            plan.add("move \(child) to \(target)", at: at)
            parents[child] = target
        case "addArrangedSubview":
            guard let argument = arguments.first?.expression else { return true }
            arrange([argument], in: target, index: nil, node: call)
        case "insertArrangedSubview":
            guard arguments.count == 2 else { return false }
            let index = evaluateNumber(arguments[1].expression, depth: 0).flatMap { $0 >= 0 && $0 < 10_000 ? Int(exactly: $0) : nil }
            guard let index else {
                skip(arguments[1].expression, "an index the import cannot compute: not arranged")
                return true
            }
            arrange([arguments[0].expression], in: target, index: index, node: call)
        case "addLayoutGuide":
            guard let argument = arguments.first?.expression, let guide = viewReference(argument, depth: 0), pendingGuides.contains(guide) else {
                skip(call, "its guide is not one the import knows")
                return true
            }
            pendingGuides.remove(guide)
            plan.add("guide \(guide) in \(target)", at: at)
        case "addConstraint", "addConstraints":
            guard let argument = arguments.first?.expression else { return true }
            if let list = constraintList(argument, depth: 0) {
                activate(list, from: argument)
            } else if let constraint = constraintExpression(argument, depth: 0) {
                activate(constraint)
            } else {
                skip(argument, "not constraints the import can read")
            }
        case "removeConstraint", "removeConstraints":
            guard let argument = arguments.first?.expression else { return true }
            deactivate(argument)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard arguments.count == 2, let axis = arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["horizontal", "vertical"].contains(axis) else {
                skip(call, "an axis the import cannot read")
                return true
            }
            guard let priority = priority(arguments[0].expression) else {
                skip(arguments[0].expression, "a priority the import cannot compute")
                return true
            }
            let property = method == "setContentHuggingPriority" ? "contentHuggingPriority" : "contentCompressionResistancePriority"
            plan.add("set \(target).\(property).\(axis) = \(priority)", at: at)
        case "setTitle":
            guard let title = arguments.first.flatMap({ stringLiteral($0.expression) }) else { return true }
            plan.add("set \(target).title = \(ScriptLiteral.quoted(title))", at: at)
        case "setCustomSpacing":
            guard arguments.count == 2, let spacing = evaluateNumber(arguments[0].expression, depth: 0),
                let after = viewReference(arguments[1].expression, depth: 0) else {
                skip(call, "a spacing the import cannot compute")
                return true
            }
            plan.add("spacing after \(after) \(formatPoints(spacing))", at: at)
        case "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit", "layoutSubviews":
            break
        default:
            return false
        }
        return true
    }

    /// Methods that say nothing of layout: counted with the properties layout does not use.
    static let ignoredMethods: Set<String> = [
        "addTarget", "addGestureRecognizer", "register", "setImage", "setTitleColor", "setBackgroundImage", "resignFirstResponder",
        "becomeFirstResponder", "reloadData", "addAction", "setAttributedTitle",
    ]

    /// `view.layoutMarginsGuide.snp...`: a guide's view, for calls on guides.
    private func guideOwnerView(_ expression: ExprSyntax) -> String? { nil }

    // MARK: - Assignments

    /// The properties the model knows, by their UIKit name, and the script's.
    static let viewProperties: [String: String] = [
        "translatesAutoresizingMaskIntoConstraints": "translatesAutoresizingMaskIntoConstraints", "isHidden": "hidden",
        "alpha": "alpha", "clipsToBounds": "clipsToBounds", "numberOfLines": "numberOfLines",
        "preferredMaxLayoutWidth": "preferredMaxLayoutWidth", "spacing": "spacing",
        "isLayoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
        "preservesSuperviewLayoutMargins": "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea": "insetsLayoutMarginsFromSafeArea", "rowHeight": "rowHeight",
        "estimatedRowHeight": "estimatedRowHeight", "adjustsFontForContentSizeCategory": "adjustsFontForContentSizeCategory",
    ]
    static let textProperties: Set<String> = ["text", "placeholder"]

    /// A property of UIKit's views the import reads or counts (an implicit `self.` is one).
    static func isViewProperty(_ name: String) -> Bool {
        viewProperties[name] != nil || textProperties.contains(name) || enumerationProperties.contains(name) || ignoredProperties.contains(name)
            || ["layoutMargins", "directionalLayoutMargins", "frame", "autoresizingMask", "tableHeaderView", "tableFooterView"].contains(name)
    }
    static let enumerationProperties: Set<String> = ["axis", "distribution", "alignment", "semanticContentAttribute", "borderStyle"]
    /// What views have that layout does not use: counted, not said one by one.
    static let ignoredProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "contentMode", "layer", "isUserInteractionEnabled", "isSecureTextEntry",
        "autocapitalizationType", "autocorrectionType", "textContentType", "tag", "isEnabled", "isSelected", "cornerCurve",
        "accessibilityIdentifier", "accessibilityLabel", "selectionStyle", "separatorStyle", "delegate", "dataSource", "lineBreakMode",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "isOpaque", "cornerRadius", "keyboardType", "returnKeyType",
        "attributedText", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "isScrollEnabled", "bounces", "alwaysBounceVertical", "font", "titleLabel", "imageView",
        "clearButtonMode", "spellCheckingType", "smartQuotesType", "smartDashesType", "inputView", "inputAccessoryView",
        "timeZone", "locale", "minimumDate", "maximumDate",
    ]

    /// `name` or `self.name`: the variable or property an assignment sets.
    private func assignedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    private func readAssignment(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
            if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, let number = evaluateNumber(value, depth: 0, quiet: true) {
                numbers[name] = number
                return
            }
            // `layoutMargins = .zero`, `selectionStyle = .none` in a view's own type: `self`'s
            // property, when it is one of UIKit's and not a variable of the code.
            if let reference = target.as(DeclReferenceExprSyntax.self), Self.isViewProperty(reference.baseName.text),
                viewNames[reference.baseName.text] == nil, owner.isView {
                let implicit = MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .keyword(.self)), name: reference.baseName)
                detachedPlace = place(target)
                defer { detachedPlace = nil }
                readAssignment(ExprSyntax(implicit), value)
                return
            }
            skip(target, "an assignment the import does not run")
            return
        }
        let property = member.declName.baseName.text
        let at = place(target)
        // A constraint's: `c.isActive = true`, `c.priority = .defaultHigh`, `c.identifier = "x"`, `c.constant = 8`.
        if ["isActive", "priority", "identifier", "constant"].contains(property), let handled = readConstraintAssignment(property, base, value) {
            if !handled { skip(target, "a constraint the import does not know") }
            return
        }
        guard let view = viewReference(base, depth: 0) else {
            if property == "isActive", base.is(FunctionCallExprSyntax.self) {
                skip(target, "a constraint the import cannot read (a view or an anchor of it is not one the import knows)")
                return
            }
            if let layer = base.as(MemberAccessExprSyntax.self), layer.declName.baseName.text == "layer" {
                plan.ignoredProperties["layer.\(property)", default: 0] += 1
                return
            }
            skip(target, "\(base.trimmedDescription) is not a view the import knows")
            return
        }
        if property == "font" {
            readFont(view, value, at: at)
            return
        }
        if property == "adjustsFontForContentSizeCategory", views[view]?.className ?? "UILabel" != "UILabel" {
            plan.ignoredProperties[property, default: 0] += 1
            return
        }
        if let name = Self.viewProperties[property] {
            if let bool = value.as(BooleanLiteralExprSyntax.self) {
                plan.add("set \(view).\(name) = \(bool.literal.tokenKind == .keyword(.true))", at: at)
            } else if property == "rowHeight", value.trimmedDescription.hasSuffix("automaticDimension") {
                plan.add("set \(view).rowHeight = automatic", at: at)
            } else if let number = evaluateNumber(value, depth: 0) {
                plan.add("set \(view).\(name) = \(formatPoints(number))", at: at)
            } else {
                let (_, unknown) = number(value, for: "\(view).\(name) (not set)")
                plan.unknowns.append(unknown ?? "")
            }
            return
        }
        if Self.textProperties.contains(property) {
            guard let text = stringLiteral(value) else {
                plan.unknowns.append("\(view).\(property): '\(snippet(value))' (\(fileName):\(at.line):\(at.column)) is not a string the code gives; "
                                     + "left as it was. Set it: set \(view).\(property) = \"...\"")
                return
            }
            plan.add("set \(view).\(property) = \(ScriptLiteral.quoted(text))", at: at)
            return
        }
        if Self.enumerationProperties.contains(property), let member = value.as(MemberAccessExprSyntax.self) {
            plan.add("set \(view).\(property) = \(member.declName.baseName.text)", at: at)
            return
        }
        switch property {
        case "frame":
            if let rect = rectangle(value) { plan.add("set \(view).frame = \(rect)", at: at) } else { skip(value, "a frame the import cannot compute") }
        case "layoutMargins", "directionalLayoutMargins":
            if let insets = insets(value) { plan.add("set \(view).\(property) = \(insets)", at: at) } else { skip(value, "insets the import cannot compute") }
        case "autoresizingMask":
            let masks = (value.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? [value]).compactMap {
                $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            let known = Set(AutoresizingMask.names.map(\.name))
            guard masks.allSatisfy(known.contains) else {
                skip(value, "an autoresizing mask the import cannot read")
                return
            }
            plan.add("set \(view).autoresizingMask = " + (masks.isEmpty ? "none" : masks.joined(separator: ", ")), at: at)
        case "tableHeaderView", "tableFooterView":
            if let header = viewReference(value, depth: 0) { plan.add("set \(view).\(property) = \(header)", at: at) }
            else if value.is(NilLiteralExprSyntax.self) { plan.add("set \(view).\(property) = nil", at: at) }
            else { skip(value, "not a view the import knows") }
        case "image":
            // The image's size is the view's intrinsic size, and the code does not say it.
            if noted.insert("image of \(view)").inserted {
                plan.unknowns.append("\(view): its image's size is not in the code (\(fileName):\(at.line):\(at.column)); it has none here. "
                                     + "Set it: set \(view).imageSize = (W, H)")
            }
        default:
            if Self.ignoredProperties.contains(property) {
                plan.ignoredProperties[property, default: 0] += 1
            } else {
                skip(target, "\(property) is not a property the model has")
            }
        }
    }

    /// `.systemFont(ofSize: 15)`, `UIFont.boldSystemFont(ofSize:)`, `.preferredFont(forTextStyle: .body)`.
    private func readFont(_ view: String, _ value: ExprSyntax, at: (line: Int, column: Int)) {
        guard let call = value.as(FunctionCallExprSyntax.self), let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let argument = call.arguments.first else {
            skip(value, "a font the import cannot read; the label keeps 17 pt")
            return
        }
        switch method {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont":
            guard let size = evaluateNumber(argument.expression, depth: 0) else {
                skip(argument.expression, "a font size the import cannot compute; the label keeps 17 pt")
                return
            }
            plan.add("set \(view).fontSize = \(formatPoints(size))", at: at)
            // `systemFont(ofSize:weight:)`'s weight, and bold's: the model measures them.
            let weightArgument = call.arguments.first { $0.label?.text == "weight" }
            if let weight = weightArgument?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               FontWeight(rawValue: weight) != nil {
                plan.add("set \(view).weight = \(weight)", at: at)
            } else if method == "boldSystemFont" {
                plan.add("set \(view).weight = bold", at: at)
            } else if method != "systemFont" || weightArgument != nil {
                plan.warn(at, "\(view)'s font is \(method) (\(value.trimmedDescription)): measured with the regular system font's widths")
            }
        case "preferredFont":
            // The model's text styles carry Apple's sizes at every category (TextStyle).
            guard let style = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, TextStyle(rawValue: style) != nil else {
                skip(argument.expression, "a text style the import does not know; the label keeps 17 pt")
                return
            }
            guard views[view]?.className ?? "UILabel" != "UILabel", let textStyle = TextStyle(rawValue: style) else {
                plan.add("set \(view).textStyle = \(style)", at: at)
                return
            }
            // The model's text style is a label's; another view (a text field) takes the
            // style's size at the default category, and does not follow Dynamic Type.
            let size = textStyle.pointSize(at: .default)
            plan.add("set \(view).fontSize = \(formatPoints(size))", at: at)
            if noted.insert("text style at \(at.line):\(at.column)").inserted {
                let className = views[view]?.className ?? "view"
                plan.warn(at, "a \(className)'s font is the \(style) text style: \(formatPoints(size)) pt here, the size at the default "
                          + "category (only a label follows Dynamic Type in the model)")
            }
        default:
            skip(value, "a font the import cannot read; the label keeps 17 pt")
        }
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, `.zero`.
    private func insets(_ expression: ExprSyntax) -> String? {
        if [".zero", "UIEdgeInsets.zero", "NSDirectionalEdgeInsets.zero"].contains(expression.trimmedDescription) { return "(0, 0, 0, 0)" }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "" }
        guard labels == ["top", "left", "bottom", "right"] || labels == ["top", "leading", "bottom", "trailing"] else { return nil }
        let values = call.arguments.compactMap { evaluateNumber($0.expression, depth: 0) }
        guard values.count == 4 else { return nil }
        return "(" + values.map(formatPoints).joined(separator: ", ") + ")"
    }

    /// `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, `UILayoutPriority(999)`,
    /// `UILayoutPriority(rawValue: 999)`, `.required - 1`, a number: a whole 1...1000.
    func priority(_ expression: ExprSyntax) -> Int? {
        let named: [String: Double] = ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
                                       "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
                                       "high": 750, "low": 250, "medium": 500]
        var value: Double?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            value = named[member.declName.baseName.text]
        } else if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("LayoutPriority")
                    || call.calledExpression.trimmedDescription == ".init", let argument = call.arguments.first {
            value = evaluateNumber(argument.expression, depth: 0)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), let base = priority(elements[0]).map(Double.init),
                let offset = evaluateNumber(elements[2], depth: 0) {
                value = op.operator.text == "-" ? base - offset : op.operator.text == "+" ? base + offset : nil
            }
        } else {
            value = evaluateNumber(expression, depth: 0)
        }
        guard let value, value >= 1, value <= 1000, let whole = Int(exactly: value.rounded()) else { return nil }
        return whole
    }
}
