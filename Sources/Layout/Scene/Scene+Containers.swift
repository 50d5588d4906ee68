public import Solver

/// Views and constraints that a container makes for its content, as UIKit's containers do:
/// a table's cells are copies of its prototypes, laid out in the window at their rows' size.
/// They belong to the scene like any view (they lay out, print and undo the same way), but
/// their names are the container's: they may hold dots (`tv.cell1.title`), so they never
/// clash with a name a user can type, and their constraints are held by a view rather than
/// named in the scene's registry.
extension Scene {
    /// Adds `view` under `parent` at the end of its subviews, named by its container.
    public func addContained(_ view: View, to parent: View) throws(LayoutError) {
        guard isAvailable(view.name) else { throw .nameTaken(view.name) }
        guard parent.scene === self else { throw .unknownObject(parent.name) }
        register(view)
        attach(view, to: parent, at: parent.subviews.count, isNew: true)
    }

    /// Makes a constraint for a view to hold (``hold(_:on:)``): `kind` is `.layout` for a
    /// copy of a user's constraint (it logs and breaks like one), `.encapsulatedLayout` for a
    /// size the container imposes (logged with its `identifier`).
    public func makeHeldConstraint(
        _ first: View, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: View?, _ secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        kind: LayoutConstraint.Kind = .layout, name: String, identifier: String? = nil
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            name: name, kind: kind, serial: makeSerial(), first: first, firstAttribute, relation,
            second: second, second == nil ? nil : secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier: identifier
        )
        constraint.isActive = true
        return constraint
    }

    /// `view` holds `constraints` (which name only views of its subtree): they are installed
    /// now if the view is in the window, in the order given, and whenever it comes back.
    public func hold(_ constraints: [LayoutConstraint], on view: View) {
        view.heldConstraints += constraints
        if view.isInWindow { for constraint in constraints { engine.install(constraint) } }
        setNeedsLayout()
    }

    /// `view` lets go of every constraint it holds.
    public func releaseHeldConstraints(of view: View) {
        for constraint in view.heldConstraints { engine.uninstall(constraint) }
        view.heldConstraints = []
        setNeedsLayout()
    }
}
