public import Layout

extension TableView {
    /// Where a row's current height comes from.
    public enum HeightSource: String, Sendable {
        /// The data source's `heightForRowAt` (0 hides the row).
        case given
        /// The table's fixed `rowHeight`.
        case fixed
        /// Its cell was measured (or the height came from the cache).
        case measured
        /// Not measured yet: the estimate stands in.
        case estimated
    }

    /// A row as the table holds it now.
    public struct RowInfo: Hashable, Sendable {
        public let indexPath: IndexPath
        public let frame: Rect
        public let source: HeightSource
        /// The cell showing the row, when it is on screen.
        public let cell: Int?
        public let prototype: String
    }

    /// The rows from global index `range`, clamped to the table.
    public func rowInfos(_ range: Range<Int>) -> [RowInfo] {
        let clamped = range.clamped(to: 0..<rows.count)
        return clamped.compactMap { global in
            guard let path = indexPath(ofRow: global), let frame = rectForRow(at: path) else { return nil }
            let row = rows[global]
            let source: HeightSource
            if !row.explicitHeight.isNaN {
                source = .given
            } else if case .fixed = rowHeights.rowHeight {
                source = .fixed
            } else {
                source = rowHeights.cachedHeight(ofRow: global) != nil ? .measured : .estimated
            }
            let prototype = prototypes.indices.contains(Int(row.prototype)) ? prototypes[Int(row.prototype)].name : "?"
            return RowInfo(indexPath: path, frame: frame, source: source, cell: reuse.visibleCells[global], prototype: prototype)
        }
    }

    /// The global indices of the rows on screen.
    public var visibleRowRange: Range<Int>? {
        let visibleRows = reuse.visibleCells.keys
        guard let first = visibleRows.min(), let last = visibleRows.max() else { return nil }
        return first..<(last + 1)
    }

    public var rowCount: Int { rows.count }
}
