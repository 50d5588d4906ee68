import PluginTesting
import Testing

/// `rows at TABLE Y`: `indexPathForRow(at:)`, nil outside every row.
@Suite("The row at a point")
struct RowAtPointTests {
    /// Two rows of 44, then a titled header (28 pt in a plain table) and two more rows: rows
    /// at 0...88, the header at 88...116, rows at 116...204, the content 204 high.
    @Test func aPointOutsideEveryRowIsNone() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Cell in t", "set t.rowHeight = 44", "rows add t 2 Cell",
                    "section add t header=B", "rows add t 2 Cell section=1")
        #expect(harness.run("rows at t 10") == ["[0, 0]"])
        #expect(harness.run("rows at t 87.9") == ["[0, 1]"])
        #expect(harness.run("rows at t 100") == ["none: no row at y 100"])
        #expect(harness.run("rows at t 116") == ["[1, 0]"])
        #expect(harness.run("rows at t 204") == ["none: no row at y 204"])
        #expect(harness.run("rows at t -1") == ["none: no row at y -1"])
    }
}
