import Layout
import Solver

/// The constraints a stack view makes, with UIKit's identifiers, as the console prints them
/// (`../shared/logs/10`, `11`, `13`, `15` and `32` show real ones):
///
/// - `UISV-canvas-connection`: the first visible arranged view's start edge to the stack's
///   (`stack.leading == first.leading`) and the last one's end edge (`stack.trailing ==
///   last.trailing`) along the axis; across it, the first arranged view's edges (fill), its
///   start or end edge (leading, trailing) or its centre (center) to the stack's.
/// - `UISV-spacing`: `next.leading == previous.trailing + spacing` between visible
///   neighbours (`>=` for equalSpacing and equalCentering); a hidden view sits at the end of
///   the visible view before it (`+ 0`), so its spacing collapses.
/// - `UISV-hiding`: a hidden arranged view's width (horizontal) or height (vertical) `== 0`,
///   required. UIKit never breaks it: it is made as a size the container imposes (the kind
///   the engine breaks only when nothing else can be), so a conflicting required size of the
///   user's is what breaks, as in Stack Overflow 32428210 and the logs above.
/// - `UISV-fill-equally`: every visible view's size along the axis `==` the first's.
/// - `UISV-fill-proportionally`: `view.size == (intrinsic / first's intrinsic) * first.size`,
///   so sizes keep the proportion of the intrinsic sizes (views without one along the axis
///   are left to fill's rules).
/// - `UISV-distributing`: equalSpacing and equalCentering measure each gap with a hidden
///   spacer view, UIKit's `_UILayoutSpacer` (the model has no layout guides to use): the
///   spacer runs from one view's end (equalCentering: centre) to the next one's start
///   (centre), and every spacer's size equals the first's. Spacers, not "gap == gap"
///   constraints, because a constraint relates two items and an equal gap relates four
///   edges; a spacer gives each gap a name and a frame to print. The first spacer also holds
///   its size `== 0` at priority 49, so a stack with no size of its own closes its gaps to
///   the spacing rather than leaving them ambiguous.
/// - `UISV-alignment`: across the axis, every other arranged view's aligned edges (or centre)
///   `==` the first arranged view's.
/// - `UISV-spanning-boundary`: for leading, center and trailing alignment, each arranged view
///   stays inside the stack across the axis (UIKit ties them to a spanner guide,
///   `'UISV-alignment-spanner'`; the model ties them to the stack's edges). With them,
///   `UISV-spanning-fit` (the model's name; no log shows UIKit's) holds the stack's size
///   across the axis `== 0` at priority 49, so an unconstrained stack fits its tallest view.
/// - Baseline alignment (horizontal stacks only, as Apple documents): `UISV-alignment` makes
///   every other arranged view's first (last) baseline `==` the first view's; across the
///   axis only the **first** view meets the stack with a `UISV-canvas-connection`,
///   `stack.top <= first.top` (firstBaseline) or `stack.bottom >= first.bottom`
///   (lastBaseline), and every view stays inside the opposite edge with a spanning
///   boundary. So a later view whose text rises higher (sinks lower) than the first view's
///   sticks out of the stack: the behaviour rdar://32291130 (iOS 10.3) reports and
///   useyourloaf.com ("Stack View Baseline Alignment Issue", updated 2020: "still exists in
///   iOS 13") shows from the view debugger, where the first label holds
///   `UISV-canvas-connection: stackView.top <= label.top` and the others have no top
///   constraint. The usual fix, `stack.top <= other.top` for each view, works here too.
/// - `UISV-ambiguity-suppression`: for those alignments, a view with no intrinsic size
///   across the axis gets `size == 0` at priority 25, as UIKit gives it.
/// - `UISV-fill-tiebreak` (the model's own): in `fill`, UIKit stretches the view with the
///   lowest hugging priority and shrinks the one with the lowest compression resistance;
///   on a tie its choice is undocumented. The model's rule: the **last** tied visible view
///   stretches (shrinks); each other tied view hugs (resists) its intrinsic size one
///   priority step above the tie, which decides it without changing any other comparison.
extension StackView {
    /// UIKit's update-constraints pass for the stack: rebuilds its constraints when what they
    /// follow changed since the last build.
    func rebuildConstraintsIfNeeded() {
        guard let scene else { return }
        let arranged = arrangedSubviews
        if arranged.count != arrangedList.count { arrangedList = arranged }
        let signature = buildSignature(arranged)
        guard signature != builtFrom else { return }
        builtFrom = signature
        var plan = StackPlan(stack: self, arranged: arranged, scene: scene)
        plan.build()
        // Only what changed reaches the engine: appending a view changes a few constraints,
        // hiding one a dozen, whatever the stack's size (issue 40).
        scene.replaceHeldConstraints(of: self, with: plan.constraints)
    }

