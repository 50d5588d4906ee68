import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench vary`: what `vary` costs on the first lesson's header in a table that
/// fills the window, checked on every device, orientation, text size and direction (14 x 2 x
/// 12 x 2 = 672 combinations, as `Plugins/CheckCommands/Transcripts/vary-header.lab` runs
/// it), with each number of jobs given. Each combination runs in a session of its own, made
/// once per thread from the history and put back after each; the threads share nothing.
/// Prints the median wall-clock and CPU time over `repeats` per number of jobs, and whether
/// every job count printed the same report (it must: the order is the matrix's).
struct VaryBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vary",
        abstract: "Time 'vary' over the 672 combinations of the lesson's header with each number of jobs."
    )

    @Option(help: "Comma-separated numbers of jobs (threads), at most 64.")
    var jobs = SizeList(values: [1, 2])

    @Option(help: "Repetitions of each measurement (the median is printed).")
    var repeats: Int = 3

    /// The header of the first lesson, fitted by its `viewDidLayoutSubviews`.
    static let scene = [
        "table table", "vfl \"H:|[table]|\"", "vfl \"V:|[table]|\"", "prototype Cell in table", "set table.rowHeight = 44",
        "rows add table 20 Cell", "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header",
        "view temp in header", "view box in header", "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[temp]-12-|\" in header", "vfl \"H:|-12-[box]-12-|\" in header", "vfl \"V:|-5-[temp(50)]-5-[box]-15-|\" in header",
        "vfl \"H:|-15-[label]-15-|\" in box", "vfl \"V:|-15-[label]-(15@999)-|\" in box",
        "def viewDidLayoutSubviews { let s = fit header (table.bounds.width, 0) h=required; set header.frame.height = s.height; set table.tableHeaderView = header }",
        "viewDidLayoutSubviews",
    ]

    func run() throws {
        guard jobs.values.allSatisfy({ $0 <= 64 }), (1...100).contains(repeats) else {
            throw ValidationError("--jobs takes 1 to 64 threads; --repeats 1 to 100")
        }
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        interpreter.registryMaker = { try? ShellCommands.registry(with: StandardPlugins.all) }
        for (number, line) in Self.scene.enumerated() { _ = interpreter.run(line: line, number: number + 1) }
        var reports: [[String]] = []
        for count in jobs.values {
            var report: [String] = []
            let line = "vary devices=all orientations=all textsizes=all directions=all jobs=\(count) { viewDidLayoutSubviews; check header }"
            var walls: [Double] = [], cpus: [Double] = []
            for _ in 0..<repeats {
                let time = EngineCommand.measure { report = interpreter.run(line: line, number: 100).flatMap { $0.rendered(file: "bench") } }
                walls.append(time.wall)
                cpus.append(time.cpu)
            }
            reports.append(report)
            let combinations = 672
            let ms = median(walls) * 1000, cpuMs = median(cpus) * 1000
            // Wall and CPU time both: on a machine shared with other work the wall-clock time says
            // little about what more threads buy, and CPU time / wall time is how many cores the
            // run kept busy (about 1 for jobs=1; up to the jobs for an idle machine).
            Output.line(JSONValue.object([
                ("benchmark", .string("vary")), ("scene", .string("lesson 1 header")), ("combinations", .integer(combinations)),
                ("jobs", .integer(count)), ("ms", .rounded(ms, decimals: 1)), ("cpuMs", .rounded(cpuMs, decimals: 1)),
                ("perCombinationMs", .rounded(ms / Double(combinations), decimals: 3)),
                ("combinationsPerSecond", .rounded(Double(combinations) / max(ms, 0.001) * 1000, decimals: 1)),
                ("coresBusy", .rounded(ms > 0 ? cpuMs / ms : 0, decimals: 2)),
                ("failed", .integer(Self.failed(in: report) ?? -1)),
                ("report", .string(report == reports.first ? "the same as the first job count's" : "DIFFERENT from the first job count's")),
            ]).text)
        }
    }

    /// The failures the report's summary line counts (`672 combinations: 528 passed, 144 failed`).
    static func failed(in report: [String]) -> Int? {
        guard let summary = report.last(where: { $0.contains(" combinations: ") }),
            let part = summary.split(separator: ",").dropFirst().first else { return nil }
        return Int(part.split(separator: " ").first ?? "")
    }
}
