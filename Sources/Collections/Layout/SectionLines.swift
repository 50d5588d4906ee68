/// One run of lines along the scroll axis: `lineCount` lines of `perLine` items each (the last
/// may hold fewer), each line `extent` deep. A flow layout's line or a compositional layout's
/// group that holds measured items is a run of its own (one line); a stretch of items still at
/// one size (all estimated, or all `itemSize`) is one run however many lines it makes, so a
/// section of 100,000 unmeasured items is a handful of runs, not 20,000 lines.
public struct LineRun: Equatable, Sendable {
    /// The run's first item, in its section.
    public var firstItem: Int
    public var itemCount: Int
    public var perLine: Int
    public var extent: Double

    public init(firstItem: Int, itemCount: Int, perLine: Int, extent: Double) {
        self.firstItem = firstItem
        self.itemCount = itemCount
        self.perLine = max(1, perLine)
        self.extent = extent
    }

    /// One line holding `count` items.
    public static func line(from first: Int, count: Int, extent: Double) -> LineRun {
        LineRun(firstItem: first, itemCount: count, perLine: count, extent: extent)
    }

    public var endItem: Int { firstItem + itemCount }
    public var lineCount: Int { itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine }

    /// Whether a line of this run starts at `item`.
    func startsLine(at item: Int) -> Bool {
        item >= firstItem && item < endItem && (item - firstItem) % perLine == 0
    }
}

/// A section's lines (a flow layout's) or groups (a compositional layout's) along the scroll
/// axis, as runs (``LineRun``), with the depth at which each run starts: the line at a depth
/// and the line of an item in O(log runs), whatever the number of items.
///
/// Lines follow one another `spacing` apart (`minimumLineSpacing`, `interGroupSpacing`). A
/// change replaces a range of runs (``replace(_:with:)``) and recomputes the depths of the runs
/// from there on: O(runs after the change), which, as a user scrolls down measuring items at
/// the frontier, is the few runs below it.
public struct SectionLines: Equatable, Sendable {
    public private(set) var runs: [LineRun] = []
    /// `starts[k]`: the depth of run `k`'s first line below the section's first line.
    private(set) var starts: [Double] = []
    public let spacing: Double

    public init(runs: [LineRun], spacing: Double) {
        self.spacing = spacing
        self.runs = runs.filter { $0.itemCount > 0 }
        recomputeStarts(from: 0)
    }

    public var itemCount: Int { runs.last?.endItem ?? 0 }
    /// `firstLines[k]`: the lines before run `k`.
    private var firstLines: [Int] = []
    public var lineCount: Int { (firstLines.last ?? 0) + (runs.last?.lineCount ?? 0) }

    /// From the top of the first line to the bottom of the last.
    public var depth: Double {
        guard let last = runs.last, let start = starts.last else { return 0 }
        return start + Double(last.lineCount) * last.extent + Double(last.lineCount - 1) * spacing
    }

    /// One line: its place in the runs, its items and where it lies.
    public struct Line: Equatable, Sendable {
        public let run: Int
        /// The line's index in its run.
        public let index: Int
        public let firstItem: Int
        public let itemCount: Int
        public let top: Double
        public let extent: Double
    }

    /// The run holding `item`, by binary search.
    public func runIndex(containing item: Int) -> Int? {
        guard let last = runs.last, item >= 0, item < last.endItem else { return nil }
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line holding `item`.
    public func line(containing item: Int) -> Line? {
        guard let k = runIndex(containing: item) else { return nil }
        return line(k, (item - runs[k].firstItem) / runs[k].perLine)
    }

    /// Line `index` of run `k`.
    public func line(_ k: Int, _ index: Int) -> Line {
        let run = runs[k]
        let first = run.firstItem + index * run.perLine
        return Line(run: k, index: index, firstItem: first, itemCount: min(run.perLine, run.endItem - first),
                    top: starts[k] + Double(index) * (run.extent + spacing), extent: run.extent)
    }

    /// The lines that reach into depths `[from, to)` (a line of no depth starting there
    /// included), in order: O(log runs + lines returned).
    public func lines(from: Double, to: Double) -> [Line] {
        guard !runs.isEmpty, to > from else { return [] }
        // The last run that starts at or above `from`.
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= from { low = middle } else { high = middle - 1 }
        }
        var found: [Line] = []
        for k in low..<runs.count {
            guard starts[k] < to else { break }
            let run = runs[k]
            let step = run.extent + spacing
            // The first line that may reach `from`: one before the line the division lands
            // on, against rounding.
            var index = 0
            if from > starts[k], step > 0 {
                let lines = ((from - starts[k]) / step).rounded(.down)
                index = lines >= Double(run.lineCount) ? run.lineCount - 1 : max(0, Int(lines) - 1)
            }
            while index < run.lineCount {
                let line = line(k, index)
                guard line.top < to else { break }
                if line.top + line.extent > from || (line.extent == 0 && line.top >= from) { found.append(line) }
                index += 1
            }
        }
        return found
    }

    /// Replaces runs `range` by `new` (which cover the same items) and recomputes the depths
    /// from there on.
    public mutating func replace(_ range: Range<Int>, with new: [LineRun]) {
        let clamped = range.clamped(to: 0..<runs.count)
        runs.replaceSubrange(clamped, with: new.filter { $0.itemCount > 0 })
        recomputeStarts(from: clamped.lowerBound)
    }

    /// Gives run `k` a new extent (a compositional group measured again).
    public mutating func setExtent(_ extent: Double, ofRun k: Int) {
        guard runs.indices.contains(k), runs[k].extent != extent else { return }
        runs[k].extent = extent
        recomputeStarts(from: k + 1)
    }

    private mutating func recomputeStarts(from first: Int) {
        let start = max(0, min(first, runs.count))
        starts.removeSubrange(min(start, starts.count)...)
        firstLines.removeSubrange(min(start, firstLines.count)...)
        var depth = 0.0, lines = 0
        if start > 0 {
            let previous = runs[start - 1]
            depth = starts[start - 1] + Double(previous.lineCount) * (previous.extent + spacing)
            lines = firstLines[start - 1] + previous.lineCount
        }
        for k in start..<runs.count {
            starts.append(depth)
            firstLines.append(lines)
            depth += Double(runs[k].lineCount) * (runs[k].extent + spacing)
            lines += runs[k].lineCount
        }
    }
}
