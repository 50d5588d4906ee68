import Layout
public import Timeline

extension Session {
    /// Runs `change` as the body of an animation block: what is on screen before it, the
    /// change, a layout pass (as `layoutIfNeeded` inside an animation block), and an animation
    /// from what was on screen to the laid-out model, for every view whose frame or alpha
    /// moved. Inside another animation block the change just joins that one (nil comes back).
    @discardableResult
    public func animating(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        _ change: () throws(SyntaxError) -> Void
    ) throws(SyntaxError) -> Animation? {
        if isInAnimationBlock {
            try change()
            return nil
        }
        var before: [String: Presentation] = [:]
        for view in scene.views where view.isInWindow { before[view.name] = timeline.presentation(of: view) }
        isInAnimationBlock = true
        defer { isInAnimationBlock = false }
        try change()
        scene.layoutIfNeeded()
        var after: [String: Presentation] = [:]
        for view in scene.views where view.isInWindow { after[view.name] = Presentation(frame: view.frame, alpha: view.alpha) }
        return timeline.animate(from: before, to: after, duration: duration, delay: delay, curve: curve)
    }

    /// Whether an animation block is running (its changes belong to it).
    public var isInAnimationBlock: Bool {
        get { self["timeline.inAnimationBlock", default: false] }
        set { self["timeline.inAnimationBlock", default: false] = newValue }
    }
}
