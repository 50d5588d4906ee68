import Layout
import Testing
import Tables

/// `tableHeaderView`: frame-based; the table sets its width and reads its height only when it
/// is assigned (or the table rebuilds its layout).
@Suite("Table header view")
struct TableHeaderViewTests {
    static func tableWithHeader() throws -> (TableFixture, View) {
        let fixture = try TableFixture()
        fixture.table.rowHeight = .fixed(44)
        try fixture.addRows(5)
        let header = try fixture.scene.add(View(name: "header", frame: Rect(x: 0, y: 0, width: 100, height: 50)), to: fixture.table)
        fixture.table.tableHeaderView = header
        return (fixture, header)
    }

    @Test func headerTakesTheTableWidthAndKeepsItsHeight() throws {
        let (fixture, header) = try Self.tableWithHeader()
        header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 50))
        // The rows start under the header: 50 + 5 * 44.
        #expect(fixture.rect(0)?.minY == 50)
        #expect(fixture.table.contentSize.height == 270)
        // A new table width reaches the header; its height stays.
        fixture.table.frame = Rect(x: 0, y: 0, width: 300, height: 568)
        header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(header.frame == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(fixture.rect(0) == Rect(x: 0, y: 50, width: 300, height: 44))
    }

    @Test func resizedHeaderMovesRowsOnlyWhenAssignedAgain() throws {
        let (fixture, header) = try Self.tableWithHeader()
        #expect(fixture.rect(0)?.minY == 50)

        header.frame = Rect(x: 0, y: 0, width: 320, height: 80)
        // The header is 80 high, but the table still lays out for 50: the rows overlap it.
        header.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(header.frame.height == 80)
        #expect(fixture.rect(0)?.minY == 50)
        #expect(fixture.table.contentSize.height == 270)

        // The known workaround: assign it again.
        fixture.table.tableHeaderView = header
        #expect(fixture.rect(0)?.minY == 80)
        #expect(fixture.rect(4)?.minY == 256)  // 80 + 4 * 44
        #expect(fixture.table.contentSize.height == 300)
        #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 80))
    }

    @Test func headerAboveSectionHeaders() throws {
        let (fixture, header) = try Self.tableWithHeader()
        _ = header
        // A titled section at the end: its 28 pt plain header sits under the header view and
        // the five rows of section 0.
        let section = fixture.table.addSection(headerTitle: "More")
        try fixture.table.insertRows(
            count: 1, at: IndexPath(section: section, row: 0), prototype: "Cell", texts: [fixture.label.name: "x"]
        )
        // 50 + 5 * 44 + 28.
        #expect(fixture.rect(0, section: 1)?.minY == 298)
        #expect(fixture.table.contentSize.height == 342)
    }
}
