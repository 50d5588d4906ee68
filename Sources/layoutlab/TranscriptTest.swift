import Commands
import Foundation
import Layout
import Shell
import Transcripts

/// What one transcript's replay printed and how it ended, ready to print in list order.
struct TranscriptOutcome: Sendable {
    enum Status: Sendable { case passed, failed, updated }

    let path: String
    let status: Status
    /// The report's lines for this transcript (none when it passed).
    let lines: [String]
    /// Wall-clock seconds the replay took: written to the JUnit report only, never printed,
    /// so the printed report is the same on every run.
    let seconds: Double
    /// For the JUnit report: the message and the diff of a failure.
    let failure: JUnitReport.Failure?
    /// The cases the transcript's commands reported (`vary`'s combinations), in order.
    var reported: [Session.ReportedTestCase] = []

    /// The transcript's case, then one per reported case, named inside the transcript.
    var junitCases: [JUnitReport.Case] {
        [JUnitReport.Case(path: path, seconds: seconds, failure: failure)] + reported.map { reported in
            JUnitReport.Case(path: path, seconds: reported.seconds,
                             failure: reported.failure.map { JUnitReport.Failure(message: $0.message, text: $0.text) }, name: reported.name)
        }
    }
}

/// Replays one transcript, and with `update` writes the actual output back into it.
struct TranscriptTest: Sendable {
    let screen: Screen
    let allowWrites: Bool
    let update: Bool
    let colors: Bool
    /// Makes a registry for a thread of its own, for commands that run sessions of their own
    /// at once (`vary jobs=N`).
    var registryMaker: (@Sendable () -> CommandRegistry?)? = nil

    /// Replays of an updated transcript before it is written as it stands.
    static let maximumUpdateRounds = 4

    func run(_ path: String, registry: CommandRegistry?) -> TranscriptOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        func outcome(_ status: TranscriptOutcome.Status, _ lines: [String], failure: JUnitReport.Failure? = nil) -> TranscriptOutcome {
            let elapsed = (clock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            return TranscriptOutcome(path: path, status: status, lines: lines, seconds: seconds, failure: failure)
        }
        func failed(_ message: String) -> TranscriptOutcome {
            outcome(.failed, ["\(path): \(message)"], failure: JUnitReport.Failure(message: "\(path): \(message)", text: message))
        }
        guard let registry else { return failed("cannot make the command registry") }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return failed("cannot read") }
        let name = PathName.lastComponent(of: path)
        let (result, reported) = TranscriptReplay.runReporting(text, file: name, path: path, registry: registry, screen: screen,
                                                               allowWrites: allowWrites, registryMaker: registryMaker)
        if result.passed {
            var passed = outcome(.passed, [])
            passed.reported = reported
            return passed
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
                return failed(error.message(naming: path))
            }
            // Errors written in as expected output are most often a mistake: say so.
            let errors = result.diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") && $0.contains(": error: ") }.count
            return outcome(.updated, ["updated \(path)" + (errors == 0 ? "" : " (\(errors) expected line\(errors == 1 ? " is" : "s are") now an error message: check \(errors == 1 ? "it" : "them"))")])
        }
        let commands = result.failedLines.isEmpty ? "" : " (commands at line \(result.failedLines.map(String.init).joined(separator: ", ")))"
        let location = "\(path):\(result.firstDifferenceLine ?? 1): first differing line" + commands
        var lines = ["FAIL \(path)", location]
        lines += result.problems.map { "\(path): \($0)" }
        let plain = result.problems.map { "\(path): \($0)" } + result.diff
        lines += result.diff.map { Self.colored($0, colors: colors) }
        var failed = outcome(.failed, lines, failure: JUnitReport.Failure(message: location, text: plain.joined(separator: "\n")))
        failed.reported = reported
        return failed
    }

    private static func colored(_ line: String, colors: Bool) -> String {
        guard colors else { return line }
        if line.hasPrefix("+++") || line.hasPrefix("---") { return "\u{1B}[1m\(line)\u{1B}[0m" }
        if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
        if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
        if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
        return line
    }
}
