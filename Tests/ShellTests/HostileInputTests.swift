import Commands
import Foundation
import Layout
import PluginTesting
@testable import Shell
import Transcripts
import Testing

/// Issue 13's inputs, one by one: each is refused with an error that names the range, or
/// accepted and harmless. None may trap, hang, or leave `nan` or `inf` in the state, and a
/// refused line leaves the snapshot as it was.
@Suite("Hostile input")
struct HostileInputTests {
    /// The snapshot's lines, which hold every frame, constant and attribute as printed.
    static func isFinite(_ snapshot: SceneSnapshot) -> Bool {
        !snapshot.lines.contains { $0.contains("nan") || $0.contains("inf") }
    }

    /// Runs `setup`, then `line`: it must fail naming `range` (and change nothing), or pass,
    /// and either way the state stays finite; `then` (reads) must print no nan or inf.
    static func check(_ setup: [String], _ line: String, refusedWith range: String?, then reads: [String] = []) throws {
        let harness = try Harness.values()
        let setupOutput = harness.run(setup)
        #expect(!setupOutput.contains { $0.contains("error:") }, "\(setupOutput)")
        let before = harness.session.scene.snapshot()
        let output = harness.run(line)
        if let range {
            let error = output.first { $0.contains("error:") }
            #expect(error?.contains(range) == true, "\(line): \(output)")
            #expect(harness.session.scene.snapshot() == before, "\(line) changed the scene")
        } else {
            #expect(!output.contains { $0.contains("error:") }, "\(line): \(output)")
        }
        #expect(isFinite(harness.session.scene.snapshot()), "\(line)")
        let printed = harness.run(reads)
        #expect(!printed.contains { $0.contains("nan") || $0.contains("inf") }, "\(line) then \(reads): \(printed)")
    }

    static let twoViews = ["view a", "view b", "a.width == b.width"]

    @Test(arguments: ["1e19", "-1e19", "1e308", "-1e308", "1e-320", "-0", "0.5", "1000.5"])
    func priorityOutOfRangeIsRefused(value: String) throws {
        try Self.check(Self.twoViews, "set c1.priority = \(value)", refusedWith: "1...1000", then: ["print c1"])
    }

    @Test(arguments: ["nan", "inf"])
    func priorityWordsThatAreNotNumbersAreRefused(value: String) throws {
        try Self.check(Self.twoViews, "set c1.priority = \(value)", refusedWith: "1...1000")
        try Self.check(Self.twoViews, "set c1.priority = -\(value)", refusedWith: "cannot negate \(value)")
    }

    @Test func huggingPriorityOfHugeIsRefused() throws {
        try Self.check(["view a"], "set a.contentHuggingPriority.horizontal = 1e308", refusedWith: "1...1000")
    }

    @Test(arguments: ["1e19", "-1e19", "1e308"])
    func fittingPriorityOfHugeIsRefused(value: String) throws {
        try Self.check(["view a"], "fit a h=\(value)", refusedWith: "1...1000")
    }

    @Test func labelFrameOfHugeIsRefused() throws {
        try Self.check([], "label l frame (0, 0, 100, 1e308) \"x\"", refusedWith: "-1000000000...1000000000")
        try Self.check(["view a frame (0, 0, 10, 10)"], "set a.frame = (0, 0, 1e308, 1)", refusedWith: "0...1000000000",
                       then: ["print a.frame"])
    }

    @Test func headerHeightOfHugeIsRefused() throws {
        try Self.check(Harness.seedHeader, "set header.frame.height = 1e308", refusedWith: "1000000000", then: ["print header.frame"])
    }

    @Test func screenOfHugeIsRefused() throws {
        try Self.check(["view a"], "screen 1e308 1e308", refusedWith: "1000000000", then: ["print a.frame"])
    }

    @Test(arguments: ["1e308", "-1", "0", "nan", "inf"])
    func fontSizeOutOfRangeIsRefused(value: String) throws {
        try Self.check(["label l frame (0, 0, 100, 100) \"x\" lines=0"], "set l.fontSize = \(value)", refusedWith: "0.5...1000",
                       then: ["print l.lines", "print l.intrinsicContentSize"])
    }

    /// 1e-320 is a finite number below the range: the error prints it as Swift does, never as `nan`.
    @Test func subnormalNumbersPrintAsThemselves() throws {
        try Self.check(["label l frame (0, 0, 100, 100) \"x\""], "set l.fontSize = 1e-320", refusedWith: "found 1e-320")
        try Self.check(["view a"], "set a.alpha = 1e-320", refusedWith: nil, then: ["print a.alpha"])
        let tiny = Double("1e-320") ?? 0, negativeTiny = Double("-1e-310") ?? 0
        #expect(formatPoints(tiny) == "1e-320")
        #expect(formatPoints(negativeTiny) == "-1e-310")
        #expect(formatPoints(20.5) == "20.5")
    }

