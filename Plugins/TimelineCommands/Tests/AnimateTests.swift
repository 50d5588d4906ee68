import PluginTesting
import Testing
import Timeline
import Commands
import Layout
import Tables

/// `animate`, the clock and presentation values, through the interpreter.
@Suite("Animations in the shell")
struct AnimateTests {
    /// A box widened from 100 to 200 in 0.5 s, linear: 150 at 0.25 s; the model is 200 at once.
    @Test func theModelJumpsAndThePresentationMoves() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)")
        #expect(harness.run("animate 0.5 curve=linear { set box.frame = (0, 0, 200, 100) }") == ["animation 0: 0...0.5 s, box"])
        #expect(harness.run("print box.frame box.presentationFrame") == ["box.frame = (0, 0, 200, 100)", "box.presentationFrame = (0, 0, 100, 100)"])
        harness.run("step 0.25")
        #expect(harness.run("print box.presentationFrame") == ["box.presentationFrame = (0, 0, 150, 100)"])
    }

    /// The completion starts the second stage exactly when the first ends (0.25 s), and a
    /// seek past both runs it on the way.
    @Test func completionsCascadeAtTheirAnimationsEnd() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)",
                    "animate 0.25 { set box.alpha = 0 } completion { animate 0.5 { set box.frame = (0, 0, 10, 10) } }")
        #expect(harness.run("seek 2") == ["animation 1: 0.25...0.75 s, box", "now 2 s"])
        #expect(harness.run("timeline") == [
            "now 2 s", "animation 0: 0...0.25 s easeInOut, done: box", "animation 1: 0.25...0.75 s easeInOut, done: box",
        ])
    }

    /// A failing command inside the block undoes the whole line, animation included; undo
    /// takes an animation back like any change.
    @Test func aFailingBlockChangesNothingAndUndoTakesAnAnimationBack() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)")
        let before = harness.scene.snapshot()
        let output = harness.run("animate 0.5 { set box.alpha = 0; set nosuch.alpha = 1 }")
        #expect(output.contains { $0.contains("error:") })
        #expect(harness.scene.snapshot() == before)
        #expect(harness.run("timeline") == ["now 0 s"])
        harness.run("animate 0.5 { set box.alpha = 0.5 }")
        harness.run("undo")
        #expect(harness.run("timeline") == ["now 0 s"])
        #expect(harness.run("print box.alpha") == ["box.alpha = 1"])
    }

    /// A spring with damping 0.5 passes its end value on the way: the widest the box gets is
    /// more than 200 (by e^(-0.5π/√0.75) = 16.3% of the 100 pt move, when released at rest).
    @Test func aSpringOvershoots() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)", "animate 1 damping=0.5 { set box.frame = (0, 0, 200, 100) }")
        var widest = 0.0
        for _ in 0..<100 {
            harness.run("step 0.01")
            let box = try #require(harness.scene.view(named: "box"))
            widest = max(widest, harness.interpreter.session.scene.timeline.presentation(of: box).frame.width)
        }
        #expect(widest > 215 && widest < 217)
    }

    /// Interrupted half way (150 pt wide at 0.25 s), a new animation back to 100 starts from
    /// the 150 on screen, not from the model's 200: at its own half way it is 125.
    @Test func anInterruptingAnimationStartsFromWhatIsOnScreen() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)", "animate 0.5 curve=linear { set box.frame = (0, 0, 200, 100) }", "step 0.25",
                    "animate 0.5 curve=linear { set box.frame = (0, 0, 100, 100) }", "step 0.25")
        #expect(harness.run("print box.presentationFrame") == ["box.presentationFrame = (0, 0, 125, 100)"])
    }

    /// `updates` animates the rows to their new places over 0.3 s: a row of 50 hidden above
    /// another moves it up 50, half way (easeInOut is symmetric) at 0.15 s.
    @Test func updatesAnimatesTheRows() throws {
        let harness = try Harness()
        harness.run("table t frame (0, 0, 320, 568)", "set t.rowHeight = 50", "prototype Cell in t", "rows add t 3 Cell", "rows hide t 0")
        #expect(harness.run("updates t") == ["t.contentSize.height: 150 -> 100"])
        let table = try #require(harness.scene.view(named: "t") as? Tables.TableView)
        let cell = try #require(table.cellForRow(at: Tables.IndexPath(section: 0, row: 1)))
        #expect(cell.frame.minY == 0)
        harness.run("step 0.15")
        #expect(abs(harness.interpreter.session.scene.timeline.presentation(of: cell).frame.minY - 25) < 1e-9)
    }

    /// play prints a line per frame: a linear fade over 0.5 s at 4 frames a second.
    @Test func playPrintsEachFrame() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)", "animate 0.5 curve=linear { set box.alpha = 0 }")
        #expect(harness.run("play to=0.5 fps=4 box.presentationAlpha") == ["0 s: 1", "0.25 s: 0.5", "0.5 s: 0"])
    }
}
