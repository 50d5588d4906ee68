import Escaping
import Foundation
import Testing
@testable import Transcripts

@Suite("JUnit report")
struct JUnitReportTests {
    @Test func passingAndFailingCasesAreWrittenWithTheirCountsAndTimes() {
        let report = JUnitReport(name: "layoutlab test", cases: [
            .init(path: "Scripts/transcripts/a.lab", seconds: 0.25),
            .init(path: "b.lab", seconds: 1.125, failure: .init(message: "b.lab:3: first differing line", text: "-  x\n+  y")),
        ])
        // Times in binary fractions, so the sum is exact: 0.25 + 1.125 = 1.375 s.
        #expect(report.xml() == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="layoutlab test" tests="2" failures="1" errors="0" time="1.375">
              <testsuite name="layoutlab test" tests="2" failures="1" errors="0" skipped="0" time="1.375">
                <testcase name="a.lab" classname="Scripts.transcripts" file="Scripts/transcripts/a.lab" time="0.250"/>
                <testcase name="b.lab" classname="transcripts" file="b.lab" time="1.125">
                  <failure message="b.lab:3: first differing line" type="mismatch">-  x
            +  y</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func markupAndCharactersXMLCannotHoldAreEscaped() {
        // ESC (U+001B) and U+FFFE are not XML 1.0 characters: each becomes U+FFFD.
        #expect(XMLEscaping.escaped("a<b>&\"c'\u{1B}\u{FFFE}") == "a&lt;b&gt;&amp;&quot;c&apos;\u{FFFD}\u{FFFD}")
        // In an attribute a newline, tab or return would be normalised to a space: references keep them.
        #expect(XMLEscaping.escaped("1\n2\t3\r") == "1&#10;2&#9;3&#13;")
        #expect(XMLEscaping.escaped("1\n2\t3\r\"'", attribute: false) == "1\n2\t3&#13;\"'")
    }

    @Test func secondsAreMillisecondsWithThreeDecimals() {
        #expect(JUnitReport.seconds(0) == "0.000")
        #expect(JUnitReport.seconds(0.0004) == "0.000")
        #expect(JUnitReport.seconds(0.0005) == "0.001")
        #expect(JUnitReport.seconds(12.3456) == "12.346")
        #expect(JUnitReport.seconds(-1) == "0.000")
        #expect(JUnitReport.seconds(.nan) == "0.000")
        #expect(JUnitReport.seconds(.infinity) == "0.000")
        #expect(JUnitReport.seconds(1e300) == "999999999999.999")
    }

    @Test func classNamesAreFoldersWithDots() {
        #expect(JUnitReport.className("Scripts/transcripts/dump") == "Scripts.transcripts.dump")
        #expect(JUnitReport.className("./sub/") == "sub")
        #expect(JUnitReport.className("") == "transcripts")
    }
}

@Suite("Transcript filter")
struct TranscriptFilterTests {
    @Test func aPatternMatchesAnywhereInThePath() {
        let filter = TranscriptFilter(patterns: ["dump/"])
        #expect(filter.includes("Scripts/transcripts/dump/header-dumps.lab"))
        #expect(!filter.includes("Scripts/transcripts/dumps.lab"))
    }

    @Test func globsAndSeveralPatterns() {
        let filter = TranscriptFilter(patterns: ["les?ons/1-", "table*.lab"])
        #expect(filter.includes("Scripts/lessons/1-table-header.lab"))
        #expect(filter.includes("x/tables/reuse.lab"))
        #expect(!filter.includes("Scripts/lessons/2-self-sizing-cells.lab"))
        #expect(TranscriptFilter(patterns: []).includes("anything"))
    }
}

@Suite("First differing line")
struct FirstDifferenceTests {
    @Test func theFirstRemovedLineOrTheLineBeforeAnInsertion() {
        #expect(UnifiedDiff.firstDifference(old: ["a", "b", "c"], new: ["a", "b", "c"]) == nil)
        #expect(UnifiedDiff.firstDifference(old: ["a", "b", "c"], new: ["a", "x", "c"]) == 2)
        // "x" inserted before old line 2.
        #expect(UnifiedDiff.firstDifference(old: ["a", "b"], new: ["a", "x", "b"]) == 2)
        // Added at the end: one past the last line.
        #expect(UnifiedDiff.firstDifference(old: ["a"], new: ["a", "b"]) == 2)
        #expect(UnifiedDiff.firstDifference(old: [], new: ["a"]) == 1)
    }

    @Test func aFailingRunNamesTheLineOfItsFirstDifference() {
        let runner = TranscriptRunner(oldName: "a/t.lab", newName: "b/t.lab")
        // Lines: 1 prose, 2 empty, 3 command, 4 "a", 5 "b" (the command prints a and c).
        let result = runner.run("Intro\n\n  > echo a c\n  a\n  b\n") { command, _ in
            command.split(separator: " ").dropFirst().map(String.init)
        }
        #expect(result.firstDifferenceLine == 5)
        #expect(runner.run("  > echo\n") { _, _ in [] }.firstDifferenceLine == nil)
    }
}

@Suite("In-order workers")
struct InOrderWorkersTests {
    /// Results arrive in index order whatever order the threads finish in: later indexes do
    /// less work here, so with several threads they tend to finish first.
    @Test(arguments: [1, 2, 3, 8])
    func resultsAreDeliveredInOrder(jobs: Int) {
        let log = Log()
        InOrderWorkers.run(
            count: 40, jobs: jobs,
            makeWorker: { 0 },
            work: { calls, index in
                calls += 1
                var sum = 0
                for value in 0..<((40 - index) * 2000) { sum &+= value }
                return index * 10 + (sum == -1 ? 1 : 0)
            },
            deliver: { index, result in log.append(index, result) }
        )
        #expect(log.entries.map(\.0) == Array(0..<40))
        #expect(log.entries.map(\.1) == (0..<40).map { $0 * 10 })
    }

    @Test func noJobsDeliversNothing() {
        let log = Log()
        InOrderWorkers.run(count: 0, jobs: 2, makeWorker: { 0 }, work: { _, index in index }, deliver: { log.append($0, $1) })
        #expect(log.entries.isEmpty)
    }
}

private final class Log: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var stored: [(Int, Int)] = []
    func append(_ index: Int, _ value: Int) { lock.withLock { stored.append((index, value)) } }
    var entries: [(Int, Int)] { lock.withLock { stored } }
}
