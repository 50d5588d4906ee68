public import Layout

/// UIKit's animation-block rules: what `UIView.animate(withDuration:animations:)` animates,
/// from what, and when a block nested in another joins it.
extension Timeline {
    /// Runs `change` as the body of an animation block: what is on screen before it, the
    /// change, a layout pass (as `layoutIfNeeded` inside an animation block), and an animation
    /// from what was on screen to the laid-out model, for every view whose frame or alpha the
    /// block changed, and every scroll view whose content offset or size it changed (what the
    /// block leaves alone keeps the animations it has). `isHidden` is not animatable (it is
    /// not in UIKit's list of animatable properties, `UIView.animate` documentation): a view
    /// hidden or shown in the block is so at once.
    ///
    /// Views named by ``deferLayoutToAnimationEnd(_:)`` during the block (the contents of
    /// cells a table's `updates` resized) keep their frame on screen until the animation
    /// ends, then take the model's: a second animation of no duration at the end carries
    /// their frames. Inside another animation block the change just joins that one (nil
    /// comes back).
    @discardableResult
    public func animating<Failure: Error>(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut, in scene: Scene,
        _ change: () throws(Failure) -> Void
    ) throws(Failure) -> Animation? {
        if isInAnimationBlock {
            try change()
            return nil
        }
        var shown: [String: Presentation] = [:], modelBefore: [String: Presentation] = [:]
        for view in scene.views where view.isInWindow {
            shown[view.name] = presentation(of: view)
            modelBefore[view.name] = Self.model(of: view)
        }
        openBlock = AnimationBlock()
        defer { openBlock = nil }
        try change()
        scene.layoutIfNeeded()
        let deferredLayout = openBlock?.deferredLayout ?? []
        var before: [String: Presentation] = [:], after: [String: Presentation] = [:]
        var deferredBefore: [String: Presentation] = [:], deferredAfter: [String: Presentation] = [:]
        for view in scene.views where view.isInWindow {
            let end = Self.model(of: view)
            // A view that came into the window in the block has nothing to move from.
            guard let wasShown = shown[view.name], let wasModel = modelBefore[view.name] else { continue }
            let start = Presentation.start(shown: wasShown, modelBefore: wasModel, modelAfter: end)
            before[view.name] = start
            guard deferredLayout.contains(view.name), start.frame != end.frame else {
                after[view.name] = end
                continue
            }
            // The block moves everything but the frame; the frame jumps when it ends.
            var held = end
            held.frame = start.frame
            after[view.name] = held
            deferredBefore[view.name] = held
            deferredAfter[view.name] = end
        }
        let animation = animate(from: before, to: after, duration: duration, delay: delay, curve: curve, modelBefore: modelBefore)
        if !deferredAfter.isEmpty {
            animate(from: deferredBefore, to: deferredAfter, duration: 0, delay: delay + duration, curve: .linear)
        }
        return animation
    }

    /// Asks the animation block running now to show `names`' new frames only when it ends.
    ///
    /// For `updates`: UIKit resizes the cells with the table's update animation but lays out
    /// what is in them afterwards. The static-cells seed (`../shared/seeds/static-cells-hide-show.txt`):
    /// without the fade "the cell will animate it's height to zero while the control stays
    /// visible and takes up it's normal intrinsic size. Only when the animation is over will
    /// the control be resize to zero height".
    public func deferLayoutToAnimationEnd(_ names: [String]) {
        openBlock?.deferredLayout.formUnion(names)
    }

    /// Whether an animation block is running (its changes belong to it).
    public var isInAnimationBlock: Bool { openBlock != nil }
}

/// What an animation block running now has been asked to hold back.
struct AnimationBlock {
    /// Views whose frames show only when the animation ends.
    var deferredLayout: Set<String> = []
}

extension Scene {
    /// The scene's virtual clock and the animations on it.
    public var timeline: Timeline { part(Timeline.self) }
}
