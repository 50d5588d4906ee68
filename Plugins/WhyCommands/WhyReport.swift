import Layout

/// What `why` prints for one value, and the values behind it.
///
/// A value is explained in three parts:
/// 1. the constraints its solver row names: every tight one along the chain from the value
///    to the constants that decide it (a label inside a box inside a header names the
///    header's height), each as it holds;
/// 2. the constraints on the view along the same axis that are not met, each tried away
///    (``Scene/explanation(of:_:)``): one without which the value would move decides it,
///    the others lost (a compression resistance squeezed, an optional constraint outweighed);
/// 3. for each deciding constraint, a `because` section for what it ties the view to (the
///    box's height, for a label pulled by the box's bottom), explained the same way, a few
///    levels deep, each value once.
struct WhyReport {
    let scene: Scene
    var lines: [String] = []
    /// Values already explained in this report (view and attribute), so a chain never loops.
    private var explained: Set<String> = []
    /// Unmet constraints already listed: one that lost is said once in a report.
    private var listedContests: Set<ObjectIdentifier> = []

    /// How many `because` levels a report follows: enough for a label in a box in a header.
    static let maximumDepth = 3

    init(scene: Scene) {
        self.scene = scene
    }

    mutating func explain(_ view: View, _ attribute: LayoutAttribute, named name: String, prefix: String = "", depth: Int = 0) {
        guard explained.insert("\(view.name).\(attribute.rawValue)").inserted else { return }
        let explanation = scene.explanation(of: view, attribute)
        lines.append("\(prefix)\(name) = \(formatPoints(explanation.value))" + (explanation.isDetermined ? ", fixed by:" : ""))
        guard explanation.isDetermined, !explanation.reasons.isEmpty else {
            lines.append("  nothing fixes it: it is free within what the other constraints allow (ambiguous)")
            return
        }
        // A constraint may stand in the row twice (an inequality's slack and its error): once.
        var seen = Set<ObjectIdentifier>()
        for reason in explanation.reasons where seen.insert(ObjectIdentifier(reason.constraint)).inserted {
            lines.append("  \(state(of: reason)): \(describe(reason.constraint))")
        }
        // The ones that decide it first; of those that lost, the ones naming what is asked
        // (a label's squeezed compression resistance for its height, not for its top), each
        // once in a report.
        let deciding = explanation.contests.filter { $0.valueWithout != nil }
        let lost = explanation.contests.filter { contest in
            contest.valueWithout == nil && Self.bears(contest.constraint, on: attribute, of: view)
        }
        for contest in deciding + lost where seen.insert(ObjectIdentifier(contest.constraint)).inserted {
            guard listedContests.insert(ObjectIdentifier(contest.constraint)).inserted || contest.valueWithout != nil else { continue }
            lines.append("  \(state(of: contest, in: name)): \(describe(contest.constraint))")
        }
        noteAmbiguity(of: view, attribute)
        guard depth < Self.maximumDepth else { return }
        for contest in explanation.contests where contest.valueWithout != nil {
            for (item, itemAttribute) in scene.causes(of: contest.constraint, besides: view) {
                explain(item, itemAttribute, named: "\(item.name).\(Self.name(of: itemAttribute))", prefix: "because ", depth: depth + 1)
            }
        }
    }

    private func state(of reason: Scene.Reason) -> String {
        let constraint = reason.constraint
        if reason.isBroken {
            let violation = scene.violation(of: constraint) ?? 0
            return violation == 0 ? "BROKEN, holds now" : "BROKEN, off by \(formatPoints(violation)) pt"
        }
        return constraint.priority.isRequired ? "holds" : "optional, met exactly"
    }

    /// A constraint that is not met: broken (kept just below required, as the engine keeps
    /// it) or optional at its priority; whether it decides the value or lost.
    private func state(of contest: Scene.Contest, in name: String) -> String {
        let strength = contest.isBroken
            ? "BROKEN, kept as optional just below required"
            : "optional @\(contest.constraint.priority.value)"
        let off = "off by \(formatPoints(contest.violation)) pt"
        guard let without = contest.valueWithout else { return "lost (\(strength), \(off))" }
        return "decides it (\(strength), \(off); without it \(name) would be \(formatPoints(without)))"
    }

    private func describe(_ constraint: LayoutConstraint) -> String {
        // The implicit size floor prints as what it is, not as an inactive constraint.
        constraint.kind == .nonNegativeSize
            ? "\(constraint.firstItem.name).\(constraint.firstAttribute.rawValue) >= 0 (a size is never negative)"
            : constraint.debugDescription
    }

    /// Constraints that hold a value need not decide it: an inequality (a size's floor) can
    /// hold an ambiguous one where the engine happened to leave it.
    private mutating func noteAmbiguity(of view: View, _ attribute: LayoutAttribute) {
        let engineAttribute: LayoutAttribute = attribute.isSize ? attribute : (attribute.axis == .horizontal ? .minX : .minY)
        guard let ambiguous = scene.ambiguousLayout().first(where: { $0.view === view }),
            let index = ambiguous.attributes.firstIndex(of: engineAttribute)
        else { return }
        let range = ambiguous.ranges[index]
        lines.append("  AMBIGUOUS: any value in \(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound)) satisfies the same constraints; these hold it here, none decides it")
    }

    /// Whether `constraint` names `view` at an attribute made only of what `attribute` is
    /// made of: a size constraint bears on the height and on the bottom (origin plus size),
    /// a bottom constraint on the bottom but not on the top or on the height alone.
    static func bears(_ constraint: LayoutConstraint, on attribute: LayoutAttribute, of view: View) -> Bool {
        let direction = view.effectiveUserInterfaceLayoutDirection
        let asked = parts(of: attribute.physical(in: direction))
        for (item, named) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard item === view, let named, named.axis == attribute.axis else { continue }
            if parts(of: named.physical(in: direction)).isSubset(of: asked) { return true }
        }
        return false
    }

    /// Which of a view's own variables along the axis an attribute is made of: its origin,
    /// its size, or both.
    private static func parts(of attribute: LayoutAttribute) -> Set<String> {
        switch attribute {
        case .minX, .minY, .left, .top, .leftMargin, .topMargin: ["origin"]
        case .width, .height: ["size"]
        default: ["origin", "size"]
        }
    }

    /// The name a user types for an attribute (`x` and `y` for the engine's origin).
    static func name(of attribute: LayoutAttribute) -> String {
        switch attribute {
        case .minX: "x"
        case .minY: "y"
        default: attribute.rawValue
        }
    }
}
