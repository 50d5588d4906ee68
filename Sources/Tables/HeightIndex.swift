/// The heights of a list of rows, with the offset of any row and the row at any offset in
/// O(log n): a Fenwick tree of heights.
///
/// A table of a million rows changes one height at a time as rows are measured; summing
/// heights from the top for every query would walk every row.
struct HeightIndex: Sendable {
    /// `tree[i]` holds the sum of the heights of rows `i - lowbit(i) ..< i` (1-based).
    private var tree: [Double]
    private(set) var heights: [Double]

    init(_ heights: [Double] = []) {
        self.heights = heights
        tree = Self.build(heights)
    }

    var count: Int { heights.count }

    /// Linear-time construction: each node passes its sum to its parent.
    private static func build(_ heights: [Double]) -> [Double] {
        var tree = [0.0] + heights
        let n = heights.count
        var index = 1
        while index <= n {
            let parent = index + (index & -index)
            if parent <= n { tree[parent] += tree[index] }
            index += 1
        }
        return tree
    }

    /// Sets the height of `row`; out-of-range rows are ignored.
    mutating func set(_ height: Double, at row: Int) {
        guard heights.indices.contains(row) else { return }
        let delta = height - heights[row]
        guard delta != 0 else { return }
        heights[row] = height
        var index = row + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The sum of the heights of rows `0 ..< row`: the offset of `row` from the first.
    func offset(of row: Int) -> Double {
        var index = min(max(row, 0), heights.count)
        var sum = 0.0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    var total: Double { offset(of: heights.count) }

    /// The row whose span `[offset, offset + height)` contains `y`; rows of height 0 are never
    /// returned unless every row after `y` is empty. nil for an empty list; the last row for
    /// `y` past the end; the first for `y < 0`.
    func row(containing y: Double) -> Int? {
        guard !heights.isEmpty else { return nil }
        if y < 0 { return 0 }
        return min(prefixLength(withSumAtMost: y, orEqual: true), heights.count - 1)
    }

    /// The first row whose offset is at least `y` (rows of height 0 at `y` included, unlike
    /// ``row(containing:)``), in O(log n); `heights.count` when none is.
    func firstRow(atOrAfter y: Double) -> Int {
        if y <= 0 { return 0 }
        // The longest prefix whose sum is < y ends in a row that starts before y, so the one
        // after it is the first at y or later.
        return min(prefixLength(withSumAtMost: y, orEqual: false) + 1, heights.count)
    }

    /// The length of the longest prefix of rows whose sum is at most `y` (below it when not
    /// `orEqual`), by binary lifting over the tree: O(log n).
    private func prefixLength(withSumAtMost y: Double, orEqual: Bool) -> Int {
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count, orEqual ? tree[next] <= remaining : tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }

    /// Replaces the whole list (after rows were inserted or removed).
    mutating func rebuild(_ heights: [Double]) {
        self = HeightIndex(heights)
    }
}