    /// A constraint's constant is a coordinate, and a label's font= a point size like fontSize.
    @Test func constantsAndFontSizesAreChecked() throws {
        try Self.check(["view v"], "v.width == 1e19", refusedWith: "-1000000000...1000000000", then: ["print v.frame"])
        try Self.check(["view v"], "label l \"x\" font=1e300", refusedWith: "0.5...1000", then: ["print v.frame"])
    }

    /// A multiplier too small to be anything but rounding noise is refused, naming the range.
    @Test func multiplierOfSubnormalIsRefused() throws {
        try Self.check(["view a", "view b"], "a.width == 1e-320 * b.width", refusedWith: "1e-9...1e9", then: ["constraints", "print a.frame"])
    }

    /// Forty views, each a billion times as wide as the last, ask for 1e369: frames stay
    /// finite (held at 1e12), never inf or nan. Each view is inside the last, so when the
    /// solver finds the widths past what a Double holds, the engine's rule breaks the newest
    /// step (it is on the deepest view) and the views before it keep theirs: v20 asks 10 x 1e9^20 = 1e181.
    @Test func geometryStaysFiniteWhateverConstraintsAsk() throws {
        var lines = ["view v0 frame (0, 0, 10, 10)", "v0.width == 10"]
        for index in 1...40 { lines += ["view v\(index) in v\(index - 1)", "v\(index).width == 1000000000 * v\(index - 1).width"] }
        let harness = try Harness.values()
        harness.run(lines)
        #expect(Self.isFinite(harness.session.scene.snapshot()))
        let printed = harness.run("print v20.frame v35.frame v40.frame")
        #expect(!printed.contains { $0.contains("nan") || $0.contains("inf") }, "\(printed)")
        #expect(printed.first == "v20.frame = (0, 0, 1000000000000, 0)")
    }

    @Test func negativeZeroIsZero() throws {
        let harness = try Harness.values()
        harness.run("view a")
        #expect(harness.run("set a.alpha = -0", "print a.alpha") == ["a.alpha = 0"])
    }

    static let table = ["table t frame (0, 0, 320, 568)", "prototype Cell in t"]

    @Test func rowHeightOfSubnormalKeepsContentHeightFinite() throws {
        try Self.check(Self.table, "set t.rowHeight = 1e-320", refusedWith: nil,
                       then: ["rows add t 3 Cell", "print t.contentSize", "print t.visibleRows"])
    }

    @Test(arguments: ["1e308", "1e10", "-1"])
    func estimatedRowHeightOutOfRangeIsRefused(value: String) throws {
        try Self.check(Self.table, "set t.estimatedRowHeight = \(value)", refusedWith: "0...1000000000")
    }

    /// The largest estimate allowed still shows row 0 first.
    @Test func largestEstimateKeepsRowZeroVisible() throws {
        let harness = try Harness.values()
        harness.run(Self.table + ["set t.rowHeight = automatic", "set t.estimatedRowHeight = 1e9", "rows add t 3 Cell"])
        let rows = harness.run("print t.visibleRows")
        #expect(rows.first?.contains("[0, 0]") == true, "\(rows)")
    }

    static let selfSizingTable = [
        "table t frame (0, 0, 320, 568)", "prototype Cell in t", "label title in Cell \"x\" lines=0",
        "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell",
    ]

    /// The issue's `rows add t 1000000 Cell title "{words:0-10000}"`: rows keep their
    /// template, only the rows on screen are measured, so this is quick and small.
    @Test func aMillionRowsOfLongGeneratedTextOnlyMeasureWhatShows() throws {
        let harness = try Harness.values()
        harness.run(Self.selfSizingTable)
        let output = harness.run("rows add t 1000000 Cell title \"{words:0-10000}\"", "print t.visibleRows")
        #expect(output.last?.hasPrefix("t.visibleRows = ") == true, "\(output)")
        // Only the rows on screen (568 pt of them) were measured.
        let statistics = harness.run("print t.heightCache").joined()
        let measured = statistics.split(separator: " ").dropFirst(3).first.flatMap { Int($0.filter(\.isNumber)) }
        #expect(measured.map { $0 > 0 && $0 < 100 } == true, "\(statistics)")
    }

