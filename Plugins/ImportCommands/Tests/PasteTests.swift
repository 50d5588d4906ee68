import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing
import TestSupport

/// `paste` reads the lines after it through the shell's generic reading of following lines
/// (``LineReading/linesUntilComplete(_:)``): nothing runs until the text ends, and an empty
/// line inside a report does not end it.
@Suite struct PasteTests {
    static let report = [
        "Unable to simultaneously satisfy constraints.",
        "(",
        "    \"<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>\",",
        "    \"<NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>\"",
        ")",
    ]

    /// A report cut after its list is still open at the first empty line (its own empty line
    /// before "Will attempt" may follow); a second empty line ends it.
    @Test func anOpenReportEndsAtTheSecondEmptyLine() throws {
        let harness = try Harness()
        #expect(harness.run("paste").isEmpty)
        #expect(harness.interpreter.isContinuingBlock)
        #expect(harness.run(Self.report).isEmpty)
        #expect(harness.scene.views.count == 1)
        #expect(harness.run("").isEmpty)
        #expect(harness.interpreter.isContinuingBlock)
        let output = harness.run("")
        #expect(!harness.interpreter.isContinuingBlock)
        // The five lines: the first empty line is kept, but as the text's last it adds none.
        #expect(output.first == "imported paste: 1 view, 2 constraints, 1 conflict report (5 lines)")
        #expect(harness.scene.view(named: "view")?.className == "UIView")
    }

    /// A whole report, as UIKit prints it, with its two empty lines: the paste ends at the empty
    /// line after its last line ("... may also be helpful."), and the next line is a command.
    @Test func aReportsOwnEmptyLinesDoNotEndIt() throws {
        let harness = try Harness()
        let whole = Self.report + ["", "Will attempt to recover by breaking constraint",
                                   "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>", "",
                                   "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                                   "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
        #expect(harness.run(["paste"] + whole).isEmpty)
        #expect(harness.interpreter.isContinuingBlock)
        let output = harness.run("")
        #expect(!harness.interpreter.isContinuingBlock)
        // 5 + 1 + 2 + 1 + 2 = 11 lines.
        #expect(output.first == "imported paste: 1 view, 2 constraints, 1 conflict report (11 lines)")
        #expect(output.contains { $0.hasPrefix("report 1 ") && $0.hasSuffix(", the same one") }, "\(output)")
        #expect(harness.run("print view.address") == ["view.address = \"0x7fca0bd50f70\""])
    }

    /// Text that is no report (a list, a recursive description) ends at the first empty line.
    @Test func textOutsideAReportEndsAtAnEmptyLine() throws {
        let harness = try Harness()
        let output = harness.run(["paste"] + Self.report.dropFirst() + [""])
        #expect(output.first == "imported paste: 1 view, 2 constraints (4 lines)")
        #expect(!harness.interpreter.isContinuingBlock)
    }

    /// The input ends (a file run, piped input, Ctrl-D) before the paste's terminator: the
    /// paste runs with the lines it read, as the end of a sourced file ends it, instead of
    /// being dropped without a word. A block left open is an error naming its line.
    @Test func theEndOfInputEndsAPaste() throws {
        let harness = try Harness()
        #expect(harness.run(["paste <<END"] + Self.report).isEmpty)
        #expect(harness.interpreter.isContinuingBlock)
        let output = harness.interpreter.endOfInput().flatMap { $0.rendered(file: Harness.file) }
        #expect(!harness.interpreter.isContinuingBlock)
        #expect(output.first == "imported paste: 1 view, 2 constraints, 1 conflict report (5 lines)", "\(output)")
        #expect(harness.scene.view(named: "view") != nil)
        // Nothing open: nothing to say.
        #expect(harness.interpreter.endOfInput().isEmpty)
        #expect(harness.run("def d {", "view inside").isEmpty)
        let unclosed = harness.interpreter.endOfInput().flatMap { $0.rendered(file: Harness.file) }
        #expect(unclosed.first?.hasPrefix("test.lab:1:1: error: a block opened here is not closed ('}' missing) when the input ended") == true,
                "\(unclosed)")
        #expect(harness.scene.view(named: "inside") == nil)
        #expect(!harness.interpreter.isContinuingBlock)
    }

