import Layout
import Testing
@testable import Tables

/// `insetsContentViewsToSafeArea`: a cell spans the table; its content view keeps out of the
/// table's safe area at the left and right, and rows are measured at that width.
@Suite("Content views inset to the safe area")
struct ContentViewSafeAreaTests {
    /// On an iPhone X in landscape (812 wide, 44 at each side) the content view starts at 44
    /// and is 812 - 88 = 724 wide; the label inside, 8 from each side, 708. Turned off, it
    /// spans the cell: 812 - 16 = 796.
    @Test func aLandscapeCellsContentViewIsInset() throws {
        let fixture = try TableFixture(screen: Device.iPhoneX.screen(.landscape))
        try fixture.addRows(2)
        fixture.scene.layoutIfNeeded()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(section: 0, row: 0)))
        #expect(cell.frame.width == 812)
        #expect(cell.contentView.frame.minX == 44 && cell.contentView.frame.width == 724)
        #expect(cell.view(copying: "Cell_title")?.frame.width == 708)
        fixture.table.insetsContentViewsToSafeArea = false
        fixture.scene.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == 812)
        #expect(cell.view(copying: "Cell_title")?.frame.width == 796)
    }

    /// In portrait the safe area has no sides: nothing changes.
    @Test func aPortraitCellSpansTheTable() throws {
        let fixture = try TableFixture(screen: Device.iPhoneX.screen())
        try fixture.addRows(1)
        fixture.scene.layoutIfNeeded()
        let cell = try #require(fixture.table.cellForRow(at: IndexPath(section: 0, row: 0)))
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.width == 375)
    }
}
