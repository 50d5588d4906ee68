import Foundation
import PluginTesting
import Testing
import Commands
import Layout
@testable import Shell
import TestSupport

/// The model as a value: reads change nothing, a failing line changes nothing, undo and redo
/// give back exact snapshots, and none of it replays the session.
@Suite("Transactions, snapshots and the run loop")
struct TransactionTests {
    /// Issue 8's first finding: with `print header.frame` typed between the commands or
    /// not, `layout header` then `fit header` on a table 500 wide give the same size. The
    /// display cycle that ends `set tv.frame` lets the table give its header the new width
    /// (500), so `layout header` re-measures the label at 500 - 24 - 30 = 446: one line,
    /// 351.5 + 54 = 405.5 wide and 60 + 15 + 20.5 + 15 + 15 = 125.5 high.
    @Test func aReadChangesNothingThatFollows() throws {
        func fitted(printingFirst: Bool) throws -> [String] {
            let harness = try Harness.viewsTablesAndDumps()
            harness.run("table tv frame (0, 0, 320, 568)")
            harness.buildHeader()
            harness.run("set tv.tableHeaderView = header", "set tv.frame = (0, 0, 500, 568)")
            if printingFirst { harness.run("print header.frame") }
            return harness.run("layout header", "fit header").filter { $0.hasPrefix("header.fittingSize") }
        }
        #expect(try fitted(printingFirst: false) == ["header.fittingSize = (405.5, 125.5)"])
        #expect(try fitted(printingFirst: true) == ["header.fittingSize = (405.5, 125.5)"])
    }

    /// Reads that the shell offers, on every kind of object.
    static let reads = [
        "print header.frame", "print label.lines", "print header.fittingSize", "print label.intrinsicContentSize",
        "print tv.contentSize", "print tv.visibleRows", "print tv.heightCache", "print header.hasAmbiguousLayout",
        "tree", "constraints", "conflicts", "ambiguity", "exercise box", "rows list tv", "print c1", "help set",
    ]

    /// Edits, some of which fail (a taken name, an unknown view, a bad value).
    static let edits = [
        "set header.frame = (0, 0, 320, 200)", "set header.translatesAutoresizingMaskIntoConstraints = false",
        "set label.numberOfLines = 1", "set label.text = \"Short\"", "set tv.frame = (0, 0, 500, 568)",
        "rows add tv 5 Cell title \"Row {n}\"", "rows hide tv 1", "scroll tv by 100", "set bottom.constant = -20",
        "deactivate bottom", "activate bottom", "view extra in header", "remove box", "screen 500 568",
        "view header", "set nosuch.alpha = 0.5", "set label.numberOfLines = -2", "rows add tv 3 Nope",
        "{ set header.alpha = 0.5; set nosuch.alpha = 1 }", "set box.alpha = 0.25; view header",
        "textsize 1.5", "textsize AX2", "layout header", "fit header",
        // Every other command family, valid and failing.
        "label note in box \"A note\" lines=0", "label note in nosuch \"x\"", "image pic in header size (20, 20)",
        "datepicker dp in header", "picker pk in header", "switch sw in header", "scrollview sv frame (0, 0, 100, 100)",
        "move box to tv", "move box to box", "constrain label.width >= 100 @750", "constrain label.widht == 1",
        "vfl \"H:|-20-[temp]\" in header", "vfl \"H:|-[nosuch]|\"", "prototype Tall in tv", "prototype Cell in tv",
        "section add tv header=\"Second\"", "rows remove tv 0", "rows move tv 0 3", "rows text tv 2 title \"Changed\"",
        "rows height tv 1 80", "rows estimate tv 2 120", "rows remove tv 999", "updates tv", "reload tv", "scroll tv row 10",
        "scroll tv bottom", "let w = header.frame.width", "expect header.frame.width == 1", "remove c2",
        "set c1.priority = 1e19", "table tv2 style=grouped frame (0, 0, 320, 200)", "switch sw2 in nosuch",
    ]

    func buildTableScene(_ harness: Harness) {
        harness.run("table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell")
        harness.buildHeader()
        harness.run("set tv.tableHeaderView = header", "rows add tv 20 Cell title \"Row {n}: {words:3-30}\"")
    }

