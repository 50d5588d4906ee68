import Layout
import Testing
import Tables

/// Refused edits throw a `TableError` and leave the table as it was.
@Suite("Table errors")
struct TableErrorTests {
    /// What a refused edit must not change.
    struct Snapshot: Equatable {
        let rowCounts: [Int]
        let contentHeight: Double
        let texts: [String?]
        let prototypes: [String]
        let hasPendingHeights: Bool

        init(_ fixture: TableFixture) {
            let table = fixture.table
            rowCounts = table.sections.map(\.rowCount)
            contentHeight = table.contentSize.height
            texts = (0..<4).map { table.text(ofRow: $0, label: fixture.label.name) }
            prototypes = table.prototypes.map(\.name)
            hasPendingHeights = table.hasPendingHeights
        }
    }

    static func threeRows() throws -> TableFixture {
        let fixture = try TableFixture()
        fixture.table.addSection()
        for (row, text) in ["a", "b", "c"].enumerated() {
            try fixture.table.insertRows(
                count: 1, at: IndexPath(section: 0, row: row), prototype: "Cell", texts: [fixture.label.name: text]
            )
        }
        fixture.scene.layoutIfNeeded()  // the display cycle that ends the turn
        return fixture
    }

    @Test func badInsertions() throws {
        let fixture = try Self.threeRows()
        let table = fixture.table, label = fixture.label.name
        let before = Snapshot(fixture)
        #expect(before.rowCounts == [3])
        #expect(before.texts == ["a", "b", "c", nil])
        #expect(before.contentHeight == 3 * 37)

        #expect(throws: TableError.noSuchSection(1, count: 1)) {
            try table.insertRows(count: 1, at: IndexPath(section: 1, row: 0), prototype: "Cell")
        }
        // Row 3 (the end) is a valid place to insert; row 4 is not.
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 4))) {
            try table.insertRows(count: 1, at: IndexPath(section: 0, row: 4), prototype: "Cell")
        }
        #expect(throws: TableError.noSuchPrototype("Nope")) {
            try table.insertRows(count: 1, at: IndexPath(section: 0, row: 0), prototype: "Nope")
        }
        #expect(throws: TableError.noSuchLabel(prototype: "Cell", label: "missing")) {
            try table.insertRows(count: 1, at: IndexPath(section: 0, row: 0), prototype: "Cell", texts: [label: "x", "missing": "y"])
        }
        #expect(throws: TableError.noSuchLabel(prototype: "Cell", label: "missing")) {
            try table.insertRows(count: 1, at: IndexPath(section: 0, row: 0), prototype: "Cell", template: ["missing": "{n}"])
        }
        #expect(throws: TableError.tooManyRows(3 + TableView.maximumRows)) {
            try table.insertRows(count: TableView.maximumRows, at: IndexPath(section: 0, row: 0), prototype: "Cell")
        }
        #expect(throws: TableError.prototypeTaken("Cell")) {
            try table.addPrototype(named: "Cell")
        }
        #expect(Snapshot(fixture) == before)
    }

    @Test func badEditsOfExistingRows() throws {
        let fixture = try Self.threeRows()
        let table = fixture.table, label = fixture.label.name
        let before = Snapshot(fixture)

        // Rows 1 ... 3 of a section of three: the last one named is missing.
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 3))) {
            try table.deleteRows(count: 3, at: IndexPath(section: 0, row: 1))
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 2, row: 0))) {
            try table.deleteRows(count: 1, at: IndexPath(section: 2, row: 0))
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 3))) {
            try table.moveRow(from: IndexPath(section: 0, row: 3), to: IndexPath(section: 0, row: 0))
        }
        #expect(throws: TableError.noSuchSection(3, count: 1)) {
            try table.moveRow(from: IndexPath(section: 0, row: 0), to: IndexPath(section: 3, row: 0))
        }
        // Within its own section a row can move to rows 0 ... 2 only.
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 3))) {
            try table.moveRow(from: IndexPath(section: 0, row: 0), to: IndexPath(section: 0, row: 3))
        }
        #expect(throws: TableError.noSuchLabel(prototype: "Cell", label: "missing")) {
            try table.setTexts([label: "changed", "missing": "x"], ofRow: IndexPath(section: 0, row: 0))
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 5))) {
            try table.setHeight(0, ofRow: IndexPath(section: 0, row: 5))
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 1, row: 0))) {
            try table.setEstimatedHeight(10, ofRow: IndexPath(section: 1, row: 0))
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: 9))) {
            try table.reloadRows([IndexPath(section: 0, row: 0), IndexPath(section: 0, row: 9)])
        }
        #expect(throws: TableError.noSuchRow(IndexPath(section: 0, row: -1))) {
            try table.scrollToRow(IndexPath(section: 0, row: -1))
        }
        let measurements = table.cacheStatistics.measurements
        #expect(Snapshot(fixture) == before)
        // The refused reload did not drop row 0's measured height.
        #expect(table.cacheStatistics.measurements == measurements)
    }

    @Test func validEditsStillWorkAfterRefusals() throws {
        let fixture = try Self.threeRows()
        let table = fixture.table, label = fixture.label.name
        _ = try? table.deleteRows(count: 9, at: IndexPath(section: 0, row: 0))
        try table.moveRow(from: IndexPath(section: 0, row: 0), to: IndexPath(section: 0, row: 2))
        #expect((0..<3).map { table.text(ofRow: $0, label: label) } == ["b", "c", "a"])
        try table.deleteRows(count: 2, at: IndexPath(section: 0, row: 0))
        #expect((0..<1).map { table.text(ofRow: $0, label: label) } == ["a"])
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 37)
    }

    @Test func errorsDescribeThemselves() {
        #expect(TableError.noSuchSection(2, count: 1).description == "no section 2 (the table has 1 section)")
        #expect(TableError.noSuchSection(5, count: 3).description == "no section 5 (the table has 3 sections)")
        #expect(TableError.noSuchRow(IndexPath(section: 0, row: 4)).description == "no row [0, 4]")
        #expect(TableError.noSuchLabel(prototype: "Cell", label: "x").description == "prototype 'Cell' has no label 'x'")
    }
}
