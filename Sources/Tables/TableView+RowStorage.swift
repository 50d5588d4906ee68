import Layout

/// Rows come and go in two owners at once: their data (``TableRows``) and their measured
/// heights (``RowHeights``), kept index for index. Each change is recorded in the scene's
/// journal at its own size, never as a copy of every row.
extension TableView {
    /// Inserts rows (not yet measured) at `start`.
    func insertRowStorage(_ made: [TableRow], at start: Int) {
        rows.insert(made, at: start)
        rowHeights.insertUnmeasured(count: made.count, at: start)
    }

    /// Removes rows `range` with their measurements; returns what they were.
    @discardableResult
    func removeRowStorage(_ range: Range<Int>) -> [(row: TableRow, height: Double, valid: UInt32)] {
        let clamped = range.clamped(to: 0..<rows.count)
        let removedRows = rows.remove(clamped)
        let removedHeights = rowHeights.removeMeasurements(clamped)
        return zip(removedRows, removedHeights).map { ($0, $1.height, $1.valid) }
    }

    /// Inserts one row with its measurement (a moved row keeps its height).
    func insertRowStorage(_ row: TableRow, height: Double, valid: UInt32, at index: Int) {
        rows.insert([row], at: index)
        rowHeights.insertMeasurement(height, valid: valid, at: index)
    }
}
