import Foundation
import PluginTesting
import Testing
import Commands
import Layout
@testable import Shell

@Suite("The interpreter")
struct InterpreterTests {
    @Test(arguments: [
        "view header",                          // name taken
        "view 9lives",                          // not a name
        "label title lines=-1",                 // bad option value
        "label title frame (0, 0, -5, 10)",     // negative size
        "image pic size (10)",                  // missing height
        "remove header nothing",                // second name unknown
        "move header to label",                 // into its own subtree
        "move window to header",                // the window
        "constrain label.tpo == box.top",       // unknown attribute
        "constrain label.width == box.left",    // invalid pairing
        "constrain label.top == 10",            // position equal to a constant
        "label.top == ghost.top",               // unknown view
        "constrain bottom: label.top == box.top", // name taken
        "vfl \"V:|-[temp(50)\" in header",       // malformed format
        "vfl \"H:|-pad-[box]-|\" in header",     // unknown metric
        "set header.frame = (0, 0, 320)",       // too few numbers
        "set header.alpha = 2",                 // out of range
        "set header.nope = 1",                  // unknown property
        "set bottom.priority = 250",            // required to optional while active
        "set label.numberOfLines = 1.5",        // not whole
        "activate ghost",                       // unknown constraint
        "layout ghost",                         // unknown view
        "fit header sideways",                  // bad target
        "screen iPhone99",                      // unknown preset
        "frobnicate",                           // unknown command
        "print label.frame; view header",       // second command of a line fails
    ])
    func aFailingCommandLeavesTheModelAsItWas(line: String) throws {
        let harness = try Harness.viewsAndDumps()
        harness.buildHeader()
        let before = harness.fingerprint
        let output = harness.interpreter.run(line: line, number: 99)
        #expect(output.contains { $0.isError }, "\(line) should fail")
        #expect(harness.fingerprint == before, "\(line) changed the model")
    }

    @Test func errorsNameLineColumnAndWhatWasExpected() throws {
        let harness = try Harness.viewsAndDumps()
        harness.run("view box")
        let output = harness.interpreter.run(line: "constrain box.widht == 10", number: 7).flatMap { $0.rendered(file: "x.lab") }
        #expect(output[0].hasPrefix("x.lab:7:15: error: unknown attribute 'widht', expected one of: left, right"))
        #expect(output[1] == "constrain box.widht == 10")
        #expect(output[2] == "              ^~~~~")
    }

    @Test func unknownCommandsSuggestTheClosest() throws {
        let harness = try Harness.viewsAndDumps()
        #expect(harness.run("lable x").first?.contains("unknown command 'lable'; did you mean 'label'?") == true)
    }

