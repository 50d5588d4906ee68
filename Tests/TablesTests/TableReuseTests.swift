import Layout
import Testing
@testable import Tables

/// Cell reuse: how many cells scrolling creates, and the constraint churn of two prototypes
/// under one reuse identifier.
@Suite("Table cell reuse")
struct TableReuseTests {
    /// Scrolls from the top to the end in steps shorter than the view, so every row shows.
    static func scrollThrough(_ table: TableView, step: Double) {
        var y = 0.0
        while y <= table.verticalOffsetRange.upperBound {
            table.scroll(toY: y)
            y += step
        }
        table.scroll(toY: table.verticalOffsetRange.upperBound)
    }

    @Test func scrollingReusesAScreenfulOfCells() throws {
        let fixture = try TableFixture()
        try fixture.addRows(100)
        let table = fixture.table
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.reuseStatistics.created == 16)
        Self.scrollThrough(table, step: 100)

        let statistics = table.reuseStatistics
        // Every shown row is 37 high, so a 568 pt view overlaps at most 568 / 37 rounded up,
        // plus one cut at the top: 17 rows. Leaving cells go back to the pool before new rows
        // dequeue, so no more cells are made than that.
        #expect((16...17).contains(statistics.created))
        #expect(table.cellCount == statistics.created)
        // All 100 rows got a cell at least once; all but the first cells were reused ones.
        #expect(statistics.reused >= 100 - statistics.created)
        // One prototype: a reused cell never changes its layout.
        #expect(statistics.layoutSwitches == 0)
        #expect(statistics.constraintsRemoved == 0)
        // Each created cell added its prototype's 4 constraints (the label's four edges).
        #expect(fixture.prototype.constraintCount(in: fixture.scene) == 4)
        #expect(statistics.constraintsAdded == 4 * statistics.created)
        // The cells not on screen wait in the pool.
        let pooled = table.pooledCells
        #expect(pooled.map(\.identifier) == ["Cell"])
        #expect(pooled.first?.count == statistics.created - table.visibleRows.count)
    }

    /// `Short` (the label pinned: 4 constraints) and `Tall` (also the label at least 60 high:
    /// 5 constraints), alternating, 40 rows.
    static func alternatingTable(sharedIdentifier: Bool) throws -> (TableFixture, Prototype, Prototype) {
        let fixture = try TableFixture()
        let scene = fixture.scene, table = fixture.table
        let (short, shortLabel) = try TableFixture.addPrototype(
            to: table, in: scene, named: "Short", reuseIdentifier: sharedIdentifier ? "Cell" : "ShortCell"
        )
        let (tall, tallLabel) = try TableFixture.addPrototype(
            to: table, in: scene, named: "Tall", reuseIdentifier: sharedIdentifier ? "Cell" : "TallCell"
        )
        try scene.addConstraint(tallLabel, .height, .greaterThanOrEqual, nil, nil, constant: 60)
        table.addSection()
        for row in 0..<40 {
            let isShort = row % 2 == 0
            try table.insertRows(
                count: 1, at: IndexPath(section: 0, row: row), prototype: isShort ? "Short" : "Tall",
                texts: [(isShort ? shortLabel : tallLabel).name: "Row \(row)"]
            )
        }
        return (fixture, short, tall)
    }

    @Test func twoPrototypesUnderOneIdentifierChurn() throws {
        let (fixture, short, tall) = try Self.alternatingTable(sharedIdentifier: true)
        let scene = fixture.scene, table = fixture.table
        let shortCount = short.constraintCount(in: scene), tallCount = tall.constraintCount(in: scene)
        #expect(shortCount == 4)
        #expect(tallCount == 5)
        // Rows: 37 (short) and 8 + 60 + 8 + 0.5 = 76.5 (tall).
        #expect(fixture.rect(0)?.height == 37)
        #expect(fixture.rect(1) == Rect(x: 0, y: 37, width: 320, height: 76.5))
        #expect(table.reuseStatistics.layoutSwitches == 0)

        Self.scrollThrough(table, step: 50)
        let statistics = table.reuseStatistics
        #expect(statistics.layoutSwitches > 0)
        // Each switch removes one layout and adds the other: 4 or 5 each way.
        #expect(statistics.constraintsRemoved >= shortCount * statistics.layoutSwitches)
        #expect(statistics.constraintsRemoved <= tallCount * statistics.layoutSwitches)
        // What was added minus what was removed is what the cells hold now.
        let held = table.reuse.cells.reduce(0) { $0 + table.prototypes[Int($1.prototype)].constraintCount(in: scene) }
        #expect(statistics.constraintsAdded - statistics.constraintsRemoved == held)
        // Creation and switches each added one layout: 4 or 5 constraints.
        #expect(statistics.constraintsAdded >= shortCount * (statistics.created + statistics.layoutSwitches))
        #expect(statistics.constraintsAdded <= tallCount * (statistics.created + statistics.layoutSwitches))
    }

    @Test func separateIdentifiersDoNotChurn() throws {
        let (fixture, _, _) = try Self.alternatingTable(sharedIdentifier: false)
        Self.scrollThrough(fixture.table, step: 50)
        let statistics = fixture.table.reuseStatistics
        #expect(statistics.reused > 0)
        #expect(statistics.layoutSwitches == 0)
        #expect(statistics.constraintsRemoved == 0)
        #expect(Set(fixture.table.pooledCells.map(\.identifier)).isSubset(of: ["ShortCell", "TallCell"]))
    }
}
