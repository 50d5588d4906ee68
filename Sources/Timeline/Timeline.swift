public import Layout
import Tables

/// The session's virtual clock and the animations on it. Nothing here reads the wall clock:
/// time moves only when a command moves it (`seek`, `step`, `play`).
///
/// The timeline is part of the model: its clock, animations and scheduled blocks change
/// through the scene's journal, so undo and a failed command restore them with everything
/// else, and the scene's snapshots include them (``snapshotLines``).
public final class Timeline: JournalOwner, ScenePart {
    public let journal: ModelJournal?
    /// Now, in seconds since the session began.
    @Journaled public private(set) var now = 0.0
    /// Every animation made, oldest first (ended ones stay, for `timeline` to list).
    @Journaled public private(set) var animations: [Animation] = []
    /// Blocks waiting for the clock: completions and `at T { ... }`, in the order made.
    @Journaled public private(set) var scheduled: [ScheduledBlock] = []
    /// The number the next scheduled block gets: the tie-break between blocks due together.
    @Journaled private var nextScheduledNumber = 0

    /// An animation block running now, if any (``animating(duration:delay:curve:in:_:)``): not
    /// model state, since a block is over before its line ends.
    var openBlock: AnimationBlock?

    public init(journal: ModelJournal?) {
        self.journal = journal
    }

    /// The scene's timeline, made on its first use (see ``Scene/timeline``).
    public convenience init(scene: Scene) {
        self.init(journal: scene.changeJournal)
    }

    /// The model's own values of a view, as a presentation (what shows when nothing animates).
    public static func model(of view: View) -> Presentation {
        guard let scrollView = view as? ScrollView else { return Presentation(frame: view.frame, alpha: view.alpha) }
        return Presentation(frame: view.frame, alpha: view.alpha, contentOffset: scrollView.contentOffset, contentSize: scrollView.storedContentSize())
    }

    /// A view's presentation at `time` (now by default). The newest animation that moves the
    /// view decides: between its start and end it mixes its two ends by the curve, after its
    /// end it shows the end, and before its start (a delay) what it starts from, since each
    /// animation starts from what was on screen when it was made. With none, the model's
    /// own values.
    ///
    /// Frame, alpha, content offset and content size are decided apart: an animation that only
    /// fades does not hold the frame of an earlier one that moves it (the seed's cascade:
    /// fade, then collapse).
    public func presentation(of view: View, at time: Double? = nil) -> Presentation {
        let instant = time ?? now
        var result = Self.model(of: view)
        var undecided = Presentation.Part.allCases
        for animation in animations.reversed() where !undecided.isEmpty {
            guard let change = animation.changes[view.name] else { continue }
            let shown = change.from.mixed(with: change.to, by: animation.progress(at: instant))
            undecided.removeAll { part in
                guard change.parts.contains(part) else { return false }
                part.copy(from: shown, into: &result)
                return true
            }
        }
        return result
    }

    /// Adds an animation from `before` to `after` (presentations by view name) starting at
    /// now + `delay`; views whose presentation does not change are left out, unless the block
    /// changed them in the model (`modelBefore`, the model's values before it ran): then the
    /// animation holds them at their new value and takes them over from older animations.
    /// Returns it.
    @discardableResult
    public func animate(
        from before: [String: Presentation], to after: [String: Presentation],
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        modelBefore: [String: Presentation] = [:]
    ) -> Animation {
        var changes: [String: Animation.Change] = [:]
        for (name, end) in after {
            let start = before[name] ?? end
            var parts = Set(Presentation.Part.allCases.filter { $0.differs(start, end) })
            if let model = modelBefore[name] { parts.formUnion(Presentation.Part.allCases.filter { $0.differs(model, end) }) }
            if !parts.isEmpty { changes[name] = Animation.Change(from: start, to: end, parts: parts) }
        }
        let animation = Animation(number: animations.count, start: now + max(0, delay), duration: duration, curve: curve, changes: changes)
        animations.append(animation)
        return animation
    }

    /// The animations that end in `(now, time]`, by end time, then by the order they were made.
    public func ending(through time: Double) -> [Animation] {
        animations.filter { $0.end > now && $0.end <= time }.sorted { ($0.end, $0.number) < ($1.end, $1.number) }
    }

    /// Moves the clock to `time` (never backwards past 0).
    public func setNow(_ time: Double) {
        now = max(0, time)
    }

    // MARK: - Scheduled blocks

    /// Schedules the commands kept under `block` (the session keeps the commands; the
    /// timeline keeps when they run) to run when the clock reaches `time`.
    @discardableResult
    public func schedule(block: Int, at time: Double, completing animation: Int? = nil) -> ScheduledBlock {
        let entry = ScheduledBlock(number: nextScheduledNumber, time: time, block: block, animation: animation)
        nextScheduledNumber += 1
        scheduled.append(entry)
        return entry
    }

    /// The block due first in `[now, time]`: the earliest, then the first made. Completions of
    /// animations made in the same order as their animations, so completions that end
    /// together run in the order the animations were made.
    public func nextDue(through time: Double) -> ScheduledBlock? {
        scheduled.filter { $0.time <= time }.min { ($0.time, $0.number) < ($1.time, $1.number) }
    }

    /// Takes a block off the schedule (it is about to run).
    public func unschedule(_ entry: ScheduledBlock) {
        scheduled.removeAll { $0.number == entry.number }
    }

    // MARK: - Snapshots

    /// The clock, each animation with what it moves between which values, and the schedule,
    /// in a fixed order, as lines of the scene's snapshot.
    /// A timeline never used (the clock at 0, nothing animated or scheduled) adds no lines: it
    /// is the same as none, so a scene snapshots the same before and after its timeline is
    /// first read.
    public var snapshotLines: [String] {
        if now == 0, animations.isEmpty, scheduled.isEmpty { return [] }
        var lines = ["timeline now=\(now)"]
        for animation in animations {
            lines.append("animation \(animation.number) start=\(animation.start) duration=\(animation.duration) curve=\(animation.curve)")
            for name in animation.changes.keys.sorted() {
                guard let change = animation.changes[name] else { continue }
                lines.append("animation \(animation.number) \(name) from \(change.from.line) to \(change.to.line)")
            }
        }
        for entry in scheduled {
            lines.append("scheduled \(entry.number) at=\(entry.time) block=\(entry.block)" + (entry.animation.map { " completes=\($0)" } ?? ""))
        }
        return lines
    }
}

/// Commands waiting for the clock: an animation's completion, or an `at T { ... }` block.
public struct ScheduledBlock: Equatable, Sendable {
    /// The order blocks were scheduled in (the tie-break between blocks due together).
    public let number: Int
    /// When the block runs, in seconds of the virtual clock.
    public let time: Double
    /// Which commands run: a key into the session's store of blocks.
    public let block: Int
    /// The animation whose completion this is, nil for `at`.
    public let animation: Int?
}