    /// Seeded random sequences of edits end in the same snapshot with reads inserted at
    /// random points as without them.
    @Test(arguments: 0..<24)
    func readsInsertedAnywhereLeaveTheSameEnd(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var sequence: [String] = []
        var withReads: [String] = []
        for _ in 0..<20 {
            let edit = Self.edits[generator.next(below: Self.edits.count)]
            sequence.append(edit)
            while generator.next(below: 3) == 0 { withReads.append(Self.reads[generator.next(below: Self.reads.count)]) }
            withReads.append(edit)
        }
        let plain = try Harness.viewsTablesAndDumps(), read = try Harness.viewsTablesAndDumps()
        buildTableScene(plain)
        buildTableScene(read)
        for line in sequence { plain.run(line) }
        for line in withReads { read.run(line) }
        let difference = plain.scene.snapshot().difference(to: read.scene.snapshot())
        #expect(difference.isEmpty, "seed \(seed): \(difference.prefix(6))")
    }

    /// A failing line of any command family, mixed with valid ones, leaves the snapshot it
    /// found; `undo` after each changing line gives back the snapshot before it, and `redo`
    /// the one after.
    @Test(arguments: 0..<24)
    func failuresChangeNothingAndUndoRestoresTheSnapshotBefore(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let harness = try Harness.viewsTablesAndDumps()
        buildTableScene(harness)
        for _ in 0..<20 {
            let line = Self.edits[generator.next(below: Self.edits.count)]
            let before = harness.scene.snapshot()
            let steps = harness.interpreter.history.filter { $0.changes != nil }.count
            let output = harness.interpreter.run(line: line, number: 1)
            let after = harness.scene.snapshot()
            if output.contains(where: \.isError) {
                #expect(before.difference(to: after).isEmpty, "seed \(seed): '\(line)' failed but changed \(before.difference(to: after).prefix(4))")
                continue
            }
            guard harness.interpreter.history.filter({ $0.changes != nil }).count > steps else {
                #expect(before == after, "seed \(seed): '\(line)' left no undo step but changed the scene")
                continue
            }
            harness.run("undo")
            #expect(before.difference(to: harness.scene.snapshot()).isEmpty, "seed \(seed): undo of '\(line)'")
            harness.run("redo")
            #expect(after.difference(to: harness.scene.snapshot()).isEmpty, "seed \(seed): redo of '\(line)'")
        }
    }

