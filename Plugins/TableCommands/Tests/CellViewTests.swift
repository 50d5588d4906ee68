import PluginTesting
import Testing
import Layout
import Tables

/// Cells as real views: copies of their prototype, laid out at their rows' size.
@Suite("Cells are views")
struct CellViewTests {
    func table(_ harness: Harness, rows: Int = 3, text: String = "Row {n}") {
        // No estimates: every row is measured up front, so the content is exact from the start.
        harness.run("table tv frame (0, 0, 320, 568)", "set tv.estimatedRowHeight = 0", "prototype Cell in tv", "label title in Cell \"x\"",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell", "rows add tv \(rows) Cell title \"\(text)\"")
    }

    /// 54.5 pt at 3x is 163.5 px, rounded to 164 px = 54.6667 pt; less the 1 px separator the
    /// content view is 54.3333, where top 10 and centring need 54: the avatar's required
    /// height breaks (the deepest view's size constant), and it grows to
    /// 2 x (54.3333 / 2 - 10) = 34.3333.
    @Test func aRowTooShortForRequiredContentBreaksAConstraintWithUIKitsReport() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen 375 667 scale=3", "table tv frame (0, 0, 375, 667)", "set tv.rowHeight = 54.5", "prototype Cell in tv",
                    "view avatar in Cell", "avatar.width == 34", "avatar.leading == Cell.leading + 16", "avatar.top == Cell.top + 10",
                    "avatar.centerY == Cell.centerY", "avatar.height == 34")
        let output = harness.run("rows add tv 1 Cell")
        #expect(output.contains("    \"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' tv.cell1.contentView.height == 54.3333   (active)>\""))
        #expect(output.contains("<NSLayoutConstraint tv.cell1.avatar.height == 34   (active)>"))
        let avatar = try #require(harness.scene.view(named: "tv.cell1.avatar"))
        #expect(abs(avatar.frame.height - 103.0 / 3) < 1e-9)
        #expect(abs(avatar.frame.minY - 10) < 1e-9)
        let cell = try #require(harness.scene.view(named: "tv.cell1"))
        #expect(abs(cell.frame.height - 164.0 / 3) < 1e-9)
        #expect(harness.run("conflicts").first?.hasPrefix("broken tv.cell1.c5") == true)
    }

    /// Nothing sets the content view's height: fitting gives 0, UIKit warns once and uses 44,
    /// so three rows are 3 x 44 = 132.
    @Test func aCollapsingContentViewGetsTheStandardHeightAndOneWarning() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell", "title.top == Cell.top + 8")
        let output = harness.run("rows add tv 3 Cell title \"Row {n}\"")
        #expect(output.filter { $0.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero") }.count == 1)
        #expect(harness.run("print tv.contentSize") == ["tv.contentSize = (320, 132)"])
        #expect(harness.run("rows add tv 2 Cell title \"More\"").allSatisfy { !$0.hasPrefix("Warning") })
    }

    /// Each visible row's cell shows the row's text at the row's rect; the row is 8 + 20.5 + 8
    /// + 0.5 = 37 high, so row k starts at 37k.
    @Test func cellsShowTheirRowsAtTheirRects() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        table(harness, rows: 40)
        let table = try #require(harness.scene.view(named: "tv") as? TableView)
        for row in 0..<15 {
            let cell = try #require(table.cellForRow(at: IndexPath(section: 0, row: row)))
            #expect(cell.frame == Rect(x: 0, y: 37 * Double(row), width: 320, height: 37))
            #expect(cell.contentView.frame.height == 36.5)
            #expect((cell.view(copying: "title") as? Label)?.text == "Row \(row)")
        }
        // 568 / 37 = 15.4: rows 0 ... 15 are on screen, one cell each; scrolling reuses them.
        let made = table.reuseStatistics.created
        #expect(made == 16)
        harness.run("scroll tv by 1000")
        let first = try #require(table.visibleRows.first)
        let cell = try #require(table.cellForRow(at: first.indexPath))
        #expect((cell.view(copying: "title") as? Label)?.text == "Row \(first.indexPath.row)")
        #expect(table.reuseStatistics.created <= made + 1)
        // The scroll stopped at the end: 40 x 37 - 568 = 912. A table 200 high there shows
        // 912 / 37 = 24.6 to 1112 / 37 = 30.05, rows 24 ... 30: 7 rows. The other cells go back
        // to the pool and stay there as hidden subviews of the table.
        #expect(table.contentOffset.y == 912)
        harness.run("set tv.frame = (0, 0, 320, 200)")
        #expect(table.visibleRows.map(\.indexPath.row) == Array(24...30))
        let hidden = table.subviews.compactMap { $0 as? TableViewCell }.filter(\.isHidden)
        #expect(hidden.count == table.cellCount - 7)
        #expect(hidden.allSatisfy { cell in table.visibleRows.allSatisfy { table.cellForRow(at: $0.indexPath) !== cell } })
    }

    @Test func aPrototypeEditedAfterItsCellsWereMadeIsCopiedAgain() throws {
        let harness = try Harness.viewsTablesAndDumps()
        table(harness)
        #expect(harness.scene.view(named: "tv.cell1.badge") == nil)
        harness.run("view badge in Cell", "badge.width == 10; badge.height == 10; badge.top == Cell.top; badge.trailing == Cell.trailing")
        let badge = try #require(harness.scene.view(named: "tv.cell1.badge"))
        #expect(badge.frame == Rect(x: 310, y: 0, width: 10, height: 10))
    }

    @Test func undoTakesTheCellsAwayAndRedoBringsTheSameViewsBack() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\"",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell")
        let before = harness.scene.snapshot()
        harness.run("rows add tv 3 Cell title \"Row {n}\"")
        let after = harness.scene.snapshot()
        let cell = try #require(harness.scene.view(named: "tv.cell1"))
        harness.run("undo")
        #expect(harness.scene.view(named: "tv.cell1") == nil)
        #expect(before.difference(to: harness.scene.snapshot()).isEmpty)
        harness.run("redo")
        #expect(harness.scene.view(named: "tv.cell1") === cell)
        #expect(after.difference(to: harness.scene.snapshot()).isEmpty)
    }

    @Test func cellNamesARowOffScreen() throws {
        let harness = try Harness.viewsTablesAndDumps()
        table(harness, rows: 40)
        #expect(harness.run("cell tv 30").first?.contains("row [0, 30] of tv is not on screen") == true)
        #expect(harness.run("cell tv 2").first == "tv.cell3 shows row [0, 2]")
    }

    /// `|-[title]-|` in a cell binds to the content view's margins: the separator inset at the
    /// sides (16 on a 320 pt phone, so 320 - 2 x 16 = 288 wide) and 8 above and below
    /// (8 + 20.5 + 8 = 36.5, a row of 37).
    @Test func cellMarginsFollowTheSeparatorInset() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Cell in t", "label title in Cell \"x\"",
                    "vfl \"H:|-[title]-|\" in Cell; vfl \"V:|-[title]-|\" in Cell", "rows add t 1 Cell title \"Hello\"")
        #expect(harness.run("print t.cell1.title.frame t.cell1.frame") == ["t.cell1.title.frame = (16, 8, 288, 20.5)", "t.cell1.frame = (0, 0, 320, 37)"])
        // A wider phone (414 pt) has 20 pt margins.
        harness.run("screen 414 736 scale=3", "table w frame (0, 0, 414, 736)", "prototype Wide in w", "label wideTitle in Wide \"x\"",
                    "vfl \"H:|-[wideTitle]-|\" in Wide; vfl \"V:|-[wideTitle]-|\" in Wide", "rows add w 1 Wide wideTitle \"Hello\"")
        let title = try #require(harness.scene.view(named: "w.cell1.wideTitle"))
        #expect(title.frame.minX == 20 && title.frame.width == 414 - 40)
    }
}
