import Commands
import Layout

/// What the scene looks like after a layout pass: what a trial compares before and after.
struct SceneState {
    /// Every view in the window (the window first, then its subviews in tree order) with its
    /// frame, in the superview's coordinates, as `print v.frame` shows it.
    let frames: [(view: View, frame: Rect)]
    /// The ambiguous attributes, as `view.attribute`, in tree order.
    let ambiguous: [String]
    /// The constraints the engine has broken.
    let broken: [LayoutConstraint]
    /// The views whose content the user cannot see (``UnseenContent``), in tree order.
    let hiddenContent: [UnseenContent]

    static func read(_ scene: Scene) -> SceneState {
        SceneState(
            frames: scene.window.subtree.map { ($0, $0.frame) },
            ambiguous: names(of: scene.ambiguousLayout()),
            broken: scene.brokenConstraints,
            hiddenContent: scene.window.subtree.compactMap(UnseenContent.of))
    }

    /// Ambiguous attributes as `view.attribute`, in the order given.
    static func names(of ambiguous: [Scene.AmbiguousView]) -> [String] {
        ambiguous.flatMap { entry in entry.attributes.map { "\(entry.view.name).\($0.rawValue)" } }
    }
}

/// A frame that a trial changed.
struct FrameChange {
    let view: View
    let before: Rect
    let after: Rect

    /// How far the frame moved and resized, in points: the sum of the four differences.
    var amount: Double {
        abs(after.origin.x - before.origin.x) + abs(after.origin.y - before.origin.y)
            + abs(after.size.width - before.size.width) + abs(after.size.height - before.size.height)
    }

    var line: String { "\(view.name) \(before) -> \(after)" }
}

/// Trials: a change made in a transaction of the scene's journal, laid out, read, and rolled
/// back, so the scene after is exactly the scene before (the same journal mechanism a failing
/// command uses). Each trial costs the change, one layout pass and one ambiguity check, and
/// its rollback is proportional to what the trial changed, not to the size of the scene.
enum Trial {
    /// Runs `change` and a layout pass in a transaction that is rolled back, and returns what
    /// `read` computed from the changed scene with the conflicts the change reported. Nil when
    /// the change was refused (it then changed nothing that stays).
    static func run<Result>(
        in scene: Scene, _ change: () throws(LayoutError) -> Void, read: ([UnsatisfiableReport]) -> Result
    ) -> Result? {
        run(in: scene, watching: false, change, read: { reports, _ in read(reports) })
    }

    /// ``run(in:_:read:)``, with what the change and its layout pass changed when `watching`
    /// (``SceneChangeWatch``): `read` then looks only there.
    static func run<Result>(
        in scene: Scene, watching: Bool, _ change: () throws(LayoutError) -> Void,
        read: ([UnsatisfiableReport], SceneChangeWatch?) -> Result
    ) -> Result? {
        let start = scene.changeJournal.checkpoint()
        let watch = watching ? scene.watchChanges() : nil
        defer {
            if watching { scene.endWatch() }
            _ = scene.takeReports()
            _ = scene.takeWarnings()
            scene.changeJournal.rollback(to: start)
        }
        do throws(LayoutError) {
            try change()
        } catch {
            return nil
        }
        scene.layoutIfNeeded()
        return read(scene.takeReports(), watch)
    }

    /// The frames that differ between two states of the same scene, in tree order. Views are
    /// matched by name, which is unique in a scene: a table's cell made again by a trial keeps
    /// its views' names.
    static func frameChanges(from before: SceneState, to after: SceneState) -> [FrameChange] {
        frameChanges(from: before.frames, to: after.frames)
    }

    /// ``frameChanges(from:to:)-(SceneState,_)`` for two lists of frames in tree order.
    static func frameChanges(from before: [(view: View, frame: Rect)], to after: [(view: View, frame: Rect)]) -> [FrameChange] {
        let afterFrames = Dictionary(after.map { ($0.view.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        return before.compactMap { entry in
            guard let frame = afterFrames[entry.view.name], frame != entry.frame else { return nil }
            return FrameChange(view: entry.view, before: entry.frame, after: frame)
        }
    }
}
