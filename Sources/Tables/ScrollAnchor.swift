/// What stays put on screen while estimates turn into measured sizes as content scrolls, in
/// tables and collection views alike: the first position (a table's global row, a collection's
/// global item) that had a cell and is still in view. Whatever is measured above it moves the
/// content offset by as much as it moved the anchor, so the content on screen does not jump:
/// UIKit adjusts `contentOffset` this way when estimated rows above the visible ones are
/// measured, which is why scrolling up through estimates does not make content jump. After a
/// jump (to the top, or far away) nothing that was on screen still is: there is no anchor, and
/// what comes into view is measured where it is.
public struct ScrollAnchor: Equatable, Sendable {
    /// The anchoring position; nil when nothing that had a cell is still in view.
    public let position: Int?

    /// The anchor among the positions that had cells, `isInView` telling which still shows.
    public init(visible: some Sequence<Int>, isInView: (Int) -> Bool) {
        position = visible.min().flatMap { isInView($0) ? $0 : nil }
    }
}
