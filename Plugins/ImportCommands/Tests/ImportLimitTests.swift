import Foundation
@testable import ImportCommands
import PluginTesting
import ScriptSyntax
import Testing
import TestSupport

/// A log larger than a live scene can hold is refused while it is read, at the line where it
/// passes ``ImportLimits``, with nothing imported; at the limits it imports.
@Suite struct ImportLimitTests {
    /// A `po view.constraints` listing: `count` widths, constraint k on view k mod `views`.
    static func listing(_ count: Int, views: Int) -> [UInt8] {
        var text = "(\n"
        for k in 0..<count {
            text += "    \"<NSLayoutConstraint:0x6000\(String(k, radix: 16)) UIView:0x7f80\(String(k % views, radix: 16)).width == 20   (active)>\",\n"
        }
        return Array((text + ")\n").utf8)
    }

    @Test func theReadingStopsAtTheLineThatPassesALimit() {
        // Line 1 is "(", constraint k is on line k + 2: the 4th constraint, past a limit of 3,
        // is on line 5, and the reading reads no further.
        let log = LogReader.read(Self.listing(6, views: 6), limits: ImportLimits(constraints: 3, views: 100))
        #expect(log.refusal == ImportWarning(line: 5, column: 1, message: "more than 3 constraints"))
        #expect(log.lineCount == 5)
        // Three views are allowed: the 4th view is named by the 4th constraint, on line 5 too.
        let views = LogReader.read(Self.listing(6, views: 6), limits: ImportLimits(constraints: 100, views: 3))
        #expect(views.refusal == ImportWarning(line: 5, column: 1, message: "more than 3 views"))
        // At the limits, nothing is refused.
        #expect(LogReader.read(Self.listing(3, views: 3), limits: ImportLimits(constraints: 3, views: 3)).refusal == nil)
    }

    @Test func aRefusedImportSaysWhereAndChangesNothing() throws {
        let harness = try Harness()
        harness.buildHeader()
        let before = harness.fingerprint
        let limits = ImportLimits(constraints: 3, views: 100)
        let refusal = #expect(throws: SyntaxError.self) {
            try ImportRun.run(Self.listing(6, views: 2), origin: ImportRun.Origin(name: "big.log", lines: nil), session: harness.session,
                              limits: limits) { message in SyntaxError(message: message, found: "'import'", at: SourceLocation(line: 1, column: 1)) }
        }
        #expect(refusal?.message == "big.log:5:1: more than 3 constraints by this line: an import makes at most 3 constraints and 100 views "
                + "(a larger live scene needs gigabytes of memory); import the part of the log you need; nothing was imported")
        #expect(harness.fingerprint == before)
    }

    @Test func theStandardLimitRefusesAMillionConstraintsBeforeBuildingAny() throws {
        // The tester's input (issue 40): a listing of 1,000,000 constraints, 126 MB, needed more
        // than 14 GB. Past 300,000 the import stops reading and makes nothing.
        let limits = ImportLimits.standard
        let count = limits.constraints + 1
        let folder = try TemporaryFolder.make("import-limit")
        let path = folder + "/million.log"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.listing(count, views: 100))))
        let harness = try Harness()
        let output = harness.run("import \(path)")
        let error = try #require(output.first { $0.contains("error: ") })
        #expect(error.contains("\(path):\(count + 1):1: more than \(limits.constraints) constraints by this line"), "\(error)")
        #expect(harness.scene.constraints.isEmpty)
    }
}
