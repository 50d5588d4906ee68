import Layout

/// The sizes self-sizing cells measured, by global item, each valid while its generation is
/// the cache's: dropping every measurement (a new width, Dynamic Type, a new estimate) is one
/// increment, O(1), however many items there are. Each measurement is recorded in the journal
/// at its own size, as a table's heights are.
final class ItemSizes: JournalOwner {
    weak var journal: ModelJournal?

    private(set) var measured: [Size] = []
    private(set) var measuredGeneration: [UInt32] = []
    @Journaled private(set) var generation: UInt32 = 1
    @Journaled var statistics = CollectionView.SizingStatistics()

    /// Whether something was measured since the last invalidation (only then does one drop
    /// anything, and count).
    @Journaled private var hasMeasured = false

    /// Drops every measurement.
    func invalidateAll() {
        generation &+= 1
        if hasMeasured {
            statistics.invalidations += 1
            hasMeasured = false
        }
    }

    func size(ofItem index: Int) -> Size? {
        guard measuredGeneration.indices.contains(index), measuredGeneration[index] == generation else { return nil }
        return measured[index]
    }

    func setMeasured(_ size: Size, ofItem index: Int) {
        set(size, valid: generation, at: index)
        if !hasMeasured { hasMeasured = true }
    }

    func invalidate(item index: Int) {
        guard measured.indices.contains(index) else { return }
        set(measured[index], valid: 0, at: index)
    }

    private func set(_ size: Size, valid: UInt32, at index: Int) {
        if let journal {
            journal.setElement(self, \.measured, index, size)
            journal.setElement(self, \.measuredGeneration, index, valid)
        } else if measured.indices.contains(index) {
            measured[index] = size
            measuredGeneration[index] = valid
        }
    }

    func insertUnmeasured(count: Int, at start: Int) {
        let sizes = [Size](repeating: .zero, count: count), invalid = [UInt32](repeating: 0, count: count)
        if let journal {
            journal.insert(self, \.measured, contentsOf: sizes, at: start)
            journal.insert(self, \.measuredGeneration, contentsOf: invalid, at: start)
        } else {
            measured.insert(contentsOf: sizes, at: min(start, measured.count))
            measuredGeneration.insert(contentsOf: invalid, at: min(start, measuredGeneration.count))
        }
    }

    /// Removes the measurements of `range`; returns them (a moved item keeps its size).
    func remove(_ range: Range<Int>) -> [(size: Size, valid: UInt32)] {
        let clamped = range.clamped(to: 0..<measured.count)
        let removed = clamped.map { (measured[$0], measuredGeneration[$0]) }
        if let journal {
            journal.removeSubrange(self, \.measured, clamped)
            journal.removeSubrange(self, \.measuredGeneration, clamped)
        } else {
            measured.removeSubrange(clamped)
            measuredGeneration.removeSubrange(clamped)
        }
        return removed
    }

    func insert(_ size: Size, valid: UInt32, at index: Int) {
        if let journal {
            journal.insert(self, \.measured, contentsOf: [size], at: index)
            journal.insert(self, \.measuredGeneration, contentsOf: [valid], at: index)
        } else {
            measured.insert(size, at: min(index, measured.count))
            measuredGeneration.insert(valid, at: min(index, measuredGeneration.count))
        }
    }
}
