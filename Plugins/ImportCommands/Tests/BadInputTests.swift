import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing
import TestSupport

/// Text that is not a log, or not all of one: clear warnings or a clear error, never a trap,
/// time linear in the text, and a scene left as it was when nothing is imported.
@Suite struct BadInputTests {
    static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let folder = try TemporaryFolder.make("import-bad-input")
        let path = folder + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    static func corpusLog(_ prefix: String) throws -> String {
        Corpus.text(try #require(Corpus.files.first { $0.hasPrefix(prefix + "-") }))
    }

    @Test func binaryJunkIsRefusedAndChangesNothing() throws {
        var generator = SplitMix64(seed: 24)
        let junk = (0..<65_536).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let path = try Self.write(junk, named: "junk.bin")
        let harness = try Harness()
        harness.buildHeader()
        let before = harness.fingerprint
        let output = harness.run("import \(path)")
        let error = try #require(output.first { $0.contains("error: ") })
        #expect(error.contains("nothing to import in \(path)"))
        #expect(error.contains("nothing was imported"))
        #expect(harness.fingerprint == before)
    }

    @Test func aMissingFileIsAnErrorThatChangesNothing() throws {
        let harness = try Harness()
        harness.buildHeader()
        let before = harness.fingerprint
        #expect(harness.error("import /nonexistent/conflict.log") == "cannot read '/nonexistent/conflict.log': no such file; nothing was imported")
        #expect(harness.fingerprint == before)
    }

    @Test func fiftyMegabytesOfLogsImportInOnePass() throws {
        // Log 13 again and again, past 50 MB: the same six views and eleven constraints, one
        // report per copy, and output that does not grow with the text.
        let log = try Self.corpusLog("13")
        let copies = 50 * 1024 * 1024 / log.utf8.count + 1
        let path = try Self.write(Array(String(repeating: log, count: copies).utf8), named: "big.log")
        let harness = try Harness()
        let output = harness.run("import \(path)")
        #expect(output.first?.hasPrefix("imported \(path): 6 views, 11 constraints, \(copies) conflict reports") == true, "\(output.first ?? "")")
        #expect(output.contains("... and \(copies - ImportRun.shownReports) more reports"))
        #expect(output.count < 100)
    }

    @Test func aFiveMegabytePasteImports() throws {
        // The paste path: every line kept until the here-document's end, then read at once.
        let log = try Self.corpusLog("13")
        let copies = 5 * 1024 * 1024 / log.utf8.count + 1
        let lines = ["paste <<END"] + String(repeating: log, count: copies).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["END"]
        let harness = try Harness()
        let output = harness.run(lines)
        #expect(output.first?.hasPrefix("imported paste: 6 views, 11 constraints, \(copies) conflict reports") == true, "\(output.first ?? "")")
    }

    @Test func aHalfLogImportsWhatItHoldsAndSaysWhereItStops() throws {
        // Log 18 cut in the middle of its fourth list line: three descriptions whole (three
        // constraints), the fourth cut off at the end of the text.
        let log = try Self.corpusLog("18")
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        let fourth = try #require(lines.firstIndex { $0.contains("0x608000089650") })
        let cut = lines[..<fourth].joined(separator: "\n") + "\n" + lines[fourth].prefix(60)
        let path = try Self.write(Array(cut.utf8), named: "half.log")
        let harness = try Harness()
        let output = harness.run("import \(path)")
        #expect(output.first?.contains("3 constraints") == true, "\(output.first ?? "")")
        #expect(output.contains("warning: \(path):\(fourth + 1):6: a description cut off at the end of the text: expected '>'"), "\(output)")
        // The report has no "Will attempt to recover" line: which constraint UIKit broke is not said.
        #expect(output.contains { $0.contains("the log does not say which UIKit broke") })
    }

    @Test func anAddressReusedForTwoClassesMakesTwoViewsAndSaysSo() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000001 UILabel:0x7f0000001'Title'.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000002 UIButton:0x7f0000001'OK'.width == 120   (active)>"
            )
            """
        let harness = try Harness()
        let output = harness.run(ImportFormatTests.paste(text))
        // The paste's 4th line, column 6: the description after 4 blanks and '"'.
        #expect(output.contains("warning: paste:4:6: the address 0x7f0000001 named a UILabel before and a UIButton here: taken as two objects (the first was freed and its address reused)"), "\(output)")
        #expect(harness.scene.view(named: "label_Title") != nil)
        #expect(harness.scene.view(named: "button_OK") != nil)
        // Two views of their own: the two widths do not conflict.
        #expect(!output.contains { $0.hasPrefix("Unable to simultaneously") && $0 != output.first })
        #expect(harness.run("find 0x7f0000001").count == 2)
    }

    @Test func unreadableLinesAreWarningsWithLineAndColumnAndTheRestImports() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.height == 200   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.height = 100   (active)>",
                this line is noise
                "<NSLayoutConstraint:0x3 UIView:0x10.height == 84   (active)>"
            )
            """
        let harness = try Harness()
        let output = harness.run(ImportFormatTests.paste(text))
        #expect(output.first?.hasPrefix("imported paste: 1 view, 2 constraints") == true, "\(output.first ?? "")")
        // The paste's 4th line: 4 blanks and '"', so '<' at column 6; `<NSLayoutConstraint:0x2 ` is
        // 24 characters and `UIView:0x10.height ` 19 more, so the lone `=` is at 6 + 43 = 49.
        #expect(output.contains { $0.hasPrefix("warning: paste:4:49: cannot read the constraint") && $0.hasSuffix("expected a relation: ==, <= or >=") }, "\(output)")
        #expect(output.contains { $0.hasPrefix("warning: paste:5:5: cannot read 'this line is noise'") }, "\(output)")
    }

    @Test func aVisualFormatThatDoesNotReadSaysWhereWhatAndWhy() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 H:[UILabel:0x10'Café'(50,>=20)]   (active)>",
                "<NSLayoutConstraint:0x2 H:[UILabel:0x10'Café'(84)]   (active)>"
            )
            """
        let harness = try Harness()
        let output = harness.run(ImportFormatTests.paste(text))
        #expect(output.first?.hasPrefix("imported paste: 1 view, 1 constraint") == true, "\(output.first ?? "")")
        // The paste's 3rd line, '<' at column 6; `<NSLayoutConstraint:0x1 ` is 24 bytes and
        // `H:[UILabel:0x10'Café'(50` 25 more (é is two): the ',' is at 6 + 49 = 55, as every
        // column of a log counts bytes.
        #expect(output.contains { $0.hasPrefix("warning: paste:3:55: cannot read the constraint")
                && $0.hasSuffix("expected ')' after predicate, found ','") }, "\(output)")
    }

    @Test func aFailingLineAfterAnImportUndoesItWhole() throws {
        let harness = try Harness()
        let before = harness.fingerprint
        let log = try Self.corpusLog("03")
        let path = try Self.write(Array(log.utf8), named: "colo.log")
        // One line, two commands: the second fails, so the import is rolled back with it.
        let output = harness.run("import \(path); print nosuchview.frame")
        #expect(output.contains { $0.contains("error: ") })
        #expect(harness.fingerprint == before)
        #expect(harness.run("find 0x7fb021f7a140").first?.contains("error: no view or constraint an import made") == true)
    }

    @Test func importIsOneUndoStep() throws {
        let harness = try Harness()
        let before = harness.fingerprint
        let path = try Self.write(Array(try Self.corpusLog("03").utf8), named: "colo.log")
        harness.run("import \(path)")
        #expect(harness.fingerprint != before)
        harness.run("undo")
        // What undo took out is not found; redo brings it back.
        #expect(harness.error("find 0x7fb021f7a140") == "no view or constraint an import made had the address 0x7fb021f7a140")
        harness.run("redo")
        #expect(harness.run("find 0x7fb021f7a140").first?.hasPrefix("0x7fb021f7a140: view view (UIView at ") == true)
        harness.run("undo")
        #expect(harness.fingerprint == before)
    }
}
