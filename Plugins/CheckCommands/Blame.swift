import Layout

/// The constraint to blame for a value, read from the solved engine as `why` reads it
/// (``Scene/explanation(of:_:)``), most telling first:
/// 1. an unmet constraint that decides the value (without it the value would move);
/// 2. of the constraints that hold it, one that fixes a size to a constant (`header.height ==
///    100`, an autoresizing or encapsulated size): the number to change;
/// 3. one that names the view itself;
/// 4. the first that holds it.
/// Nil when nothing fixes the value (it is ambiguous).
enum Blame {
    static func constraint(for view: View, _ attribute: LayoutAttribute, in scene: Scene) -> LayoutConstraint? {
        let explanation = scene.explanation(of: view, attribute)
        if let deciding = explanation.contests.first(where: { $0.valueWithout != nil }) { return deciding.constraint }
        let holding = explanation.reasons.map(\.constraint).filter { $0.kind != .nonNegativeSize }
        if let fixed = holding.first(where: { $0.secondItem == nil && $0.firstAttribute.isSize && $0.kind != .contentHugging
            && $0.kind != .contentCompressionResistance }) {
            return fixed
        }
        return holding.first { $0.items.contains { $0 === view } } ?? holding.first
    }

    /// How a failure names it: `c8: title.bottom == box.bottom - 15` for the user's, UIKit's
    /// description for UIKit's own.
    static func text(of constraint: LayoutConstraint) -> String {
        constraint.isUserConstraint ? "\(constraint.name): \(constraint.equation)" : constraint.debugDescription
    }

    /// The blame and the value to ask `why` about, for a failure.
    static func of(_ view: View, _ attribute: LayoutAttribute, named name: String, in scene: Scene) -> (blame: String?, explained: String) {
        (constraint(for: view, attribute, in: scene).map(text(of:)), "\(view.name).\(name)")
    }
}
