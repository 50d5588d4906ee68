import PluginTesting
import Testing
import Tables

/// Scroll ranges on the pixel grid, and safe-area insets that never exceed the window's.
@Suite("Scroll geometry")
struct ScrollGeometryTests {
    /// 3 rows of 73.6666666667 are 221.0000000001 in a view 221 high: the excess is rounding
    /// noise, below half a pixel, so the range is 0...0 and the table does not scroll.
    @Test func roundingNoiseDoesNotMakeATableScrollable() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("table t frame (0, 0, 320, 221)", "prototype Cell in t", "set t.rowHeight = 73.6666666667", "rows add t 3 Cell")
        #expect(harness.run("print t.offsetRange t.canScroll") == ["t.offsetRange = 0...0", "t.canScroll = false"])
    }

    /// A table at (0, 400, 320, 400) hangs 232 pt out of a 568 pt window with no unsafe strips:
    /// its insets are 0, and 3 rows of 44 (132 < 400) do not scroll. On an iPhone X (812 high,
    /// 34 pt unsafe at the bottom), a table from 500 to 900 overlaps the strip 778...812 by 34.
    @Test func safeAreaInsetsAreTheWindowsUnsafeStripsInsideTheView() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 400, 320, 400)", "prototype Cell in t", "rows add t 3 Cell")
        #expect(harness.run("print t.safeAreaInsets t.offsetRange") == [
            "t.safeAreaInsets = (top: 0, left: 0, bottom: 0, right: 0)", "t.offsetRange = 0...0",
        ])
        harness.run("screen iPhoneX", "set t.frame = (0, 500, 375, 400)")
        #expect(harness.run("print t.safeAreaInsets") == ["t.safeAreaInsets = (top: 0, left: 0, bottom: 34, right: 0)"])
    }

    /// A table filling an iPhone X screen (44 pt unsafe at the top) starts at the top of its
    /// range, -adjustedContentInset.top = -44, with its first row just below the notch; one
    /// scrolled away from the top keeps its offset when the insets change (here when the
    /// behaviour drops them: 100 stays 100), one at the top follows the top (-44 -> 0).
    @Test func aTableStartsAtMinusTheAdjustedTopInset() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhoneX", "table t frame (0, 0, 375, 812)", "prototype Cell in t", "set t.rowHeight = 44", "rows add t 30 Cell")
        #expect(harness.run("print t.adjustedContentInset.top t.contentOffset") == ["t.adjustedContentInset.top = 44", "t.contentOffset = (0, -44)"])
        harness.run("set t.contentInsetAdjustmentBehavior = never")
        #expect(harness.run("print t.contentOffset") == ["t.contentOffset = (0, 0)"])
        harness.run("set t.contentInsetAdjustmentBehavior = automatic", "scroll t to 100", "set t.contentInsetAdjustmentBehavior = never")
        #expect(harness.run("print t.contentOffset") == ["t.contentOffset = (0, 100)"])
    }

    /// Rows taller than their 44 pt estimates push the end out as they come into view:
    /// `scroll bottom` aims again until the offset is the end of the range.
    @Test func scrollingToTheBottomReachesTheEnd() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Cell in t", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell", "rows add t 100 Cell title \"Row {n}: {words:20-40}\"")
        harness.run("scroll t bottom")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        #expect(table.contentOffset.y == table.verticalOffsetRange.upperBound)
        #expect(table.contentOffset.y > 100 * 44 - 568)  // further than the estimates said
    }

    /// `at=middle` puts the row's middle at the view's: offset = row middle - 568 / 2.
    @Test func scrollingARowToTheMiddle() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "set t.rowHeight = 50", "prototype Cell in t", "rows add t 100 Cell")
        // Row 52 spans 2600 ... 2650: its middle is 2625, so the offset is 2625 - 284 = 2341.
        #expect(harness.run("scroll t row 52 at=middle") == ["t.contentOffset = (0, 2341)"])
        // At the bottom: 2650 - 568 = 2082.
        #expect(harness.run("scroll t row 52 at=bottom") == ["t.contentOffset = (0, 2082)"])
    }

    /// 100 rows of 100.5 (a 100 pt box, and the 0.5 pt separator) estimated at 44. With row 50
    /// at the top, scrolling up 50 brings rows 49 and 48 in: each is measured 56.5 taller than
    /// its estimate. The offset grows by 2 x 56.5 = 113, so row 50 moves down the screen by
    /// the 50 the user scrolled, not by 50 + 113.
    @Test func measuringRowsAboveKeepsTheVisibleContentStill() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Cell in t", "view box in Cell", "box.height == 100",
                    "vfl \"V:|[box]|\" in Cell; vfl \"H:|[box]|\" in Cell", "rows add t 100 Cell", "scroll t row 50")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        let row50 = IndexPath(section: 0, row: 50)
        let before = table.contentOffset.y
        #expect(table.rectForRow(at: row50)?.minY == before)
        harness.run("scroll t by -50")
        #expect(table.contentOffset.y == before - 50 + 113)
        let top = try #require(table.rectForRow(at: row50)?.minY)
        #expect(top - table.contentOffset.y == 50)
    }

    /// Row ranges: `rows hide t 2...4 7` hides four rows; a range past the end is refused
    /// naming the rows there are. 10 rows of 50: hiding 4 leaves 6 x 50 = 300.
    @Test func rowsTakeRanges() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "set t.rowHeight = 50", "prototype Cell in t", "rows add t 10 Cell")
        #expect(harness.run("rows hide t 2...4 7") == ["heightForRowAt changed for 4 rows; the table reads it at the next updates or reload"])
        #expect(harness.run("updates t") == ["t.contentSize.height: 500 -> 300"])
        #expect(harness.run("rows estimate t 5...10 40").first?.contains("expected a row or rows A...B from 0 to 9, found '5...10'") == true)
        #expect(harness.run("rows hide t 4...2").first?.contains("with B at least A") == true)
    }
}