    /// `a.top = b.top`, an equation with Swift's '=': the constraint's line form says what was
    /// meant (both readings), and the model is left as it was.
    @Test func anEquationWithOneEqualsSignSaysWhatWasMeant() throws {
        let harness = try Harness.viewsAndDumps()
        harness.run("view bubble", "view Bubble")
        #expect(harness.error("bubble.top = Bubble.top")
            == "unknown command 'bubble.top'; a constraint is written with '==' (bubble.top == Bubble.top); to set a property: set bubble.top = Bubble.top")
        #expect(harness.scene.constraints.isEmpty)
        // A value on the right is a property being set, not an equation; it is quoted as typed.
        #expect(harness.error("bubble.frame = (0, 0, 100,100)")
            == "unknown command 'bubble.frame'; to set a property: set bubble.frame = (0, 0, 100,100)")
    }

    @Test func aBareExpressionIsAConstraint() throws {
        let harness = try Harness.viewsAndDumps()
        harness.run("view box")
        #expect(harness.run("box.width == 50 @750") == ["c1: box.width == 50 @750"])
        #expect(harness.run("named: box.height >= 20") == ["named: box.height >= 20"])
    }

    @Test func undoAndRedoStepOverReadOnlyCommands() throws {
        let harness = try Harness.viewsAndDumps()
        harness.run("view a", "view b", "print b", "tree")
        #expect(harness.run("undo") == ["undid: view b"])
        #expect(harness.scene.view(named: "b") == nil)
        #expect(harness.run("redo").first == "redid: view b")
        #expect(harness.scene.view(named: "b") != nil)
        harness.run("undo", "undo")
        #expect(harness.scene.views.map(\.name) == ["window"])
        #expect(harness.run("undo") == ["nothing to undo"])
    }

    @Test func undoRestoresTheLayoutExactly() throws {
        let harness = try Harness.viewsAndDumps()
        harness.buildHeader()
        let before = harness.run("print header.frame label.frame label.wrapWidth")
        harness.run("set header.frame.height = 146")
        harness.run("undo")
        #expect(harness.run("print header.frame label.frame label.wrapWidth") == before)
    }

    @Test func saveWritesAScriptThatRunsToTheSameModel() throws {
        let harness = try Harness.viewsAndDumps()
        harness.buildHeader()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-save-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(harness.run("save \"\(path)\"") == ["saved 10 commands to \(path)"])
        let replayed = try Harness.viewsAndDumps()
        replayed.run("source \"\(path)\"")
        #expect(replayed.fingerprint == harness.fingerprint)
    }

    @Test func helpListsAndExplains() throws {
        let harness = try Harness.viewsAndDumps()
        let overview = harness.run("help")
        #expect(overview.contains("ViewCommands:"))
        #expect(overview.contains { $0.hasPrefix("  vfl") })
        #expect(harness.run("help vfl").first == "usage: vfl \"FORMAT\" [in SUPERVIEW] [as PREFIX] [OPTION...] [METRIC=VALUE...]")
        #expect(harness.run("help properties").contains { $0.hasPrefix("label: ") && $0.contains("numberOfLines") })
    }

    @Test func completionOffersCommandsNamesAndAttributes() throws {
        let harness = try Harness.viewsAndDumps()
        harness.run("view fox")
        let registry = harness.interpreter.registry
        let session = harness.interpreter.session
        #expect(Completer.complete("pri", registry: registry, session: session).candidates == ["print"])
        #expect(Completer.complete("print fo", registry: registry, session: session).candidates == ["fox", "fox."])
        let members = Completer.complete("constrain fox.to", registry: registry, session: session).candidates
        #expect(members == ["fox.top", "fox.topMargin"])
        #expect(Completer.complete("view a; lay", registry: registry, session: session).candidates == ["layout"])
    }

    @Test func completionOffersTheMembersOfTablesAndScrollViews() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table list frame (0, 0, 320, 568)", "scrollview pane")
        let registry = harness.interpreter.registry
        let session = harness.interpreter.session
        #expect(Completer.complete("print list.he", registry: registry, session: session).candidates == ["list.height", "list.heightCache"])
        #expect(Completer.complete("print pane.adj", registry: registry, session: session).candidates == ["pane.adjustedContentInset"])
    }
}

/// `~` in a path is the home folder, for every command that reads or writes a file.
@Suite("Paths: the home folder")
struct HomeFolderPathTests {
    @Test func aLeadingTildeIsTheHomeFolder() {
        #expect(Interpreter.expandingTilde("~/x", home: "/home/u") == "/home/u/x")
        #expect(Interpreter.expandingTilde("~", home: "/home/u") == "/home/u")
        #expect(Interpreter.expandingTilde("~/", home: "/home/u") == "/home/u/")
        // Only a leading `~` alone or before `/`; no home leaves the path as typed.
        #expect(Interpreter.expandingTilde("~other/x", home: "/home/u") == "~other/x")
        #expect(Interpreter.expandingTilde("a/~/x", home: "/home/u") == "a/~/x")
        #expect(Interpreter.expandingTilde("~/x", home: nil) == "~/x")
        #expect(Interpreter.expandingTilde("~/x", home: "") == "~/x")
    }

    /// The session's resolvedPath, which the commands reach, expands it ($HOME is set where
    /// the tests run; without it the path stays as typed).
    @Test func theSessionResolvesTheTilde() throws {
        let harness = try Harness(directory: "/tmp")
        let home = ProcessInfo.processInfo.environment["HOME"]
        let expected = (home?.isEmpty == false) ? (home ?? "") + "/frames" : "/tmp/~/frames"
        #expect(harness.session.resolvedPath("~/frames") == expected)
        #expect(harness.session.resolvedPath("frames") == "/tmp/frames")
    }

    /// dump > FILE reads its path as the shell does: relative to the session's folder.
    @Test func dumpWritesWhereTheShellResolves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try Harness(directory: folder)
        harness.run("view box")
        let output = harness.run("dump tree > tree.txt")
        #expect(output.first?.hasPrefix("wrote ") == true, "\(output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/tree.txt"))
    }
}
