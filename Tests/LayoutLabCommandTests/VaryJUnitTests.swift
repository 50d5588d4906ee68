import Foundation
import TestSupport
import Testing

/// `layoutlab test --junit` on the checked-in `vary` transcript (the lesson's header on 672
/// combinations, then fixed and run again): a test case for the transcript, then one per
/// combination of each `vary`, named and classed inside the transcript, the failing ones
/// with what the check said.
@Suite("vary's combinations in a JUnit report")
struct VaryJUnitTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let transcript = "Plugins/CheckCommands/Transcripts/vary-header.lab"

    @Test func eachCombinationIsATestCase() throws {
        let folder = try TemporaryFolder.make("layoutlab-vary-junit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.xml"
        let run = try BuiltProgram.run(["test", "--junit", report, Self.transcript], in: Self.packageRoot)
        // The transcript expects its failures: it passes.
        #expect(run.status == 0)
        #expect(run.output == "1 passed, 0 failed\n")
        let root = try XMLElement.parse(String(contentsOfFile: report, encoding: .utf8))
        // The transcript, then 672 combinations before the fix and 672 after: 1 + 2 x 672.
        #expect(root.attributes["tests"] == "1345")
        // 6 phones without a Home button, turned, at 12 sizes in 2 directions: 144 before the fix.
        #expect(root.attributes["failures"] == "144")
        let cases = try #require(root.elements("testsuite").first).elements("testcase")
        try #require(cases.count == 1345)
        #expect(cases[0].attributes["name"] == "vary-header.lab")
        #expect(cases[0].attributes["classname"] == "Plugins.CheckCommands.Transcripts")
        #expect(cases[0].children.isEmpty)
        let combinations = Array(cases.dropFirst())
        #expect(combinations.allSatisfy { $0.attributes["classname"] == "Plugins.CheckCommands.Transcripts.vary-header" })
        #expect(combinations.allSatisfy { $0.attributes["file"] == Self.transcript })
        // The matrix's order: the device changes slowest, then the orientation, the size, the direction.
        #expect(combinations[0].attributes["name"] == "iPhoneSE portrait xS ltr")
        #expect(combinations[1].attributes["name"] == "iPhoneSE portrait xS rtl")
        #expect(combinations[671].attributes["name"] == "iPadPro12_9 landscape AX5 rtl")
        let failed = combinations.filter { !$0.elements("failure").isEmpty }
        #expect(failed.count == 144)
        #expect(Set(failed.compactMap { $0.attributes["name"]?.split(separator: " ").prefix(2).joined(separator: " ") }) == [
            "iPhoneX landscape", "iPhone13mini landscape", "iPhone14 landscape", "iPhone14Plus landscape", "iPhone15 landscape",
            "iPhone15ProMax landscape",
        ])
        let first = try #require(failed.first?.elements("failure").first)
        #expect(failed.first?.attributes["name"] == "iPhoneX landscape xS ltr")
        #expect(first.attributes["message"] == "iPhoneX landscape xS ltr: safeArea: label (27, 75, 758, 17) in the window reaches 17 pt into "
            + "the left inset (the safe area starts at x 44), 17 pt into the right inset (the safe area ends at x 768); because of "
            + "boxH1: box.leading == header.leading + 12 (why box.x)")
        #expect(first.text.contains("check header: 8 rules on 4 views: 1 failure"))
        // After the fix every combination passes.
        #expect(combinations.dropFirst(672).allSatisfy { $0.children.isEmpty })
    }
}
