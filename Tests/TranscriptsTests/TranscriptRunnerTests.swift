import Testing
@testable import Transcripts

@Suite("Transcript runner")
struct TranscriptRunnerTests {
    private let runner = TranscriptRunner(oldName: "a/intro.lab", newName: "b/intro.lab")

    /// A stand-in for a session: `echo WORDS` prints its words one per line.
    private func echo(_ command: String, _ line: Int) -> [String] {
        command.split(separator: " ").dropFirst().map(String.init)
    }

    @Test func passingTranscriptHasNoDiff() {
        let text = "Intro\n\n  > echo a b\n  a\n  b\n  > echo 42\n  \\d+ (re)\n"
        let result = runner.run(text, runCommand: echo)
        #expect(result.passed)
        #expect(result.diff.isEmpty)
        #expect(result.actualText == text)
    }

    @Test func failingTranscriptShowsADiffAgainstTheFile() {
        let text = "Intro\n\n  > echo a c\n  a\n  b\n  > echo 42\n  \\d+ (re)\n"
        let result = runner.run(text, runCommand: echo)
        #expect(!result.passed)
        #expect(result.failedLines == [3])
        #expect(result.diff == [
            "--- a/intro.lab",
            "+++ b/intro.lab",
            "@@ -2,6 +2,6 @@",
            " ",
            "   > echo a c",
            "   a",
            "-  b",
            "+  c",
            "   > echo 42",
            "   \\d+ (re)",
        ])
    }

    @Test func commandsRunInOrderWithTheirLines() {
        var seen: [String] = []
        _ = runner.run("  > first\nprose\n  > second\n  out\n  > third") { command, line in
            seen.append("\(line): \(command)")
            return []
        }
        #expect(seen == ["1: first", "3: second", "5: third"])
    }

    @Test func errorsFromTheClosurePropagate() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try runner.run("  > a\n") { _, _ in throw Stop() }
        }
    }

    @Test func crlfTranscriptThatPassesHasNoDiff() {
        let result = runner.run("Intro\r\n  > echo a\r\n  a\r\n", runCommand: echo)
        #expect(result.passed)
        #expect(result.diff.isEmpty)
    }
}
