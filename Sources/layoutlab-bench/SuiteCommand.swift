import ArgumentParser

/// `layoutlab-bench suite`: the built-in workloads at each size, one JSON line per case.
struct SuiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suite",
        abstract: "Time the built-in workloads (chain, grid) at each size.",
        // ArgumentParser wraps each line at 80 columns: prose is one line per paragraph.
        discussion: """
            Each case prints one JSON line with sorted keys:
              {"constraints": 301, "n": 100, "phases_ms": {"add": .., "edit": ..,
                 "remove": .., "remove_lifo": .., "suggest_per_cycle_us": ..},
               "repeat": 1, "requested_n": 100, "samples": {..},
               "tableau": {"cells": .., "rows": .., "symbols": ..},
               "unsatisfiable": 0, "workload": "chain"}

            add: every constraint. edit: addEditVariable for each edit, then the first suggestion and updateVariables(). suggest_per_cycle_us: the other 100 suggestions, each suggestValue + updateVariables(), in microseconds per cycle. remove: every constraint, oldest first (FIFO). remove_lifo: newest first, on a second, fresh solver. Building the objects is never timed.

            Times are medians over the runs (--repeat per removal order; add, edit and suggest over the runs of both orders), in milliseconds rounded to 3 decimals. Sample values are read after the last suggestion and rounded to 6 decimals; tableau sizes are taken after the edit phase. A grid is square, so n is the actual view count (1000 gives 32 x 32 = 1024).
            """
    )

    @Option(help: "Comma-separated view counts.")
    var sizes: SizeList = SizeList(values: [100, 1000, 10000])

    @Option(name: .customLong("repeat"), help: "Runs per removal order; each phase reports the median.")
    var repeats: Int = 1

    @Option(help: "Comma-separated workloads to run (default: all of \(Workloads.names.joined(separator: ", "))).")
    var workloads: String?

    @Flag(help: "Print each phase's time on stderr as soon as it is measured (one JSON line each).")
    var progress = false

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeat must be at least 1") }
        _ = try selectedWorkloads()
    }

    func run() throws {
        for size in sizes.values {
            for workload in try selectedWorkloads() {
                do {
                    let suiteCase = SuiteCase(workload: workload, size: size, repeats: repeats, reportsProgress: progress)
                    Output.line(try suiteCase.measure().text)
                } catch {
                    Output.error("\(workload.name) at \(size): \(error)")
                    throw ExitCode.failure
                }
            }
        }
    }

    private func selectedWorkloads() throws -> [any Workload] {
        guard let workloads else { return Workloads.all }
        return try workloads.split(separator: ",").map { name in
            guard let workload = Workloads.named(String(name)) else {
                throw ValidationError("unknown workload '\(name)' (known: \(Workloads.names.joined(separator: ", ")))")
            }
            return workload
        }
    }
}

/// `100,1000,10000`: positive integers separated by commas.
struct SizeList: ExpressibleByArgument {
    var values: [Int]

    init(values: [Int]) {
        self.values = values
    }

    init?(argument: String) {
        var values: [Int] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(part), value >= 1 else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    var defaultValueDescription: String {
        values.map(String.init).joined(separator: ",")
    }
}
