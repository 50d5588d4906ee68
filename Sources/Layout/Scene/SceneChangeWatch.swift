import Solver

/// What changed in a scene while it was watched (``Scene/watchChanges()``): the views whose
/// frames were written and the engine's constraints installed, taken out or updated in place.
/// `fixes` watches each trial so that it reads only what the trial can have changed, not the
/// whole scene: a trial then costs what it changes.
///
/// Not state: nothing is journaled, and a rollback does not take entries back (the watcher
/// reads them before it rolls back).
public final class SceneChangeWatch {
    /// The views whose frames were written, each once, in the order first written.
    public private(set) var framedViews: [View] = []
    private var framed: Set<ObjectIdentifier> = []
    /// The solver constraints installed, taken out or updated, in that order (repeats kept).
    private(set) var constraints: [Constraint] = []
    /// The layout constraint behind each of `constraints`.
    private var owners: [LayoutConstraint] = []

    init() {}

    func noteFrame(of view: View) {
        if framed.insert(ObjectIdentifier(view)).inserted { framedViews.append(view) }
    }

    func note(_ constraint: Constraint, of owner: LayoutConstraint) {
        constraints.append(constraint)
        owners.append(owner)
    }

    /// The views of the layout constraints the engine installed, took out or updated: a
    /// label's content size constraints, made again at a new wrap width, name the label.
    public var constrainedViews: [View] { owners.flatMap(\.items) }
}

extension Scene {
    /// Starts watching changes; ``endWatch()`` stops. One watch at a time: a new one replaces
    /// the last.
    public func watchChanges() -> SceneChangeWatch {
        let watch = SceneChangeWatch()
        changeWatch = watch
        return watch
    }

    public func endWatch() {
        changeWatch = nil
    }
}
