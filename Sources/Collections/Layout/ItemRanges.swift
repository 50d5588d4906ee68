/// A set of items kept as sorted, disjoint ranges: the items of a section that have a size of
/// their own (measured, or given by the delegate). Items are measured a screen at a time, so
/// the ranges stay few however many items there are; the next one at or after an item is a
/// binary search.
struct ItemRanges: Equatable, Sendable {
    private(set) var ranges: [Range<Int>] = []

    /// The first item of the set at or after `item`, or `end` when there is none.
    func next(atOrAfter item: Int, end: Int) -> Int {
        var low = 0, high = ranges.count
        // The first range that ends after `item`.
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= item { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count else { return end }
        return min(max(ranges[low].lowerBound, item), end)
    }

    func contains(_ item: Int) -> Bool {
        next(atOrAfter: item, end: Int.max) == item
    }

    /// Adds `item`, joining the ranges it touches.
    mutating func insert(_ item: Int) {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < item { low = middle + 1 } else { high = middle }
        }
        // `low`: the first range that ends at or after `item` (it may touch it from below).
        if low < ranges.count, ranges[low].contains(item) { return }
        var merged = item..<(item + 1)
        let first = low
        var last = low
        if low < ranges.count, ranges[low].upperBound == item {
            merged = ranges[low].lowerBound..<(item + 1)
            last = low + 1
        }
        if last < ranges.count, ranges[last].lowerBound == item + 1 {
            merged = merged.lowerBound..<ranges[last].upperBound
            last += 1
        }
        ranges.replaceSubrange(first..<last, with: [merged])
    }
}
