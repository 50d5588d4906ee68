import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench stack-memory`: the peak memory of a session that grows a stack view or
/// hides and shows one of its views, typed a line at a time as a user would (issue 40: a
/// `fillEqually`, `equalSpacing` or `equalCentering` stack grew with the 4th power of its
/// views, and hiding a view grew 1.5 MB a line without end). One case a process, since the
/// peak (getrusage's maxrss) is the process's:
///
/// - `lines`: `view vN` then `arrange vN in s`, for each of `--views` views;
/// - `oneline`: the views made one a line, then arranged in one `arrange` line;
/// - `hide`: ten views arranged, then `--lines` lines hiding and showing the fifth;
/// - `nested`: `--views` stacks, each made and arranged in the one before (`stack s1`, then
///   `stack s2` and `arrange s2 in s1`, ...), the innermost holding `v1`.
///
/// Prints one JSON object: the case, the seconds, the peak resident megabytes, the first
/// view's frame (the same on every build: the layout did not change), and the tableau's
/// constraints, symbols (ids made; unused ones are taken again once enough were made,
/// ``Solver/reclaimUnusedSymbolsIfDue()``) and cells at the end, with the cells the undo
/// history keeps (bounded by the shell, ``Scene/undoLogCells``).
struct StackMemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack-memory",
        abstract: "Peak memory of a stack view grown a line at a time, in one line, or hidden and shown."
    )

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case lines, oneline, hide, nested
    }

    @Option(help: "lines, oneline, hide or nested.")
    var mode: Mode = .lines

    @Option(help: "The stack's distribution.")
    var distribution = "fillEqually"

    @Option(help: "Arranged views (lines, oneline) or nested stacks (nested), at most 100,000.")
    var views = 100

    @Option(help: "Hide and show lines (hide), at most 1,000,000.")
    var lines = 10_000

    func run() throws {
        guard (1...100_000).contains(views), (1...1_000_000).contains(lines),
            ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].contains(distribution)
        else {
            throw ValidationError("--views 1 to 100,000, --lines 1 to 1,000,000, --distribution one of UIStackView's")
        }
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        var number = 0
        func type(_ line: String) {
            number += 1
            _ = interpreter.run(line: line, number: number)
        }
        let count = mode == .hide ? 10 : views
        let elapsed = Clock.measure {
            if mode == .nested {
                type("stack s1 frame (0, 0, 320, 480) distribution=\(distribution)")
                for index in stride(from: 2, through: count, by: 1) {
                    type("stack s\(index) distribution=\(distribution)")
                    type("arrange s\(index) in s\(index - 1)")
                }
                type("view v1")
                type("arrange v1 in s\(count)")
                interpreter.session.scene.layoutIfNeeded()
                return
            }
            type("stack s frame (0, 0, 320, 480) distribution=\(distribution)")
            switch mode {
            case .lines:
                for index in 1...count {
                    type("view v\(index)")
                    type("arrange v\(index) in s")
                }
            case .oneline, .hide, .nested:
                for index in 1...count { type("view v\(index)") }
                type("arrange " + (1...count).map { "v\($0)" }.joined(separator: " ") + " in s")
            }
            if mode == .hide {
                for line in 0..<lines { type("set v5.hidden = \(line % 2 == 0)") }
            }
            interpreter.session.scene.layoutIfNeeded()
        }
        let frame = interpreter.session.scene.view(named: "v1")?.frame ?? .zero
        let tableau = interpreter.session.scene.engineStatistics
        Output.line(JSONValue.object([
            ("benchmark", .string("stack-memory")), ("mode", .string(mode.rawValue)), ("distribution", .string(distribution)),
            ("views", .integer(count)), ("lines", .integer(number)),
            ("seconds", .rounded(elapsed.ms / 1000, decimals: 2)),
            ("max_rss_mb", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
            ("v1_frame", .string("\(frame)")),
            ("constraints", .integer(tableau.constraints)), ("symbols", .integer(tableau.symbols)), ("cells", .integer(tableau.cells)),
            ("undo_log_cells", .integer(interpreter.session.scene.undoLogCells)),
        ]).text)
    }
}
