import Layout

/// The per-row arrays of a table (its rows, measured heights and the height index) change an
/// element or a range at a time, each change recorded in the scene's journal at its own size:
/// a table of a million rows that measures seven of them records seven heights, never a copy
/// of a million. Every change to these arrays goes through here.
extension TableView {
    /// Replaces row `index`'s data.
    func setRow(_ row: TableRow, at index: Int) {
        if let journal { journal.setElement(self, \.rows, index, row) } else if rows.indices.contains(index) { rows[index] = row }
    }

    /// Changes row `index`'s data in place.
    func modifyRow(at index: Int, _ change: (inout TableRow) -> Void) {
        guard rows.indices.contains(index) else { return }
        var row = rows[index]
        change(&row)
        setRow(row, at: index)
    }

    /// A measured height and the cache generation it is valid for.
    func setMeasured(_ height: Double, generation valid: UInt32, ofRow index: Int) {
        if let journal {
            journal.setElement(self, \.measured, index, height)
            journal.setElement(self, \.measuredGeneration, index, valid)
        } else if measured.indices.contains(index), measuredGeneration.indices.contains(index) {
            measured[index] = height
            measuredGeneration[index] = valid
        }
    }

    /// Sets row `index`'s height in the height index (O(log n), and O(1) to record).
    func setIndexedHeight(_ height: Double, ofRow index: Int) {
        guard heights.heights.indices.contains(index) else { return }
        let old = heights.heights[index]
        guard old != height else { return }
        journal?.record { [unowned self] in self.setIndexedHeight(old, ofRow: index) }
        heights.set(height, at: index)
    }

    /// A new height index for every row (a rebuild: its cost is the rows', and so is its record).
    func replaceHeightIndex(_ index: HeightIndex) {
        if let journal { journal.assign(self, \.heights, index) } else { heights = index }
    }

    /// Fresh measurement arrays for `count` rows (nothing measured).
    func resetMeasurements(count: Int) {
        let heights = [Double](repeating: .nan, count: count), generations = [UInt32](repeating: 0, count: count)
        if let journal {
            journal.assign(self, \.measured, heights)
            journal.assign(self, \.measuredGeneration, generations)
        } else {
            measured = heights
            measuredGeneration = generations
        }
    }

    /// Inserts rows (not yet measured) at `start`.
    func insertRowStorage(_ made: [TableRow], at start: Int) {
        let unmeasured = [Double](repeating: .nan, count: made.count), invalid = [UInt32](repeating: 0, count: made.count)
        if let journal {
            journal.insert(self, \.rows, contentsOf: made, at: start)
            journal.insert(self, \.measured, contentsOf: unmeasured, at: min(start, measured.count))
            journal.insert(self, \.measuredGeneration, contentsOf: invalid, at: min(start, measuredGeneration.count))
        } else {
            rows.insert(contentsOf: made, at: min(start, rows.count))
            measured.insert(contentsOf: unmeasured, at: min(start, measured.count))
            measuredGeneration.insert(contentsOf: invalid, at: min(start, measuredGeneration.count))
        }
    }

    /// Removes rows `range` with their measurements; returns what they were.
    @discardableResult
    func removeRowStorage(_ range: Range<Int>) -> [(row: TableRow, height: Double, valid: UInt32)] {
        let clamped = range.clamped(to: 0..<rows.count)
        let removed = clamped.map { index in
            (rows[index], measured.indices.contains(index) ? measured[index] : .nan,
             measuredGeneration.indices.contains(index) ? measuredGeneration[index] : 0)
        }
        if let journal {
            journal.removeSubrange(self, \.rows, clamped)
            journal.removeSubrange(self, \.measured, clamped)
            journal.removeSubrange(self, \.measuredGeneration, clamped)
        } else {
            rows.removeSubrange(clamped)
            measured.removeSubrange(clamped.clamped(to: 0..<measured.count))
            measuredGeneration.removeSubrange(clamped.clamped(to: 0..<measuredGeneration.count))
        }
        return removed
    }

    /// Inserts one row with its measurement (a moved row keeps its height).
    func insertRowStorage(_ row: TableRow, height: Double, valid: UInt32, at index: Int) {
        if let journal {
            journal.insert(self, \.rows, contentsOf: [row], at: index)
            journal.insert(self, \.measured, contentsOf: [height], at: min(index, measured.count))
            journal.insert(self, \.measuredGeneration, contentsOf: [valid], at: min(index, measuredGeneration.count))
        } else {
            rows.insert(row, at: min(index, rows.count))
            measured.insert(height, at: min(index, measured.count))
            measuredGeneration.insert(valid, at: min(index, measuredGeneration.count))
        }
    }
}
