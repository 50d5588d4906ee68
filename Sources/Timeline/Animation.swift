import Layout

/// One `UIView.animate(withDuration:...)`: what the block changed, from the state before it
/// to the state after, over `[start, start + duration]` of the virtual clock.
///
/// As in UIKit the model jumps to the end state at once; what moves is the presentation
/// (what is on screen): at time t each animated view's frame and alpha are the before and
/// after values mixed by the curve's progress. A view that was animating when this one
/// started starts from its presentation value at that instant (UIKit's
/// `beginFromCurrentState`, the default for layout animations since iOS 8), so a second
/// animation never jumps.
public struct Animation: Equatable, Sendable {
    /// The order animations were made in: completions that end together run in it.
    public let number: Int
    /// When the change starts (after the delay) and how long it takes, in seconds.
    public let start: Double
    public let duration: Double
    public let curve: TimingCurve
    /// Each animated view's presentation before and after, by name (only views that change).
    public let changes: [String: Change]

    public struct Change: Equatable, Sendable {
        public let from: Presentation
        public let to: Presentation
        /// The parts this animation decides while it is the newest to move the view: those it
        /// moves, and those the model changed even where what shows already had the new value
        /// (two `updates` in one instant: the second puts the row back where it shows, and must
        /// still take it over from the first, or the first's end would show after both).
        let parts: Set<Presentation.Part>

        init(from: Presentation, to: Presentation, parts: Set<Presentation.Part>) {
            self.from = from
            self.to = to
            self.parts = parts
        }
    }

    public init(number: Int, start: Double, duration: Double, curve: TimingCurve, changes: [String: Change]) {
        self.number = number
        self.start = start
        self.duration = max(0, duration)
        self.curve = curve
        self.changes = changes
    }

    public var end: Double { start + duration }

    /// The curve's progress at `time`: 0 before the start, 1 from the end on.
    /// An animation of no duration (a jump at an instant) shows its end from that instant on.
    public func progress(at time: Double) -> Double {
        if time >= end { return 1 }
        if time <= start { return 0 }
        return curve.progress(at: (time - start) / duration)
    }

    /// The view's presentation at `time`, if this animation moves it.
    public func presentation(of name: String, at time: Double) -> Presentation? {
        guard let change = changes[name] else { return nil }
        return change.from.mixed(with: change.to, by: progress(at: time))
    }
}
