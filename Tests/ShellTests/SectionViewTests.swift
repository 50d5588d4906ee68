import Testing
import Layout
@testable import Shell
import Tables

/// Section header and footer views fitted by their constraints (automaticDimension).
@Suite("Section header and footer views")
struct SectionViewTests {
    /// A header holding a view 30 pt high with 10 pt above and below is 10 + 30 + 10 = 50,
    /// whatever its frame was; the section's first row starts under it (one section: y 50),
    /// and the content is 50 + 2 x 44 = 138. A fixed sectionHeaderHeight of 20 wins: 108.
    @Test func aHeaderViewIsFittedByItsConstraints() throws {
        let harness = try TransactionTests.harness()
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
        let harness = try TransactionTests.harness()
        harness.run("table t frame (0, 0, 320, 568)", "view v frame (0, 0, 10, 10)")
        let before = harness.scene.snapshot()
        #expect(harness.run("section header t 1 v").contains { $0.contains("no section 1") })
        #expect(harness.run("section add t", "section header t 0 t").contains { $0.contains("cannot move into the table") })
        harness.run("undo")
        #expect(harness.scene.snapshot() == before)
    }
}
