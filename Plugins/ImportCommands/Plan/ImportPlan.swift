import Layout
import Solver

/// What an import makes, decided before anything is made: each view with its name and
/// superview, each constraint with the model's attributes and the kind UIKit gave it, and
/// what the text cannot tell, each said once.
struct ImportPlan {
    struct PlannedView {
        let key: String
        var name: String
        let source: LoggedView
        /// The superview's key; nil for the window.
        var parent: String?
        /// For a guide: the view's own guide it is (safe area, margins), or nil for a custom one.
        var guideRole: LayoutGuide.Role?
        var translatesAutoresizingMask = false
        var margins: [LayoutAttribute: Double] = [:]
        /// A window in the text (`UIWindow`, `baseClass = UIWindow`, UIKit's own windows).
        var isWindow = false
        /// The first window at the top of the text: the model's window stands for it.
        var isModelsWindow = false
        /// The mask its autoresizing constraints print (`h=--& v=--&`), for a view the
        /// recursive description gives no `autoresize` of.
        var printedMask: AutoresizingMask?
    }

    enum Placement {
        /// An `NSLayoutConstraint` the app made: a named constraint of the scene.
        case user
        /// One UIKit made and owns (autoresizing, encapsulated layout, stack views, layout
        /// supports): held by the nearest view holding its items, as UIKit's are.
        case held(LayoutConstraint.Kind)
        /// One of a view's own guide's placement constraints, which the model makes itself.
        case guidePlacement(owner: String, role: LayoutGuide.Role)
        /// An autoresizing constraint of a view whose frame the text states: the model makes
        /// the view's autoresizing constraints itself, from the frame and the mask, and this
        /// is the one of them on the same attribute.
        case ownAutoresizing
    }

    struct PlannedConstraint {
        let source: LoggedConstraint
        /// The log's equation as the model makes it: the engine's `minX` the left edge
        /// outside an autoresizing origin, an autoresizing centre against its superview.
        var equation: ConstraintEquation<String>
        var placement: Placement
    }

    var views: [PlannedView] = []
    var constraints: [PlannedConstraint] = []
    var warnings: [ImportWarning] = []
    /// What the text cannot tell, one line each (intrinsic sizes, margins, the superview).
    var unknowns: [String] = []
    /// How each view's superview is known (stated by the text, or inferred).
    var hierarchyEvidence: [String: ParentEvidence] = [:]
    /// The screen the text's window asks for (its size), when it is not the scene's, and
    /// which of its sizes the text states.
    var screen: Screen?
    var windowSizeSource = ""

    /// The plan for `log` in a scene whose names `isAvailable` says are free.
    static func make(_ log: ImportedLog, isAvailable: (String) -> Bool, screen: Screen) -> ImportPlan {
        var plan = ImportPlan()
        plan.warnings = log.warnings
        let hierarchy = Hierarchy(log)
        var log = log
        for (key, child) in hierarchy.syntheticSuperviews where log.views[key] == nil {
            // A superview the text implies and does not name, named as an unnamed `|` is.
            let line = log.views[child]?.firstLine ?? 1
            log.views[key] = LoggedView(key: key, address: nil, className: "UIView", text: nil,
                                        accessibilityIdentifier: "superview of " + child, firstLine: line)
            log.viewOrder.append(key)
        }
        plan.planViews(log, hierarchy: hierarchy, isAvailable: isAvailable)
        plan.planConstraints(log)
        plan.planWindow(screen: screen)
        plan.planMarginsFromGuideFrames()
        plan.noteUnkeptFields(log)
        plan.noteUnknowns(log, screen: plan.screen ?? screen)
        return plan
    }

    func view(_ key: String) -> PlannedView? { viewIndex[key].map { views[$0] } }

    /// Each view's place in ``views``, by key.
    private(set) var viewIndex: [String: Int] = [:]

    // MARK: - Views