    @Test func aHereDocumentKeepsEmptyLines() throws {
        // The report's own empty line before "Will attempt" does not end it; END does.
        let harness = try Harness()
        let lines = ["paste <<END"] + Self.report + ["", "Will attempt to recover by breaking constraint",
                                                      "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>", "END"]
        let output = harness.run(lines)
        #expect(output.contains { $0.hasPrefix("report 1 ") && $0.contains("UIKit broke 'view.height == 200' 0x7fca0bd54cc0") }, "\(output)")
        #expect(harness.run("print view.address") == ["view.address = \"0x7fca0bd50f70\""])
    }

    @Test func aSourcedScriptPastesAndSaveWritesThePasteBack() throws {
        let folder = try TemporaryFolder.make("paste-source")
        let script = (["paste <<END"] + Self.report + ["", "END", "print view.address"]).joined(separator: "\n") + "\n"
        #expect(FileManager.default.createFile(atPath: folder + "/a.lab", contents: Data(script.utf8)))
        let harness = try Harness()
        let output = harness.run("source \(folder)/a.lab")
        // Five lines and the empty one, which ends the text as a newline does: 5 lines.
        #expect(output.first == "imported paste: 1 view, 2 constraints, 1 conflict report (5 lines)", "\(output)")
        #expect(output.last == "view.address = \"0x7fca0bd50f70\"")
        // `save` writes a typed paste as typed: its lines, up to END.
        let typed = try Harness()
        typed.run(["paste <<END"] + Self.report + ["", "END"])
        typed.run("save \(folder)/saved.lab")
        let saved = try String(contentsOfFile: folder + "/saved.lab", encoding: .utf8)
        #expect(saved.contains((["paste <<END"] + Self.report + ["", "END"]).joined(separator: "\n")), "\(saved)")
        // The end of a file ends a paste too.
        #expect(FileManager.default.createFile(atPath: folder + "/b.lab", contents: Data((["paste"] + Self.report).joined(separator: "\n").utf8)))
        let other = try Harness()
        #expect(other.run("source \(folder)/b.lab").first == "imported paste: 1 view, 2 constraints, 1 conflict report (5 lines)")
    }

    @Test func aCancelledPasteLeavesNothing() throws {
        let harness = try Harness()
        harness.run(["paste"] + Self.report)
        harness.interpreter.cancelBlock()
        #expect(!harness.interpreter.isContinuingBlock)
        #expect(harness.scene.window.subviews.isEmpty)
    }

    @Test func anEmptyPasteSaysThereWasNothing() throws {
        let harness = try Harness()
        let output = harness.run("paste", "")
        #expect(output.first { $0.contains("error: ") }?.contains("nothing to import in paste") == true, "\(output)")
    }

    @Test func completionOffersFilesAndAddresses() throws {
        let harness = try Harness()
        harness.run(["paste"] + Self.report + ["", ""])
        #expect(harness.complete("find ") == ["0x7fca0bd50f70", "0x7fca0bd54cc0", "0x7fca0bd564a0"])
        let folder = Corpus.folder.path
        #expect(harness.complete("import \(folder)/01-").contains { $0.hasSuffix("01-folding-cell-vfl-size-constants.log") })
    }

    @Test func helpShowsUsageAndTheRunnableExample() throws {
        let harness = try Harness()
        let help = harness.run("help import")
        #expect(help.first == "usage: import [swift] FILE")
        #expect(help.contains("  import Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log"))
        // The example runs as shown, from the package's folder.
        let runner = try Harness(directory: Harness.packageRoot.path)
        let output = runner.run("import Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log")
        #expect(output.first?.hasPrefix("imported Scripts/transcripts/import/logs/03-colo-encapsulated-height-names.log: 2 views, 4 constraints") == true)
        #expect(harness.run("help paste").first == "usage: paste [TEXT]")
        #expect(harness.run("help find").first == "usage: find ADDRESS")
    }
}
