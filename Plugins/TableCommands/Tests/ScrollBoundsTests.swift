import PluginTesting
import Testing

/// A scroll view's bounds start at its content offset, so what it holds shows shifted by it.
@Suite("Scroll view bounds")
struct ScrollBoundsTests {
    /// A box at y 500 in the content of a scroll view scrolled to 300 is on screen at
    /// 500 - 300 = 200; the scroll view's bounds are (0, 300, 320, 568). Found writing lesson 4,
    /// where both said 0 scrolled and unscrolled.
    @Test func contentShowsShiftedByTheOffset() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("scrollview s frame (0, 0, 320, 568)", "view c in s frame (0, 0, 320, 2000)", "view box in c frame (0, 500, 10, 10)",
                    "set s.contentSize = (320, 2000)")
        #expect(harness.run("print box.frameInWindow s.bounds") == ["box.frameInWindow = (0, 500, 10, 10)", "s.bounds = (0, 0, 320, 568)"])
        harness.run("scroll s to 300")
        #expect(harness.run("print box.frameInWindow box.frame s.bounds") == [
            "box.frameInWindow = (0, 200, 10, 10)", "box.frame = (0, 500, 10, 10)", "s.bounds = (0, 300, 320, 568)",
        ])
    }
}

/// `scroll top` lands at the top of the range in one go.
@Suite("Scrolling to the top through estimated rows")
struct ScrollToTopTests {
    /// Found writing lesson 2: 40 self-sizing rows, scrolled to the bottom, then every height
    /// dropped (a new estimate): scrolling to the top measured rows 0 to 6 again and moved the
    /// offset by how much taller they were than the estimate, as if they had been above the
    /// rows on screen, so the offset stopped at 33.5. At the top the top stays put: 0.
    @Test func scrollTopEndsAtTheTop() throws {
        let harness = try Self.scrolledToTheBottomThenReestimated()
        #expect(harness.run("scroll table top") == ["table.contentOffset = (0, 0)"])
    }

    /// A jump to the middle lands where it was asked to: the rows that were on screen (at the
    /// bottom) are not in view any more, so the rows measured where the view lands do not move
    /// the offset.
    @Test func aFarJumpLandsWhereAsked() throws {
        let harness = try Self.scrolledToTheBottomThenReestimated()
        #expect(harness.run("scroll table to 500") == ["table.contentOffset = (0, 500)"])
    }

    /// 40 self-sizing rows of 3 to 30 words, scrolled to the bottom, then given a new
    /// estimate (every height dropped).
    private static func scrolledToTheBottomThenReestimated() throws -> Harness {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("table table frame (0, 0, 320, 568)", "prototype Cell in table", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell", "vfl \"V:|-8-[title]-8-|\" in Cell",
                    "rows add table 40 Cell title \"Row {n}: {words:3-30}\"", "scroll table bottom", "set table.estimatedRowHeight = 81.5")
        return harness
    }
}
