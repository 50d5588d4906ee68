import ArgumentParser
import Commands
import Foundation
import Shell
import StandardPlugins
import Transcripts

/// `layoutlab-bench scale`: the paths a tester found quadratic or worse, or crashing, at the
/// sizes they were found at (issue 40), each timed at half its size and at its size in a
/// process of its own, so its peak memory is its own. Linear work takes about twice as long
/// at twice the size: the summary prints that ratio for each case. Each case checks what it
/// made (a count of views, a line of output), so a case that stopped early does not pass for
/// a fast one.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Time the paths that must stay linear (deep trees, naming, arrange, export, source, the test diff).",
        discussion: """
            Cases, with the size the tester reported: deep-views (30,000 nested views made with `view vN in vN-1`, then the \
            session freed: it crashed on the free), one-class-import (a recursive description of 20,000 UIViews: 24 s), \
            deep-import (a recursive description 2,000 deep, each view autoresized W+H: 4,000 took 15 s), arrange (20,000 \
            views arranged in a stack view in one line: 25 s), export-nested (export swift of 5,000 nested views: 22 s), \
            source-block (source of a file holding one 4,000-line block: 133 s), test-diff (a 20,000-command transcript \
            whose every output differs: 27 s). Without --case every case runs at half its size and at its size, each in a \
            child process.
            """
    )

    @Option(name: .customLong("case"), help: "Run only this case, in this process (the names above).")
    var chosen: String?

    @Option(help: "With --case: its size (at most 100,000).")
    var size: Int?

    struct ScaleCase: Sendable {
        let name: String
        let size: Int
    }

    static let cases: [ScaleCase] = [
        ScaleCase(name: "deep-views", size: 30_000), ScaleCase(name: "one-class-import", size: 20_000), ScaleCase(name: "deep-import", size: 2_000),
        ScaleCase(name: "arrange", size: 20_000), ScaleCase(name: "export-nested", size: 5_000), ScaleCase(name: "source-block", size: 4_000),
        ScaleCase(name: "test-diff", size: 20_000),
    ]

    func validate() throws {
        if let name = chosen, !Self.cases.contains(where: { $0.name == name }) {
            throw ValidationError("--case must be one of " + Self.cases.map(\.name).joined(separator: ", "))
        }
        if let size, !(1...100_000).contains(size) { throw ValidationError("--size must be from 1 to 100000") }
    }

    func run() throws {
        if let name = chosen {
            let chosen = Self.cases.first { $0.name == name }
            try Self.measure(name, size: size ?? chosen?.size ?? 1)
            return
        }
        var ratios: [(key: String, value: JSONValue)] = []
        for scaleCase in Self.cases {
            var seconds: [Double] = []
            for size in [scaleCase.size / 2, scaleCase.size] {
                for line in try ChildProcess.run(["scale", "--case", scaleCase.name, "--size", String(size)]) {
                    Output.line(line)
                    if let value = ChildProcess.number("seconds", in: line) { seconds.append(value) }
                }
            }
            let ratio: Double = seconds.count == 2 && seconds[0] > 0 ? seconds[1] / seconds[0] : .nan
            ratios.append((key: scaleCase.name, value: JSONValue.rounded(ratio, decimals: 2)))
        }
        Output.line(JSONValue.object([("benchmark", .string("scale")), ("phase", .string("summary")),
                                      ("seconds_at_size_over_seconds_at_half", .object(ratios))]).text)
    }

    /// Runs one case at `size` and prints its line.
    static func measure(_ name: String, size: Int) throws {
        let folder = NSTemporaryDirectory() + "layoutlab-bench-scale-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let registry = try ShellCommands.registry(with: StandardPlugins.all)
        var check = ""
        let timed = try Clock.measure { () throws -> Void in
            // The session is made and freed inside the measurement: freeing a deep tree is
            // part of what must stay linear (and not crash).
            let interpreter = Interpreter(registry: registry, session: Session(), file: "bench", directory: folder)
            func run(_ line: String) -> [String] { interpreter.run(line: line, number: 1).flatMap { $0.rendered(file: "bench") } }
            switch name {
            case "deep-views":
                _ = run("view v1")
                for index in 2...max(2, size) { _ = run("view v\(index) in v\(index - 1)") }
                check = "\(interpreter.session.scene.views.count) views"
            case "one-class-import", "deep-import":
                let path = folder + "/description.txt"
                try recursiveDescription(views: size, deep: name == "deep-import").write(toFile: path, atomically: true, encoding: .utf8)
                check = run("import \(path)").first ?? ""
            case "arrange":
                _ = run("stack s axis=vertical")
                for index in 1...size { _ = run("view a\(index)") }
                check = run("arrange " + (1...size).map { "a\($0)" }.joined(separator: " ") + " in s").first.map { String($0.prefix(40)) } ?? ""
            case "export-nested":
                _ = run("view v1")
                for index in 2...max(2, size) { _ = run("view v\(index) in v\(index - 1)") }
                check = "\(run("export swift").count) lines"
            case "source-block":
                let path = folder + "/block.lab"
                try (["{"] + (1...size).map { "view b\($0)" } + ["}"]).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
                _ = run("source \(path)")
                check = "\(interpreter.session.scene.views.count) views"
            default:
                // Every expected number one more than the model prints: every output differs.
                let text = (1...size).map { "  > print \($0)\n  \($0 + 1)\n" }.joined()
                let result = TranscriptReplay.run(text, file: "diff.lab", path: "diff.lab", registry: registry, screen: .iPhone320x568)
                check = "\(result.diff.count) diff lines"
            }
        }
        Output.line(JSONValue.object([
            ("benchmark", .string("scale")), ("case", .string(name)), ("size", .integer(size)),
            ("seconds", .rounded(timed.ms / 1000, decimals: 3)),
            ("peak_mb", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)), ("check", .string(check)),
        ]).text)
    }

    /// A recursive description of `views` UIViews: all children of the first, or each inside
    /// the one before, autoresized with a flexible width and height.
    static func recursiveDescription(views: Int, deep: Bool) -> String {
        var lines = ["<UIView: 0x7f0000000000; frame = (0 0; 320 568); layer = <CALayer: 0x600000000000>>"]
        lines.reserveCapacity(views)
        for index in 1..<max(1, views) {
            let indent = String(repeating: "   | ", count: deep ? index : 1)
            let address = String(index, radix: 16)
            let autoresize = deep ? " autoresize = W+H;" : ""
            lines.append("\(indent)<UIView: 0x7f1\(String(repeating: "0", count: max(0, 9 - address.count)))\(address); frame = (0 0; 10 10);"
                         + "\(autoresize) layer = <CALayer: 0x6001\(String(repeating: "0", count: max(0, 8 - address.count)))\(address)>>")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
