public import Layout

/// The session's virtual clock and the animations on it. Nothing here reads the wall clock:
/// time moves only when a command moves it (`seek`, `step`, `play`).
///
/// The timeline is part of the model: its clock and animations change through the scene's
/// journal, so undo and a failed command restore them with everything else.
public final class Timeline: JournalOwner {
    public let journal: ModelJournal?
    /// Now, in seconds since the session began.
    @Journaled public private(set) var now = 0.0
    /// Every animation made, oldest first (ended ones stay, for `timeline` to list).
    @Journaled public private(set) var animations: [Animation] = []

    public init(journal: ModelJournal?) {
        self.journal = journal
    }

    /// A view's presentation at `time` (now by default). The newest animation that moves the
    /// view decides: between its start and end it mixes its two ends by the curve, after its
    /// end it shows the end, and before its start (a delay) what it starts from, since each
    /// animation starts from what was on screen when it was made. With none, the model's
    /// own values.
    ///
    /// Frame and alpha are decided apart: an animation that only fades does not hold the frame
    /// of an earlier one that moves it (the seed's cascade: fade, then collapse).
    public func presentation(of view: View, at time: Double? = nil) -> Presentation {
        let instant = time ?? now
        var frame: Rect?, alpha: Double?
        for animation in animations.reversed() {
            guard let change = animation.changes[view.name] else { continue }
            let shown = change.from.mixed(with: change.to, by: animation.progress(at: instant))
            if frame == nil, change.from.frame != change.to.frame { frame = shown.frame }
            if alpha == nil, change.from.alpha != change.to.alpha { alpha = shown.alpha }
            if frame != nil && alpha != nil { break }
        }
        return Presentation(frame: frame ?? view.frame, alpha: alpha ?? view.alpha)
    }

    /// Adds an animation from `before` to `after` (presentations by view name) starting at
    /// now + `delay`; views whose presentation does not change are left out. Returns it.
    @discardableResult
    public func animate(
        from before: [String: Presentation], to after: [String: Presentation],
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut
    ) -> Animation {
        var changes: [String: Animation.Change] = [:]
        for (name, end) in after {
            let start = before[name] ?? end
            if start != end { changes[name] = Animation.Change(from: start, to: end) }
        }
        let animation = Animation(number: animations.count, start: now + max(0, delay), duration: duration, curve: curve, changes: changes)
        animations.append(animation)
        return animation
    }

    /// The animations that end in `(now, time]`, in the order their completions run: by end
    /// time, then by the order they were made.
    public func ending(through time: Double) -> [Animation] {
        animations.filter { $0.end > now && $0.end <= time }.sorted { ($0.end, $0.number) < ($1.end, $1.number) }
    }

    /// Moves the clock to `time` (never backwards past 0).
    public func setNow(_ time: Double) {
        now = max(0, time)
    }
}
