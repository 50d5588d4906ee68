/// A flow layout's line breaking in one section, as UIKit's flow layout does it: "the flow
/// layout object adds items to the current line until there is not enough space left to fit
/// an entire item" (Apple, Collection View Programming Guide, "Using the Flow Layout").
///
/// Along the line an item of length `w` joins when `w` is at most what is left, and what is
/// left shrinks by `w + minimumInteritemSpacing`; an item that does not fit starts the next
/// line; the first item of a line always joins, even one longer than the line (it gets a line
/// of its own, and UIKit logs it: ``FlowLayoutWarning``). A line is as deep as its deepest item.
///
/// Items still at the section's one size (``defaultSize``: the estimate, or `itemSize`) come
/// `perLine` to a line, so a stretch of them is one ``LineRun`` computed at once: breaking a
/// section costs O(items of their own size + runs), not O(items).
struct FlowLineBreaker {
    /// The length a line holds: the layout's width (height, scrolling sideways) less the
    /// section insets at its ends.
    let available: Double
    let spacing: Double
    let itemCount: Int
    /// An item's size in use, as (along the line, across it).
    let size: (Int) -> ItemExtent
    /// The size of every item that has none of its own.
    let defaultSize: ItemExtent
    /// The first item at or after an item whose size is its own (`itemCount` when none is).
    let nextOwnSized: (Int) -> Int

    /// Rounding slack for the fit: three items of 106.667 in 340 fit as UIKit's floats do.
    static let tolerance = 1e-9

    /// How many items of the default size a line holds: `floor((available + s) / (w + s))`,
    /// at least one, and no more than the section has.
    var perLineDefault: Int {
        min(Self.columns(of: defaultSize.along, in: available, spacing: spacing, atMost: max(1, itemCount)), max(1, itemCount))
    }

    /// How many items of length `length` a line of `available` holds at `spacing`: at least
    /// one, at most `limit`.
    static func columns(of length: Double, in available: Double, spacing: Double, atMost limit: Int = 10_000_000) -> Int {
        let step = length + spacing
        guard step > 0 else { return limit }
        let fits = ((available + spacing + tolerance) / step).rounded(.down)
        guard fits >= 1 else { return 1 }
        return fits >= Double(limit) ? limit : Int(fits)
    }

    /// The lines from `start` (where a line starts) on, until `stop` is true at the start of
    /// the next line or the items end.
    func lines(from start: Int, stop: (Int) -> Bool = { _ in false }) -> [LineRun] {
        var runs: [LineRun] = []
        var position = start
        let perLine = perLineDefault
        while position < itemCount {
            let ownSized = nextOwnSized(position)
            if ownSized > position {
                // A stretch of default items: whole lines of them, each ended by a default item
                // that does not fit (or by the end of the section), so the item after a run's
                // last line can never join it.
                let stretch = ownSized - position
                let full = (ownSized == itemCount ? stretch : stretch - 1) / perLine
                if full > 0 {
                    runs.append(LineRun(firstItem: position, itemCount: full * perLine, perLine: perLine, extent: defaultSize.across))
                    position += full * perLine
                    if position >= itemCount || stop(position) { break }
                    continue
                }
            }
            let line = line(from: position)
            runs.append(line)
            position = line.endItem
            if stop(position) { break }
        }
        return runs
    }

    /// One line from `start`, item by item.
    func line(from start: Int) -> LineRun {
        var remaining = available
        var depth = 0.0
        var item = start
        while item < itemCount {
            let extent = size(item)
            guard item == start || extent.along <= remaining + Self.tolerance else { break }
            remaining -= extent.along + spacing
            depth = max(depth, extent.across)
            item += 1
        }
        return .line(from: start, count: item - start, extent: depth)
    }
}

/// An item's size in the flow's terms: along the line (its width, scrolling vertically) and
/// across it (its height).
struct ItemExtent: Equatable, Sendable {
    var along: Double
    var across: Double
}
