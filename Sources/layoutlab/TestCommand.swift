import ArgumentParser
import Commands
import Foundation
import Shell

/// `layoutlab test`: replays transcripts, each in a fresh session.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts (.lab) and show a unified diff of what differs.",
        discussion: """
            Prints `N passed, N failed` last; exits 1 when any failed. Folders are searched for .lab files.

            What a transcript writes (save, record, dump > FILE, render ... FILE) goes into a fresh \
            temporary folder of its own, removed when it ends: relative paths are read against it, and \
            an absolute path or one that climbs out with `..` is an error. --allow-writes lets it \
            write anywhere, relative paths against the transcript's folder. Reading (source, load) is \
            against the transcript's folder either way.
            """
    )

    @OptionGroup var options: SessionOptions

    @Flag(help: "Write the actual output back into each transcript that differs.")
    var update = false

    @Flag(help: "Let transcripts write files anywhere (relative paths against the transcript's folder), not only in a temporary folder of their own.")
    var allowWrites = false

    @Argument(help: "Transcript files or folders.")
    var paths: [String]

    func run() throws {
        let files = try TranscriptFiles.collect(paths)
        guard !files.isEmpty else { throw ValidationError("no .lab files in \(paths.joined(separator: " "))") }
        let registry = try LayoutLab.makeRegistry()
        let screen = try options.screen()
        var passed = 0, failed = 0, updated = 0
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                Output.line("\(path): cannot read")
                failed += 1
                continue
            }
            let name = (path as NSString).lastPathComponent
            let result = TranscriptReplay.run(text, file: name, path: path, registry: registry, screen: screen, allowWrites: allowWrites)
            if result.passed {
                passed += 1
                continue
            }
            if update {
                // An error names its command's line, and writing the output in moves the
                // commands below it: replay what would be written until it replays as written,
                // so the file passes its next plain run (each round settles the lines above
                // the first that moved; a few rounds settle any file that can settle).
                var updatedText = result.actualText
                for _ in 0..<Self.maximumUpdateRounds {
                    let again = TranscriptReplay.run(updatedText, file: name, path: path, registry: registry, screen: screen,
                                                     allowWrites: allowWrites)
                    if again.passed { break }
                    updatedText = again.actualText
                }
                // A link's target is written, a read-only file is refused and said, mode and
                // owner are kept (SafeFile).
                do throws(SafeFile.Failure) {
                    try SafeFile.write(updatedText, to: path)
                } catch {
                    Output.line("\(path): " + error.message(naming: path))
                    failed += 1
                    continue
                }
                // Errors written in as expected output are most often a mistake: say so.
                let errors = result.diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") && $0.contains(": error: ") }.count
                Output.line("updated \(path)" + (errors == 0 ? "" : " (\(errors) expected line\(errors == 1 ? " is" : "s are") now an error message: check \(errors == 1 ? "it" : "them"))"))
                updated += 1
                continue
            }
            failed += 1
            Output.line("FAIL \(path) (commands at line \(result.failedLines.map(String.init).joined(separator: ", ")))")
            for problem in result.problems { Output.line("\(path): \(problem)") }
            for line in result.diff { Output.line(Self.colored(line, colors: options.colors)) }
        }
        var summary = "\(passed) passed, \(failed) failed"
        if update { summary += ", \(updated) updated" }
        Output.line(summary)
        if failed > 0 { throw ExitCode(1) }
    }

    /// Replays of an updated transcript before it is written as it stands.
    static let maximumUpdateRounds = 4

    private static func colored(_ line: String, colors: Bool) -> String {
        guard colors else { return line }
        if line.hasPrefix("+++") || line.hasPrefix("---") { return "\u{1B}[1m\(line)\u{1B}[0m" }
        if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
        if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
        if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
        return line
    }
}

/// Standard output, unbuffered by line so a diff and the summary appear in order.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}

/// The `.lab` files named by the command line: files as given, folders searched recursively,
/// in sorted order so runs list them the same way on every machine.
enum TranscriptFiles {
    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".lab") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            files += found
        }
        return files
    }
}
