/// How a section's items fall into lines along the scroll axis: a flow layout's lines
/// (``FlowLineBreaker``) or a compositional layout's groups (``GroupBreaker``).
protocol LineBreaking {
    var itemCount: Int { get }
    /// The lines from `start` (where a line starts) on, until `stop` is true at the start of
    /// the next line or the items end.
    func lines(from start: Int, stop: (Int) -> Bool) -> [LineRun]
}

extension FlowLineBreaker: LineBreaking {}

extension LineBreaking {
    /// Every line of the section.
    func allLines(spacing: Double) -> SectionLines {
        SectionLines(runs: lines(from: 0) { _ in false }, spacing: spacing)
    }

    /// Brings `lines` up to date after the sizes of items `changed` changed (the lines were
    /// right for every other item): breaks again from the start of the line before the one
    /// holding the first changed item (an item that shrank may now fit at the end of the line
    /// before its own), until a new line starts past the last changed one where an old line
    /// started, from where on nothing changes (a line depends only on where it starts and the
    /// items in it). Returns the items whose lines were made again.
    @discardableResult
    func rebreak(_ lines: inout SectionLines, changed: ClosedRange<Int>) -> Range<Int> {
        guard let holding = lines.line(containing: changed.lowerBound), lines.itemCount == itemCount else {
            lines = allLines(spacing: lines.spacing)
            return 0..<itemCount
        }
        let from = holding.firstItem > 0 ? (lines.line(containing: holding.firstItem - 1)?.firstItem ?? 0) : 0
        guard let k = lines.runIndex(containing: from) else {
            lines = allLines(spacing: lines.spacing)
            return 0..<itemCount
        }
        let old = lines.runs
        let run = old[k]
        let lineStart = from
        var replacement: [LineRun] = []
        if lineStart > run.firstItem {
            replacement.append(LineRun(firstItem: run.firstItem, itemCount: lineStart - run.firstItem, perLine: run.perLine, extent: run.extent))
        }
        var scan = k
        var syncedAt: Int?
        replacement += self.lines(from: lineStart) { position in
            guard position > changed.upperBound else { return false }
            while scan < old.count && old[scan].endItem <= position { scan += 1 }
            guard scan < old.count, old[scan].startsLine(at: position) else { return false }
            syncedAt = position
            return true
        }
        var end = old.count
        if let syncedAt, scan < old.count {
            let synced = old[scan]
            if syncedAt > synced.firstItem {
                replacement.append(LineRun(firstItem: syncedAt, itemCount: synced.endItem - syncedAt, perLine: synced.perLine, extent: synced.extent))
                end = scan + 1
            } else {
                end = scan
            }
        }
        lines.replace(k..<end, with: replacement)
        return lineStart..<(syncedAt ?? itemCount)
    }
}
