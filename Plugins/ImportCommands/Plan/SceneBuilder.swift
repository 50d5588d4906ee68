import Commands
import Layout
import Solver

/// Makes what an ``ImportPlan`` says in the scene, through the scene's own API (every change
/// is journaled, so a failing import is rolled back whole by the shell).
///
/// Views first, parents before children, then the constraints in the order the text listed
/// them, so that the engine meets a conflict where UIKit met it: when its last constraint
/// comes in. A piece the model refuses (a pairing it cannot make) is left out with a warning;
/// the rest is still made.
struct SceneBuilder {
    let scene: Scene
    var views: [String: View] = [:]
    var constraints: [String: LayoutConstraint] = [:]
    var warnings: [ImportWarning] = []
    /// The next number to try after each constraint name already given (`viewTop2`, ...), so
    /// a log of many alike constraints is named in linear time.
    private var nextNameNumber: [String: Int] = [:]

    init(scene: Scene) {
        self.scene = scene
        views[ImportPlan.windowKey] = scene.window
    }

    mutating func build(_ plan: ImportPlan) {
        // The text's window is the model's: the screen takes the size the text gives it.
        if let screen = plan.screen { scene.setScreen(screen) }
        // Ctrl-C stops it; the shell rolls back what was made (see ``ImportRun``).
        for planned in plan.views {
            if Cancellation.isRequested { return }
            makeView(planned, plan: plan)
        }
        for planned in plan.constraints {
            if Cancellation.isRequested { return }
            makeConstraint(planned)
        }
    }

    private mutating func warn(_ line: Int, _ column: Int, _ message: String) {
        warnings.append(ImportWarning(line: line, column: column, message: message))
    }

    private mutating func makeView(_ planned: ImportPlan.PlannedView, plan: ImportPlan) {
        let source = planned.source
        let parent = planned.parent.flatMap { views[$0] } ?? scene.window
        if planned.isModelsWindow {
            views[planned.key] = scene.window
            return
        }
        do throws(LayoutError) {
            if source.isGuide {
                if let role = planned.guideRole {
                    views[planned.key] = try scene.layoutGuide(role, of: parent)
                } else {
                    views[planned.key] = try scene.addLayoutGuide(named: planned.name, to: parent,
                                                                  isSpacer: source.className == "_UILayoutSpacer")
                }
                return
            }
            let view = Self.makeImportedView(planned)
            if let marked = source.ambiguity { Self.setReportedAmbiguity(marked.compactMap(ImportPlan.attribute), of: view) }
            // Another window over the app's (the keyboard's): the screen's size unless the text says.
            view.translatesAutoresizingMaskIntoConstraints = planned.translatesAutoresizingMask || planned.isWindow
            if let frame = source.frame {
                view.frame = Rect(x: frame.x, y: frame.y, width: max(0, frame.width), height: max(0, frame.height))
            } else if planned.isWindow {
                view.frame = scene.screen.bounds
            }
            if let mask = source.autoresizingMask { view.autoresizingMask = Self.mask(recursiveDescription: mask) }
            else if let mask = planned.printedMask { view.autoresizingMask = mask }
            view.isHidden = source.isHidden
            view.clipsToBounds = source.clipsToBounds
            if let alpha = source.alpha { view.alpha = min(1, max(0, alpha)) }
            if !source.intrinsicSize.isEmpty {
                view.setCustomIntrinsicContentSize(Size(width: source.intrinsicSize["width"] ?? View.noIntrinsicMetric,
                                                        height: source.intrinsicSize["height"] ?? View.noIntrinsicMetric))
            }
            var hugging = view.contentHuggingPriority
            var resistance = view.contentCompressionResistancePriority
            for (axis, value) in source.hugging.sorted(by: { $0.key < $1.key }) {
                if axis == "width" { hugging.horizontal = Priority(value) ?? hugging.horizontal } else { hugging.vertical = Priority(value) ?? hugging.vertical }
            }
            for (axis, value) in source.compressionResistance.sorted(by: { $0.key < $1.key }) {
                if axis == "width" { resistance.horizontal = Priority(value) ?? resistance.horizontal } else { resistance.vertical = Priority(value) ?? resistance.vertical }
            }
            view.contentHuggingPriority = hugging
            view.contentCompressionResistancePriority = resistance
            if !planned.margins.isEmpty {
                var margins = view.layoutMargins
                for (side, value) in planned.margins {
                    switch side {
                    case .top: margins.top = value
                    case .bottom: margins.bottom = value
                    case .left, .leading: margins.left = value
                    case .right, .trailing: margins.right = value
                    default: break
                    }
                }
                view.layoutMargins = margins
                // A log prints the margins constraints measured from, safe area included:
                // they are the effective ones, so none is added again.
                view.insetsLayoutMarginsFromSafeArea = false
            }
            try scene.add(view, to: parent)
            views[planned.key] = view
        } catch {
            warn(source.firstLine, 1, "\(planned.name) was not made: \(error)")
        }
    }

