/// The dual simplex's queue of infeasible rows: a binary min-heap of row ids, so the lowest id
/// leaves first (the deterministic choice) for log n a pivot.
///
/// A plain list scanned for its minimum at every pivot cost the queue's length each time:
/// when a column of labels is re-measured at once, a thousand rows go negative together, and
/// the scans cost more than the pivots. Ids may repeat and may name rows that are feasible
/// again by the time they come out; the simplex skips those.
struct RowQueue {
    private(set) var ids: [Int32] = []

    var isEmpty: Bool { ids.isEmpty }

    mutating func push(_ id: Int32) {
        ids.append(id)
        var child = ids.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if ids[parent] <= ids[child] { break }
            ids.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the lowest id.
    mutating func popMin() -> Int32? {
        guard let last = ids.popLast() else { return nil }
        guard !ids.isEmpty else { return last }
        let lowest = ids[0]
        ids[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= ids.count { break }
            let right = left + 1
            let child = right < ids.count && ids[right] < ids[left] ? right : left
            if ids[parent] <= ids[child] { break }
            ids.swapAt(parent, child)
            parent = child
        }
        return lowest
    }
}
