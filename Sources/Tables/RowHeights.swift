import Layout

/// A table's row heights: the settings they follow (`rowHeight`, `estimatedRowHeight`), the
/// cache of measured heights, and the ``HeightIndex`` of the heights in use (measured,
/// estimated or given), which finds a row's offset and the row at an offset in O(log n).
///
/// A measured height is valid while its generation is the cache's: dropping every measured
/// height (a new width, Dynamic Type, a new row height setting) is one increment, O(1),
/// whatever the number of rows. The per-row arrays change an element or a range at a time,
/// each change recorded in the scene's journal at its own size (a table of a million rows
/// that measures seven records seven heights). Every change to them goes through here.
final class RowHeights: JournalOwner {
    /// The table's journal (``View/journal``), for the records of these properties.
    weak var journal: ModelJournal?

    @Journaled var rowHeight = RowHeight.automatic
    /// 0 means no estimates: every row is measured up front. UIKit's own automatic estimate is
    /// undocumented; this model starts at 44, the row height tables have always defaulted to.
    @Journaled var estimatedRowHeight = 44.0

    /// The heights the table uses now (measured, estimated or given), indexed by global row.
    private(set) var index = HeightIndex()
    /// Measured heights by global row (NaN: never measured), valid when their generation
    /// is the current one.
    private(set) var measured: [Double] = []
    private(set) var measuredGeneration: [UInt32] = []
    @Journaled private(set) var generation: UInt32 = 1
    /// What the cache was computed for: the table's width and the Dynamic Type scale.
    @Journaled private(set) var cacheKey: (width: Double, textScale: Double)?
    @Journaled var statistics = TableView.CacheStatistics()
    /// Whether the zero-height warning was logged (UIKit logs it once).
    @Journaled var hasWarnedOfZeroHeight = false

    // MARK: - The cache

    /// Drops every measured height.
    func invalidateAll() {
        generation &+= 1
        statistics.invalidations += 1
    }

    /// Makes `key` the cache's; every measured height is dropped when it is not the one the
    /// cache had (not for the first key). Returns whether it changed.
    func useCacheKey(_ key: (width: Double, textScale: Double)) -> Bool {
        guard cacheKey.map({ $0.width != key.width || $0.textScale != key.textScale }) ?? true else { return false }
        if cacheKey != nil { invalidateAll() }
        cacheKey = key
        return true
    }

    /// Row `index`'s measured height, when it is valid.
    func cachedHeight(ofRow index: Int) -> Double? {
        guard measuredGeneration.indices.contains(index), measuredGeneration[index] == generation else { return nil }
        return measured[index]
    }

    /// A height just measured, valid for the current generation.
    func setMeasured(_ height: Double, ofRow index: Int) {
        setMeasured(height, generation: generation, ofRow: index)
    }

    /// Row `index`'s measured height is dropped (kept as a value, no longer valid).
    func invalidateMeasurement(ofRow index: Int) {
        guard measuredGeneration.indices.contains(index) else { return }
        setMeasured(measured.indices.contains(index) ? measured[index] : .nan, generation: 0, ofRow: index)
    }

    /// Whether row `index` has a measurement to drop.
    func hasMeasurementSlot(ofRow index: Int) -> Bool {
        measuredGeneration.indices.contains(index)
    }

    /// The height standing in for `row` until it is measured: its own estimate, else the
    /// table's; nil when there is none.
    func estimate(of row: TableRow) -> Double? {
        let perRow = row.estimatedHeight
        if !perRow.isNaN { return perRow }
        return estimatedRowHeight > 0 ? estimatedRowHeight : nil
    }

    private func setMeasured(_ height: Double, generation valid: UInt32, ofRow index: Int) {
        if let journal {
            journal.setElement(self, \.measured, index, height)
            journal.setElement(self, \.measuredGeneration, index, valid)
        } else if measured.indices.contains(index), measuredGeneration.indices.contains(index) {
            measured[index] = height
            measuredGeneration[index] = valid
        }
    }

    // MARK: - The index

    /// Sets row `index`'s height in the height index (O(log n), and O(1) to record).
    func setIndexedHeight(_ height: Double, ofRow row: Int) {
        guard index.heights.indices.contains(row) else { return }
        let old = index.heights[row]
        guard old != height else { return }
        journal?.record { [unowned self] in self.setIndexedHeight(old, ofRow: row) }
        index.set(height, at: row)
    }

    /// A new height index for every row (a rebuild: its cost is the rows', and so is its record).
    func replaceIndex(_ heights: HeightIndex) {
        if let journal { journal.assign(self, \.index, heights) } else { index = heights }
    }

    // MARK: - Rows coming and going

    /// Fresh measurement arrays for `count` rows (nothing measured), when they do not match.
    func matchMeasurements(toRowCount count: Int) {
        guard measured.count != count else { return }
        let heights = [Double](repeating: .nan, count: count), generations = [UInt32](repeating: 0, count: count)
        if let journal {
            journal.assign(self, \.measured, heights)
            journal.assign(self, \.measuredGeneration, generations)
        } else {
            measured = heights
            measuredGeneration = generations
        }
    }

    /// Room for `count` rows (not yet measured) at `start`.
    func insertUnmeasured(count: Int, at start: Int) {
        let unmeasured = [Double](repeating: .nan, count: count), invalid = [UInt32](repeating: 0, count: count)
        if let journal {
            journal.insert(self, \.measured, contentsOf: unmeasured, at: min(start, measured.count))
            journal.insert(self, \.measuredGeneration, contentsOf: invalid, at: min(start, measuredGeneration.count))
        } else {
            measured.insert(contentsOf: unmeasured, at: min(start, measured.count))
            measuredGeneration.insert(contentsOf: invalid, at: min(start, measuredGeneration.count))
        }
    }

    /// Removes the measurements of rows `range` (already clamped to the rows); returns them.
    func removeMeasurements(_ range: Range<Int>) -> [(height: Double, valid: UInt32)] {
        let removed = range.map { index in
            (measured.indices.contains(index) ? measured[index] : .nan,
             measuredGeneration.indices.contains(index) ? measuredGeneration[index] : 0)
        }
        if let journal {
            journal.removeSubrange(self, \.measured, range)
            journal.removeSubrange(self, \.measuredGeneration, range)
        } else {
            measured.removeSubrange(range.clamped(to: 0..<measured.count))
            measuredGeneration.removeSubrange(range.clamped(to: 0..<measuredGeneration.count))
        }
        return removed
    }

    /// Puts back one row's measurement at `index` (a moved row keeps its height).
    func insertMeasurement(_ height: Double, valid: UInt32, at index: Int) {
        if let journal {
            journal.insert(self, \.measured, contentsOf: [height], at: min(index, measured.count))
            journal.insert(self, \.measuredGeneration, contentsOf: [valid], at: min(index, measuredGeneration.count))
        } else {
            measured.insert(height, at: min(index, measured.count))
            measuredGeneration.insert(valid, at: min(index, measuredGeneration.count))
        }
    }
}
