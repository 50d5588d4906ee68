import Layout
import Testing
import Tables

/// `rectForRow(at:)` and `indexPathForRow(at:)` over sections with titled headers and footers.
@Suite("Table geometry")
struct TableGeometryTests {
    /// Plain style: A (titled, 3 rows), B (titled, empty), C (titled, footer titled, 2 rows),
    /// D (untitled, 2 rows).
    static func sectionedTable(configure: (TableView) -> Void) throws -> TableFixture {
        let fixture = try TableFixture(configure: configure)
        let table = fixture.table
        table.addSection(headerTitle: "A")
        table.addSection(headerTitle: "B")
        table.addSection(headerTitle: "C", footerTitle: "end of C")
        table.addSection()
        for (section, count) in [(0, 3), (2, 2), (3, 2)] {
            try table.insertRows(
                count: count, at: IndexPath(section: section, row: 0), prototype: "Cell",
                template: [fixture.label.name: "Row {n}: {words:0-40}"], firstNumber: section * 10
            )
        }
        fixture.scene.layoutIfNeeded()  // the display cycle that ends the turn
        return fixture
    }

    static var allPaths: [IndexPath] {
        [(0, 3), (2, 2), (3, 2)].flatMap { section, count in (0..<count).map { IndexPath(section: section, row: $0) } }
    }

    @Test func plainStyleDecorationHeights() throws {
        let fixture = try Self.sectionedTable { _ in }
        let table = fixture.table
        #expect((0..<4).map(table.headerHeight(of:)) == [28, 28, 28, 0])
        #expect((0..<4).map(table.footerHeight(of:)) == [0, 0, 28, 0])
        table.sectionHeaderHeight = 10
        #expect((0..<4).map(table.headerHeight(of:)) == [10, 10, 10, 10])
    }

    @Test func groupedStyleDecorationHeights() throws {
        let fixture = try TableFixture(style: .grouped)
        let table = fixture.table
        table.addSection(headerTitle: "A", footerTitle: "a")
        table.addSection()
        #expect((0..<2).map(table.headerHeight(of:)) == [38, 18])
        #expect((0..<2).map(table.footerHeight(of:)) == [38, 18])
    }

    @Test func rectsWithFixedRowHeight() throws {
        let fixture = try Self.sectionedTable { $0.rowHeight = .fixed(50) }
        let table = fixture.table
        // Header A 0..28; A's rows at 28, 78, 128 (to 178); header B 178..206, no rows;
        // header C 206..234; C's rows at 234, 284 (to 334); footer C 334..362; D untitled, no
        // header: rows at 362, 412; end 462.
        let tops = [28.0, 78, 128, 234, 284, 362, 412]
        for (path, top) in zip(Self.allPaths, tops) {
            table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
            #expect(table.rectForRow(at: path) == Rect(x: 0, y: top, width: 320, height: 50), "\(path)")
        }
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 462)
        #expect(table.rectForRow(at: IndexPath(section: 1, row: 0)) == nil)
        #expect(table.rectForRow(at: IndexPath(section: 4, row: 0)) == nil)
        #expect(table.globalRow(IndexPath(section: 3, row: 1)) == 6)
        #expect(table.indexPath(ofRow: 3) == IndexPath(section: 2, row: 0))
    }

    @Test func indexPathAndRectAgreeWithFixedHeights() throws {
        let fixture = try Self.sectionedTable { $0.rowHeight = .fixed(50) }
        try Self.checkAgreement(fixture.table)
    }

    @Test func indexPathAndRectAgreeWithMeasuredHeights() throws {
        // No estimates: every row measured up front, with texts of 0 to 40 words, so heights
        // differ from row to row.
        let fixture = try Self.sectionedTable { $0.estimatedRowHeight = 0 }
        let table = fixture.table
        let rects = try Self.allPaths.map { try #require(table.rectForRow(at: $0)) }
        #expect(Set(rects.map(\.height)).count > 1)
        // Rows of a section touch; between sections lie the decorations counted above.
        // A0 A1 A2 | footer A 0, header B 28, footer B 0, header C 28 | C0 C1 | footer C 28, header D 0 | D0 D1
        let gaps = [0.0, 0, 56, 0, 28, 0]
        for (index, gap) in gaps.enumerated() {
            #expect(rects[index + 1].minY == rects[index].maxY + gap, "after \(Self.allPaths[index])")
        }
        #expect(rects[0].minY == 28)
        #expect(table.contentSize.height == rects[rects.count - 1].maxY)
        try Self.checkAgreement(table)
    }

    /// Every point inside a row's rect finds that row, and the rects tile the rows in order.
    static func checkAgreement(_ table: TableView) throws {
        for path in allPaths {
            let rect = try #require(table.rectForRow(at: path))
            #expect(rect.height > 0)
            for y in [rect.minY, rect.minY + rect.height / 2, rect.maxY - 0.25] {
                table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
                #expect(table.indexPathForRow(atY: y) == path, "y = \(y) in \(path) \(rect)")
            }
        }
    }
}
