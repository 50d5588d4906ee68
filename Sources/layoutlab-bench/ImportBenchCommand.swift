import ArgumentParser
import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// `layoutlab-bench import`: what `import FILE` costs on a console log of M megabytes made
/// from real ones (a folder of `.log` files: conflict reports, recursive descriptions, traces,
/// constraint listings), repeated until the size is reached, each repetition's addresses made
/// its own (`0x7fca0bd54cc0` becomes `0x00002a7fca0bd54cc0` in the 42nd), so every repetition
/// is new views and constraints, as a long session's console holds the same screens logged
/// again. Each size runs in a child process of its own, so its peak memory (getrusage's
/// maxrss) is its own; the import runs through the command, as the shell runs it (read, plan,
/// build, solve, report). A summary line sets the cost per megabyte at each size against the
/// smallest: a linear import keeps it flat.
struct ImportBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Time 'import' of a console log of 5, 50 and 100 MB made from real logs; peak memory against the input's size."
    )

    @Option(help: "Sizes in megabytes, comma-separated (at most 250 each: the import reads at most 256 MiB).")
    var megabytes = "5,50,100"

    @Option(help: "The folder of real logs the text is made from.")
    var logs = "Tests/Fixtures/ConsoleLogs"

    @Option(help: "Generated inputs instead of real logs, comma-separated: chain:N (N constraints that all hold, over N/4 views) or conflicts:N (N required widths over 100 views, all but 100 conflicting).")
    var generated: String?

    @Option(help: "Another build of layoutlab-bench (the baseline) to import each input with too, alternating with this one.")
    var baseline: String?

    @Option(help: "Each import's address-space limit in MB (prlimit), so a case that would exhaust memory fails instead.")
    var memoryLimit = 8192

    @Option(help: "Import this file in this process (what each size's child does).")
    var file: String?

    @Option(help: "Write the log of the first of --megabytes (or of --generated) to this file and stop (what a child does before each size).")
    var write: String?

    /// This build, then the baseline's when there is one: each input is imported by both.
    private var builds: [(name: String, executable: String)] {
        [("this", ChildProcess.ownPath)] + (baseline.map { [("baseline", $0)] } ?? [])
    }

    func run() throws {
        if let file {
            try Self.measure(file)
            return
        }
        if let generated { return try runGenerated(generated) }
        let sizes = megabytes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ (1...250).contains($0) }) else {
            throw ValidationError("--megabytes takes sizes from 1 to 250, comma-separated")
        }
        if let write, let size = sizes.first {
            try Self.text(megabytes: size, from: Self.sources(in: logs)).write(toFile: write, atomically: false, encoding: .utf8)
            return
        }
        var perMegabyte: [(Int, Double)] = []
        for size in sizes {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-import-\(UUID().uuidString).log").path
            // Written by a child too: a process's maxrss starts from its parent's at the fork
            // (getrusage(2) keeps it across execve), so this process stays small.
            _ = try ChildProcess.run(["import", "--megabytes", String(size), "--logs", logs, "--write", path])
            defer { try? FileManager.default.removeItem(atPath: path) }
            // This build's import and the baseline's, alternating; the summary is this build's.
            for (build, executable) in builds {
                let prefix = "{\"build\":\"\(build)\","
                for line in try ChildProcess.run(["import", "--file", path], executable: executable, memoryLimitMegabytes: memoryLimit) {
                    Output.line(line.hasPrefix("{") && baseline != nil ? prefix + line.dropFirst() : line)
                    if build == "this", let ms = ChildProcess.number("importMs", in: line) { perMegabyte.append((size, ms / Double(size))) }
                }
            }
        }
        guard let first = perMegabyte.first else { return }
        Output.line(JSONValue.object([
            ("benchmark", .string("import")), ("phase", .string("summary")),
            ("ms_per_mb", .array(perMegabyte.map { .rounded($0.1, decimals: 1) })),
            ("ms_per_mb_against_smallest", .array(perMegabyte.map { .rounded($0.1 / max(first.1, 0.001), decimals: 2) })),
        ]).text)
    }

    /// The generated cases, each written to a file then imported by this build and the
    /// baseline's, alternating, each import a child of its own under the memory limit; a child
    /// that fails (out of memory) prints a line saying so and the cases go on.
    private func runGenerated(_ list: String) throws {
        let inputs = try list.split(separator: ",").map { text in
            guard let input = GeneratedImportInput(text) else {
                throw ValidationError("--generated takes chain:N or conflicts:N (N up to 2,000,000), comma-separated; found '\(text)'")
            }
            return input
        }
        if let write, let input = inputs.first { return try Self.write(input, to: write) }
        for input in inputs {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-import-\(UUID().uuidString).log").path
            try Self.write(input, to: path)
            defer { try? FileManager.default.removeItem(atPath: path) }
            for (build, executable) in builds {
                let prefix = "{\"case\":\"\(input.name)\",\"build\":\"\(build)\","
                do {
                    for line in try ChildProcess.run(["import", "--file", path], executable: executable, memoryLimitMegabytes: memoryLimit) {
                        Output.line(line.hasPrefix("{") ? prefix + line.dropFirst() : line)
                    }
                } catch {
                    Output.line(prefix + "\"failed\":\"the import did not finish within \(memoryLimit) MB of address space\"}")
                }
            }
        }
    }

    /// Writes the generated listing to `path`, a megabyte at a time.
    private static func write(_ input: GeneratedImportInput, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ValidationError("cannot write \(path)")
        }
        var buffer: [UInt8] = []
        input.generate { line in
            buffer.append(contentsOf: line.utf8)
            if buffer.count > 1 << 20 { handle.write(Data(buffer)); buffer.removeAll(keepingCapacity: true) }
        }
        handle.write(Data(buffer))
        try handle.close()
    }

    /// One import of `path` in a fresh session, in this process: time, processor time, peak memory.
    static func measure(_ path: String) throws {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let registry = try ShellCommands.registry(with: StandardPlugins.all)
        let interpreter = Interpreter(registry: registry, session: Session(), file: "bench")
        let rssBefore = LayoutCommand.maximumResidentMegabytes()
        let cpuStart = Clock.processorMs()
        let (output, ms) = Clock.measure { interpreter.run(line: "import \(path)", number: 1) }
        let cpu = Clock.processorMs() - cpuStart
        let summary = output.flatMap { $0.rendered(file: "bench") }.first { $0.hasPrefix("imported ") } ?? output.first?.rendered(file: "bench").first ?? ""
        let peak = LayoutCommand.maximumResidentMegabytes()
        let inputMb = Double(bytes) / (1024 * 1024)
        Output.line(JSONValue.object([
            ("benchmark", .string("import")), ("mb", .rounded(inputMb, decimals: 1)), ("bytes", .integer(bytes)),
            ("views", .integer(interpreter.session.scene.views.count)), ("constraints", .integer(interpreter.session.scene.constraints.count)),
            ("importMs", .rounded(ms, decimals: 1)), ("importCpuMs", .rounded(cpu, decimals: 1)),
            ("mb_per_second", .rounded(inputMb / max(ms, 0.001) * 1000, decimals: 1)),
            ("max_rss_mb_before", .rounded(rssBefore, decimals: 1)), ("max_rss_mb", .rounded(peak, decimals: 1)),
            ("max_rss_over_input", .rounded(peak / max(inputMb, 0.001), decimals: 2)),
            ("summary", .string(String(summary.prefix(200)))),
        ]).text)
    }

    /// The `.log` files of `folder`, in name order, each read as text.
    static func sources(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".log") }.sorted()
        let texts = names.compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        guard !texts.isEmpty else { throw ValidationError("no .log file in \(folder)") }
        return texts
    }

    /// The logs one after another until `megabytes` MB, repetition r's addresses prefixed
    /// with r in six hexadecimal digits.
    static func text(megabytes: Int, from sources: [String]) -> String {
        let target = megabytes * 1024 * 1024
        var text = ""
        text.reserveCapacity(target + 64 * 1024)
        var repetition = 0
        while text.utf8.count < target {
            let prefix = String(repetition, radix: 16)
            let padded = String(repeating: "0", count: max(0, 6 - prefix.count)) + prefix
            for source in sources {
                text += source.replacingOccurrences(of: "0x", with: "0x" + padded)
                if !text.hasSuffix("\n") { text += "\n" }
                if text.utf8.count >= target { break }
            }
            repetition += 1
        }
        return text
    }
}
