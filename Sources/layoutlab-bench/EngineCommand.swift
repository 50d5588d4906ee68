import ArgumentParser
import Commands
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench engine`: what the engine costs a session, in time and in peak memory
/// (one case per process, so the process's peak is the case's).
///
/// - `undo`: `--views` one-line views (`view vK in root; vK.width == 10; ...`, each placed
///   by constants, so the scene's rows stay short), then as many `undo`s, then as many
///   `redo`s. Prints the peak after the scene was built, after the undos and after the redos,
///   and their ratio: undo and redo should cost memory in proportion to what each line
///   changed, so the peak stays near the scene's own.
/// - `chain`: a chain of `--views` views typed line by line, or run as one block with
///   `--block`. `--style simple` is five lines a view, each placed after the previous one
///   horizontally (`vK.leading == vJ.trailing + 2`, fixed top, width and height); `dense`
///   chains them horizontally and vertically (four lines a view, width and height on one:
///   1,602 lines for 400). Either way each view's position is solved in terms of the marker
///   of every size constraint before it, so a row holds a term for every view before it. Prints the time per line and the peak.
///
/// Run it for two builds side by side with `Scripts/bench-engine`.
struct EngineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine",
        abstract: "Time and peak memory of undo/redo and of chained views, by line and as a block."
    )

    @Argument(help: "undo or chain.")
    var workload: String

    @Option(help: "Views in the scene (1 to 100,000).")
    var views: Int = 1000

    @Option(help: "chain: simple (five lines a view) or dense (four lines, chained both ways).")
    var style: String = "dense"

    @Flag(help: "chain: run the whole script as one block (one turn).")
    var block = false

    func run() throws {
        guard (1...100_000).contains(views), ["undo", "chain"].contains(workload), ["simple", "dense"].contains(style) else {
            throw ValidationError("workload undo or chain; --views 1 to 100,000; --style simple or dense")
        }
        let interpreter = Interpreter(registry: try StandardPlugins.registry(), session: Session(), file: "bench")
        var number = 0
        var failures = 0
        func run(_ line: String) {
            number += 1
            let output = interpreter.run(line: line, number: number)
            if output.contains(where: { if case .error = $0 { true } else { false } }) { failures += 1 }
        }
        var fields: [(key: String, value: JSONValue)] = [
            ("benchmark", .string("engine")), ("workload", .string(workload)), ("views", .integer(views)),
        ]
        if workload == "undo" {
            let lines = Self.undoScene(views: views)
            let build = Clock.measure { for line in lines { run(line) } }
            let scenePeak = LayoutCommand.maximumResidentMegabytes()
            let sceneResident = TableCommand.currentResidentMegabytes()
            let undos = Clock.measure { for _ in 0..<views { run("undo") } }
            let undoPeak = LayoutCommand.maximumResidentMegabytes()
            let redos = Clock.measure { for _ in 0..<views { run("redo") } }
            let redoPeak = LayoutCommand.maximumResidentMegabytes()
            fields += [
                ("buildSeconds", .rounded(build.ms / 1000, decimals: 3)),
                ("undoMs", .rounded(undos.ms / Double(views), decimals: 4)),
                ("redoMs", .rounded(redos.ms / Double(views), decimals: 4)),
                ("sceneResidentMB", sceneResident.map { .rounded($0, decimals: 1) } ?? .string("unknown")),
                ("scenePeakMB", .rounded(scenePeak, decimals: 1)), ("afterUndoPeakMB", .rounded(undoPeak, decimals: 1)),
                ("peakMB", .rounded(redoPeak, decimals: 1)),
                ("peakToSceneRatio", .rounded(redoPeak / scenePeak, decimals: 2)),
            ]
        } else {
            let lines = Self.chain(views: views, dense: style == "dense")
            let time = Clock.measure {
                if block {
                    run("{")
                    for line in lines { run("    " + line) }
                    run("}")
                } else {
                    for line in lines { run(line) }
                }
            }
            fields += [
                ("style", .string(style)), ("block", .string(block ? "yes" : "no")), ("lines", .integer(lines.count)),
                ("seconds", .rounded(time.ms / 1000, decimals: 3)),
                ("msPerLine", .rounded(time.ms / Double(lines.count), decimals: 4)),
                ("residentMB", TableCommand.currentResidentMegabytes().map { .rounded($0, decimals: 1) } ?? .string("unknown")),
                ("peakMB", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
            ]
        }
        fields.append(("failedLines", .integer(failures)))
        Output.line(JSONValue.object(fields).text)
    }

    /// A root view and `views` views, each on one line, placed on a grid by constants.
    static func undoScene(views: Int) -> [String] {
        var lines = ["view root frame (0, 0, 320, 568)"]
        for k in 0..<views {
            let name = "v\(k)"
            lines.append("view \(name) in root; \(name).width == 10; \(name).height == 10; "
                + "\(name).leading == root.leading + \(k % 32 * 10); \(name).top == root.top + \(k / 32 * 10)")
        }
        return lines
    }

    /// A chain of views after a first one placed by constants (see the type's comment).
    static func chain(views: Int, dense: Bool) -> [String] {
        var lines = [
            "view root frame (0, 0, 100000, 100000)",
            "view v0 in root; v0.leading == root.leading; v0.top == root.top; v0.width == 10; v0.height == 10",
        ]
        for k in 1...max(1, views) {
            let name = "v\(k)", previous = "v\(k - 1)"
            lines.append("view \(name) in root")
            lines.append("\(name).leading == \(previous).trailing + 2")
            if dense {
                lines.append("\(name).top == \(previous).bottom + 2")
                lines.append("\(name).width == 10; \(name).height == 10")
            } else {
                lines.append("\(name).top == root.top")
                lines.append("\(name).width == 10")
                lines.append("\(name).height == 10")
            }
        }
        return lines
    }
}
