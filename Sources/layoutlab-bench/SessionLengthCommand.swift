import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench session-length`: whether a line that changes the model costs more late
/// in a long session. One session of `lines` lines, each moving a view (`set b.frame = (x,
/// 0, 10, 10)`: one undo step a line, so the undo history is full from line 1,000 on and
/// the oldest step is forgotten at every line after). Prints, as JSON, the mean time per line
/// over the `window` lines ending at each checkpoint, then the ratio of the last to the
/// first: flat is near 1 (forgetting the oldest step walked the whole history before: 46 µs
/// a line at 25,000, 1.37 ms at 200,000).
struct SessionLengthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session-length",
        abstract: "Time per model-changing line at checkpoints of one long session."
    )

    @Option(help: "Lines in the session (at most 2,000,000).")
    var lines: Int = 300_000

    @Option(help: "Comma-separated checkpoints, each at most --lines.")
    var checkpoints = SizeList(values: [25_000, 100_000, 200_000, 300_000])

    @Option(help: "Lines averaged before each checkpoint.")
    var window: Int = 1000

    func run() throws {
        let marks = checkpoints.values.sorted()
        guard (1...2_000_000).contains(lines), marks.allSatisfy({ $0 >= window && $0 <= lines }), (1...100_000).contains(window) else {
            throw ValidationError("--lines 1 to 2,000,000; each checkpoint between --window and --lines; --window 1 to 100,000")
        }
        let interpreter = Interpreter(registry: try ShellCommands.registry(with: StandardPlugins.all), session: Session(), file: "bench")
        _ = interpreter.run(line: "view b frame (0, 0, 10, 10)", number: 1)
        var results: [(line: Int, microseconds: Double)] = []
        var windowMs = 0.0
        var next = marks.makeIterator()
        var mark = next.next()
        let total = Clock.measure {
            for number in 1...lines {
                let line = "set b.frame = (\(number % 997), 0, 10, 10)"
                if let current = mark, number > current - window {
                    windowMs += Clock.measure { _ = interpreter.run(line: line, number: number + 1) }.ms
                    if number == current {
                        results.append((current, windowMs * 1000 / Double(window)))
                        Output.line(JSONValue.object([
                            ("benchmark", .string("session-length")), ("line", .integer(current)),
                            ("microsecondsPerLine", .rounded(windowMs * 1000 / Double(window), decimals: 2)),
                        ]).text)
                        windowMs = 0
                        mark = next.next()
                    }
                } else {
                    _ = interpreter.run(line: line, number: number + 1)
                }
            }
        }
        if let first = results.first, let last = results.last {
            Output.line(JSONValue.object([
                ("benchmark", .string("session-length")), ("lines", .integer(lines)),
                ("totalSeconds", .rounded(total.ms / 1000, decimals: 2)),
                ("lastToFirstRatio", .rounded(last.microseconds / first.microseconds, decimals: 2)),
            ]).text)
        }
    }
}
