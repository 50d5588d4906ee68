import Layout
import Solver

/// What a listed fix depends on: the views and their places, and each constraint's equation,
/// constant, priority and activity (not frames, which a layout pass may still move). `fixes
/// apply` compares the scene's fingerprint now with the one taken when the fixes were listed.
///
/// Values, not identities: a step redone (a lesson's `reset`, then the same commands) makes
/// new objects with the same names and equations, and its fix applies as the first time. Read
/// from the fields themselves, without formatting a string or taking a snapshot of each view:
/// it is read once per `fixes`, so a small conflict in a large scene paid for the whole
/// scene's snapshot (a quarter of `fixes` among 1,000 views, issue 39).
struct SceneFingerprint: Equatable, Sendable {
    struct ViewEntry: Equatable, Sendable {
        let name: String
        let className: String
        let superview: String?
        let isHidden: Bool
    }

    struct ConstraintEntry: Equatable, Sendable {
        let name: String
        let firstItem: String
        let firstAttribute: LayoutAttribute
        let relation: Relation
        let secondItem: String?
        let secondAttribute: LayoutAttribute?
        let multiplier: Double
        let constant: Double
        let priority: Priority
        let isActive: Bool
    }

    let views: [ViewEntry]
    let constraints: [ConstraintEntry]

    /// Nothing listed yet: equal to no scene's (a scene always holds its window).
    static let none = SceneFingerprint(views: [], constraints: [])

    init(views: [ViewEntry], constraints: [ConstraintEntry]) {
        self.views = views
        self.constraints = constraints
    }

    init(_ scene: Scene) {
        views = scene.views.map { view in
            ViewEntry(name: view.name, className: view.className, superview: view.superview?.name, isHidden: view.isHidden)
        }
        constraints = scene.constraints.map { constraint in
            ConstraintEntry(
                name: constraint.name, firstItem: constraint.firstItem.name, firstAttribute: constraint.firstAttribute,
                relation: constraint.relation, secondItem: constraint.secondItem?.name, secondAttribute: constraint.secondAttribute,
                multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
                isActive: constraint.isActive)
        }
    }
}
