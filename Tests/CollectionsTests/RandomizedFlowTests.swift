@testable import Collections
import Layout
import Tables
import Testing
import TestSupport

/// The flow layout's line breaking and placement against an independent computation: random
/// sections (item sizes, line lengths, spacings, insets), broken whole and corrected in place
/// after random changes, placed by the model and by the rules written out here again.
@Suite("Flow layout, randomised")
struct RandomizedFlowTests {
    /// A line as the independent greedy makes it.
    struct ExpectedLine: Equatable {
        let first: Int
        let count: Int
        let extent: Double
    }

    /// Greedy line breaking written out plainly: an item joins while its length is at most
    /// what is left; what is left shrinks by its length and the spacing; a line's first item
    /// always joins.
    static func greedy(_ sizes: [ItemExtent], available: Double, spacing: Double) -> [ExpectedLine] {
        var lines: [ExpectedLine] = []
        var index = 0
        while index < sizes.count {
            var left = available
            var depth = 0.0
            let first = index
            while index < sizes.count, index == first || sizes[index].along <= left + 1e-9 {
                left -= sizes[index].along + spacing
                depth = max(depth, sizes[index].across)
                index += 1
            }
            lines.append(ExpectedLine(first: first, count: index - first, extent: depth))
        }
        return lines
    }

    /// The model's lines, one by one.
    static func expand(_ lines: SectionLines) -> [ExpectedLine] {
        lines.runs.enumerated().flatMap { k, run in
            (0..<run.lineCount).map { index in
                let line = lines.line(k, index)
                return ExpectedLine(first: line.firstItem, count: line.itemCount, extent: line.extent)
            }
        }
    }

    /// A half-point multiple in `range` (sizes on the @2x pixel grid).
    static func length(_ random: inout SplitMix64, _ range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound + random.next(below: range.count)) / 2
    }

    @Test func breakingWholeAndInPlaceMatchesTheGreedyBreaking() {
        var random = SplitMix64(seed: 36)
        var trials = 0, changes = 0, lineChecks = 0
        for _ in 0..<1500 {
            let count = random.next(below: 80)
            let available = Self.length(&random, 20...800)
            let spacing = Self.length(&random, 0...40)
            let defaultSize = ItemExtent(along: Self.length(&random, 10...300), across: Self.length(&random, 10...200))
            var sizes = [ItemExtent](repeating: defaultSize, count: count)
            var own = ItemRanges()
            // Some items have sizes of their own from the start.
            for _ in 0..<random.next(below: max(1, count / 3)) where count > 0 {
                let item = random.next(below: count)
                sizes[item] = ItemExtent(along: Self.length(&random, 0...900), across: Self.length(&random, 0...300))
                own.insert(item)
            }
            func breaker() -> FlowLineBreaker {
                let current = sizes, ranges = own
                return FlowLineBreaker(available: available, spacing: spacing, itemCount: count, size: { current[$0] }, defaultSize: defaultSize,
                                       nextOwnSized: { ranges.next(atOrAfter: $0, end: count) })
            }
            var lines = breaker().allLines(spacing: 10)
            #expect(Self.expand(lines) == Self.greedy(sizes, available: available, spacing: spacing))
            trials += 1
            // Items measured one screen at a time: a few neighbours change, the lines follow.
            for _ in 0..<random.next(below: 6) where count > 0 {
                let start = random.next(below: count)
                let end = min(count - 1, start + random.next(below: 5))
                for item in start...end {
                    sizes[item] = ItemExtent(along: Self.length(&random, 0...700), across: Self.length(&random, 0...300))
                    own.insert(item)
                }
                breaker().rebreak(&lines, changed: start...end)
                let expected = Self.greedy(sizes, available: available, spacing: spacing)
                #expect(Self.expand(lines) == expected)
                #expect(lines.lineCount == expected.count)
                // Depths: each line `spacing` below the one before; the line of an item and the
                // lines at a depth are found in the runs.
                var top = 0.0
                for (index, line) in expected.enumerated() {
                    let found = lines.line(containing: line.first)
                    #expect(found?.firstItem == line.first && found?.top == top)
                    let atTop = lines.lines(from: top, to: top + max(line.extent, 0.25)).map(\.firstItem)
                    #expect(atTop.contains(line.first))
                    top += line.extent + (index + 1 < expected.count ? 10 : 0)
                    lineChecks += 1
                }
                #expect(lines.depth == top)
                changes += 1
            }
        }
        #expect(trials == 1500)
        // The counts the report states.
        print("flow line breaking: \(trials) sections broken whole, \(changes) corrected in place, \(lineChecks) lines checked")
    }
}
