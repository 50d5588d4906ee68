import Testing
@testable import Tables
import TestSupport

/// The Fenwick tree of row heights, against hand-computed prefix sums and a naive model.
@Suite("HeightIndex")
struct HeightIndexTests {
    /// Prefix sums the slow way: `prefix[i]` is the sum of rows `0 ..< i`.
    static func prefixSums(_ heights: [Double]) -> [Double] {
        var sums = [0.0]
        for height in heights { sums.append(sums[sums.count - 1] + height) }
        return sums
    }

    /// The row whose span `[prefix[i], prefix[i + 1])` holds `y` (necessarily a row of non-zero
    /// height); the first row for `y < 0`, the last for `y` at or past the end; nil when empty.
    static func naiveRow(containing y: Double, _ heights: [Double]) -> Int? {
        guard !heights.isEmpty else { return nil }
        if y < 0 { return 0 }
        let prefix = prefixSums(heights)
        for index in heights.indices where prefix[index] <= y && y < prefix[index + 1] { return index }
        return heights.count - 1
    }

    @Test func offsetsArePrefixSums() {
        let index = HeightIndex([10, 20, 0, 5])
        // 0, 10, 10 + 20 = 30, 30 + 0 = 30, 30 + 5 = 35.
        #expect((0...4).map(index.offset(of:)) == [0, 10, 30, 30, 35])
        #expect(index.total == 35)
        #expect(index.count == 4)
        // Out-of-range rows clamp: before the first is 0, past the last is the total.
        #expect(index.offset(of: -3) == 0)
        #expect(index.offset(of: 99) == 35)
    }

    @Test func emptyIndex() {
        let index = HeightIndex()
        #expect(index.total == 0)
        #expect(index.offset(of: 0) == 0)
        #expect(index.row(containing: 0) == nil)
        #expect(index.row(containing: -5) == nil)
    }

    @Test func rowContainingBoundariesAndZeroHeightRows() {
        // Spans: row 0 [0, 10), row 1 [10, 30), row 2 empty at 30, row 3 [30, 35).
        let index = HeightIndex([10, 20, 0, 5])
        #expect(index.row(containing: 0) == 0)
        #expect(index.row(containing: 9.99) == 0)
        #expect(index.row(containing: 10) == 1)  // a boundary belongs to the row below it
        #expect(index.row(containing: 29.99) == 1)
        #expect(index.row(containing: 30) == 3)  // the empty row 2 is skipped
        #expect(index.row(containing: 34.99) == 3)
        // Out of bounds: the first row above the top, the last at or past the end.
        #expect(index.row(containing: -1) == 0)
        #expect(index.row(containing: 35) == 3)
        #expect(index.row(containing: 1_000) == 3)
    }

    @Test func zeroHeightRowsAtTheEnds() {
        // Leading empty rows are skipped: y = 0 is in row 2's span [0, 10).
        let leading = HeightIndex([0, 0, 10, 5])
        #expect(leading.row(containing: 0) == 2)
        #expect(leading.row(containing: 10) == 3)
        // Trailing empty rows: past the end of the last non-empty row every row after y is
        // empty, which is the one case an empty row is returned (the last one).
        let trailing = HeightIndex([10, 0, 0])
        #expect(trailing.row(containing: 5) == 0)
        #expect(trailing.row(containing: 10) == 2)
        let allEmpty = HeightIndex([0, 0, 0])
        #expect(allEmpty.row(containing: 0) == 2)
        #expect(allEmpty.total == 0)
    }

    @Test func setUpdatesLaterOffsetsOnly() {
        var index = HeightIndex([10, 20, 0, 5])
        index.set(7, at: 1)
        // Row 1 goes from 20 to 7: offsets after it drop by 13.
        #expect((0...4).map(index.offset(of:)) == [0, 10, 17, 17, 22])
        #expect(index.heights == [10, 7, 0, 5])
        #expect(index.row(containing: 17) == 3)
        // Giving the empty row a height puts it back in the search.
        index.set(4, at: 2)
        #expect(index.row(containing: 17) == 2)
        #expect(index.row(containing: 21) == 3)
        #expect(index.total == 26)
        // Out-of-range rows are ignored.
        index.set(100, at: 4)
        index.set(100, at: -1)
        #expect(index.heights == [10, 7, 4, 5])
        #expect(index.total == 26)
    }

