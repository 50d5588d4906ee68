import Solver

/// A built-in benchmark: a family of constraint systems, one per requested size.
///
/// A new workload is one file with a type conforming to this protocol, plus its entry in
/// ``Workloads/all``. `suite` times it, `export` prints it, and `Scripts/bench-vs-kiwi` runs the
/// exported system through kiwisolver, with no other change.
protocol Workload: Sendable {
    /// The name in the `workload` field and on the command line.
    var name: String { get }
    /// Builds the system for about `size` views (`size >= 1`). Nothing here is timed.
    func build(size: Int) -> BuiltWorkload
}

/// A workload's system at one size.
struct BuiltWorkload {
    /// The system. Its first suggestion is applied in the edit phase, right after the edit
    /// variables are added; every later one is a timed suggest cycle.
    var system: ConstraintSystem
    /// How many views the system lays out (a grid rounds the requested size to a square).
    var views: Int
    /// A few variables whose final values are printed, to compare with another solver where
    /// the solution is unique.
    var samples: [Variable]
}

/// The registry of built-in workloads, in the order `suite` runs them.
enum Workloads {
    static let all: [any Workload] = [ChainWorkload(), GridWorkload()]

    static func named(_ name: String) -> (any Workload)? {
        all.first { $0.name == name }
    }

    static var names: [String] { all.map(\.name) }
}

extension Priority {
    /// The priority of the workloads' container edits, just below required.
    /// (`Priority(999)` cannot fail; the fallback only spares a force unwrap.)
    static let containerEdit = Priority(999) ?? .defaultHigh
}
