/// Where a flow layout puts the items of a line along it, and each item across it.
///
/// UIKit's flow layout keeps private row alignments, set when it is made: ordinary lines
/// justified, a section's last line when it is not full left-aligned (leading), items centred
/// across their line (`UICollectionViewFlowLayoutCommonInit` sets them; the values are those
/// of PSTCollectionView's reimplementation, and Peter Steinberger's rdar://20825965, "Customize
/// layout of UICollectionViewFlowLayout's last row", reports the last row left-aligned since
/// iOS 6). Apple documents the justification: "If there is extra space at the end of the line,
/// the layout object increases the interitem spacing until the items fit evenly within the line
/// boundaries", and the centring: "the flow layout object centers items vertically on the same
/// line" (Collection View Programming Guide, "Using the Flow Layout").
///
/// - A justified line of several items starts at the leading inset and ends at the trailing
///   one, the gaps shared evenly; a justified line of one item is centred between the insets
///   (at the leading inset when longer than the room between them). A lone item "aligned to
///   center instead of left ... when there's only one cell in a collection view ... [or] when
///   cell is wide enough that there's only one cell in row" (Digipolitan's
///   collection-view-left-align-flow-layout, pull request 2, 2017).
/// - A section's last line is left-aligned at the minimum spacing unless it counts as
///   complete: when every line of the section holds one item (a lone item is centred), or when
///   it leaves as much room as the line before it (a full last line is justified like the rest).
/// - With one `itemSize` for every item (no delegate sizes, no estimates), UIKit's fast path
///   places every line, the last included, at the spacing of a full line, so the last line's
///   items sit under the columns above and a lone item sits at the leading inset.
///
/// The last two rules are read from the decompiled control flow of UIKit's private
/// `_UIFlowLayoutSection` (see the repository's research notes), not documented by Apple.
struct FlowLinePlacement: Equatable, Sendable {
    /// The layout's width (height, scrolling sideways) and the section insets at its ends.
    let length: Double
    let leading: Double
    let trailing: Double
    let spacing: Double

    var room: Double { length - leading - trailing }

    /// The offsets along the line of items of lengths `lengths`, justified.
    func justified(_ lengths: [Double]) -> [Double] {
        guard lengths.count > 1 else {
            let free = (room - (lengths.first ?? 0)) / 2
            return [free >= 0 ? leading + free : leading]
        }
        let gap = (room - lengths.reduce(0, +)) / Double(lengths.count - 1)
        return offsets(lengths, from: leading, gap: gap)
    }

    /// The offsets of a line left at its leading inset, at the minimum spacing.
    func leadingAligned(_ lengths: [Double]) -> [Double] {
        offsets(lengths, from: leading, gap: spacing)
    }

    /// The offsets of the fast path's line: `perLine` columns of `length` each, spread over
    /// the room as a full line is, whatever this line holds; one column is centred.
    func columns(count: Int, perLine: Int, itemLength: Double) -> [Double] {
        guard perLine > 1 else { return Array(repeating: leading + (room - itemLength) / 2, count: count) }
        let gap = (room - Double(perLine) * itemLength) / Double(perLine - 1)
        return (0..<count).map { leading + Double($0) * (itemLength + gap) }
    }

    /// The room a line of `lengths` leaves at minimum spacing.
    func leftover(_ lengths: [Double]) -> Double {
        room - lengths.reduce(0, +) - Double(max(0, lengths.count - 1)) * spacing
    }

    private func offsets(_ lengths: [Double], from start: Double, gap: Double) -> [Double] {
        var position = start
        return lengths.map { length in
            defer { position += length + gap }
            return position
        }
    }
}