    @Test func rebuildReplacesEverything() {
        var index = HeightIndex([10, 20, 0, 5])
        index.set(1, at: 0)
        index.rebuild([3, 3])
        #expect(index.count == 2)
        #expect(index.heights == [3, 3])
        #expect(index.total == 6)
        #expect(index.row(containing: 3) == 1)
        index.rebuild([])
        #expect(index.row(containing: 0) == nil)
    }

    /// Heights in half points (exact in binary, so sums compare exactly), a quarter of them 0.
    static func randomHeights(_ count: Int, _ generator: inout SplitMix64) -> [Double] {
        (0..<count).map { _ in
            Int.random(in: 0..<4, using: &generator) == 0 ? 0 : Double(Int.random(in: 1...200, using: &generator)) / 2
        }
    }

    /// Offsets and rows agree with the naive prefix sum, on random lists (sizes around powers
    /// of two, where a Fenwick tree's structure changes), after random sets and rebuilds.
    @Test(arguments: [1, 2, 3, 7, 8, 9, 31, 32, 33, 100, 257])
    func agreesWithNaivePrefixSums(count: Int) {
        var generator = SplitMix64(seed: 0x5EED_0000 + UInt64(count))
        var heights = Self.randomHeights(count, &generator)
        var index = HeightIndex(heights)

        func check() {
            let prefix = Self.prefixSums(heights)
            #expect(index.heights == heights)
            for row in 0...heights.count { #expect(index.offset(of: row) == prefix[row]) }
            // Every boundary, just below it, the middle of every span, and random points.
            var probes = prefix + prefix.map { $0 - 0.25 } + [-1, prefix[prefix.count - 1] + 1]
            for row in heights.indices { probes.append((prefix[row] + prefix[row + 1]) / 2) }
            for _ in 0..<20 { probes.append(Double(Int.random(in: 0...Int(prefix[prefix.count - 1] * 4) + 4, using: &generator)) / 4) }
            for y in probes {
                #expect(index.row(containing: y) == Self.naiveRow(containing: y, heights), "y = \(y)")
            }
        }

        check()
        for _ in 0..<10 {
            let row = Int.random(in: 0..<count, using: &generator)
            let height = Int.random(in: 0..<3, using: &generator) == 0 ? 0 : Double(Int.random(in: 1...200, using: &generator)) / 2
            heights[row] = height
            index.set(height, at: row)
        }
        check()
        heights = Self.randomHeights(count + Int.random(in: 0...5, using: &generator), &generator)
        index.rebuild(heights)
        check()
    }

    /// Rows 10, 0, 0, 5, 20: offsets 0, 10, 10, 10, 15, end 35. The first row at or after
    /// 10 is row 1 (the collapsed rows there count), after 12 row 4, after 0 row 0, past the
    /// end the count; the same as the slow search over the prefix sums.
    @Test func firstRowAtOrAfter() {
        let heights = [10.0, 0, 0, 5, 20]
        let index = HeightIndex(heights)
        #expect(index.firstRow(atOrAfter: 10) == 1)
        #expect(index.firstRow(atOrAfter: 12) == 4)
        #expect(index.firstRow(atOrAfter: 0) == 0)
        #expect(index.firstRow(atOrAfter: 36) == 5)
        let prefix = Self.prefixSums(heights)
        for y in stride(from: -1.0, through: 36, by: 0.5) {
            let slow = heights.indices.first { prefix[$0] >= y } ?? heights.count
            #expect(index.firstRow(atOrAfter: y) == slow)
        }
    }
}
