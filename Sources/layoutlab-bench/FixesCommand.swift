import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench fixes`: what `fixes` costs. Each fix is a trial (a change, a layout pass,
/// a rollback, and a reading of what the change can have moved or made ambiguous), so the
/// command costs the number of trials (at most two per constraint of the conflict, plus two)
/// times a trial, and a trial costs what it changes, not the scene.
///
/// Two workloads per N: `column`, N views stacked in a container 2 pt too short for them, so the
/// conflict holds all 2N + 2 of its constraints (and the trials grow with it, each moving up to
/// N frames); and `bystanders`, a conflict of three constraints beside N other constrained views
/// (the trials stay a handful, and should cost the same at every N: nothing but the conflict
/// changes). Each prints the median over `repeats` of a `fixes` line, the trials it ran and the
/// time a trial takes.
struct FixesBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fixes",
        abstract: "Time 'fixes' on a conflict that grows with N and on a small conflict in a scene that grows with N."
    )

    @Option(help: "Comma-separated sizes (at most 2,000).")
    var sizes = SizeList(values: [10, 50, 100])

    @Option(help: "Repetitions of each measurement (the median is printed).")
    var repeats: Int = 5

    @Option(help: "Comma-separated workloads: column, bystanders (both by default).")
    var workloads = "column,bystanders"

    static let knownWorkloads = ["column", "bystanders"]

    func run() throws {
        guard sizes.values.allSatisfy({ $0 <= 2000 }), (1...1000).contains(repeats) else {
            throw ValidationError("--sizes takes sizes up to 2,000; --repeats 1 to 1,000")
        }
        let chosen = workloads.split(separator: ",").map(String.init)
        guard !chosen.isEmpty, chosen.allSatisfy(Self.knownWorkloads.contains) else {
            throw ValidationError("--workloads takes " + Self.knownWorkloads.joined(separator: ", ") + ", separated by commas")
        }
        for workload in Self.knownWorkloads where chosen.contains(workload) {
            for size in sizes.values {
                let interpreter = try Self.session(workload, size: size)
                var header = ""
                let ms = TransactionCommand.median(repeats) {
                    let output = interpreter.run(line: "fixes", number: 1).flatMap { $0.rendered(file: "bench") }
                    header = output.first ?? ""
                }
                // "... N fixes tried, ..." names the trials; two more find the set and the baseline.
                let tried = header.split(separator: ";").last?.split(separator: " ").first.flatMap { Int($0) } ?? 0
                let trials = tried + 2
                Output.line(JSONValue.object([
                    ("benchmark", .string("fixes")), ("workload", .string(workload)), ("n", .integer(size)),
                    ("views", .integer(interpreter.session.scene.views.count)),
                    ("constraints", .integer(interpreter.session.scene.constraints.count)),
                    ("trials", .integer(trials)), ("fixesMs", .rounded(ms, decimals: 3)),
                    ("perTrialMs", .rounded(ms / Double(max(trials, 1)), decimals: 4)),
                ]).text)
            }
        }
    }

    /// The workload's scene, laid out, with its conflict logged.
    static func session(_ workload: String, size: Int) throws -> Interpreter {
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        var lines: [String] = []
        let column = workload == "column" ? size : 2
        // 8 pt views 2 pt apart from the top: 10 x column - 2 pt, in a container 2 pt shorter.
        lines.append("view box frame (0, 0, 320, \(10 * column - 4))")
        for index in 0..<column {
            lines += ["view v\(index) in box", "set v\(index).translatesAutoresizingMaskIntoConstraints = false",
                      "v\(index).leading == box.leading", "v\(index).width == 100", "v\(index).height == 8",
                      index == 0 ? "v0.top == box.top" : "v\(index).top == v\(index - 1).bottom + 2"]
        }
        lines.append("box.bottom == v\(column - 1).bottom")
        if workload == "bystanders" {
            lines.append("view others frame (0, 100, 320, 400)")
            for index in 0..<size {
                lines += ["view b\(index) in others", "set b\(index).translatesAutoresizingMaskIntoConstraints = false",
                          "b\(index).leading == others.leading + \(index % 50)", "b\(index).top == others.top + \(index % 300)",
                          "b\(index).width == 10", "b\(index).height == 10"]
            }
        }
        for (number, line) in lines.enumerated() { _ = interpreter.run(line: line, number: number + 1) }
        return interpreter
    }
}
