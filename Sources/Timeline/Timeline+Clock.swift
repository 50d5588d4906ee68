import Layout

/// Moving the clock forward through what is scheduled on the way.
extension Timeline {
    /// The latest time the clock may be moved to: a day, far past any animation, and small
    /// enough that frame counts computed from it stay exact.
    public static let latestTime = 86_400.0

    /// A bound on the blocks one move of the clock runs, so a block that schedules itself at
    /// the same instant fails the line instead of running forever.
    public static let maximumBlockRuns = 10_000

    /// The most frames one `play` prints, or one `render --frames` or `--animated` draws.
    public static let maximumFrames = 10_000

    /// What a refused frame count expected, for both commands' errors.
    public static let frameLimitExpectation = "at most \(maximumFrames) frames (fewer fps or a nearer to=)"

    /// How many frames run from `start` to `end` at `fps` a second: one at `start`, one every
    /// 1/fps after it, and the last at `end` (0.5 s at 4 fps: 0, 0.25, 0.5, three frames).
    /// A Double, so that a far `end` is compared with ``maximumFrames`` before it is an Int.
    public static func frameCount(from start: Double, to end: Double, fps: Double) -> Double {
        ((end - start) * fps).rounded(.up) + 1
    }

    /// Why the clock did not move.
    public enum ClockFailure: Error, Equatable {
        /// The time is not in 0...``latestTime`` (or not a number).
        case timeOutOfRange(Double)
        /// More than ``maximumBlockRuns`` scheduled blocks came due on the way to this time.
        case runawaySchedule(to: Double)

        /// What a move of the clock expected, for an error message.
        public var expected: String {
            switch self {
            case .timeOutOfRange: "a time from 0 to \(formatPoints(Timeline.latestTime)) seconds"
            case .runawaySchedule(let time):
                "at most \(Timeline.maximumBlockRuns) scheduled blocks on the way to \(formatPoints(time)) s (does a block schedule itself?)"
            }
        }

        /// What it found instead.
        public var found: String {
            switch self {
            case .timeOutOfRange(let time): "'\(formatPoints(time))'"
            case .runawaySchedule: "more"
            }
        }
    }

    /// Advances the clock to `time`, stopping at each scheduled block due on the way (an
    /// animation's completion at its end, an `at` block at its time) to run it with the clock
    /// there; it may schedule more, which can come due on the way too. Blocks run by time,
    /// then in the order they were scheduled. `run` gets the number the block's commands are
    /// kept under; `failure` turns a ``ClockFailure`` into the caller's error.
    public func advance<Failure: Error>(
        to time: Double, runningDue run: (_ block: Int) throws(Failure) -> Void, failure: (ClockFailure) -> Failure
    ) throws(Failure) {
        guard time.isFinite, time >= 0, time <= Self.latestTime else { throw failure(.timeOutOfRange(time)) }
        var runs = 0
        while let next = nextDue(through: time) {
            runs += 1
            guard runs <= Self.maximumBlockRuns else { throw failure(.runawaySchedule(to: time)) }
            setNow(max(now, next.time))
            unschedule(next)
            try run(next.block)
        }
        setNow(time)
    }
}