    /// The view for the text's: a scroll view when its description prints a content offset or
    /// size (only a `UIScrollView` prints them: a table, a collection view, a text view), which
    /// keeps both as printed; else a plain view printing the text's class.
    static func makeImportedView(_ planned: ImportPlan.PlannedView) -> View {
        let source = planned.source
        let className = source.className ?? "UIView"
        guard source.contentOffset != nil || source.contentSize != nil else {
            return ImportedView(name: planned.name, className: className, text: source.text, accessibilityIdentifier: source.accessibilityIdentifier)
        }
        let view = ImportedScrollView(name: planned.name, className: className, text: source.text,
                                      accessibilityIdentifier: source.accessibilityIdentifier)
        // The offset as printed: UIKit had applied its inset adjustment already.
        view.contentInsetAdjustmentBehavior = .never
        if let offset = source.contentOffset { view.contentOffset = Point(x: offset.x, y: offset.y) }
        if let size = source.contentSize { view.assignedContentSize = Size(width: size.width, height: size.height) }
        return view
    }

    static func setReportedAmbiguity(_ attributes: [LayoutAttribute], of view: View) {
        if let imported = view as? ImportedView { imported.reportedAmbiguity = attributes }
        if let imported = view as? ImportedScrollView { imported.reportedAmbiguity = attributes }
    }

