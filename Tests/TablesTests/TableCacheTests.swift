import Layout
import Testing
import Tables

/// The measured-height cache: hits when rows come back, invalidation by Dynamic Type and width.
@Suite("Table height cache")
struct TableCacheTests {
    @Test func rowsScrolledBackToAreCacheHits() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        #expect(table.cacheStatistics.measurements == 16)
        #expect(table.cacheStatistics.hits == 0)

        // At 2000: rows 0 ... 15 take 592, then 44 each, so row 16 + (2000 - 592) / 44 = 48
        // starts exactly at 2000; rows 48 ... 63 (tops 2000 + 37j < 2568) are measured.
        table.scroll(toY: 2000)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.visibleRows.first?.indexPath.row == 48)
        #expect(table.cacheStatistics.measurements == 32)
        #expect(table.cacheStatistics.hits == 0)

        // Back at the top: the 16 rows come back from the cache, nothing is measured.
        table.scroll(toY: 0)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.cacheStatistics.measurements == 32)
        #expect(table.cacheStatistics.hits == 16)
        // And down again: rows 48 ... 63 are hits too.
        table.scroll(toY: 2000)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.cacheStatistics.measurements == 32)
        #expect(table.cacheStatistics.hits == 32)
        #expect(table.cacheStatistics.invalidations == 0)
    }

    @Test func dynamicTypeInvalidatesAndVisibleRowsGrow() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        let invalidations = table.cacheStatistics.invalidations
        #expect(fixture.rect(0)?.height == 37)

        fixture.scene.setContentSizeCategory(.extraExtraLarge)
        // XXL: body 17 pt becomes 21 pt; a line is 21 * 1.193359375 = 25.06..., ceiled at @2x to
        // 25.5; a row is 8 + 25.5 + 8 + 0.5 = 42. Rows with 42k < 568 are visible: k = 0 ... 13.
        // Content: 14 * 42 + 86 * 44 = 588 + 3784.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4372)
        #expect(table.cacheStatistics.invalidations == invalidations + 1)
        #expect(table.cacheStatistics.measurements == 16 + 14)
        #expect(fixture.rect(0)?.height == 42)
        #expect(fixture.rect(13) == Rect(x: 0, y: 546, width: 320, height: 42))
        // Rows 14 and 15 were measured at the old size: back to the estimate.
        #expect(fixture.rect(14)?.height == 44)
        #expect(table.visibleRows.count == 14)

        // The same category again changes nothing.
        fixture.scene.setContentSizeCategory(.extraExtraLarge)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4372)
        #expect(table.cacheStatistics.invalidations == invalidations + 1)
        #expect(table.cacheStatistics.measurements == 30)
    }

    @Test func widthChangeInvalidates() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 4288)
        let invalidations = table.cacheStatistics.invalidations

        table.frame = Rect(x: 0, y: 0, width: 300, height: 568)
        // One line still fits at 300 - 16 = 284: the same 16 rows of 37, measured again.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize == Size(width: 300, height: 4288))
        #expect(table.cacheStatistics.invalidations == invalidations + 1)
        #expect(table.cacheStatistics.measurements == 32)
        #expect(fixture.rect(0) == Rect(x: 0, y: 0, width: 300, height: 37))

        // A height change alone keeps the cache.
        table.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height > 0)
        #expect(table.cacheStatistics.invalidations == invalidations + 1)
        #expect(table.cacheStatistics.measurements == 32)
    }

    @Test func widthChangeRewrapsRows() throws {
        let fixture = try TableFixture()
        let text = "The quick brown fox jumped over the lazy dog."
        // Two lines at 304 (table 320); one line at 984 (table 1000).
        let font = SystemFont(ofSize: 17)
        try #require(TextLayout.layout(text, font: font, numberOfLines: 0, maxWidth: 304).lineCount == 2)
        try #require(TextLayout.layout(text, font: font, numberOfLines: 0, maxWidth: 984).lineCount == 1)
        try fixture.addRows(3, text: text)
        // 8 + 41 + 8 + 0.5 per row.
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.contentSize.height == 3 * 57.5)
        fixture.table.frame = Rect(x: 0, y: 0, width: 1000, height: 568)
        // 8 + 20.5 + 8 + 0.5 per row.
        fixture.table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(fixture.table.contentSize.height == 3 * 37)
    }
}
