import Layout

/// Which view is inside which: what a conflict log does not print, inferred from what it does.
///
/// Stated by the text, strongest first: a recursive description's or trace's tree; a visual
/// format's `|` (`names: '|':X`: X is the superview of the items beside it); an autoresizing
/// constraint (it relates a view to its superview). Inferred, for views still without one,
/// in this order:
/// - a stack view's `UISV-canvas-connection` ties the stack (or its guide) to an arranged
///   subview: the stack is its superview;
/// - a guide belongs to the view it is tied to, or to that view's superview when the view
///   is not a container;
/// - a margin attribute (`X.leadingMargin == Y.leading`) is the superview's;
/// - the same edge of two views (`A.bottom == B.bottom - 10`) where B contains views already:
///   B is A's superview;
/// - any other constraint with a view whose superview is known: a sibling of it.
/// A guide tied only to a view whose superview nothing tells (log 127: a button's leading to
/// `UIViewSafeAreaLayoutGuide`) belongs to a superview the text does not name: one is made
/// for it (``syntheticSuperviews``), holding both, as a visual format's unnamed `|` is.
/// What is left sits in the window. A choice that would make a cycle is not taken. The
/// rules run over the constraints in the order the text lists them, so the result is the
/// same on every run.
struct Hierarchy {
    private(set) var parents: [String: (parent: String, evidence: ParentEvidence)] = [:]
    private let guides: Set<String>
    /// How many children each view has: the views known to contain others.
    private var childCounts: [String: Int] = [:]
    /// Superviews the text implies but does not name, by key, each with the view it holds.
    private(set) var syntheticSuperviews: [(key: String, child: String)] = []
    /// The same, by the view each holds (a search of the list for each guide was quadratic).
    private var syntheticSuperviewByChild: [String: String] = [:]

    init(_ log: ImportedLog) {
        guides = Set(log.views.values.filter(\.isGuide).map(\.key))
        for key in log.viewOrder {
            if let view = log.views[key], let parent = view.parent, let evidence = view.parentEvidence {
                parents[key] = (parent, evidence)
                childCounts[parent, default: 0] += 1
            }
        }
        let constraints = log.constraintOrder.compactMap { log.constraints[$0] }
        for constraint in constraints {
            let equation = constraint.equation
            if let superview = constraint.superviewOfItems {
                for item in equation.items where item != superview {
                    propose(item, superview, .visualFormatEdge)
                }
            }
            if constraint.className == "NSAutoresizingMaskLayoutConstraint", let second = equation.second {
                propose(equation.first.item, second.item, .autoresizing)
            }
        }
        for _ in 0..<3 {
            for constraint in constraints { infer(from: constraint) }
        }
        ownUnownedGuides(constraints)
    }

    /// Each guide still without an owner: tied to a view whose superview is unknown, it is that
    /// superview's, a view the text does not name.
    private mutating func ownUnownedGuides(_ constraints: [LoggedConstraint]) {
        for equation in constraints.map(\.equation) {
            guard let second = equation.second?.item else { continue }
            for (guide, other) in [(equation.first.item, second), (second, equation.first.item)]
            where guides.contains(guide) && parent(of: guide) == nil && !guides.contains(other) {
                let owner = parent(of: other) ?? syntheticSuperview(of: other)
                propose(guide, owner, .guideOwner)
            }
        }
    }

    private mutating func syntheticSuperview(of child: String) -> String {
        if let made = syntheticSuperviewByChild[child] { return made }
        // The key the reader gives an unnamed `|` beside `child`, so the two are one view.
        let key = "id:superview of " + child
        syntheticSuperviews.append((key, child))
        syntheticSuperviewByChild[child] = key
        propose(child, key, .guideOwner)
        return key
    }

    func parent(of key: String) -> String? { parents[key]?.parent }

    func evidence(of key: String) -> ParentEvidence? { parents[key]?.evidence }

    private func isContainer(_ key: String) -> Bool { childCounts[key, default: 0] > 0 }

    private mutating func infer(from constraint: LoggedConstraint) {
        let equation = constraint.equation
        guard let second = equation.second?.item, second != equation.first.item else { return }
        let first = equation.first.item
        if constraint.identifier == "UISV-canvas-connection" {
            let canvas = guides.contains(first) ? parent(of: first) ?? first : first
            if !guides.contains(second) { propose(second, canvas, .stackCanvas) }
        }
        for (guide, other) in [(first, second), (second, first)] where guides.contains(guide) && parent(of: guide) == nil {
            guard !guides.contains(other) else {
                if let owner = parent(of: other) { propose(guide, owner, .guideOwner) }
                continue
            }
            // A view that holds others owns it; else its superview does, once known (see
            // ``ownUnownedGuides(_:)``).
            if let owner = isContainer(other) ? other : parent(of: other) { propose(guide, owner, .guideOwner) }
        }
        let firstAttribute = equation.first.attribute
        let secondAttribute = equation.second?.attribute
        if firstAttribute.isMargin { propose(second, first, .margins) }
        if secondAttribute?.isMargin == true { propose(first, second, .margins) }
        if firstAttribute == secondAttribute, !firstAttribute.isSize {
            if isContainer(second), parent(of: first) == nil { propose(first, second, .sameEdge) }
            if isContainer(first), parent(of: second) == nil { propose(second, first, .sameEdge) }
        }
        if parent(of: first) == nil, let theirs = parent(of: second), !guides.contains(second) { propose(first, theirs, .sibling) }
        if parent(of: second) == nil, let theirs = parent(of: first), !guides.contains(first) { propose(second, theirs, .sibling) }
    }

    /// Takes `parent` as `child`'s superview unless it has a stronger (or as strong) one, or
    /// it would be its own ancestor.
    private mutating func propose(_ child: String, _ parent: String, _ evidence: ParentEvidence) {
        guard child != parent, !guides.contains(parent) else { return }
        if let existing = parents[child], existing.evidence <= evidence { return }
        // A cycle: the proposed parent is inside the child already.
        var ancestor: String? = parent
        var steps = 0
        while let current = ancestor, steps <= parents.count {
            if current == child { return }
            ancestor = parents[current]?.parent
            steps += 1
        }
        if let old = parents[child]?.parent { childCounts[old, default: 1] -= 1 }
        parents[child] = (parent, evidence)
        childCounts[parent, default: 0] += 1
    }
}
