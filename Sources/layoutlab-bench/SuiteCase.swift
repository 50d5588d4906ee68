import Solver

/// One workload at one size, timed: `repeats` runs that remove the constraints oldest first
/// (FIFO) and as many that remove them newest first (LIFO), each on a fresh solver. The add,
/// edit and suggest phases are the same in both, so their medians are over all the runs.
struct SuiteCase {
    let workload: any Workload
    let size: Int
    let repeats: Int
    /// Whether each phase's time goes to stderr as soon as it is measured, so that a run cut
    /// short (a 10k chain takes hours) still tells how far it got.
    var reportsProgress = false

    /// Builds the system (untimed), runs it, and returns the output line.
    func measure() throws(BenchError) -> JSONValue {
        let built = workload.build(size: size)
        var runs: [RunResult] = []
        var fifo: [Double] = []
        var lifo: [Double] = []
        for _ in 0..<max(1, repeats) {
            let first = try timedRun(built, removing: .fifo)
            fifo.append(first.removeMs)
            let second = try timedRun(built, removing: .lifo)
            lifo.append(second.removeMs)
            runs += [first, second]
        }
        let cycles = max(1, built.system.suggestions.count - 1)
        let last = runs.last
        let samples = zip(built.samples, last?.samples ?? []).map {
            (key: $0.name, value: JSONValue.rounded($1, decimals: 6))
        }
        let statistics = last?.statistics
        return .object([
            ("workload", .string(workload.name)),
            ("n", .integer(built.views)),
            ("requested_n", .integer(size)),
            ("constraints", .integer(built.system.constraints.count)),
            ("repeat", .integer(max(1, repeats))),
            ("phases_ms", .object([
                ("add", .rounded(median(runs.map(\.addMs)), decimals: 3)),
                ("edit", .rounded(median(runs.map(\.editMs)), decimals: 3)),
                ("suggest_per_cycle_us", .rounded(median(runs.map(\.suggestMs)) * 1000 / Double(cycles), decimals: 3)),
                ("remove", .rounded(median(fifo), decimals: 3)),
                ("remove_lifo", .rounded(median(lifo), decimals: 3)),
            ])),
            ("samples", .object(samples)),
            ("tableau", .object([
                ("rows", .integer(statistics?.rows ?? 0)),
                ("cells", .integer(statistics?.cells ?? 0)),
                ("symbols", .integer(statistics?.symbols ?? 0)),
            ])),
            ("unsatisfiable", .integer(last?.refused ?? 0)),
        ])
    }

    /// What one run measured.
    struct RunResult {
        var addMs: Double
        var editMs: Double
        /// All suggest cycles together.
        var suggestMs: Double
        var removeMs: Double
        /// The samples' values after the last suggest cycle.
        var samples: [Double]
        /// The tableau's size after the edit phase.
        var statistics: Solver.Statistics
        var refused: Int
    }

    /// One run on a fresh solver: add, edit (the edit variables and the first suggestion),
    /// the remaining suggestions as cycles, then removal in the given order. Only the solver
    /// calls are inside the clock.
    func timedRun(_ built: BuiltWorkload, removing order: SystemRun.RemovalOrder) throws(BenchError) -> RunResult {
        var run = SystemRun(built.system)
        let suggestions = built.system.suggestions
        let (refused, addMs) = try Clock.measure { () throws(BenchError) in try run.addConstraints() }
        report("add", addMs, order)
        let ((), editMs) = try Clock.measure { () throws(BenchError) in
            try run.addEdits()
            if let first = suggestions.first { try run.apply(first) }
        }
        report("edit", editMs, order)
        let statistics = run.solver.statistics
        let ((), suggestMs) = try Clock.measure { () throws(BenchError) in
            for suggestion in suggestions.dropFirst() { try run.apply(suggestion) }
        }
        report("suggest", suggestMs, order)
        let samples = built.samples.map { run.value(of: $0) }
        let ((), removeMs) = try Clock.measure { () throws(BenchError) in try run.removeConstraints(order) }
        report(order == .fifo ? "remove" : "remove_lifo", removeMs, order)
        return RunResult(
            addMs: addMs, editMs: editMs, suggestMs: suggestMs, removeMs: removeMs,
            samples: samples, statistics: statistics, refused: refused.count
        )
    }

    /// `{"progress": {"ms": .., "n": .., "order": "fifo", "phase": "add", "workload": ..}}` on
    /// stderr, when asked for. The suggest phase is all cycles together.
    private func report(_ phase: String, _ ms: Double, _ order: SystemRun.RemovalOrder) {
        guard reportsProgress else { return }
        Output.errorLine(JSONValue.object([
            ("progress", .object([
                ("workload", .string(workload.name)), ("n", .integer(size)), ("order", .string(order.rawValue)),
                ("phase", .string(phase)), ("ms", .rounded(ms, decimals: 3)),
            ])),
        ]).text)
    }
}

/// The middle value (the mean of the two middle ones for an even count); 0 for none.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
