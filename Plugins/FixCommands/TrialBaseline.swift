import Commands
import Layout

/// The scene a series of trials compares against, read once: its state after a layout pass,
/// and what lets a trial read only what it changed (``read(after:in:)``) and still say what a
/// read of the whole scene says.
struct TrialBaseline {
    let state: SceneState
    /// The engine's constraints by variable, to trace a trial's changes through.
    let graph: ConstraintGraph
    /// Each view's place in `window.subtree`, and each view's and guide's in `subtreeAndGuides`.
    let order: [ObjectIdentifier: Int]
    let memberOrder: [ObjectIdentifier: Int]
    let frames: [ObjectIdentifier: Rect]
    /// The views whose frames the baseline's own layout pass wrote (a stale frame moves in
    /// every trial too, so each trial compares it).
    let laidOut: [View]
    let ambiguous: Set<String>

    /// Lays the scene out in a rolled-back trial and reads it. Nil only if the empty change
    /// were refused (it is not).
    static func read(_ scene: Scene) -> TrialBaseline? {
        let graph = scene.constraintGraph()
        return Trial.run(in: scene, watching: true, {}, read: { _, watch in
            let state = SceneState.read(scene)
            let members = scene.window.subtreeAndGuides
            return TrialBaseline(
                state: state, graph: graph,
                order: Dictionary(state.frames.enumerated().map { (ObjectIdentifier($1.view), $0) }, uniquingKeysWith: { first, _ in first }),
                memberOrder: Dictionary(members.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first }),
                frames: Dictionary(state.frames.map { (ObjectIdentifier($0.view), $0.frame) }, uniquingKeysWith: { first, _ in first }),
                laidOut: watch?.framedViews ?? [],
                ambiguous: Set(state.ambiguous))
        })
    }

    /// What a trial changed, read from where it can have changed anything (``SceneChangeWatch``):
    /// the frames written in it or in the baseline's pass, the content of those views and of
    /// the views of the constraints it changed, and the ambiguity of the views connected to
    /// those constraints (``Scene/viewsWhoseAmbiguityMayHaveChanged(_:since:)``). The same as
    /// comparing two ``SceneState``s of the whole scene (a test compares the two on every
    /// transcript and lesson), at the cost of what the trial changed. Nil when the trial made
    /// views (a table's cells made again): views matched by name need the whole scene then.
    func read(after watch: SceneChangeWatch, in scene: Scene) -> (frameChanges: [FrameChange], newAmbiguity: [String],
                                                                  hiddenContent: [UnseenContent])? {
        // The views touched, by their place in the tree (each once).
        var touched: [(place: Int, view: View)] = []
        var seen: Set<ObjectIdentifier> = []
        for view in laidOut + watch.framedViews + watch.constrainedViews where seen.insert(ObjectIdentifier(view)).inserted {
            guard view.isInWindow else { continue }
            guard let place = order[ObjectIdentifier(view)] else { return nil }
            touched.append((place, view))
        }
        touched.sort { $0.place < $1.place }
        let frameChanges = touched.compactMap { _, view -> FrameChange? in
            guard let before = frames[ObjectIdentifier(view)], before != view.frame else { return nil }
            return FrameChange(view: view, before: before, after: view.frame)
        }
        // Content: the baseline's, but for the views the trial touched, looked at again.
        var hidden = state.hiddenContent.compactMap { entry -> (place: Int, content: UnseenContent)? in
            guard !seen.contains(ObjectIdentifier(entry.view)), entry.view.isInWindow, let place = order[ObjectIdentifier(entry.view)] else { return nil }
            return (place, entry)
        }
        hidden += touched.compactMap { place, view in UnseenContent.of(view).map { (place, $0) } }
        hidden.sort { $0.place < $1.place }
        var members: [(place: Int, view: View)] = []
        for view in scene.viewsWhoseAmbiguityMayHaveChanged(watch, since: graph) {
            if let place = memberOrder[ObjectIdentifier(view)] {
                members.append((place, view))
            } else if view.isInWindow {
                return nil
            }
        }
        members.sort { $0.place < $1.place }
        let newAmbiguity = SceneState.names(of: scene.ambiguousLayout(among: members.map(\.view))).filter { !ambiguous.contains($0) }
        return (frameChanges, newAmbiguity, hidden.map(\.content))
    }
}