    private mutating func planViews(_ log: ImportedLog, hierarchy: Hierarchy, isAvailable: (String) -> Bool) {
        let order = Dictionary(uniqueKeysWithValues: log.viewOrder.enumerated().map { ($1, $0) })
        var children: [String: [String]] = [:]
        var roots: [String] = []
        for key in log.viewOrder {
            if let parent = hierarchy.parent(of: key), log.views[parent] != nil { children[parent, default: []].append(key) } else { roots.append(key) }
        }
        // Parents before children; siblings in the order a tree listed them, else the text named them.
        // Each key's place looked up once, not in every comparison (a lookup copied the
        // whole LoggedView out of the table).
        func sorted(_ keys: [String]) -> [String] {
            keys.map { (key: $0, treeOrder: log.views[$0]?.treeOrder ?? Int.max, order: order[$0] ?? 0) }
                .sorted { ($0.treeOrder, $0.order) < ($1.treeOrder, $1.order) }
                .map(\.key)
        }
        views.reserveCapacity(log.viewOrder.count)
        var taken: Set<String> = []
        // The next suffix to try for each base: names are only ever taken during the plan, so
        // the first free one is never below it. Retrying from `_2` for each view of a class
        // was quadratic (20,000 views of one class: 24 s, against 2.4 s for distinct classes).
        var nextSuffix: [String: Int] = [:]
        func freshName(_ base: String) -> String {
            var name = base
            var suffix = nextSuffix[base] ?? 2
            if taken.contains(name) || !isAvailable(name) {
                repeat {
                    name = "\(base)_\(suffix)"
                    suffix += 1
                } while taken.contains(name) || !isAvailable(name)
                nextSuffix[base] = suffix
            }
            taken.insert(name)
            return name
        }
        // Each class's part of a name, made once (its Unicode properties cost 1% at 50 MB).
        var classParts: [String: String] = [:]
        func classPart(_ className: String) -> String {
            if let known = classParts[className] { return known }
            let made = ViewNaming.classPart(className)
            classParts[className] = made
            return made
        }
        // The first window at the top is the app's window: the model's window stands for it.
        let sortedRoots = sorted(roots)
        let modelsWindow = sortedRoots.first { log.views[$0].map(Self.isWindow) ?? false }
        var stack = sortedRoots.reversed().map { ($0, nil as String?) }
        while let (key, parent) = stack.popLast() {
            // Ctrl-C: the import stops before building anything (see ``ImportRun``).
            if Cancellation.isRequested { return }
            guard let source = log.views[key], viewIndex[key] == nil else { continue }
            var planned = PlannedView(key: key, name: "", source: source, parent: parent)
            planned.isWindow = Self.isWindow(source)
            if parent != nil { hierarchyEvidence[key] = hierarchy.evidence(of: key) }
            if key == modelsWindow {
                planned.isModelsWindow = true
                planned.name = Self.windowKey
            } else if source.isGuide {
                planned.guideRole = LayoutGuide.Role.builtIn.first { $0.identifier == source.text }
                if planned.guideRole != nil, let parent, let owner = view(parent) {
                    planned.name = "\(owner.name).\(planned.guideRole?.rawValue ?? "")"
                } else {
                    planned.guideRole = nil
                    planned.name = freshName(ViewNaming.baseName(className: "UILayoutGuide", text: source.text, accessibilityIdentifier: nil))
                }
            } else {
                planned.name = freshName(ViewNaming.baseName(className: source.className, text: source.text,
                                                            accessibilityIdentifier: source.accessibilityIdentifier, masonryKey: source.masonryKey,
                                                            classPart: classPart))
            }
            viewIndex[key] = views.count
            views.append(planned)
            for child in sorted(children[key] ?? []).reversed() { stack.append((child, key)) }
        }
    }

    // MARK: - Constraints

