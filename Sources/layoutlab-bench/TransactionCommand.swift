import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench transactions`: what a failing line and an `undo` cost, in sessions of N
/// commands. A failing line is rolled back, and `undo` steps back, through the scene's
/// journal, so neither may grow with the session's length (the old interpreter replayed the
/// whole session for both).
///
/// Two sessions per N: `edits`, a fixed scene (the header seed's header in a table of 20
/// rows) edited N times, and `growth`, N commands that each add a constrained view, so the
/// scene grows with the session. Each prints the median over `repeats` of a failing line
/// (`set box.alpha = 0.5; set box.alpha = 2`: one change made, then an alpha out of range, so the line is rolled back) and of
/// an `undo` followed by a `redo`, and the ratio of the largest N's medians to the smallest's.
struct TransactionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transactions",
        abstract: "Time a failing line's rollback and an undo/redo in sessions of N commands."
    )

    @Option(help: "Comma-separated session lengths (at most 1,000,000).")
    var sizes = SizeList(values: [1000, 10000])

    @Option(help: "Repetitions of each measurement (the median is printed).")
    var repeats: Int = 51

    func run() throws {
        let counts = sizes.values
        guard counts.allSatisfy({ $0 <= 1_000_000 }), (1...10_000).contains(repeats) else {
            throw ValidationError("--sizes takes session lengths up to 1,000,000; --repeats 1 to 10,000")
        }
        for workload in ["edits", "growth"] {
            var results: [(count: Int, rollback: Double, undo: Double)] = []
            for count in counts {
                let interpreter = try Self.session(workload, commands: count)
                let rollback = Self.median(repeats) {
                    _ = interpreter.run(line: "set box.alpha = 0.5; set box.alpha = 2", number: 1)
                }
                let undo = Self.median(repeats) {
                    _ = interpreter.run(line: "undo", number: 1)
                    _ = interpreter.run(line: "redo", number: 1)
                }
                results.append((count, rollback, undo))
                Output.line(JSONValue.object([
                    ("benchmark", .string("transactions")), ("workload", .string(workload)), ("commands", .integer(count)),
                    ("views", .integer(interpreter.session.scene.views.count)),
                    ("constraints", .integer(interpreter.session.scene.constraints.count)),
                    ("failingLineMs", .rounded(rollback, decimals: 4)), ("undoRedoMs", .rounded(undo, decimals: 4)),
                ]).text)
            }
            if let first = results.first, let last = results.last, results.count > 1 {
                Output.line(JSONValue.object([
                    ("benchmark", .string("transactions")), ("workload", .string(workload)),
                    ("commandsRatio", .rounded(Double(last.count) / Double(first.count), decimals: 1)),
                    ("failingLineRatio", .rounded(last.rollback / first.rollback, decimals: 2)),
                    ("undoRedoRatio", .rounded(last.undo / first.undo, decimals: 2)),
                ]).text)
            }
        }
    }

    /// A session of `count` commands of the workload, each line its own turn.
    static func session(_ workload: String, commands count: Int) throws -> Interpreter {
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        var number = 0
        func run(_ line: String) {
            number += 1
            _ = interpreter.run(line: line, number: number)
        }
        let scene = [
            "table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
            "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell",
            "view header frame (0, 0, 320, 100)", "view box in header", "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
            "vfl \"H:|-12-[box]-12-|\" in header", "vfl \"V:|-60-[box]-15-|\" in header", "vfl \"H:|-15-[label]-15-|\" in box",
            "vfl \"V:|-15-[label]-15-|\" in box", "set tv.tableHeaderView = header", "rows add tv 20 Cell title \"Row {n}: {words:3-30}\"",
        ]
        for line in scene { run(line) }
        let edits = ["set box.alpha = 0.75", "set header.frame.height = 150", "rows hide tv 3", "rows show tv 3",
                     "set box.alpha = 1", "set header.frame.height = 100", "scroll tv by 40", "scroll tv top"]
        while number < count {
            if workload == "edits" {
                run(edits[number % edits.count])
            } else {
                let name = "v\(number)"
                run("view \(name) in header; \(name).width == 10; \(name).height == 10; \(name).leading == header.leading; \(name).top == header.top")
            }
        }
        return interpreter
    }

    static func median(_ repeats: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<repeats { times.append(Clock.measure { body() }.ms) }
        times.sort()
        return times[times.count / 2]
    }
}
