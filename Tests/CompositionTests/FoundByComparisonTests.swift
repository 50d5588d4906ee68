import PluginTesting
import Testing

/// The bugs the two-ways comparisons found, each kept as the smallest scene that showed it.
@Suite("Bugs the two-ways comparisons found")
struct FoundByComparisonTests {
    /// Turned to landscape, an iPhone 8 hides its status bar: a view pinned to the root's top
    /// margin goes from 20 + 8 + 10 = 38 down to 8 + 10 = 18. The root's margins stayed at 28
    /// when a table in the scene had measured rows: the list of views whose margins feed a
    /// constraint was journaled twice over, and a row's measurement, rolled back, dropped the
    /// root from it (seed 293304 of the rotation comparison).
    @Test func marginsFollowATurnAfterRowsWereMeasured() throws {
        let harness = try Harness()
        harness.run("screen iPhone8", "view root", "vfl \"H:|[root]|\"", "vfl \"V:|[root]|\"", "view box in root",
                    "box.leading == root.leading; box.width == 26; box.top == root.topMargin + 10; box.height == 20",
                    "table t in root", "prototype Cell in t", "label title in Cell \"header\" lines=0",
                    "vfl \"H:|-[title]-|\" in Cell; vfl \"V:|-[title]-|\" in Cell", "rows add t 3 Cell",
                    "t.left == root.left + 51; t.width == 136; t.top == root.top + 100; t.height == 30")
        #expect(harness.run("print box.frame.origin") == ["box.frame.origin = (0, 38)"])
        harness.run("screen landscape")
        #expect(harness.run("print root.effectiveLayoutMargins box.frame.origin")
            == ["root.effectiveLayoutMargins = (top: 8, left: 8, bottom: 8, right: 8)", "box.frame.origin = (0, 18)"])
    }

    /// A table reaching into an iPhone 15's right strip in landscape (59 pt): its cell's
    /// content view is inset to 148 - 59 = 89 wide, and it has no safe area of its own, so its
    /// 16 pt margins fit. Before, its margins grew by the strip the frame of the portrait layout
    /// still showed, 16 + 59 on the right, and the encapsulated width of 89 conflicted with them
    /// (seed 2082998 of the rotation comparison); a table at the bottom of an iPhone X in
    /// landscape grew its rows' bottom margins by the home indicator's 21 the same way.
    @Test func aCellsContentViewHasNoSafeAreaOfItsOwn() throws {
        let harness = try Harness()
        harness.run("screen iPhone15", "table t", "prototype Cell in t", "label title in Cell \"a layout\" lines=0",
                    "vfl \"H:|-[title]-|\" in Cell; vfl \"V:|-[title]-|\" in Cell", "rows add t 1 Cell",
                    "t.trailing == window.trailing; t.width == 148; t.top == window.top + 100; t.height == 166")
        let turned = harness.run("screen landscape")
        #expect(!turned.contains { $0.contains("Unable to simultaneously satisfy") }, "\(turned)")
        #expect(harness.run("print t.cell1.contentView.frame.width t.cell1.contentView.effectiveLayoutMargins")
            == ["t.cell1.contentView.frame.width = 89", "t.cell1.contentView.effectiveLayoutMargins = (top: 8, left: 16, bottom: 8, right: 16)"])
    }

    /// A guide whose owner moves but whose place in the owner does not is rounded to the
    /// pixel grid again at its new place in the window. 39.5 pt into a box at 136 is 175.5 in
    /// the window, 526.5 pixels at @3x, which rounds up to 527: 39.6667 in the box. Laid out
    /// first in a box at 136.25 (408.75 pixels, the box's top at 409), the guide's 175.75
    /// (527.25) rounded to 527, 39.3333 in the box, and it kept that after the box moved to 136
    /// (seed 950581 of the rotation comparison: the box had moved as the screen turned).
    @Test func aGuideIsRoundedAgainWhenItsOwnerMoves() throws {
        let harness = try Harness()
        harness.run("screen iPhoneX", "view box frame (10, 136.25, 112, 149)", "guide g in box",
                    "g.left == box.left + 1; g.width == 25; g.top == box.top + 39.5; g.height == 74")
        #expect(harness.run("print g.frame") == ["g.frame = (1, 39.3333, 25, 74)"])
        harness.run("set box.frame = (10, 136, 112, 149)")
        #expect(harness.run("print g.frame") == ["g.frame = (1, 39.6667, 25, 74)"])
    }

    /// An offset across a vertical span sits at its owner's leading edge, so it mirrors with
    /// everything else: at x 0 left to right, at the owner's right edge (360) right to left.
    @Test func aVerticalOffsetSitsAtTheLeadingEdge() throws {
        let harness = try Harness()
        harness.run("screen 400 900", "view root frame (20, 100, 360, 400)", "view a in root",
                    "a.leading == root.leading + 10; a.width == 40; a.top == root.top + 20; a.height == 30",
                    "offset o from a.top to a.bottom in root")
        #expect(harness.run("print o.frame") == ["o.frame = (0, 20, 0, 30)"])
        harness.run("screen rtl")
        #expect(harness.run("print o.frame") == ["o.frame = (360, 20, 0, 30)"])
    }
}