    /// A recursive description's `autoresize = LM+W+RM+TM+H+BM` (`W+H`, `RM+BM`).
    static func mask(recursiveDescription text: String) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for part in text.split(separator: "+") {
            switch part {
            case "LM": mask.insert(.flexibleLeftMargin)
            case "W": mask.insert(.flexibleWidth)
            case "RM": mask.insert(.flexibleRightMargin)
            case "TM": mask.insert(.flexibleTopMargin)
            case "H": mask.insert(.flexibleHeight)
            case "BM": mask.insert(.flexibleBottomMargin)
            default: break
            }
        }
        return mask
    }

    /// A name that says which constraint it is, so `fixes`, `why` and `export swift` name it
    /// as its code would: the log's identifier when it makes a name (`avatarHeight`), else the
    /// first item and its attribute (`segmentedControlTop`), with 2, 3, ... after a name in
    /// use. Made from the text alone, so the same log gives the same names on every run.
    private mutating func constraintName(_ identifier: String?, _ first: View, _ attribute: LayoutAttribute) -> String {
        let fromIdentifier = identifier.map { text in
            var words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            if let head = words.first { words[0] = head.prefix(1).lowercased() + head.dropFirst() }
            return words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        }
        let attributeName = attribute.rawValue
        let base = fromIdentifier.flatMap { Scene.isValidName($0) ? $0 : nil }
            ?? first.name + attributeName.prefix(1).uppercased() + attributeName.dropFirst()
        let stem = Scene.isValidName(base) ? base : "constraint"
        if nextNameNumber[stem] == nil, scene.isAvailable(stem) {
            nextNameNumber[stem] = 2
            return stem
        }
        var number = nextNameNumber[stem] ?? 2
        while !scene.isAvailable("\(stem)\(number)") { number += 1 }
        nextNameNumber[stem] = number + 1
        return "\(stem)\(number)"
    }

    private mutating func makeConstraint(_ planned: ImportPlan.PlannedConstraint) {
        let source = planned.source
        guard let equation = planned.equation.compactMapItems({ views[$0] }) else { return }
        let first = equation.first.item
        switch planned.placement {
        case .user:
            do throws(LayoutError) {
                let made = try scene.addConstraint(equation, name: constraintName(source.identifier, first, equation.first.attribute),
                                                   identifier: source.identifier, activate: source.isActive != false)
                // `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`: the system's spacing, 8 a time.
                if source.isSystemSpacing, equation.second != nil { made.systemSpacingMultiplier = abs(equation.constant) / SystemSpacing.standard }
                constraints[source.key] = made
            } catch {
                warn(source.line, source.column, "the model refuses this constraint (\(error)): it is left out")
            }
        case .held(let kind):
            if let problem = Self.refusal(equation) {
                warn(source.line, source.column, "the model cannot hold this constraint (\(problem)): it is left out")
                return
            }
            guard let holder = View.nearestCommonSuperview(of: equation.items) else {
                warn(source.line, source.column, "its items share no superview: the constraint is left out")
                return
            }
            let constraint = scene.makeHeldConstraint(equation, kind: kind, name: "\(holder.name).imported.\(source.key)",
                                                      identifier: source.identifier)
            scene.hold([constraint], on: holder)
            constraints[source.key] = constraint
        case .ownAutoresizing:
            // The model's own autoresizing constraint on the same attribute (its frame and mask
            // make them); one the model does not make (a centre) is held as printed.
            let attribute = equation.first.attribute
            let own = scene.constraints(affecting: first).first { constraint in
                if case .autoresizing = constraint.kind { constraint.firstItem === first && constraint.firstAttribute == attribute } else { false }
            }
            if let own {
                constraints[source.key] = own
                if abs(own.constant - equation.constant) > 0.001, own.secondItem == nil {
                    warn(source.line, source.column, "the frame gives \(first.name).\(attribute) \(formatPoints(own.constant)), "
                         + "this autoresizing constraint \(formatPoints(equation.constant)): the frame is kept")
                }
                return
            }
            guard let holder = View.nearestCommonSuperview(of: equation.items) else { return }
            let constraint = scene.makeHeldConstraint(equation, kind: .autoresizing(first.autoresizingMask),
                                                      name: "\(holder.name).imported.\(source.key)", identifier: source.identifier)
            scene.hold([constraint], on: holder)
            constraints[source.key] = constraint
        case .guidePlacement(let ownerKey, let role):
            guard let owner = views[ownerKey], let guide = scene.existingLayoutGuide(role, of: owner),
                let made = guide.heldConstraints.first(where: { $0.identifier == source.identifier }) else { return }
            constraints[source.key] = made
            if role == .safeArea, abs(abs(made.constant) - abs(equation.constant)) > 0.001 {
                warn(source.line, source.column, "the log's safe-area inset here is \(formatPoints(abs(equation.constant))), "
                     + "the model's screen gives \(formatPoints(abs(made.constant))): choose the device with screen")
            }
        }
    }

    /// Why the model would refuse a constraint UIKit made, as ``Scene/addConstraint`` refuses
    /// the user's: a pairing UIKit refuses, a guide's margin, a zero multiplier on a position,
    /// the engine's origin (`minX`) beside a second item. Nil when it is one the model can hold.
    static func refusal(_ equation: ConstraintEquation<View>) -> String? {
        let firstAttribute = equation.first.attribute
        if equation.first.item is LayoutGuide, !firstAttribute.isLayoutGuideAttribute { return "a guide has no \(firstAttribute)" }
        guard let second = equation.second else { return nil }
        if second.item is LayoutGuide, !second.attribute.isLayoutGuideAttribute { return "\(second.item.name) has no \(second.attribute)" }
        if !firstAttribute.isUserAttribute || !second.attribute.isUserAttribute { return "the engine's origin relates to nothing" }
        if let requirement = firstAttribute.pairingRequirement(with: second.attribute) { return "expected \(requirement)" }
        if equation.multiplier == 0 && !firstAttribute.isSize { return "a zero multiplier on a position" }
        return nil
    }
}