    /// Without estimates every row is measured up front (as UIKit does): the measured heights
    /// go to the cache once, and a later read measures nothing again.
    @Test func everyRowMeasuredWithoutEstimates() throws {
        let harness = try Harness.values()
        harness.run(Self.selfSizingTable + ["set t.estimatedRowHeight = 0", "rows add t 2000 Cell"])
        // 8 + 20.5 + 8 rounded up to the pixel, plus the 0.5 pt separator: 37 a row.
        #expect(harness.run("print t.contentSize") == ["t.contentSize = (320, 74000)"])
        let cache = harness.run("print t.heightCache")
        #expect(cache.first?.hasPrefix("t.heightCache = measured 2000,") == true, "\(cache)")
        #expect(harness.run("print t.contentSize", "print t.heightCache").last == cache.first)
    }

    /// A word of 20,000 characters wrapped one character a line: linear, not quadratic, so
    /// this test finishes (it took minutes before). 20,000 lines of 17 pt text, each
    /// 20.29 pt before the frame is rounded to the pixel grid.
    @Test func longWordAtNarrowWidthWraps() throws {
        let harness = try Harness.values()
        let text = String(repeating: "x", count: 20_000)
        harness.run("label l \"\(text)\" lines=0", "set l.preferredMaxLayoutWidth = 1")
        #expect(harness.run("print l.frame") == ["l.frame = (0, 0, 8.5, 405743)"])
    }

    /// A line longer than a megabyte is refused before it is read; one just under is taken.
    @Test func absurdlyLongLineIsRefused() throws {
        let harness = try Harness.values()
        harness.run("label l \"x\"")
        let before = harness.session.scene.snapshot()
        let long = "set l.text = \"" + String(repeating: "y", count: 1_000_000) + "\""
        let output = harness.run(long)
        #expect(output.first?.contains("a line is at most 1000000 bytes; this one has 1000015") == true, "\(output.first ?? "")")
        #expect(harness.session.scene.snapshot() == before)
        #expect(harness.run("set l.text = \"" + String(repeating: "y", count: 100_000) + "\"").isEmpty)
    }

    /// Found by FuzzSyntax: 3,000 '(' in an expression overflowed the stack. Nesting is
    /// bounded, as it is for blocks (2,000 '{' crashed the same way).
    @Test(arguments: [
        "print " + String(repeating: "(", count: 3000) + "n",
        "set a.alpha = " + String(repeating: "(", count: 100_000) + "1",
        String(repeating: "{", count: 2000) + " view q " + String(repeating: "}", count: 2000),
    ])
    func deepNestingIsAnErrorNotACrash(line: String) throws {
        let harness = try Harness.values()
        harness.run("view a")
        let before = harness.session.scene.snapshot()
        let output = harness.run(line)
        #expect(output.first?.contains("nested more than") == true, "\(output.first?.prefix(120) ?? "")")
        #expect(harness.session.scene.snapshot() == before)
    }

    /// The bound holds for a block opened over several lines: each line's braces are counted
    /// on from where the lines before left the depth. 64 lines of `{` are within it (the
    /// block stays open); a 65th `{` is refused at that line, and the block is dropped.
    @Test func nestingOverSeveralLinesIsCountedOn() throws {
        let harness = try Harness.values()
        for number in 1...64 {
            #expect(harness.interpreter.run(line: "{", number: number).isEmpty)
        }
        #expect(harness.interpreter.isContinuingBlock)
        let output = harness.interpreter.run(line: "{ view q", number: 65).flatMap { $0.rendered(file: "t") }
        #expect(output.first?.contains("t:65:1: error: blocks nested more than 64 deep") == true, "\(output)")
        #expect(!harness.interpreter.isContinuingBlock)
        #expect(harness.run("view q; print q.alpha") == ["q.alpha = 1"])
    }

    @Test func nestingWithinTheBoundsRuns() throws {
        let harness = try Harness.values()
        let blocks = String(repeating: "{", count: 64) + " view q " + String(repeating: "}", count: 64)
        #expect(harness.run(blocks, "set q.alpha = " + String(repeating: "(", count: 100) + "0.5" + String(repeating: ")", count: 100),
                            "print q.alpha") == ["q.alpha = 0.5"])
    }

    /// A line that fails after others in a chain, a block or a sourced file changes nothing.
    @Test func failingChainAndSourceChangeNothing() throws {
        let harness = try Harness.values()
        harness.run("view a")
        let before = harness.session.scene.snapshot()
        harness.run("view b; label c \"x\"; set nosuch.alpha = 1")
        #expect(harness.session.scene.snapshot() == before)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).lab")
        try "view d\nrows add nosuch 3 Cell\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = harness.run("source \(file.path)")
        #expect(output.contains { $0.contains("error:") })
        #expect(harness.session.scene.snapshot() == before)
    }
}

