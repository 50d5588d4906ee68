import Layout
import ScriptSyntax
import SwiftSyntax

/// Values in the code: numbers (literals, the file's constants, arithmetic), strings, views
/// (the code's names and `self`'s), and the views the code makes.
extension SwiftLayoutReader {
    // MARK: - Numbers

    /// The number `expression` stands for: literals, `-x`, `+ - * /`, parentheses,
    /// `CGFloat(x)`, the file's constants (`padding`, `Layout.padding`); nil otherwise (said,
    /// unless `quiet`).
    func evaluateNumber(_ expression: ExprSyntax, depth: Int, quiet: Bool = false) -> Double? {
        guard depth < Self.maximumDepth else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" }).flatMap { $0.isFinite ? $0 : nil }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return evaluateNumber(prefix.expression, depth: depth + 1, quiet: quiet).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return evaluateNumber(only.expression, depth: depth + 1, quiet: quiet)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, ["CGFloat", "Double", "Float", "Int"].contains(call.calledExpression.trimmedDescription) {
            return evaluateNumber(argument.expression, depth: depth + 1, quiet: quiet)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return evaluateSequence(Array(sequence.elements), depth: depth + 1, quiet: quiet)
        }
        let text = expression.trimmedDescription
        if let value = sceneDimension(expression) { return value }
        if let value = screenDimension(text) {
            if !assumedDimensions.contains(text) {
                assumedDimensions.insert(text)
                let at = place(expression)
                plan.unknowns.append("'\(text)' (\(fileName):\(at.line):\(at.column)): the view controller's view is the window here, "
                                     + "so it is taken as the screen's \(formatPoints(value)) (screen WIDTH HEIGHT, then import again, for another)")
            }
            return value
        }
        if let known = numbers[text] ?? numbers[text.split(separator: ".").last.map(String.init) ?? ""],
            expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return known
        }
        return nil
    }

    /// `view.bounds.height` (`self.view.frame.size.width`, ...) in a view controller: the
    /// window's, which is the screen's.
    private func screenDimension(_ text: String) -> Double? {
        guard case .viewController = owner else { return nil }
        var parts = text.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 3, parts[0] == "view", ["bounds", "frame"].contains(parts[1]) else { return nil }
        let rest = parts.dropFirst(2).filter { $0 != "size" }
        switch rest.first {
        case "width" where rest.count == 1: return screenSize.width
        case "height" where rest.count == 1: return screenSize.height
        default: return nil
        }
    }

    /// `a + b * c`: swift-syntax leaves operators unfolded; `*` and `/` bind tighter.
    private func evaluateSequence(_ elements: [ExprSyntax], depth: Int, quiet: Bool) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var terms: [Double] = []
        var signs: [Double] = []
        var index = 0
        var sign = 1.0
        while index < elements.count {
            guard var value = evaluateNumber(elements[index], depth: depth, quiet: quiet) else { return nil }
            index += 1
            while index + 1 < elements.count, let op = elements[index].as(BinaryOperatorExprSyntax.self), ["*", "/"].contains(op.operator.text) {
                guard let right = evaluateNumber(elements[index + 1], depth: depth, quiet: quiet) else { return nil }
                if op.operator.text == "*" { value *= right } else {
                    guard right != 0 else { return nil }
                    value /= right
                }
                index += 2
            }
            terms.append(value)
            signs.append(sign)
            if index < elements.count {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self), ["+", "-"].contains(op.operator.text) else { return nil }
                sign = op.operator.text == "+" ? 1 : -1
                index += 1
            }
        }
        let result = zip(terms, signs).reduce(0) { $0 + $1.0 * $1.1 }
        return result.isFinite ? result : nil
    }

    /// A number the code gives, or 0 with an `unknown:` line naming the code, where it is and
    /// what the number is for (`for` says how to set it after the import).
    func number(_ expression: ExprSyntax, for purpose: String) -> (value: Double, unknown: String?) {
        if let value = evaluateNumber(expression, depth: 0) { return (value, nil) }
        let at = place(expression)
        var note = "'\(snippet(expression))' (\(fileName):\(at.line):\(at.column))"
        if let known = unknownValues[expression.trimmedDescription] {
            note += ", which is '\(known.0)' (\(fileName):\(known.1.line):\(known.1.column))"
        }
        return (0, note + " is not a number the code gives; 0 is taken for \(purpose)")
    }

    func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return strings[reference.baseName.text] }
            return nil
        }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return Self.unescaped(text)
    }

    /// A string literal's escapes (`\n`, `\"`, `\\`, `\t`) as the characters they stand for.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n", "r": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: - Views

    /// The scene name of the view `expression` names: a variable or property of the code
    /// (`title`, `self.title`), `self`, a cell's `contentView`, a view controller's `view`.
    func viewReference(_ expression: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return viewReference(unwrapped.expression, depth: depth + 1) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return viewReference(optional.expression, depth: depth + 1) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return viewNamed(reference.baseName.text, implicitSelf: true)
        }
        if expression.is(SuperExprSyntax.self) { return selfView() }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "tableHeaderView" || name == "tableFooterView" {
                // The scene's table's header (after `load`): `tableView.tableHeaderView`.
                guard let table = viewReference(base, depth: depth + 1) else { return nil }
                return sceneTableView(table, name)
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return viewNamed(name, implicitSelf: true)
            }
            // `self.view.titleLabel` and the like are not views of the code.
            return nil
        }
        return nil
    }

    private func viewNamed(_ name: String, implicitSelf: Bool) -> String? {
        if name == "self" { return selfView() }
        if let known = viewNames[name] { return known }
        switch owner {
        case .viewController where name == "view": return "window"
        case .view where name == "contentView": return selfView()
        default: break
        }
        // An outlet or a property the code does not make, named as a view of the scene (after
        // `load`): that view.
        guard let existing = existingView(name) else { return nil }
        viewNames[name] = existing
        plan.reused.append(existing)
        return existing
    }

    /// `header.bounds.size.width`, `box.frame.height` of a view the scene has: its size now,
    /// said once as an unknown (the code reads it at run time).
    func sceneDimension(_ expression: ExprSyntax) -> Double? {
        var parts = expression.trimmedDescription.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 3, ["bounds", "frame"].contains(parts[1]) else { return nil }
        let rest = parts.dropFirst(2).filter { $0 != "size" }
        guard rest.count == 1, let dimension = rest.first, dimension == "width" || dimension == "height",
            let view = viewNames[parts[0]] ?? existingView(parts[0]), let size = sceneSize(view) else { return nil }
        let value = dimension == "width" ? size.width : size.height
        let text = expression.trimmedDescription
        if assumedDimensions.insert(text).inserted {
            let at = place(expression)
            plan.unknowns.append("'\(text)' (\(fileName):\(at.line):\(at.column)) is read when the app runs: taken from the scene as it is now, "
                                 + "\(formatPoints(value))")
        }
        return value
    }

    /// The type's own view, made the first time the code names it.
    func selfView() -> String? {
        switch owner {
        case .none: return nil
        case .viewController: return "window"
        case .sceneView(let name, _):
            return name
        case .view(let name, let className):
            if let known = viewNames["self"] { return known }
            let sceneName = makeRootView(name: name, className: className)
            viewNames["self"] = sceneName
            return sceneName
        }
    }

    /// The type's own view: nothing in the code says its size, so it is the screen's width,
    /// its height left to its content, at the window's top left; an `unknown:` line says so.
    private func makeRootView(name: String, className: String) -> String {
        if let existing = existingView(name) {
            plan.reused.append(existing)
            views[existing] = KnownView(name: existing, className: className, isMade: true)
            return existing
        }
        let sceneName = freshName(name)
        plan.add("view \(sceneName)", at: (1, 1))
        parents[sceneName] = "window"
        plan.views.insert((sceneName, className), at: 0)
        views[sceneName] = KnownView(name: sceneName, className: className, isMade: true)
        for (index, equation) in ["\(sceneName).leading == window.leading", "\(sceneName).top == window.top",
                                  "\(sceneName).width == \(formatPoints(screenWidth))"].enumerated() {
            plan.add("constrain \(sceneName)Placement\(index + 1): \(equation)", at: (1, 1), constraintName: "\(sceneName)Placement\(index + 1)")
        }
        plan.unknowns.append("\(sceneName) (\(className), the type's own view): the code does not place it; it is at the window's top left, "
                             + "the screen's width (\(formatPoints(screenWidth))), its height its content's "
                             + "(\(sceneName)Placement1...3; remove them or set \(sceneName)Placement3.constant = WIDTH)")
        return sceneName
    }

    /// A name free in the scene and not given in this import: `name`, else `name2`, ...
    func freshName(_ name: String) -> String {
        var candidate = name
        var number = 2
        while !isAvailable(candidate) || given.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        given.insert(candidate)
        return candidate
    }

    /// The UIKit class a creation expression makes: `UILabel()`, `UIView(frame: ...)`,
    /// `UIStackView(arrangedSubviews: [...])`, `TitleLabel()`, `UIButton(type: .system)`.
    func createdViewClass(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression.trimmedDescription
        if called.hasSuffix(".init") { called = String(called.dropLast(5)) }
        guard called.first?.isUppercase == true, !called.contains(".") || called.hasPrefix("UIKit.") else { return nil }
        if called.hasPrefix("UIKit.") { called = String(called.dropFirst(6)) }
        if let declared = classes[called] {
            var base = declared
            var seen: Set<String> = [called]
            while let next = classes[base], !seen.contains(base) {
                seen.insert(base)
                base = next
            }
            return UIKitClass.of(base)
        }
        return UIKitClass.of(called)
    }

    /// Makes the view `let codeName = creation` makes, as `sceneName`; a view of the scene
    /// with that name (after `load`) is taken instead, and the code's constraints attach to it.
    func makeView(codeName: String, sceneName wanted: String, className: String, creation: ExprSyntax) {
        let at = place(creation)
        if className == "UILayoutGuide" {
            let name = freshName(wanted)
            viewNames[codeName] = name
            pendingGuides.insert(name)
            return
        }
        if let existing = existingView(wanted) {
            viewNames[codeName] = existing
            views[existing] = KnownView(name: existing, className: className, isMade: true)
            plan.reused.append(existing)
            return
        }
        let name = freshName(wanted)
        viewNames[codeName] = name
        views[name] = KnownView(name: name, className: className, isMade: true)
        plan.views.append((name, className))
        parents[name] = "window"
        guard let call = creation.as(FunctionCallExprSyntax.self) else { return }
        // UIKit's views made in code translate their frame (zero unless given) into constraints:
        // made, then given their frame and translation (not every creation command takes a frame).
        var frame: String?
        if let frameArgument = call.arguments.first(where: { $0.label?.text == "frame" }) {
            if let rect = rectangle(frameArgument.expression) { frame = rect } else {
                skip(frameArgument.expression, "a frame the import cannot compute; the view's frame is zero")
            }
        }
        defer {
            if let frame, frame != "(0, 0, 0, 0)" { plan.add("set \(name).frame = \(frame)", at: at) }
            plan.add("set \(name).translatesAutoresizingMaskIntoConstraints = true", at: at)
        }
        switch className {
        case "UILabel":
            plan.add("label \(name)", at: at)
        case "UIStackView":
            plan.add("stack \(name)", at: at)
            if let arranged = call.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression.as(ArrayExprSyntax.self) {
                arrange(arranged.elements.map(\.expression), in: name, index: nil, node: arranged)
            }
        case "UIButton":
            plan.add("button \(name) \"\"", at: at)
        case "UITextField":
            // UITextField's borderStyle is .none unless set (Apple's documentation of borderStyle).
            plan.add("textfield \(name) border=none", at: at)
        case "UIImageView":
            plan.add("image \(name)", at: at)
            if call.arguments.contains(where: { $0.label?.text == "image" }) {
                plan.unknowns.append("\(name) (UIImageView, \(fileName):\(at.line):\(at.column)): its image's size is not in the code; "
                                     + "it has none here. Set it: set \(name).imageSize = (W, H)")
            }
        case "UISegmentedControl":
            let titles = call.arguments.first(where: { $0.label?.text == "items" })?.expression.as(ArrayExprSyntax.self)?
                .elements.compactMap { stringLiteral($0.expression) } ?? []
            if titles.isEmpty {
                // The model's segmented control has at least one segment: a view of no size stands for one of none.
                plan.add("view \(name)", at: at)
                plan.warn(at, "\(name) is a UISegmentedControl without segments: a UIView here (insertSegment is not read)")
            } else {
                plan.add("segmented \(name) " + titles.map(ScriptLiteral.quoted).joined(separator: " "), at: at)
            }
        case "UISwitch": plan.add("switch \(name)", at: at)
        case "UISlider": plan.add("slider \(name)", at: at)
        case "UIStepper": plan.add("stepper \(name)", at: at)
        case "UIProgressView": plan.add("progress \(name)", at: at)
        case "UIActivityIndicatorView": plan.add("activity \(name)", at: at)
        case "UIDatePicker": plan.add("datepicker \(name)", at: at)
        case "UIPickerView": plan.add("picker \(name)", at: at)
        case "UIScrollView": plan.add("scrollview \(name)", at: at)
        case "UITableView": plan.add("table \(name)", at: at)
        default: plan.add("view \(name)", at: at)
        }
    }

    /// `CGRect(x: 0, y: 0, width: 320, height: 100)`, `.zero`: the script's `(X, Y, W, H)`.
    func rectangle(_ expression: ExprSyntax) -> String? {
        if [".zero", "CGRect.zero"].contains(expression.trimmedDescription) { return "(0, 0, 0, 0)" }
        guard let call = expression.as(FunctionCallExprSyntax.self), ["CGRect", ".init"].contains(call.calledExpression.trimmedDescription) else {
            return nil
        }
        let labels = call.arguments.map { $0.label?.text ?? "" }
        guard labels == ["x", "y", "width", "height"] else { return nil }
        let values = call.arguments.compactMap { evaluateNumber($0.expression, depth: 0) }
        guard values.count == 4, values[2] >= 0, values[3] >= 0 else { return nil }
        return "(" + values.map(formatPoints).joined(separator: ", ") + ")"
    }

    /// `arrange a b in stack [at N]`, for the views of `elements` the import knows.
    func arrange(_ elements: [ExprSyntax], in stack: String, index: Int?, node: some SyntaxProtocol) {
        var names: [String] = []
        for element in elements {
            guard let view = viewReference(element, depth: 0) else {
                let what = element.as(FunctionCallExprSyntax.self).map { "a view made by \($0.calledExpression.trimmedDescription), which is not a function of the file" }
                    ?? "not a view of the code"
                skip(element, "\(what): not arranged in \(stack)")
                continue
            }
            names.append(view)
        }
        guard !names.isEmpty else { return }
        plan.add("arrange \(names.joined(separator: " ")) in \(stack)" + (index.map { " at \($0)" } ?? ""), at: place(node))
        for name in names { parents[name] = stack }
    }
}