    private mutating func planConstraints(_ log: ImportedLog) {
        var constrained: Set<String> = []
        // Views placed by their frames in the app: an autoresizing constraint says so, and a
        // recursive description states the frame it holds (bullet: a frame is not dropped).
        var translating: Set<String> = []
        for key in log.constraintOrder {
            guard let source = log.constraints[key], source.className == "NSAutoresizingMaskLayoutConstraint",
                log.views[source.equation.first.item]?.frame != nil, let index = viewIndex[source.equation.first.item] else { continue }
            translating.insert(source.equation.first.item)
            if views[index].printedMask == nil { views[index].printedMask = Self.mask(source.mask) }
        }
        // Made at its size once: grown by doubling, the copy at each step and the spare half
        // at the end held up to three plans' worth at once.
        constraints.reserveCapacity(log.constraintOrder.count)
        for key in log.constraintOrder {
            if Cancellation.isRequested { return }
            guard let source = log.constraints[key] else { continue }
            let first = source.equation.first.item
            if !translating.contains(first) || source.className != "NSAutoresizingMaskLayoutConstraint" {
                constrained.insert(first)
                if let second = source.equation.second?.item { constrained.insert(second) }
            }
            guard var planned = planConstraint(source) else { continue }
            if translating.contains(first), source.className == "NSAutoresizingMaskLayoutConstraint" {
                planned.placement = .ownAutoresizing
            }
            if case .guidePlacement(let owner, let role) = planned.placement, role == .layoutMargins, let index = viewIndex[owner] {
                // The guide's constant is the owner's margin on that side.
                let side = marginSide(planned)
                views[index].margins[side] = planned.equation.constant
                planned.placement = .guidePlacement(owner: owner, role: role)
            }
            constraints.append(planned)
        }
        // Views placed by their frames: what a trace marks `+` or leaves unmarked (not in the
        // engine), or what a recursive description gives a frame to and no listed constraint names.
        for index in views.indices where views[index].guideRole == nil && !views[index].source.isGuide {
            let source = views[index].source
            views[index].translatesAutoresizingMask = source.traceMark == "+" || (source.isFromTrace && source.traceMark == nil)
                || (source.frame != nil && !constrained.contains(views[index].key) && source.traceMark != "*")
                || translating.contains(views[index].key)
        }
    }

    private func marginSide(_ planned: PlannedConstraint) -> LayoutAttribute {
        let identifier = planned.source.identifier ?? ""
        for (word, side) in [("top", LayoutAttribute.top), ("bottom", .bottom), ("left", .left), ("right", .right),
                             ("leading", .left), ("trailing", .right)] where identifier.hasPrefix("UIView-\(word)Margin") {
            return side
        }
        return planned.equation.first.attribute
    }

    private mutating func planConstraint(_ source: LoggedConstraint) -> PlannedConstraint? {
        var equation = source.equation
        let isAutoresizing = source.className == "NSAutoresizingMaskLayoutConstraint"
        // An autoresizing constraint's `minX == 20` is the engine's origin in its superview;
        // elsewhere `minX` is the left edge and `minY` the top.
        let isEngineOrigin = isAutoresizing && equation.second == nil && [.minX, .minY].contains(equation.first.attribute)
        if !isEngineOrigin { equation.first.attribute = Self.userAttribute(equation.first.attribute) }
        if let second = equation.second { equation.second?.attribute = Self.userAttribute(second.attribute) }
        // A position with no second item: an autoresizing constraint's centre in its superview
        // (`midY == + 70`), written against the superview's own edge.
        if equation.second == nil, !equation.first.attribute.isSize, !isEngineOrigin {
            guard isAutoresizing else {
                warnings.append(ImportWarning(line: source.line, column: source.column, message:
                    "a position equal to a constant (\(source.equation.first.attribute)) needs a second item: the constraint is left out"))
                return nil
            }
            let superview = view(equation.first.item)?.parent ?? Self.windowKey
            equation.second = LayoutAnchor(item: superview, attribute: equation.first.attribute.axis == .horizontal ? .left : .top)
        }
        let placement = self.placement(of: source)
        if case .guidePlacement(let owner, _) = placement, view(owner) == nil { return nil }
        return PlannedConstraint(source: source, equation: equation, placement: placement)
    }

    /// The key standing for the window, the superview of the views the text leaves at the top.
    static let windowKey = "window"