    /// Everything the constraints depend on, as text: two equal signatures build the same
    /// constraints.
    private func buildSignature(_ arranged: [View]) -> String {
        let alongAxis: LayoutAttribute.Axis = axis == .horizontal ? .horizontal : .vertical
        var parts = ["\(axis) \(distribution) \(alignment) \(spacing) \(isLayoutMarginsRelativeArrangement)"]
        for view in arranged {
            let size = view.intrinsicContentSize
            parts.append("\(view.name) \(view.isHidden) \(size.width) \(size.height) \(customSpacing[view.name].map { "\($0)" } ?? "-")"
                + " \(view.contentHuggingPriority[alongAxis].value) \(view.contentCompressionResistancePriority[alongAxis].value)")
        }
        return parts.joined(separator: "|")
    }
}

/// One build of a stack's constraints (see the extension above for what each is).
struct StackPlan {
    let stack: StackView
    let arranged: [View]
    let scene: Scene
    private(set) var constraints: [HeldConstraintRequest] = []

    init(stack: StackView, arranged: [View], scene: Scene) {
        self.stack = stack
        self.arranged = arranged
        self.scene = scene
    }

    /// Along the axis: start, end, size, centre; across it: the same four.
    private var along: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute) {
        stack.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    private var across: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute) {
        stack.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The stack's own attribute for `attribute`: its margin when the arrangement is
    /// relative to the layout margins.
    private func canvas(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    static func priority(_ value: Int) -> Priority {
        Priority(min(1000, max(1, value))) ?? .required
    }

    private mutating func add(
        _ identifier: String, _ first: View, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: View?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
        priority: Priority = .required, kind: LayoutConstraint.Kind = .layout
    ) {
        let equation = ConstraintEquation(
            first: LayoutAnchor(item: first, attribute: firstAttribute), relation: relation,
            second: second.flatMap { item in secondAttribute.map { LayoutAnchor(item: item, attribute: $0) } },
            multiplier: multiplier, constant: constant, priority: priority
        )
        constraints.append(HeldConstraintRequest(
            equation, kind: kind, name: "\(stack.name).\(identifier).\(constraints.count + 1)", identifier: identifier
        ))
    }

    mutating func build() {
        let visible = arranged.filter { !$0.isHidden }
        buildAlongAxis(visible)
        buildDistribution(visible)
        buildAcrossAxis()
    }

    /// Canvas connections along the axis, spacing between visible neighbours, and hidden
    /// views collapsed where they stand.
    private mutating func buildAlongAxis(_ visible: [View]) {
        let a = along
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", stack, canvas(a.start), .equal, first, a.start)
            add("UISV-canvas-connection", stack, canvas(a.end), .equal, last, a.end)
        }
        let relation: Relation = [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
        var previous: View?
        for view in arranged {
            if view.isHidden {
                // Collapsed at the end of the visible view before it (the stack's start when
                // none): its frame shrinks there, and no spacing is left for it.
                add("UISV-hiding", view, a.size, .equal, nil, nil, kind: .collapsingHiddenView)
                if let previous {
                    add("UISV-spacing", view, a.start, .equal, previous, a.end)
                } else {
                    add("UISV-spacing", view, a.start, .equal, stack, canvas(a.start))
                }
                continue
            }
            if let previous {
                add("UISV-spacing", view, a.start, relation, previous, a.end, constant: stack.spacing(after: previous))
            }
            previous = view
        }
    }

    private mutating func buildDistribution(_ visible: [View]) {
        let a = along
        if ![.equalSpacing, .equalCentering].contains(stack.distribution) { _ = makeSpacers(count: 0) }
        guard let first = visible.first else {
            _ = makeSpacers(count: 0)
            return
        }
        switch stack.distribution {
        case .fill:
            buildTiebreak(visible)
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, a.size, .equal, first, a.size) }
        case .fillProportionally:
            let firstIntrinsic = intrinsic(first)
            if firstIntrinsic > 0 {
                for view in visible.dropFirst() where intrinsic(view) >= 0 {
                    add("UISV-fill-proportionally", view, a.size, .equal, first, a.size, multiplier: intrinsic(view) / firstIntrinsic)
                }
            } else {
                buildTiebreak(visible)
            }
        case .equalSpacing, .equalCentering:
            buildSpacers(visible)
        }
    }

    private func intrinsic(_ view: View) -> Double {
        stack.axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    }

    /// See `UISV-fill-tiebreak` above: the last of the views tied at the lowest hugging
    /// (compression resistance) stretches (shrinks); the others hold one step more.
    private mutating func buildTiebreak(_ visible: [View]) {
        let a = along
        let axis: LayoutAttribute.Axis = stack.axis == .horizontal ? .horizontal : .vertical
        let sized = visible.filter { intrinsic($0) >= 0 }
        if let lowest = sized.map({ $0.contentHuggingPriority[axis].value }).min() {
            let tied = sized.filter { $0.contentHuggingPriority[axis].value == lowest }
            for view in tied.dropLast() where lowest < 999 {
                add("UISV-fill-tiebreak", view, a.size, .lessThanOrEqual, nil, nil, constant: intrinsic(view), priority: Self.priority(lowest + 1))
            }
        }
        if let lowest = sized.map({ $0.contentCompressionResistancePriority[axis].value }).min() {
            let tied = sized.filter { $0.contentCompressionResistancePriority[axis].value == lowest }
            for view in tied.dropLast() where lowest < 999 {
                add("UISV-fill-tiebreak", view, a.size, .greaterThanOrEqual, nil, nil, constant: intrinsic(view), priority: Self.priority(lowest + 1))
            }
        }
    }

    /// equalSpacing and equalCentering: one spacer per gap between visible neighbours.
    private mutating func buildSpacers(_ visible: [View]) {
        let a = along
        let b = across
        let gaps = max(0, visible.count - 1)
        let spacers = makeSpacers(count: gaps)
        let (from, to) = stack.distribution == .equalCentering ? (a.center, a.center) : (a.end, a.start)
        for (index, spacer) in spacers.enumerated() {
            let previous = visible[index], next = visible[index + 1]
            add("UISV-distributing", spacer, a.start, .equal, previous, from)
            add("UISV-distributing", next, to, .equal, spacer, a.end)
            add("UISV-distributing", spacer, b.start, .equal, stack, b.start)
            add("UISV-distributing", spacer, b.size, .equal, nil, nil)
            if let firstSpacer = spacers.first, index > 0 {
                add("UISV-distributing", spacer, a.size, .equal, firstSpacer, a.size)
            }
        }
        if let firstSpacer = spacers.first {
            add("UISV-distributing", firstSpacer, a.size, .equal, nil, nil, priority: Self.priority(49))
        }
    }

    /// The stack's spacer views, as many as asked: kept ones first, new ones made hidden
    /// (named `STACK.gapN`, a name no user can type), extra ones removed.
    private func makeSpacers(count: Int) -> [View] {
        var kept = stack.spacers.filter { $0.superview === stack && $0.scene != nil }
        while kept.count > count, let extra = kept.popLast() {
            // A spacer is always in the scene here; a refusal would leave it, unused.
            do throws(LayoutError) { try scene.remove(extra) } catch { scene.warn("Stack \(stack.name) could not remove \(extra.name): \(error)") }
        }
        var number = (kept.compactMap { Int($0.name.split(separator: "gap").last ?? "") }.max() ?? 0)
        while kept.count < count {
            number += 1
            let spacer = LayoutSpacer(name: "\(stack.name).gap\(number)")
            spacer.isHidden = true
            spacer.translatesAutoresizingMaskIntoConstraints = false
            do throws(LayoutError) {
                try scene.addContained(spacer, to: stack)
            } catch {
                scene.warn("Stack \(stack.name) could not add a spacer: \(error)")
                break
            }
            kept.append(spacer)
        }
        if kept.map(ObjectIdentifier.init) != stack.spacers.map(ObjectIdentifier.init) { stack.spacers = kept }
        return kept
    }

    /// Across the axis: canvas connections of the first arranged view, alignment of the
    /// others to it, and for non-fill alignments the spanning boundaries and fit.
    private mutating func buildAcrossAxis() {
        let b = across
        guard let first = arranged.first else { return }
        switch stack.alignment {
        case .fill:
            add("UISV-canvas-connection", stack, canvas(b.start), .equal, first, b.start)
            add("UISV-canvas-connection", stack, canvas(b.end), .equal, first, b.end)
            for view in arranged.dropFirst() {
                add("UISV-alignment", first, b.start, .equal, view, b.start)
                add("UISV-alignment", first, b.end, .equal, view, b.end)
            }
            return
        case .leading, .top:
            add("UISV-canvas-connection", stack, canvas(b.start), .equal, first, b.start)
            for view in arranged.dropFirst() { add("UISV-alignment", first, b.start, .equal, view, b.start) }
        case .trailing, .bottom:
            add("UISV-canvas-connection", stack, canvas(b.end), .equal, first, b.end)
            for view in arranged.dropFirst() { add("UISV-alignment", first, b.end, .equal, view, b.end) }
        case .center:
            add("UISV-canvas-connection", stack, canvas(b.center), .equal, first, b.center)
            for view in arranged.dropFirst() { add("UISV-alignment", first, b.center, .equal, view, b.center) }
        case .firstBaseline, .lastBaseline:
            buildBaselineAlignment(first)
            return
        }
        for view in arranged {
            add("UISV-spanning-boundary", view, b.start, .greaterThanOrEqual, stack, canvas(b.start))
            add("UISV-spanning-boundary", view, b.end, .lessThanOrEqual, stack, canvas(b.end))
            let size = view.intrinsicContentSize
            if (stack.axis == .horizontal ? size.height : size.width) < 0 {
                add("UISV-ambiguity-suppression", view, b.size, .equal, nil, nil, priority: Self.priority(25))
            }
        }
        add("UISV-spanning-fit", stack, b.size, .equal, nil, nil, priority: Self.priority(49))
    }

    /// firstBaseline and lastBaseline (see the list above): baselines equal to the first
    /// view's, the first view alone meeting the stack on the baseline's side, every view
    /// inside the other side. A vertical stack has no baseline alignment and builds `fill`.
    private mutating func buildBaselineAlignment(_ first: View) {
        guard stack.axis == .horizontal else {
            add("UISV-canvas-connection", stack, canvas(.leading), .equal, first, .leading)
            add("UISV-canvas-connection", stack, canvas(.trailing), .equal, first, .trailing)
            for view in arranged.dropFirst() {
                add("UISV-alignment", first, .leading, .equal, view, .leading)
                add("UISV-alignment", first, .trailing, .equal, view, .trailing)
            }
            return
        }
        let isFirst = stack.alignment == .firstBaseline
        let baseline: LayoutAttribute = isFirst ? .firstBaseline : .lastBaseline
        if isFirst {
            add("UISV-canvas-connection", stack, canvas(.top), .lessThanOrEqual, first, .top)
        } else {
            add("UISV-canvas-connection", stack, canvas(.bottom), .greaterThanOrEqual, first, .bottom)
        }
        for view in arranged.dropFirst() { add("UISV-alignment", first, baseline, .equal, view, baseline) }
        for view in arranged {
            if isFirst {
                add("UISV-spanning-boundary", view, .bottom, .lessThanOrEqual, stack, canvas(.bottom))
            } else {
                add("UISV-spanning-boundary", view, .top, .greaterThanOrEqual, stack, canvas(.top))
            }
            if view.intrinsicContentSize.height < 0 {
                add("UISV-ambiguity-suppression", view, .height, .equal, nil, nil, priority: Self.priority(25))
            }
        }
        add("UISV-spanning-fit", stack, .height, .equal, nil, nil, priority: Self.priority(49))
    }
}

/// UIKit's `_UILayoutSpacer`: the hidden item a stack measures a gap with.
final class LayoutSpacer: View {
    override var className: String { "_UILayoutSpacer" }

    /// A stack makes its own spacers (``StackView/makesItself(_:)``): a copied stack makes
    /// new ones, so a spacer is never copied.
    override func makeCopy(named name: String) -> View? { nil }
}
