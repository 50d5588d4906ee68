import PluginTesting
import Testing
import Layout
import Tables

/// Section header and footer views fitted by their constraints (automaticDimension).
@Suite("Section header and footer views")
struct SectionViewTests {
    /// A header holding a view 30 pt high with 10 pt above and below is 10 + 30 + 10 = 50,
    /// whatever its frame was; the section's first row starts under it (one section: y 50),
    /// and the content is 50 + 2 x 44 = 138. A fixed sectionHeaderHeight of 20 wins: 108.
    @Test func aHeaderViewIsFittedByItsConstraints() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "set t.rowHeight = 44", "prototype Cell in t", "rows add t 2 Cell",
                    "view head frame (0, 0, 320, 50)", "view bar in head", "vfl \"H:|[bar]|\" in head", "vfl \"V:|-10-[bar(30)]-10-|\" in head",
                    "set head.frame.height = 7", "section header t 0 head")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        let head = try #require(harness.scene.view(named: "head"))
        #expect(head.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(section: 0, row: 0))?.minY == 50)
        #expect(table.contentSize.height == 138)
        harness.run("set t.sectionHeaderHeight = 20")
        #expect(table.contentSize.height == 108)
        #expect(head.frame.height == 20)
    }

    /// A section that does not exist, or the table itself, is refused and changes nothing.
    @Test func badSectionViewsAreRefused() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "view v frame (0, 0, 10, 10)")
        let before = harness.scene.snapshot()
        #expect(harness.run("section header t 1 v").contains { $0.contains("no section 1") })
        #expect(harness.run("section add t", "section header t 0 t").contains { $0.contains("cannot move into the table") })
        harness.run("undo")
        #expect(harness.scene.snapshot() == before)
    }

    /// Two sections of ten 44 pt rows in a table 300 high; section 1's header holds a bar 30
    /// high with 10 above and below (fitted: 50), estimated at 20 (the view's bottom gap at
    /// 999 so the estimate's frame breaks nothing).
    static func estimatedHeaderTable() throws -> (Harness, TableView, View) {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 300)", "set t.rowHeight = 44", "set t.estimatedSectionHeaderHeight = 20",
                    "prototype Cell in t", "rows add t 10 Cell", "section add t", "rows add t 10 Cell section=1",
                    "view head frame (0, 0, 320, 20)", "view bar in head", "vfl \"H:|[bar]|\" in head",
                    "vfl \"V:|-10-[bar(30)]-(10@999)-|\" in head", "section header t 1 head")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        let head = try #require(harness.scene.view(named: "head"))
        return (harness, table, head)
    }

    /// Out of view the header counts its estimate: section 1 starts at 10 x 44 = 440, its
    /// rows at 460, the content is 880 + 20 = 900. Scrolled to 200 (the view spans 200...500)
    /// the header at 440 comes into view and is fitted: 50, rows from 490, content 930; the
    /// offset stays, the header being below the rows that were on screen.
    @Test func anEstimatedHeaderIsFittedWhenItComesIntoView() throws {
        let (harness, table, head) = try Self.estimatedHeaderTable()
        #expect(head.frame == Rect(x: 0, y: 440, width: 320, height: 20))
        #expect(table.contentSize.height == 900)
        harness.run("scroll t to 200")
        #expect(head.frame == Rect(x: 0, y: 440, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(section: 1, row: 0))?.minY == 490)
        #expect(table.contentSize.height == 930)
        #expect(table.contentOffset.y == 200)
    }

    /// Jumping past the header (to 600: the view spans 600...900, the header at 440...460 is
    /// above it) leaves the estimate. Coming back up by 150 (450...750) brings it in above
    /// the rows that were on screen: the offset grows by 50 - 20 = 30 to 480, so row [1, 3]
    /// (at 460 + 3 x 44 = 592, 8 above the top of the view at 600) is 150 lower on screen
    /// after the scroll and no more: 622 - 480 = 142.
    @Test func aHeaderFittedAboveTheVisibleRowsHoldsThemStill() throws {
        let (harness, table, head) = try Self.estimatedHeaderTable()
        harness.run("scroll t to 600")
        #expect(head.frame.height == 20)
        let row = IndexPath(section: 1, row: 3)
        let before = try #require(table.rectForRow(at: row)?.minY) - table.contentOffset.y
        harness.run("scroll t by -150")
        #expect(head.frame == Rect(x: 0, y: 440, width: 320, height: 50))
        #expect(table.contentOffset.y == 480)
        #expect(try #require(table.rectForRow(at: row)?.minY) - table.contentOffset.y == before + 150)
        #expect(table.contentSize.height == 930)
    }

    /// Without an estimate (the model's default) the header is fitted up front, as before;
    /// a negative estimate is refused (Apple asks for "a nonnegative estimate").
    @Test func noEstimateFitsUpFront() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 300)", "set t.rowHeight = 44", "prototype Cell in t", "rows add t 10 Cell",
                    "section add t", "rows add t 10 Cell section=1", "view head frame (0, 0, 320, 20)", "view bar in head",
                    "vfl \"H:|[bar]|\" in head", "vfl \"V:|-10-[bar(30)]-(10@999)-|\" in head", "section header t 1 head")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        #expect(table.estimatedSectionHeaderHeight == 0)
        #expect(table.contentSize.height == 930)  // 880 + 50
        #expect(harness.run("set t.estimatedSectionFooterHeight = -1").contains { $0.contains("expected a number in 0...") })
    }

    /// A footer works the same way: section 0's, estimated at 20 and fitted at 50, sits
    /// under its ten rows at 440. Scrolled to 600 (600...900) it is above the view and keeps
    /// its estimate: the content is 880 + 20 = 900. Back up by 300 (300...600) it shows
    /// above the first row on screen before, [1, 3] (at 440 + 20 + 3 x 44 = 592), so the
    /// offset grows by 30 to 330 and the content to 930.
    @Test func anEstimatedFooterHoldsTheRowsBelowItStill() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 300)", "set t.rowHeight = 44", "set t.estimatedSectionFooterHeight = 20",
                    "prototype Cell in t", "rows add t 10 Cell", "section add t", "rows add t 10 Cell section=1",
                    "view foot frame (0, 0, 320, 20)", "view bar in foot", "vfl \"H:|[bar]|\" in foot",
                    "vfl \"V:|-10-[bar(30)]-(10@999)-|\" in foot", "section footer t 0 foot", "scroll t to 600")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        let foot = try #require(harness.scene.view(named: "foot"))
        #expect(foot.frame == Rect(x: 0, y: 440, width: 320, height: 20))
        #expect(table.contentSize.height == 900)
        harness.run("scroll t by -300")
        #expect(foot.frame == Rect(x: 0, y: 440, width: 320, height: 50))
        #expect(table.contentOffset.y == 330)
        #expect(table.rectForRow(at: IndexPath(section: 1, row: 3))?.minY == 622)
        #expect(table.contentSize.height == 930)
    }

    /// A table of sections without rows still fits the header views that show.
    @Test func headersOfAnEmptyTableAreFittedInView() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 300)", "set t.estimatedSectionHeaderHeight = 20", "section add t",
                    "view head frame (0, 0, 320, 20)", "view bar in head", "vfl \"H:|[bar]|\" in head",
                    "vfl \"V:|-10-[bar(30)]-(10@999)-|\" in head", "section header t 0 head")
        let table = try #require(harness.scene.view(named: "t") as? TableView)
        #expect(table.contentSize.height == 50)
    }
}