/// Transcript patterns are matched in bounded time: a pattern that backtracks without end in
/// other engines is a plain mismatch here, and one past the bound is an error with a reason.
@Suite("Bounded transcript matching")
struct BoundedMatchingTests {
    @Test func catastrophicPatternIsAMismatchNotAHang() {
        let line = ExpectedLine("(a+)+b (re)")
        #expect(!line.isInvalid)
        #expect(!line.matches("l.text = \"aaaaaaaaaaaaaaaaaaaa!\""))
        #expect(!line.matches(String(repeating: "a", count: 5000) + "!"))
        #expect(line.matches("aaab"))
        #expect(!ExpectedLine("(a*)*(b|c*)*d (re)").matches(String(repeating: "ac", count: 3000)))
        #expect(!ExpectedLine("(x+x+)+y (re)").matches(String(repeating: "x", count: 3000)))
    }

    @Test func patternPastTheBoundIsReportedInTheTranscript() {
        let line = ExpectedLine("(a{1000}){1000} (re)")
        #expect(line.isInvalid)
        #expect(line.problem?.contains("too large") == true)
        let transcript = Transcript(parsing: "  > print x\n  (a{1000}){1000} (re)\n  ((a) (re)\n")
        let check = transcript.check(outputs: [["x", "y"]])
        #expect(!check.passed)
        #expect(check.problems.count == 2)
        #expect(check.problems.first?.hasPrefix("line 2: invalid regular expression") == true)
        #expect(check.problems.last?.hasPrefix("line 3: invalid regular expression") == true)
    }

    @Test func theUsualSyntaxStillMatches() {
        let cases: [(String, String, Bool)] = [
            ("a.c", "abc", true), ("\\d+", "320", true), ("\\d+", "32a", false), ("[a-c]+x", "abcx", true),
            ("[^,]+, \\w+", "foo, bar_1", true), ("(?:ab)+", "ababab", true), ("(?<n>ab)?c", "c", true),
            ("a{2,3}", "aaaa", false), ("a{2,}", "aaaa", true), ("a{2}", "aa", true), ("^x$", "x", true),
            ("frame = \\(\\d+, \\d+\\)", "frame = (0, 12)", true), ("a|b|c", "c", true), ("a*?b", "aab", true),
            ("\\s\\S\\W\\D", " x.y", true), ("é.", "éa", true), ("[\\d.]+", "3.25", true), ("[]a]+", "]a", true),
            ("x{,2}", "x{,2}", true), ("", "", true), ("()", "", true), ("a-b", "a-b", true),
        ]
        for (pattern, line, expected) in cases {
            #expect(ExpectedLine(pattern + " (re)").matches(line) == expected, "\(pattern) against \(line)")
        }
    }

    @Test func unsupportedSyntaxIsInvalidWithAReason() {
        for pattern in ["(?<=a)b", "(?=a)", "\\1", "a++", "[z-a]", "(" + String(repeating: "(", count: 200)] {
            let line = ExpectedLine(pattern + " (re)")
            #expect(line.isInvalid, "\(pattern)")
            #expect(line.problem != nil)
        }
    }
}

/// Input that is not UTF-8 is an error that says where, never U+FFFD in the model.
@Suite("Input that is not UTF-8")
struct NotUTF8Tests {
    @Test func badByteIsFoundByLineAndByte() {
        let bytes: [UInt8] = Array("view a\nlabel l \"".utf8) + [0xFF] + Array("\"\n".utf8)
        #expect(throws: TextInput.BadByte(line: 2, byte: 10, value: 0xFF)) { try TextInput.decode(bytes) }
        #expect(throws: TextInput.BadByte(line: 1, byte: 3, value: 0xC3)) { try TextInput.decode([0x61, 0x62, 0xC3, 0x28]) }
        #expect((try? TextInput.decode(Array("é\nü".utf8))) == "é\nü")
        #expect(TextInput.BadByte(line: 2, byte: 10, value: 0xFF).message == "line 2, byte 10 (0xFF): not UTF-8")
    }

    @Test func sourcingABadFileSaysWhereAndChangesNothing() throws {
        let harness = try Harness.values()
        harness.run("view a")
        let before = harness.session.scene.snapshot()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).lab")
        try Data(Array("view b\nlabel l \"".utf8) + [0xFE] + Array("\"\n".utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = harness.run("source \(file.path)")
        #expect(output.first?.contains("line 2, byte 10 (0xFE): not UTF-8") == true, "\(output)")
        #expect(harness.session.scene.snapshot() == before)
    }
}
