import Layout
import Testing
import Tables

/// Estimated, measured, fixed and data-source row heights.
@Suite("Table row heights")
struct TableHeightTests {
    @Test func onlyVisibleRowsAreMeasuredBeforeScrolling() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        // Rows are measured top down as they come into the 568 pt view: row k's top is 37k,
        // and 37 * 15 = 555 < 568 <= 37 * 16, so rows 0 ... 15 (16 rows) are measured.
        // Content: 16 * 37 + 84 * 44 (estimate) = 592 + 3696.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        #expect(table.cacheStatistics.measurements == 16)
        #expect(table.visibleRows.map(\.indexPath.row) == Array(0..<16))
        #expect(fixture.rect(15) == Rect(x: 0, y: 555, width: 320, height: 37))
        #expect(fixture.rect(16) == Rect(x: 0, y: 592, width: 320, height: 44))
        #expect(fixture.rect(99) == Rect(x: 0, y: 4288 - 44, width: 320, height: 44))
    }

    @Test func scrollingToTheEndMeasuresMoreRows() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        table.scroll(toY: 10_000)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        let measured = table.cacheStatistics.measurements
        // The last screenful was measured too (the last row among them) ...
        #expect(measured > 16)
        #expect(measured < 100)
        #expect(fixture.rect(99)?.height == 37)
        // ... each row once: the rows at 37 are exactly the measured ones, and the content is
        // 37 per measured row plus 44 per estimated one.
        let heights = (0..<100).compactMap { fixture.rect($0)?.height }
        #expect(heights.filter { $0 == 37 }.count == measured)
        #expect(heights.allSatisfy { $0 == 37 || $0 == 44 })
        #expect(table.contentSize.height == Double(measured) * 37 + Double(100 - measured) * 44)
        // The offset stays within reach of the corrected content (it may not sit past the end).
        #expect(table.contentOffset.y <= table.contentSize.height)
        #expect(table.visibleRows.last?.indexPath.row == 99)
    }

    @Test func noEstimateMeasuresEveryRowUpFront() throws {
        let fixture = try TableFixture()
        fixture.table.estimatedRowHeight = 0
        try fixture.addRows(100)
        // 100 rows of 37, all measured before anything scrolls.
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.contentSize.height == 3700)
        #expect(fixture.table.cacheStatistics.measurements == 100)
        fixture.table.scroll(toY: 10_000)
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.cacheStatistics.measurements == 100)
        #expect(fixture.table.contentOffset.y == 3700 - 568)
    }

    @Test func fixedRowHeightMeasuresNothing() throws {
        let fixture = try TableFixture()
        fixture.table.rowHeight = .fixed(50)
        try fixture.addRows(100)
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.contentSize.height == 5000)
        fixture.table.scroll(toY: 2500)
        fixture.table.scroll(toY: 10_000)
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.contentOffset.y == 5000 - 568)
        #expect(fixture.table.cacheStatistics.measurements == 0)
        #expect(fixture.rect(99) == Rect(x: 0, y: 4950, width: 320, height: 50))
    }

    @Test func measuredRowIsFittedContentPlusSeparator() throws {
        let fixture = try TableFixture()
        try fixture.addRows(1)
        fixture.label.text = "Row"
        let fitted = fixture.scene.systemLayoutSizeFitting(
            fixture.prototype.contentView, target: Size(width: 320, height: 0),
            horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel, layingOutLabels: true
        )
        // 8 + 20.5 (one 17 pt line at @2x) + 8.
        #expect(fitted.height == 36.5)
        // One pixel of separator at @2x.
        #expect(fixture.rect(0)?.height == fitted.height + 0.5)
        fixture.table.separatorStyle = .none
        #expect(fixture.rect(0)?.height == fitted.height)
    }

    @Test func measuredRowWrapsAtTheTableWidth() throws {
        let fixture = try TableFixture()
        let text = "The quick brown fox jumped over the lazy dog."
        // The label is 320 - 16 = 304 wide; the sentence takes two lines there.
        let layout = TextLayout.layout(text, font: SystemFont(ofSize: 17), numberOfLines: 0, maxWidth: 304)
        try #require(layout.lineCount == 2)
        try fixture.addRows(1, text: text)
        // Two lines: 2 * 20.287109375 = 40.57421875, ceiled to 41; 8 + 41 + 8 + 0.5.
        #expect(fixture.rect(0)?.height == 57.5)
    }

    @Test func hidingARowWaitsForPerformUpdates() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        let row3 = IndexPath(section: 0, row: 3)
        try table.setHeight(0, ofRow: row3)
        // Pending: the table has not asked yet.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.hasPendingHeights)
        #expect(table.dataSourceHeight(ofRow: row3)?.height == 0)
        #expect(fixture.rect(3)?.height == 37)
        #expect(table.contentSize.height == 4288)

        let (before, after) = table.performUpdates()
        // Row 3 loses its 37; the rows below move up 37, so row 16's top goes from 592 to 555,
        // inside the view: it is measured, 37 instead of the 44 estimate.
        // 4288 - 37 - 7 = 4244.
        #expect(before == 4288)
        #expect(after == 4244)
        #expect(!table.hasPendingHeights)
        #expect(fixture.rect(3) == Rect(x: 0, y: 111, width: 320, height: 0))
        #expect(fixture.rect(4)?.minY == 111)
        let visible = table.visibleRows.map(\.indexPath.row)
        #expect(visible.contains(3))  // a hidden row in view keeps a cell, 0 pt high, as in UIKit
        #expect(visible.contains(16))

        // Giving the height back is pending too, until the next updates.
        try table.setHeight(nil, ofRow: row3)
        #expect(fixture.rect(3)?.height == 0)
        let restored = table.performUpdates()
        #expect(restored.before == 4244)
        #expect(fixture.rect(3)?.height == 37)
        // Rows 0 ... 15 are measured again and row 16 moves back out of view. Its height was
        // asked again while it was visible (every visible row is) and it is no longer measured:
        // back to the estimate, so the content is the original 16 * 37 + 84 * 44 = 4288.
        #expect(restored.after == 4288)
        #expect(fixture.rect(16)?.height == 44)
    }

    @Test func explicitHeightOverridesSelfSizing() throws {
        let fixture = try TableFixture()
        try fixture.addRows(3)
        try fixture.table.setHeight(100, ofRow: IndexPath(section: 0, row: 1))
        fixture.table.performUpdates()
        // 37 + 100 + 37.
        #expect(fixture.rect(1) == Rect(x: 0, y: 37, width: 320, height: 100))
        #expect(fixture.table.contentSize.height == 174)
    }
}
