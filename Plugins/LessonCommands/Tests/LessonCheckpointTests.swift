import PluginTesting
import Testing
@testable import LessonCommands

/// ``LessonCheckpoint``: what the learner changed, not what layout or the table did.
@Suite("What a lesson counts as a change")
struct LessonCheckpointTests {
    /// Scrolling a table of 50 rows of 44 pt to 1,000 makes and reuses cells (the table's
    /// doing): no change. Setting a label's text is one, said as the property that moved.
    @Test func cellsTheTableMakesAreNoChangeAndASetTextIs() throws {
        let harness = try Harness()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Row in t", "set t.rowHeight = 44", "rows add t 50 Row",
                    "label note \"Hello\"", "print t.visibleRows")
        let before = LessonCheckpoint(harness.scene.snapshot())
        // 1,000 / 44 = 22.7: rows 22 to 35 show now, in cells made or reused for them.
        #expect(harness.run("scroll t to 1000", "print t.visibleRows").last == "t.visibleRows = 14 rows, [0, 22] to [0, 35]")
        #expect(LessonCheckpoint(harness.scene.snapshot()).changes(since: before) == [])
        harness.run("set note.text = \"Bye\"")
        #expect(LessonCheckpoint(harness.scene.snapshot()).changes(since: before) == ["note.text: Hello -> Bye"])
    }
}
