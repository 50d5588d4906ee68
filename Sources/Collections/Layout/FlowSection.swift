/// One section of a flow layout: its header, its insets, its lines and its footer along the
/// scroll axis, and where each item goes.
///
/// Depths run along the scroll axis from the section's top (its header); lengths along a line
/// run from the layout's leading edge. A vertical flow maps (along, across) to (x, y), a
/// horizontal one to (y, x).
struct FlowSection: Equatable, Sendable {
    var lines: SectionLines
    var ownSized: ItemRanges
    let placement: FlowLinePlacement
    let defaultSize: ItemExtent
    /// Every item at `itemSize`: UIKit's fast path (see ``FlowLinePlacement``).
    let isUniform: Bool
    /// On the fast path, how many columns a full line has, whatever the section holds:
    /// `max(1, floor((room + spacing) / (width + spacing)))`.
    let columns: Int
    let headerDepth: Double
    let footerDepth: Double
    let insetBefore: Double
    let insetAfter: Double

    var itemCount: Int { lines.itemCount }

    /// Where the first line starts, below the section's top.
    var linesTop: Double { headerDepth + insetBefore }

    /// The section's depth: header, insets, lines, footer.
    var depth: Double { headerDepth + insetBefore + lines.depth + insetAfter + footerDepth }

    /// An item's rect in the section: (offset along, depth, length along, depth across).
    struct Placed: Equatable, Sendable {
        var along: Double
        var across: Double
        var length: Double
        var thickness: Double
    }

    /// Where `item` goes, its size given by `size`.
    func place(_ item: Int, size: (Int) -> ItemExtent) -> Placed? {
        guard let line = lines.line(containing: item) else { return nil }
        let members = line.firstItem..<(line.firstItem + line.itemCount)
        let offsets = alongOffsets(of: line, size: size)
        let index = item - line.firstItem
        guard members.contains(item), offsets.indices.contains(index) else { return nil }
        let extent = size(item)
        return Placed(along: offsets[index], across: linesTop + line.top + (line.extent - extent.across) / 2,
                      length: extent.along, thickness: extent.across)
    }

    /// The offsets along the line of each of its items.
    func alongOffsets(of line: SectionLines.Line, size: (Int) -> ItemExtent) -> [Double] {
        let lengths = (line.firstItem..<(line.firstItem + line.itemCount)).map { size($0).along }
        if isUniform {
            return placement.columns(count: line.itemCount, perLine: columns, itemLength: defaultSize.along)
        }
        let isLast = line.firstItem + line.itemCount == itemCount
        guard isLast, !isComplete(lastLine: line, lengths: lengths, size: size) else { return placement.justified(lengths) }
        return placement.leadingAligned(lengths)
    }

    /// Whether the section's last line counts as complete (justified): every line holds one
    /// item, or it leaves as much room as the line before it.
    private func isComplete(lastLine: SectionLines.Line, lengths: [Double], size: (Int) -> ItemExtent) -> Bool {
        if lines.lineCount == itemCount { return true }
        guard lastLine.firstItem > 0, let previous = lines.line(containing: lastLine.firstItem - 1) else { return false }
        let previousLengths = (previous.firstItem..<(previous.firstItem + previous.itemCount)).map { size($0).along }
        return abs(placement.leftover(previousLengths) - placement.leftover(lengths)) <= FlowLineBreaker.tolerance
    }
}