    /// A session longer than the undo history keeps the solver's log of the turns it can
    /// still undo and no more: a turn dropped past the limit closes its transaction. Every
    /// turn here moves the view (its autoresizing constraints' constants change), so each
    /// opens one; after 1,050 the history holds the newest 1,000 and so does the solver.
    /// Undoing all 1,000 then leaves the frame of turn 50 (`view b` was turn 1 and turn
    /// k + 2 set x = k, so turn 50 set x = 48), with nothing more to undo.
    @Test func turnsPastTheUndoLimitCloseTheirSolverTransactions() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view b frame (0, 0, 10, 10)")
        for x in 0..<1049 { harness.run("set b.frame = (\(x), 0, 10, 10)") }
        #expect(Interpreter.maximumUndoSteps == 1000)
        #expect(harness.scene.openSolverTransactions == 1000)
        for _ in 0..<1000 { harness.run("undo") }
        #expect(harness.run("print b.frame") == ["b.frame = (48, 0, 10, 10)"])
        #expect(harness.run("undo") == ["nothing to undo"])
        #expect(harness.scene.openSolverTransactions == 0)
    }

    /// The undo history also stays within what the engine keeps to undo it
    /// (``Interpreter/maximumUndoLogCells``, lowered here to 20,000 cells): a stack grown a
    /// view a line logs rows as long as the stack, so past about 40 views only the newest
    /// steps fit and the oldest are forgotten. Undoing every step kept then gives the scene
    /// the lines before them built, as a session of only those lines gives it.
    @Test func theUndoHistoryStaysWithinTheEnginesLogs() throws {
        let harness = try Harness()
        var lines = ["stack s frame (0, 0, 3000, 40) distribution=fillEqually spacing=2"]
        for index in 1...80 { lines += ["view v\(index)", "arrange v\(index) in s"] }
        let kept = Self.runWithinABound(harness, lines) { harness.scene.undoLogCells }
        for _ in 0..<kept { harness.run("undo") }
        #expect(harness.run("undo") == ["nothing to undo"])
        let shorter = try Harness()
        for line in lines.prefix(lines.count - kept) { shorter.run(line) }
        let reads = ["constraints s", "print v1.frame v2.frame s.frame"]
        #expect(harness.run(reads) == shorter.run(reads))
    }

    /// Runs `lines` with the undo bound lowered to 20,000 cells, checking after each line that
    /// `cells()` stays within it unless one step is left, and that some steps were forgotten.
    /// Returns how many steps were kept.
    static func runWithinABound(_ harness: Harness, _ lines: [String], cells: () -> Int) -> Int {
        harness.interpreter.maximumUndoLogCells = 20_000
        for line in lines {
            harness.run(line)
            let steps = harness.interpreter.undoSteps.count
            #expect(cells() <= 20_000 || steps == 1, "\(line): \(cells()) cells in \(steps) steps")
        }
        let kept = harness.interpreter.undoSteps.count
        #expect(kept < lines.count, "\(kept) of \(lines.count) steps kept")
        return kept
    }

    /// The bound counts the model's side too (``Interpreter/undoCells``): lines that change
    /// many fields of the model and few rows of the engine (here each line makes 20 views
    /// with frames, which the engine holds as definitions, not rows) are forgotten once
    /// their restorers pass it, though the engine's logs alone stay far below.
    @Test func theUndoHistoryCountsTheModelsChanges() throws {
        let harness = try Harness.viewsTablesAndDumps()
        var lines: [String] = []
        for line in 0..<60 {
            lines.append((0..<20).map { "view v\(line)x\($0) frame (\($0), \(line), 10, 10)" }.joined(separator: "; "))
        }
        let kept = Self.runWithinABound(harness, lines) { harness.interpreter.undoCells }
        #expect(harness.scene.undoLogCells * 2 < harness.interpreter.undoCells, "the model's part is most of it")
        for _ in 0..<kept { harness.run("undo") }
        #expect(harness.run("undo") == ["nothing to undo"])
        // What is left is what the forgotten lines made: their views, and none of the rest.
        #expect(harness.run("print v0x0.frame") == ["v0x0.frame = (0, 0, 10, 10)"])
        let firstUndone = lines.count - kept
        #expect(harness.run("print v\(firstUndone)x0.frame").first?.contains("error") == true)
    }

    /// The undo steps are kept as a queue of indices (forgetting the oldest is constant time):
    /// undo, redo and forgetting past the limit interleaved keep exactly the newest 1,000.
    /// Turn 1 is `view b`, then x = 0...1003 (1,005 steps: b and x = 0...3 are forgotten);
    /// undo 3 and redo 2 leave x = 1003 undone; x = 2000...2009 add 10 (x = 4...12 forgotten,
    /// the redo of 1003 dropped). Undoing all 1,000 leaves the frame before x = 13.
    @Test func undoRedoAndTheLimitInterleavedKeepTheNewestSteps() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view b frame (0, 0, 10, 10)")
        for x in 0..<1004 { harness.run("set b.frame = (\(x), 0, 10, 10)") }
        for _ in 0..<3 { harness.run("undo") }
        for _ in 0..<2 { harness.run("redo") }
        #expect(harness.run("print b.frame") == ["b.frame = (1002, 0, 10, 10)"])
        for x in 2000..<2010 { harness.run("set b.frame = (\(x), 0, 10, 10)") }
        #expect(harness.run("redo") == ["nothing to redo"])
        for _ in 0..<1000 { harness.run("undo") }
        #expect(harness.run("print b.frame") == ["b.frame = (12, 0, 10, 10)"])
        #expect(harness.run("undo") == ["nothing to undo"])
    }

    /// A redone line opens its solver transaction again, held by its undo step like any other:
    /// b, then x = 0...1009 (1,011 steps, the 11 oldest forgotten: 1,000 transactions open);
    /// undo 5 closes 5, redo 5 opens them again, and 1,000 more lines (x = 2000...2999) push
    /// every older step out, the redone ones too: still 1,000 open, not 1,000 plus the 5 redone
    /// (a redone step once held no handle on its transaction). Undoing all 1,000 then leaves b
    /// where the newest forgotten step put it: x = 1009.
    @Test func redoneLinesKeepOneSolverTransactionEach() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view b frame (0, 0, 10, 10)")
        for x in 0..<1010 { harness.run("set b.frame = (\(x), 0, 10, 10)") }
        #expect(harness.scene.openSolverTransactions == 1000)
        for _ in 0..<5 { harness.run("undo") }
        #expect(harness.scene.openSolverTransactions == 995)
        #expect(harness.run("print b.frame") == ["b.frame = (1004, 0, 10, 10)"])
        for _ in 0..<5 { harness.run("redo") }
        #expect(harness.scene.openSolverTransactions == 1000)
        #expect(harness.run("print b.frame") == ["b.frame = (1009, 0, 10, 10)"])
        for x in 2000..<3000 { harness.run("set b.frame = (\(x), 0, 10, 10)") }
        #expect(harness.scene.openSolverTransactions == 1000)
        for _ in 0..<1000 { harness.run("undo") }
        #expect(harness.run("print b.frame") == ["b.frame = (1009, 0, 10, 10)"])
        #expect(harness.scene.openSolverTransactions == 0)
    }

    /// Undo and redo of lines that change the solver's rows (a chain of views, each placed
    /// after the one before): frames after each undo are those the line found, after each redo
    /// those it left, and a line typed after the redos solves as in a session that never undid.
    @Test func undoAndRedoOfAChainGiveTheFramesOfTheLines() throws {
        let harness = try Harness.viewsTablesAndDumps()
        let other = try Harness.viewsTablesAndDumps()
        for session in [harness, other] {
            session.run("view root frame (0, 0, 1000, 1000)")
            session.run("view v0 in root; v0.leading == root.leading; v0.top == root.top; v0.width == 10; v0.height == 10")
        }
        var frames: [[String]] = []
        for k in 1...12 {
            for session in [harness, other] {
                session.run("view v\(k) in root; v\(k).leading == v\(k - 1).trailing + 2; v\(k).top == v\(k - 1).bottom + 2; "
                    + "v\(k).width == \(k); v\(k).height == 10")
            }
            frames.append(harness.run("print v\(k).frame"))
        }
        // v12 is 12 wide after v0 (10 wide) and v1...v11 (k wide), each followed by 2:
        // x = 12 + sum(1...11) + 2 * 11 = 100; each view is 10 high and 2 below the one
        // before: y = 12 * 12 = 144.
        #expect(frames[11] == ["v12.frame = (100, 144, 12, 10)"])
        for k in stride(from: 12, through: 2, by: -1) {
            harness.run("undo")
            #expect(harness.run("print v\(k - 1).frame") == frames[k - 2])
        }
        for k in 2...12 {
            harness.run("redo")
            #expect(harness.run("print v\(k).frame") == frames[k - 1])
        }
        for session in [harness, other] {
            session.run("view w in root; w.leading == v12.trailing; w.top == v3.bottom; w.width == v5.width; w.height == 4")
        }
        for name in (1...12).map({ "v\($0)" }) + ["w"] {
            #expect(harness.run("print \(name).frame") == other.run("print \(name).frame"))
        }
        // w: after v12 (100 + 12), below v3 (36 + 10), as wide as v5.
        #expect(harness.run("print w.frame") == ["w.frame = (112, 46, 5, 4)"])
    }

    @Test func objectsKeepTheirIdentityThroughRollbackAndUndo() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.buildHeader()
        let label = try #require(harness.scene.view(named: "label"))
        harness.run("remove box")
        #expect(harness.scene.view(named: "label") == nil)
        harness.run("undo")
        #expect(harness.scene.view(named: "label") === label)
        harness.run("set label.text = \"Hi\"; set nosuch.alpha = 1")
        #expect(harness.scene.view(named: "label") === label)
        #expect((label as? Label)?.text == "The quick brown fox jumped over the lazy dog.")
    }

    @Test func readOnlyLinesLeaveNoUndoStep() throws {
        let harness = try Harness.viewsTablesAndDumps()
        buildTableScene(harness)
        let steps = harness.interpreter.history.filter { $0.changes != nil }.count
        harness.run("print header.frame", "tree", "constraints", "help", "set header.alpha = 1")
        // Not one change recorded by any read the shell offers: each is a pure function of the state.
        for read in Self.reads { harness.run(read) }
        #expect(harness.interpreter.history.filter { $0.changes != nil }.count == steps)
        harness.run("set header.alpha = 0.5")
        #expect(harness.interpreter.history.filter { $0.changes != nil }.count == steps + 1)
        // Redo survives reads.
        harness.run("undo", "print header.alpha", "tree")
        #expect(harness.run("redo") == ["redid: set header.alpha = 0.5"])
    }

    @Test func aChainIsOneTurnAndOneUndoStep() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view a; view b; view c")
        #expect(harness.run("undo") == ["undid: view a; view b; view c"])
        #expect(harness.scene.view(named: "a") == nil && harness.scene.view(named: "c") == nil)
        // One failing command undoes the whole chain.
        let output = harness.run("view d; view d")
        #expect(output.contains { $0.contains("error:") })
        #expect(harness.scene.view(named: "d") == nil)
    }

    @Test func blocksRunAsOneTurnOverSeveralLines() throws {
        let harness = try Harness.viewsTablesAndDumps()
        #expect(harness.interpreter.run(line: "{", number: 1).isEmpty)
        #expect(harness.interpreter.isContinuingBlock)
        _ = harness.interpreter.run(line: "  view a frame (0, 0, 10, 10)", number: 2)
        _ = harness.interpreter.run(line: "  view b in a", number: 3)
        _ = harness.interpreter.run(line: "}", number: 4)
        #expect(!harness.interpreter.isContinuingBlock)
        #expect(harness.scene.view(named: "b")?.superview?.name == "a")
        #expect(harness.run("undo") == ["undid: {\n  view a frame (0, 0, 10, 10)\n  view b in a\n}"])
        #expect(harness.scene.view(named: "a") == nil)
        // An error inside a block points at its own line.
        let output = harness.interpreter.run(line: "{ view a; set a.nosuch = 1 }", number: 7).flatMap { $0.rendered(file: "t") }
        #expect(output.first?.hasPrefix("t:7:") == true)
        #expect(harness.scene.view(named: "a") == nil)
        #expect(harness.run("}").first?.contains("'}' closes no block") == true)
    }

    @Test func definitionsRunTheirBodyWithArguments() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.buildHeader()
        harness.run("def fade v { set v.alpha = 0.5; set v.hidden = true }")
        #expect(harness.run("fade box").isEmpty)
        #expect(harness.run("print box.alpha box.hidden") == ["box.alpha = 0.5", "box.hidden = true"])
        // The call is one undo step.
        harness.run("undo")
        #expect(harness.run("print box.alpha") == ["box.alpha = 1"])
        // Wrong arity, a failure inside (nothing kept), a name taken by a command, recursion.
        #expect(harness.run("fade").first?.contains("expected 1 argument: fade V") == true)
        let failed = harness.run("fade nosuch")
        #expect(failed.contains { $0.contains("'fade' failed (above)") })
        #expect(harness.run("def set x { view x }").first?.contains("is a command already") == true)
        harness.run("def loop x { loop x }")
        #expect(harness.run("loop a").contains { $0.contains("more than 64 levels deep") })
        #expect(harness.run("help fade").first == "fade V")
    }

    @Test func pathsNeedNoQuotesAndSourceResolvesAgainstItsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-source-\(UUID().uuidString)")
        let nested = directory.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "view fromLib\nsource ../second.lab\n".write(to: nested.appendingPathComponent("first.lab"), atomically: true, encoding: .utf8)
        try "view fromSecond\n".write(to: directory.appendingPathComponent("second.lab"), atomically: true, encoding: .utf8)
        try "source loop.lab\n".write(to: directory.appendingPathComponent("loop.lab"), atomically: true, encoding: .utf8)
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("source \(nested.path)/first.lab")
        #expect(harness.scene.view(named: "fromLib") != nil && harness.scene.view(named: "fromSecond") != nil)
        // A file that sources itself is refused, and nothing it did is kept.
        let output = harness.run("source \(directory.path)/loop.lab")
        #expect(output.contains { $0.contains("a file cannot source itself") })
        // save with an unquoted path, and the saved script rebuilds the scene.
        let saved = directory.appendingPathComponent("my-session.lab").path
        #expect(harness.run("save \(saved)") == ["saved 1 command to \(saved)"])
        let replayed = try Harness.viewsTablesAndDumps()
        replayed.run("source \(saved)")
        #expect(replayed.scene.snapshot() == harness.scene.snapshot())
    }

    @Test func constraintNamesAreNeverReused() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view a", "view b")
        #expect(harness.run("a.width == 10") == ["c1: a.width == 10"])
        harness.run("remove c1")
        #expect(harness.run("b.width == 10") == ["c2: b.width == 10"])
    }
}
