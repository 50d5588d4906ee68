import Foundation
import TestSupport
import Testing

/// `layoutlab test` as CI runs it: the JUnit report read back with a strict XML parser, the
/// exit statuses, --filter, and --jobs giving the same report as one job.
@Suite("layoutlab test for CI")
struct TestCommandTests {
    /// Two passing transcripts and a failing one, in a new temporary folder:
    /// pass/alpha.lab, pass/beta/gamma.lab, fail/broken.lab.
    private func fixtures() throws -> String {
        let folder = try TemporaryFolder.make("layoutlab-cli")
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/pass/beta", withIntermediateDirectories: true)
        try files.createDirectory(atPath: folder + "/fail", withIntermediateDirectories: true)
        // A constraint line prints its name and equation (c1, c2, ... in a fresh session).
        try "A width.\n\n  > view a\n  > a.width == 60\n  c1: a.width == 60\n"
            .write(toFile: folder + "/pass/alpha.lab", atomically: true, encoding: .utf8)
        try "Two constraints.\n\n  > view b\n  > b.height == 10\n  c1: b.height == 10\n  > b.width == b.height\n  c2: b.width == b.height\n"
            .write(toFile: folder + "/pass/beta/gamma.lab", atomically: true, encoding: .utf8)
        // Line 5 expects 61 (and markup XML must escape); the command prints 60.
        try "Fails <&> at its second command.\n\n  > view a\n  > a.width == 60\n  c1: a.width == 61 <&>\n"
            .write(toFile: folder + "/fail/broken.lab", atomically: true, encoding: .utf8)
        return folder
    }

    /// The diff of fail/broken.lab: the change at line 5 with three lines of context above it
    /// (lines 2-4), so the hunk is lines 2-5 of the file and of the output.
    private let brokenDiff = [
        "--- a/fail/broken.lab",
        "+++ b/fail/broken.lab",
        "@@ -2,4 +2,4 @@",
        " ",
        "   > view a",
        "   > a.width == 60",
        "-  c1: a.width == 61 <&>",
        "+  c1: a.width == 60",
    ]

    private func seconds(_ element: XMLElement) throws -> Double {
        let value = try #require(element.attributes["time"].flatMap(Double.init))
        #expect(value >= 0)
        return value
    }

    /// The parser the reports are read with is strict: what a report must escape, unescaped,
    /// is refused, as is a document with two roots or an unclosed element.
    @Test(arguments: ["<a>x & y</a>", "<a>1 < 2</a>", "<a b=\"1 \" 2\"/>", "<a/><b/>", "<a><b></a>"])
    func theXMLParserRefusesWhatIsNotWellFormed(text: String) {
        #expect(throws: XMLElement.NotWellFormed.self) { try XMLElement.parse(text) }
    }

