import Layout

/// The constraint to blame for a value, read from the solved engine as `why` reads it
/// (``Scene/explanation(of:_:)``), most telling first:
/// 1. an unmet constraint that decides the value (without it the value would move);
/// 2. of the constraints that hold it, one of yours that fixes a size to a constant
///    (`card.height == 120`): the number to change;
/// 3. an autoresizing or other size UIKit holds to a constant on a view of yours (a table
///    header's `h=--& v=--& header.height == 100`): the frame to change; the window's own
///    size (the screen's) is never to blame;
/// 4. one of yours that names the view itself, then any of yours;
/// 5. what else holds it (an intrinsic size, say).
/// Nil when nothing fixes the value (it is ambiguous).
enum Blame {
    static func constraint(for view: View, _ attribute: LayoutAttribute, in scene: Scene) -> LayoutConstraint? {
        let explanation = scene.explanation(of: view, attribute)
        if let deciding = explanation.contests.first(where: { $0.valueWithout != nil }) { return deciding.constraint }
        let holding = explanation.reasons.map(\.constraint).filter { $0.kind != .nonNegativeSize && !($0.firstItem === scene.window && !$0.isUserConstraint) }
        let fixesASize = { (constraint: LayoutConstraint) in constraint.secondItem == nil && constraint.firstAttribute.isSize }
        let yours = holding.filter(\.isUserConstraint)
        if let fixed = yours.first(where: fixesASize) { return fixed }
        if let held = holding.first(where: { fixesASize($0) && ($0.kind == .encapsulatedLayout || isAutoresizing($0)) }) { return held }
        return yours.first { $0.items.contains { $0 === view } } ?? yours.first ?? holding.first
    }

    private static func isAutoresizing(_ constraint: LayoutConstraint) -> Bool {
        if case .autoresizing = constraint.kind { return true }
        return false
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
