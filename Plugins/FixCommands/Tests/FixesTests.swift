import PluginTesting
import Testing

/// `fixes`: each fix tried in a rolled-back transaction, ranked, the scene left as it was.
@Suite("fixes")
struct FixesTests {
    /// The header of the seed in its storyboard state: 100 pt high by its autoresizing mask,
    /// while its content needs 5 + 50 + 5 + 15 + 15 + 15 = 105 pt even with an empty label, so
    /// the label's `bottom` is broken (the label is the deepest view, and none of its
    /// constraints is a size: the engine breaks the one at its far edge).
    static func conflictingHeader() throws -> Harness {
        let harness = try Harness()
        harness.buildHeader()
        return harness
    }

    /// The fix that shows the label's text comes first, the ones that leave it unseen last.
    @Test func aFixThatShowsTheTextComesBeforeOneThatHidesIt() throws {
        let harness = try Self.conflictingHeader()
        #expect(harness.run("conflicts").first?.hasPrefix("broken bottom") == true)
        let output = harness.run("fixes")
        // Removing the label's bottom lets it take its two lines, 41 pt: one frame, 41 pt.
        #expect(output.contains("1. remove bottom (label.bottom == box.bottom - 15)"))
        #expect(output.firstIndex(of: "1. remove bottom (label.bottom == box.bottom - 15)").map { output[$0 + 2] }
            == "   conflict gone; 1 frame changed, 41 pt in all:")
        // A broken constraint stays in the engine just below required, above every optional
        // constraint; at 999 it is also below required and above every optional one, so the
        // solution is the same: no frame moves, the conflict is no longer reported, and the label
        // stays 0 high. It ranks after the seven fixes that show the text: the six removals (the
        // label's bottom and top, the box's bottom and top, the temporary view's top and height)
        // and the header's translation turned off.
        let lowered = try #require(output.firstIndex(of: "8. lower bottom (label.bottom == box.bottom - 15) to 999"))
        #expect(output[lowered + 1] == "   command: set bottom.active = false; set bottom.priority = 999; set bottom.active = true")
        #expect(output[lowered + 2] == "   conflict gone; no frame changed")
        #expect(output[lowered + 3] == "   content left unseen: label (UILabel) at 266 x 0")
    }

    @Test func theAutoresizingHeightIsNeverOfferedButTheTranslationIs() throws {
        let harness = try Self.conflictingHeader()
        let output = harness.run("fixes")
        #expect(output.contains { $0.hasPrefix("never offered: <NSAutoresizingMaskLayoutConstraint h=--& v=--& header.height == 100") })
        #expect(!output.contains { $0.contains("remove header.height") })
        // Without the mask nothing places the header in the window: its origin becomes ambiguous.
        let translation = try #require(output.firstIndex { $0.hasSuffix("turn header.translatesAutoresizingMaskIntoConstraints off (its frame stops being constraints)") })
        let rest = output[translation...].prefix { !$0.hasPrefix("never offered") }
        #expect(rest.contains("   ambiguous after it: header.minX, header.minY"))
    }

    @Test func listingChangesNothingAndIsNoUndoStep() throws {
        let harness = try Self.conflictingHeader()
        let before = harness.fingerprint
        harness.run("fixes")
        harness.run("fixes bottom")
        #expect(harness.fingerprint == before)
        // undo steps back over the last command that changed something: the label's bottom.
        harness.run("undo")
        #expect(harness.run("conflicts") == ["no broken constraints"])
    }

    @Test func theSameSceneGivesTheSameList() throws {
        let first = try Self.conflictingHeader().run("fixes")
        let second = try Self.conflictingHeader().run("fixes")
        #expect(first == second)
        #expect(first.first == "conflict broken at bottom: 7 constraints, 6 yours; 13 fixes tried, each in a rolled-back transaction")
    }

    @Test func applyingAFixMakesItAndUndoTakesItBack() throws {
        let harness = try Self.conflictingHeader()
        harness.run("fixes")
        #expect(harness.run("fixes apply 8") == [
            "fix 8: lower bottom (label.bottom == box.bottom - 15) to 999",
            "ran: set bottom.active = false; set bottom.priority = 999; set bottom.active = true",
        ])
        #expect(harness.run("conflicts") == ["no broken constraints"])
        #expect(harness.run("print bottom.priority") == ["bottom.priority = 999"])
        harness.run("undo")
        #expect(harness.run("print bottom.priority") == ["bottom.priority = 1000"])
        #expect(harness.run("conflicts").first?.hasPrefix("broken bottom") == true)
    }

    @Test func errorsNameWhatIsWrong() throws {
        let harness = try Self.conflictingHeader()
        #expect(harness.error("fixes apply 1") == "no fixes listed: run 'fixes' first")
        #expect(harness.error("fixes c1") == "'c1' is not broken, so it is in no conflict (broken now: bottom)")
        #expect(harness.error("fixes nothing")?.hasPrefix("there is no constraint named 'nothing'") == true)
        // Each of the six constraints of the user's in the minimal set, lowered or removed,
        // ends the conflict, and so does the header's translation off: 13 fixes.
        harness.run("fixes")
        #expect(harness.error("fixes apply 99") == "the last 'fixes' listed 13 fixes: choose 1...13")
        #expect(harness.error("fixes apply 0") != nil)
    }

    @Test func completionOffersTheBrokenConstraintsAndTheSubcommands() throws {
        let harness = try Self.conflictingHeader()
        #expect(harness.complete("fixes ") == ["ambiguity", "apply", "bottom"])
    }

    /// A view placed by its leading and top edges with a fixed width has nothing that sizes
    /// its height (a plain view has no intrinsic size): the height is ambiguous, and the pin
    /// holds it at the height the layout gave it, so no frame changes.
    @Test func anAmbiguousHeightIsPinnedWhereItIs() throws {
        let harness = try Harness()
        harness.run("view a", "set a.translatesAutoresizingMaskIntoConstraints = false",
                    "a.leading == window.leading + 10", "a.top == window.top + 20", "a.width == 50")
        let height = try #require(harness.run("print a.frame.height").first?.split(separator: " ").last)
        let output = harness.run("fixes")
        #expect(output.first == "ambiguous layout: 1 attribute to pin; each pin tried in a rolled-back transaction")
        #expect(output.dropFirst().first == "1. pin a.height: a.height == \(height)")
        #expect(output.contains("   pinned; no frame changed"))
        harness.run("fixes apply 1")
        #expect(harness.run("ambiguity") == ["no ambiguous layout"])
    }

    @Test func nothingToFix() throws {
        let harness = try Harness()
        harness.run("view a frame (0, 0, 10, 10)")
        #expect(harness.run("fixes") == ["no broken constraint and no ambiguous layout: nothing to fix"])
    }

    /// A cell too short for its content: rows of 44 pt leave the content view 43.5 (the
    /// separator takes 0.5), and the badge needs 8 + 40 + 8 = 56, so each cell's copy of the
    /// badge's height is broken against UIKit's encapsulated height (the engine breaks the
    /// deepest view's size constant, as UIKit broke the avatar's in Stack Overflow 62599451):
    /// the badge is 43.5 - 16 = 27.5. The fixes change the prototype's constraint, which the
    /// table copies into its cells again: the height at 999 changes no frame; the bottom at
    /// 999 gives the badge its 40 in both cells: 2 x 12.5 = 25 pt.
    @Test func aCellsConflictIsFixedInItsPrototype() throws {
        let harness = try Harness()
        harness.run("table table frame (0, 0, 320, 568)", "set table.rowHeight = 44", "prototype Cell in table", "view badge in Cell",
                    "vfl \"H:|-8-[badge(30)]\" in Cell", "vfl \"V:|-8-[badge(40)]-8-|\" in Cell", "rows add table 2 Cell")
        let output = harness.run("fixes")
        #expect(output.first == "conflict broken at table.cell2.c4: 4 constraints, 3 yours; 6 fixes tried, each in a rolled-back transaction")
        #expect(Array(output.dropFirst().prefix(3)) == [
            "1. lower c4 (badge.height == 40, copied into the cells) to 999",
            "   command: set c4.active = false; set c4.priority = 999; set c4.active = true",
            "   conflict gone; no frame changed",
        ])
        let bottom = try #require(output.firstIndex {
            $0.hasPrefix("3. lower c5 (Cell.bottom == badge.bottom + 8, copied into the cells) to 999: the bottom below required")
        })
        #expect(Array(output[(bottom + 2)...].prefix(3)) == [
            "   conflict gone; 2 frames changed, 25 pt in all:",
            "     table.cell1.badge (8, 8, 30, 27.5) -> (8, 8, 30, 40)",
            "     table.cell2.badge (8, 8, 30, 27.5) -> (8, 8, 30, 40)",
        ])
        #expect(harness.complete("fixes table.cell") == ["table.cell1.c4", "table.cell2.c4"])
        harness.run("fixes apply 1")
        #expect(harness.run("conflicts") == ["no broken constraints"])
    }

    /// A collection view's cell too small for its content: items of 90 x 90, a box pinned top
    /// and bottom of 103. UIKit's encapsulated height is on the cell, and the content view
    /// follows it by its autoresizing height, so the set is the cell's 90, the content view's
    /// autoresizing height, the two pins and the 103. The fixes change the prototype's
    /// constraints; the bottom at 999 gives the box its 103 in the four cells, 4 x 13 = 52 pt, with
    /// the note a content view's bottom gets; turning one cell's content view's translation off
    /// is never offered (UIKit asks that it stay on).
    @Test func aCollectionCellsConflictIsFixedInItsPrototype() throws {
        let harness = try Harness()
        harness.run("collection grid frame (0, 0, 320, 568)", "set grid.itemSize = (90, 90)", "prototype Tile in grid", "view box in Tile",
                    "vfl \"H:|[box]|\" in Tile", "top: box.top == Tile.top", "bottom: box.bottom == Tile.bottom", "tall: box.height == 103",
                    "items add grid 4 Tile")
        let output = harness.run("fixes")
        #expect(output.first == "conflict broken at grid.cell4.tall: 5 constraints, 3 yours; 6 fixes tried, each in a rolled-back transaction")
        #expect(Array(output.dropFirst().prefix(3)) == [
            "1. lower tall (box.height == 103, copied into the cells) to 999",
            "   command: set tall.active = false; set tall.priority = 999; set tall.active = true",
            "   conflict gone; no frame changed",
        ])
        let bottom = try #require(output.firstIndex {
            $0.hasPrefix("3. lower bottom (box.bottom == Tile.bottom, copied into the cells) to 999: the bottom below required")
        })
        #expect(output[bottom + 2] == "   conflict gone; 4 frames changed, 52 pt in all:")
        #expect(!output.contains { $0.contains("translatesAutoresizingMaskIntoConstraints off") })
        #expect(output.contains { $0.hasPrefix("never offered: ") && $0.hasSuffix("UIKit asks to leave its translation on") })
        harness.run("fixes apply 3")
        #expect(harness.run("conflicts") == ["no broken constraints"])
        #expect(harness.run("print grid.cell1.box.frame") == ["grid.cell1.box.frame = (0, 0, 90, 103)"])
    }

    /// A broken constraint that conflicts with nothing any more (the header made taller by a
    /// constraint of 120, which the 105 its content needs fits in) is said to hold if made
    /// again; `fixes` then looks at the ambiguity, of which there is none.
    @Test func aBrokenConstraintThatNoLongerConflicts() throws {
        let harness = try Self.conflictingHeader()
        harness.run("set header.frame = (0, 0, 320, 120)")
        #expect(harness.run("fixes") == [
            "broken but conflicting with nothing now (made again, they would hold): bottom",
            "no ambiguous layout",
        ])
        #expect(harness.run("fixes bottom") == [
            "bottom is broken but conflicts with nothing now: made again, it would hold (set bottom.active = false; set bottom.active = true)",
        ])
    }
}