    /// Whether the text's view is a window: `UIWindow`, an app's subclass of it (`baseClass =
    /// UIWindow`), or one of UIKit's own (`UITextEffectsWindow`, `UIRemoteKeyboardWindow`).
    /// A trace starts at the window (it prints the window's hierarchy), so the top of one
    /// whose class ends in `Window` (`WAWindow`, log 60) is one too.
    static func isWindow(_ view: LoggedView) -> Bool {
        if view.baseClass == "UIWindow" || ["UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow"].contains(view.className ?? "") { return true }
        return view.isFromTrace && view.parent == nil && view.className?.hasSuffix("Window") == true
    }

    private func placement(of source: LoggedConstraint) -> Placement {
        let identifier = source.identifier ?? ""
        if source.className == "NSAutoresizingMaskLayoutConstraint" { return .held(.autoresizing(Self.mask(source.mask))) }
        if identifier.hasPrefix("UIView-Encapsulated-Layout-") { return .held(.encapsulatedLayout) }
        if identifier == "UISV-hiding" { return .held(.collapsingHiddenView) }
        if identifier.hasPrefix("UISV-") { return .held(.layout) }
        let isMarginGuide = identifier.hasPrefix("UIView-") && identifier.hasSuffix("Margin-guide-constraint")
        let isSafeArea = identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
        if isMarginGuide || isSafeArea {
            let guideKey = source.equation.items.first { view($0)?.guideRole != nil }
            if let guideKey, let guide = view(guideKey), let role = guide.guideRole, let owner = guide.parent {
                return .guidePlacement(owner: owner, role: role)
            }
            return .held(.layoutGuide)
        }
        if source.className == "_UILayoutSupportConstraint" { return .held(.layoutGuide) }
        // UIKit's own by its identifier (`'UIButtonBar.maximumAlignmentSize'`,
        // `'_UITemporaryLayoutWidth'`, `'fittingSizeHTarget'`) or by its views (the keyboard's
        // bar in its host): held as UIKit holds it, not one the app can change.
        if UIKitsConstraintIdentifier.isUIKits(identifier) { return .held(.layout) }
        if source.equation.items.allSatisfy(isUIKitsOwnView) { return .held(.layout) }
        return .user
    }

    /// Whether the view of `key` is UIKit's own (``UIKitsOwnView``): by its printed class, a
    /// guide by its owner's, a stack view's spacer always.
    func isUIKitsOwnView(_ key: String) -> Bool {
        guard let view = view(key) else { return false }
        if view.source.className == "_UILayoutSpacer" { return true }
        if view.source.isGuide { return view.parent.map(isUIKitsOwnView) ?? false }
        return view.source.className.map(UIKitsOwnView.isUIKits(className:)) ?? false
    }

    /// `h=-&- v=--&`: per axis, low margin, size, high margin; `&` flexible. Printed without
    /// one (an old log), the mask is UIKit's default, none.
    static func mask(_ text: String?) -> AutoresizingMask {
        guard let text else { return [] }
        var mask: AutoresizingMask = []
        let parts = text.split(separator: " ")
        for part in parts {
            let flags = Array(part.dropFirst(2))
            guard flags.count == 3 else { continue }
            let vertical = part.hasPrefix("v=")
            let options: [AutoresizingMask] = vertical ? [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
                : [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            for (flag, option) in zip(flags, options) where flag == "&" { mask.insert(option) }
        }
        // UIKit prints an axis with nothing flexible as `--&` (see AutoresizingMask.logPrefix).
        if !mask.contains(.flexibleLeftMargin) && !mask.contains(.flexibleWidth) && text.contains("h=--&") { mask.remove(.flexibleRightMargin) }
        if !mask.contains(.flexibleTopMargin) && !mask.contains(.flexibleHeight) && text.contains("v=--&") { mask.remove(.flexibleBottomMargin) }
        return mask
    }

    /// The model's attribute for a printed one (see ``ItemReader/attributes``), the engine's
    /// origin taken for the left and top edges: what a trace's `AMBIGUOUS LAYOUT for ….minY`
    /// names.
    static func attribute(_ name: String) -> LayoutAttribute? {
        ItemReader.attributes[name].map(userAttribute)
    }

    /// `minX` and `minY`, the engine's origin, as the left and top edges a user's constraint
    /// names; every other attribute as it is.
    static func userAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .minX: .left
        case .minY: .top
        default: attribute
        }
    }
}