    @Test func aPassingRunWritesOneTestCasePerTranscript() throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(["test", "--junit", "report.xml", "pass"], in: folder)
        #expect(run.status == 0)
        #expect(run.output == "2 passed, 0 failed\n")
        let root = try XMLElement.parse(String(contentsOfFile: folder + "/report.xml", encoding: .utf8))
        #expect(root.name == "testsuites")
        #expect(root.attributes["name"] == "layoutlab test")
        #expect(root.attributes["tests"] == "2")
        #expect(root.attributes["failures"] == "0")
        #expect(root.attributes["errors"] == "0")
        let suites = root.elements("testsuite")
        try #require(suites.count == 1)
        let suite = suites[0]
        #expect(suite.attributes["tests"] == "2")
        #expect(suite.attributes["failures"] == "0")
        #expect(suite.attributes["skipped"] == "0")
        #expect(try seconds(suite) == seconds(root))
        let cases = suite.elements("testcase")
        try #require(cases.count == 2)
        // Sorted paths: alpha.lab before beta/gamma.lab; the class name is the folder, dotted.
        #expect(cases.map { $0.attributes["name"] } == ["alpha.lab", "gamma.lab"])
        #expect(cases.map { $0.attributes["classname"] } == ["pass", "pass.beta"])
        #expect(cases.map { $0.attributes["file"] } == ["pass/alpha.lab", "pass/beta/gamma.lab"])
        #expect(cases.allSatisfy { $0.children.isEmpty })
        // The suite's time is the sum of the cases' times, each rounded to the millisecond.
        let total = try cases.map(seconds).reduce(0, +)
        #expect(abs(total - (try seconds(suite))) <= 0.0015)
    }

    @Test func aFailingRunPutsTheDiffInTheFailure() throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(["test", "--junit", "report.xml", "pass", "fail"], in: folder)
        #expect(run.status == 1)
        let location = "fail/broken.lab:5: first differing line (commands at line 4)"
        #expect(run.output == (["FAIL fail/broken.lab", location] + brokenDiff + ["2 passed, 1 failed"]).map { $0 + "\n" }.joined())
        let root = try XMLElement.parse(String(contentsOfFile: folder + "/report.xml", encoding: .utf8))
        #expect(root.attributes["tests"] == "3")
        #expect(root.attributes["failures"] == "1")
        let cases = try #require(root.elements("testsuite").first).elements("testcase")
        // The command line's order: pass's files, then fail's.
        #expect(cases.map { $0.attributes["file"] } == ["pass/alpha.lab", "pass/beta/gamma.lab", "fail/broken.lab"])
        #expect(cases[0].children.isEmpty && cases[1].children.isEmpty)
        let failures = cases[2].elements("failure")
        try #require(failures.count == 1)
        #expect(failures[0].attributes["message"] == location)
        #expect(failures[0].attributes["type"] == "mismatch")
        #expect(failures[0].text == brokenDiff.joined(separator: "\n"))
    }

    @Test func twoJobsReportWhatOneJobReports() throws {
        let folder = try fixtures()
        let one = try BuiltProgram.run(["test", "--jobs", "1", "--junit", "one.xml", "."], in: folder)
        let two = try BuiltProgram.run(["test", "--jobs", "2", "--junit", "two.xml", "."], in: folder)
        #expect(one.status == 1)
        #expect(two.status == one.status)
        #expect(two.output == one.output)
        #expect(one.output.hasSuffix("2 passed, 1 failed\n"))
        // The reports differ only in the seconds measured.
        func timeless(_ file: String) throws -> String {
            try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
        }
        #expect(try timeless("two.xml") == timeless("one.xml"))
    }

    @Test func filterRunsTheTranscriptsWhosePathMatches() throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(["test", "--filter", "beta/", "--filter", "b?oken", "."], in: folder)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("FAIL ./fail/broken.lab\n"))
        #expect(run.output.hasSuffix("\n1 passed, 1 failed\n"))
    }

    @Test func aPathListedTwiceReplaysOnce() throws {
        let run = try BuiltProgram.run(["test", "--jobs", "2", "pass/alpha.lab", "pass", "pass/alpha.lab"], in: try fixtures())
        // pass/alpha.lab, then pass/beta/gamma.lab from the folder; alpha.lab again is dropped.
        #expect(run.output == "2 passed, 0 failed\n")
    }

    @Test func updateWorksWithJobs() throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(["test", "--update", "--jobs", "2", "pass", "fail"], in: folder)
        #expect(run.status == 0)
        #expect(run.output == "updated fail/broken.lab\n2 passed, 0 failed, 1 updated\n")
        let updated = try String(contentsOfFile: folder + "/fail/broken.lab", encoding: .utf8)
        #expect(updated == "Fails <&> at its second command.\n\n  > view a\n  > a.width == 60\n  c1: a.width == 60\n")
        #expect(try BuiltProgram.run(["test", "fail"], in: folder).output == "1 passed, 0 failed\n")
    }

    @Test(arguments: [
        (["test", "nowhere"], "Error: no such file or folder: nowhere\n"),
        (["test", "--filter", "zzz", "pass"], "Error: no .lab file matches --filter zzz among the 2 found\n"),
    ])
    func aCommandLineThatNamesNothingExits64(arguments: [String], message: String) throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(arguments, in: folder)
        #expect(run.status == 64)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
    }

    @Test func jobsOutOfRangeIsAUsageError() throws {
        let run = try BuiltProgram.run(["test", "--jobs", "0", "."], in: try fixtures())
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: --jobs takes 1 to 256, not 0\n"))
    }

    @Test func aReportThatCannotBeWrittenFailsTheRun() throws {
        let folder = try fixtures()
        let run = try BuiltProgram.run(["test", "--junit", "missing/report.xml", "pass"], in: folder)
        #expect(run.status == 1)
        #expect(run.output == "2 passed, 0 failed\n")
        #expect(run.errors.hasPrefix("layoutlab test: "))
    }

    /// A report path that is one of the transcripts (named itself, or found in a folder given,
    /// by another spelling) is refused before anything runs, and the transcript is kept.
    @Test(arguments: [["pass/alpha.lab", "pass"], ["./pass/../pass/alpha.lab", "pass"], ["pass/alpha.lab", "pass/alpha.lab"]])
    func aReportPathThatIsATranscriptIsRefused(arguments: [String]) throws {
        let folder = try fixtures()
        let before = try String(contentsOfFile: folder + "/pass/alpha.lab", encoding: .utf8)
        let run = try BuiltProgram.run(["test", "--junit"] + arguments, in: folder)
        #expect(run.status == 64)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("Error: --junit \(arguments[0]) is "))
        #expect(run.errors.contains("one of the transcripts to replay"))
        #expect(try String(contentsOfFile: folder + "/pass/alpha.lab", encoding: .utf8) == before)
    }
}
