import Synchronization

/// Whether the user asked to stop the command that runs now (Ctrl-C in the shell), and how
/// far long work has got, for a progress line.
///
/// The shell's SIGINT handler calls ``request()``: one atomic store, which is safe in a
/// signal handler. Long loops in the model (measuring every row of a table, the label passes
/// of a layout, generating rows) poll ``isRequested`` and stop early; what they leave half
/// done does not matter, because the interpreter then rolls the whole line back through the
/// scene's journal. The model never prints: progress is only counted here, and the shell
/// decides whether to show it.
public enum Cancellation {
    private static let requested = Atomic<Bool>(false)
    private static let done = Atomic<Int>(0)
    private static let total = Atomic<Int>(0)
    private static let work = Atomic<Int>(Work.rows.rawValue)

    /// What long work counts, for the progress line's words.
    public enum Work: Int, Sendable {
        /// Measuring a table's rows.
        case rows
        /// Drawing the frames of an animation.
        case frames
        /// Trying the fixes of a conflict or an ambiguity, one trial each.
        case trials

        /// What the progress line says is being done.
        public var doing: String {
            switch self {
            case .rows: "measuring rows"
            case .frames: "drawing frames"
            case .trials: "trying fixes"
            }
        }
    }

    /// Asks the running command to stop. Async-signal-safe.
    public static func request() {
        requested.store(true, ordering: .relaxed)
    }

    /// Clears a request, before a new command runs.
    public static func reset() {
        requested.store(false, ordering: .relaxed)
        done.store(0, ordering: .relaxed)
        total.store(0, ordering: .relaxed)
        work.store(Work.rows.rawValue, ordering: .relaxed)
    }

    /// Whether the running command should stop now.
    public static var isRequested: Bool {
        requested.load(ordering: .relaxed)
    }

    /// Records that `count` of `of` items of long work are done; returns whether to stop.
    public static func progress(_ count: Int, of all: Int, _ kind: Work = .rows) -> Bool {
        work.store(kind.rawValue, ordering: .relaxed)
        done.store(count, ordering: .relaxed)
        total.store(all, ordering: .relaxed)
        return isRequested
    }

    /// The last progress reported: items done and all items (0 of 0 when none was).
    public static var currentProgress: (done: Int, total: Int) {
        (done.load(ordering: .relaxed), total.load(ordering: .relaxed))
    }

    /// What the last progress reported counts.
    public static var currentWork: Work {
        Work(rawValue: work.load(ordering: .relaxed)) ?? .rows
    }
}
