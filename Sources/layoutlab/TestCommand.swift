import ArgumentParser
import Commands
import Foundation
import Layout
import Shell
import Transcripts

/// `layoutlab test`: replays transcripts, each in a fresh session.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts (.lab) and show a unified diff of what differs.",
        discussion: """
            Folders are searched for .lab files, listed in sorted order. A transcript that differs \
            prints FAIL and its path, then PATH:LINE: naming the first line of the file that differs, \
            then a unified diff from the file to what the commands printed. The last line is \
            `N passed, N failed`.

            What a transcript writes (save, record, dump > FILE, render ... FILE) goes into a fresh \
            temporary folder of its own, removed when it ends: relative paths are read against it, and \
            an absolute path or one that climbs out with `..` is an error. --allow-writes lets it \
            write anywhere, relative paths against the transcript's folder. Reading (source, load) is \
            against the transcript's folder either way.

            A JUnit report (--junit) has a test case per transcript and one per case its commands \
            reported: `vary` reports each combination it ran, failed when its checks failed, so a \
            transcript that expects a failing combination passes while its report still lists it.

            Exit status: 0 when every transcript passed (or was updated); 1 when one failed, could not \
            be read, could not be updated, or the --junit file could not be written; 64 when the \
            command line is wrong (an unknown option, no such path, no .lab file).

            Examples:
              layoutlab test Scripts
              layoutlab test --jobs 2 --junit report.xml Scripts
              layoutlab test --filter dump/ Scripts
            """
    )

    @OptionGroup var options: SessionOptions

    @Flag(help: "Write the actual output back into each transcript that differs.")
    var update = false

    @Flag(help: "Let transcripts write files anywhere (relative paths against the transcript's folder), not only in a temporary folder of their own.")
    var allowWrites = false

    @Option(name: .customLong("junit"),
            help: ArgumentHelp("Also write a JUnit XML report to FILE: a test case per transcript, the diff in each failure, seconds taken.", valueName: "FILE"),
            completion: .file(extensions: ["xml"]))
    var junitPath: String?

    @Option(help: ArgumentHelp("Replay N transcripts at once; the report is the same as with 1, in the same order.", valueName: "N"))
    var jobs: Int = 1

    @Option(help: ArgumentHelp("Replay only transcripts whose path contains PATTERN (a glob: * any characters, ? one). Repeatable.", valueName: "PATTERN"))
    var filter: [String] = []

    @Argument(help: "Transcript files or folders.", completion: .file(extensions: ["lab"]))
    var paths: [String]

    func validate() throws {
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs takes 1 to 256, not \(jobs)") }
    }

    func run() throws {
        let selection = TranscriptFilter(patterns: filter)
        let found = try TranscriptFiles.collect(paths)
        guard !found.isEmpty else { throw Self.usageError("no .lab files in \(paths.joined(separator: " "))") }
        let files = found.filter(selection.includes)
        guard !files.isEmpty else {
            throw Self.usageError("no .lab file matches --filter \(filter.joined(separator: ", ")) among the \(found.count) found")
        }
        // The report never replaces an input: `--junit suite/a.lab suite` replayed a.lab and
        // then wrote the XML over it.
        if let junitPath {
            let report = Self.canonicalPath(junitPath)
            if let input = (paths + files).first(where: { Self.canonicalPath($0) == report }) {
                throw Self.usageError("--junit \(junitPath) is \(input == junitPath ? "" : "\(input), ")one of the transcripts to replay, "
                                      + "and the report would replace it: name another file")
            }
        }
        // Made once here so a registry that cannot be made is an error before anything runs;
        // each worker thread makes its own, as a registry is not shared across threads.
        _ = try LayoutLab.makeRegistry()
        let replay = TranscriptTest(screen: try options.screen(), allowWrites: allowWrites, update: update, colors: options.colors,
                                    registryMaker: { try? LayoutLab.makeRegistry() })
        let tally = Tally()
        InOrderWorkers.run(
            count: files.count, jobs: jobs,
            makeWorker: { try? LayoutLab.makeRegistry() },
            work: { registry, index in replay.run(files[index], registry: registry) },
            deliver: { _, outcome in
                for line in outcome.lines { Output.line(line) }
                tally.add(outcome)
            }
        )
        let outcomes = tally.outcomes
        let failed = outcomes.filter { $0.status == .failed }.count
        let updated = outcomes.filter { $0.status == .updated }.count
        var summary = "\(outcomes.count - failed - updated) passed, \(failed) failed"
        if update { summary += ", \(updated) updated" }
        var status: Int32 = failed > 0 ? 1 : 0
        if let junitPath {
            let report = JUnitReport(name: "layoutlab test", cases: outcomes.flatMap(\.junitCases))
            do throws(SafeFile.Failure) {
                try SafeFile.write(report.xml(), to: junitPath)
            } catch {
                Output.error("layoutlab test: " + error.message(naming: junitPath))
                status = 1
            }
        }
        Output.line(summary)
        if status != 0 { throw ExitCode(status) }
    }
}

extension TestCommand {
    /// `path` absolute, without `.`, `..` or symbolic links: two names of one file compare equal.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A command line that names nothing to replay: said on standard error, status 64
    /// (ArgumentParser's status for a usage error), without the root command's usage text.
    static func usageError(_ message: String) -> ExitCode {
        Output.error("Error: " + message)
        return ExitCode.validationFailure
    }
}

/// The outcomes delivered so far, in order; written by one delivery at a time.
private final class Tally: @unchecked Sendable {
    // Read and written under `lock`.
    private let lock = NSLock()
    private var delivered: [TranscriptOutcome] = []

    func add(_ outcome: TranscriptOutcome) {
        lock.lock()
        delivered.append(outcome)
        lock.unlock()
    }

    var outcomes: [TranscriptOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return delivered
    }
}

/// Standard output, unbuffered by line so a diff and the summary appear in order.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The `.lab` files named by the command line: files as given, folders searched recursively,
/// in sorted order so runs list them the same way on every machine. A path listed twice
/// replays once (at its first place), so two jobs never update the same file at once.
enum TranscriptFiles {
    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw TestCommand.usageError("no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".lab") }
                .sorted()
                .map { PathName.joining(path, $0) }
            files += found
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }
}
