import Commands
import Layout

/// The scene a series of trials compares against, read once: its state after a layout pass,
/// and what lets a trial read only what it changed (``read(after:in:)``) and still say what a
/// read of the whole scene says.
struct TrialBaseline {
    /// Every view in the window with its frame, in tree order (``SceneState/frames``).
    let frameList: [(view: View, frame: Rect)]
    /// The views whose content the user cannot see, in tree order.
    let hiddenContent: [UnseenContent]
    /// The engine's constraints by variable, to trace a trial's changes through.
    let graph: ConstraintGraph
    /// Each view's place in `window.subtree`, and each view's and guide's in `subtreeAndGuides`.
    let order: [ObjectIdentifier: Int]
    let memberOrder: [ObjectIdentifier: Int]
    let frames: [ObjectIdentifier: Rect]
    /// The views whose frames the baseline's own layout pass wrote (a stale frame moves in
    /// every trial too, so each trial compares it).
    let laidOut: [View]
    /// The baseline's ambiguity, read for the views a trial asks about (``ambiguous(among:in:)``).
    private let knownAmbiguity = KnownAmbiguity()

    /// Lays the scene out in a rolled-back trial and reads it, all but its ambiguity, which is
    /// read where trials ask (a small conflict among 1,000 views read the whole scene's
    /// ambiguity for the handful of views its trials touch). Nil only if the empty change were
    /// refused (it is not).
    static func read(_ scene: Scene) -> TrialBaseline? {
        let graph = scene.constraintGraph()
        return Trial.run(in: scene, watching: true, {}, read: { _, watch in
            let frameList = scene.window.subtree.map { (view: $0, frame: $0.frame) }
            let members = scene.window.subtreeAndGuides
            return TrialBaseline(
                frameList: frameList, hiddenContent: scene.window.subtree.compactMap(UnseenContent.of), graph: graph,
                order: Dictionary(frameList.enumerated().map { (ObjectIdentifier($1.view), $0) }, uniquingKeysWith: { first, _ in first }),
                memberOrder: Dictionary(members.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first }),
                frames: Dictionary(frameList.map { (ObjectIdentifier($0.view), $0.frame) }, uniquingKeysWith: { first, _ in first }),
                laidOut: watch?.framedViews ?? [])
        })
    }

    /// The baseline's ambiguous attributes (`view.attribute`) among `members`, views and guides
    /// of the baseline's window: read in a rolled-back layout pass the first time a view is
    /// asked about, so call it between trials, with the scene as the baseline left it. A view's
    /// ambiguity is its variables' range over the optimal face, whichever other views are asked
    /// with it, so the answers a series of trials gathers agree with one read of the whole scene.
    func ambiguous(among members: [View], in scene: Scene) -> Set<String> {
        let unknown = members.filter { knownAmbiguity.byView[ObjectIdentifier($0)] == nil }
        if !unknown.isEmpty {
            let found = Trial.run(in: scene, {}, read: { _ in scene.ambiguousLayout(among: unknown) }) ?? []
            for view in unknown { knownAmbiguity.byView[ObjectIdentifier(view)] = [] }
            for entry in found { knownAmbiguity.byView[ObjectIdentifier(entry.view)] = SceneState.names(of: [entry]) }
        }
        return Set(members.flatMap { knownAmbiguity.byView[ObjectIdentifier($0)] ?? [] })
    }

    /// What a trial changed, read from where it can have changed anything (``SceneChangeWatch``):
    /// the frames written in it or in the baseline's pass, the content of those views and of
    /// the views of the constraints it changed, and the ambiguity of the views connected to
    /// those constraints (``Scene/viewsWhoseAmbiguityMayHaveChanged(_:since:)``), which the
    /// caller compares with the baseline's after the rollback. The same as
    /// comparing two ``SceneState``s of the whole scene (a test compares the two on every
    /// transcript and lesson), at the cost of what the trial changed. Nil when the trial made
    /// views (a table's cells made again): views matched by name need the whole scene then.
    func read(after watch: SceneChangeWatch, in scene: Scene) -> (frameChanges: [FrameChange], ambiguity: AmbiguityAfter,
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
        var hidden = hiddenContent.compactMap { entry -> (place: Int, content: UnseenContent)? in
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
        let asked = members.map(\.view)
        let ambiguity = AmbiguityAfter(names: SceneState.names(of: scene.ambiguousLayout(among: asked)), among: asked)
        return (frameChanges, ambiguity, hidden.map(\.content))
    }
}

/// What a trial found ambiguous, before the baseline's ambiguity is taken out (it is read
/// after the rollback, ``TrialBaseline/ambiguous(among:in:)``).
struct AmbiguityAfter {
    /// `view.attribute`, in tree order.
    let names: [String]
    /// The views and guides asked about; nil for the whole window.
    let among: [View]?
}

/// The baseline's ambiguity by view, filled in as trials ask (a class: the baseline is a value
/// passed around while trials fill it in).
private final class KnownAmbiguity {
    var byView: [ObjectIdentifier: [String]] = [:]
}
