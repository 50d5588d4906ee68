public import Layout

extension TableView {
    /// The global rows that show between `contentOffset.y` and the bottom of the view, in order.
    /// A row of height 0 there gets a cell too, 0 pt high: UIKit asks for its cell and shows it,
    /// which is why a collapsed static cell's contents still show unless the cell clips them
    /// (`clipsToBounds` defaults to false since iOS 7.1: ProMotion pull request 439, "fix
    /// UITableViewCells with height 0 still showing contents in iOS 7.1"), and why a row
    /// collapsing to 0 inside `updates` keeps its cell, shrinking, until the animation ends.
    /// Such a row shows when its top is in the view, `contentOffset.y` included, the bottom
    /// edge not (the model's rule for a rect of no height). At most
    /// ``maximumCollapsedCellsInView`` collapsed rows get a cell in one pass: UIKit would make
    /// a cell for each (a thousand hidden rows, a thousand cells); the model stops there so
    /// a table of hidden rows stays cheap, the first ones in row order keeping their cells.
    ///
    /// A row measured above `anchor` (the row that was at the top of the view before) changes
    /// the offset by as much as it changes height, so what was on screen stays where it was:
    /// UIKit adjusts `contentOffset` this way when estimated rows above the visible ones are
    /// measured, which is why scrolling up through estimated rows does not make content jump.
    /// Section header and footer views still at their estimate are fitted on the same walk, by
    /// the same rule (see TableView+SectionViewsInView.swift).
    func rowsInView(anchor: Int? = nil) -> [Int] {
        guard var first = row(atY: contentOffset.y) else {
            // No rows, but maybe section views, fitted as they show (no row to hold still).
            if rows.isEmpty { fitSectionViewsOfEmptyTable() }
            return []
        }
        // The row at the offset is one with height there; collapsed rows just before it
        // are at the offset too, inside the view.
        if first > 0, rowHeights.index.heights[first - 1] == 0, let section = indexPath(ofRow: first)?.section,
           sectionViews.decorationAbove.indices.contains(section) {
            let atOffset = rowHeights.index.firstRow(atOrAfter: contentOffset.y - sectionViews.decorationAbove[section])
            if atOffset < first, atOffset >= startOfSection(section) { first = atOffset }
        }
        var bottom = contentOffset.y + frame.height
        var result: [Int] = []
        var collapsed = 0
        var global = first
        var section = indexPath(ofRow: first)?.section ?? 0
        // A section view still at its estimate is fitted as it comes into view; above the
        // anchor it holds the content still the way a measured row does.
        func fitSectionView(_ edge: SectionViewEdge, of section: Int) {
            let change = fitSectionViewIfInView(edge, of: section, bottom: bottom)
            if let anchor, rowBelow(edge, of: section) <= anchor, change != 0 {
                contentOffset.y += change
                bottom += change
            }
        }
        // The views above the first row that reach into the view: its section's header, and
        // the footers and headers of the sections before it (empty ones, or the footer the
        // offset is in), walking up until one starts at or above the offset.
        let fitsLazily = sectionViews.fitsLazily
        var above = section
        walkingUp: while fitsLazily && above >= 0 {
            for edge in [SectionViewEdge.header, .footer] {
                let owner = edge == .header ? above : above - 1
                guard owner >= 0 else { break walkingUp }
                fitSectionView(edge, of: owner)
                if let span = span(of: edge, section: owner), span.top <= contentOffset.y { break walkingUp }
                if edge == .footer, sections[owner].rowCount > 0 { break walkingUp }
            }
            above -= 1
        }
        while global < rows.count {
            while section < sections.count - 1 && global >= startOfSection(section + 1) {
                fitSectionView(.footer, of: section)
                section += 1
                fitSectionView(.header, of: section)
            }
            let top = self.top(ofRow: global, section: section)
            if top >= bottom { break }
            // About to become visible: the estimate turns into a measured height.
            if isSelfSizing(global) {
                if rowHeights.cachedHeight(ofRow: global) != nil {
                    if reuse.visibleCells[global] == nil { rowHeights.statistics.hits += 1 }
                } else {
                    let estimated = rowHeights.index.heights[global]
                    rowHeights.setIndexedHeight(measure(row: global), ofRow: global)
                    let change = rowHeights.index.heights[global] - estimated
                    if let anchor, global < anchor, change != 0 {
                        contentOffset.y += change
                        bottom += change
                    }
                }
            }
            let height = rowHeights.index.heights[global]
            if top + height > contentOffset.y {
                result.append(global)
            } else if height == 0 && top >= contentOffset.y && collapsed < Self.maximumCollapsedCellsInView {
                collapsed += 1
                result.append(global)
            }
            global += 1
        }
        // Below the last row: its section's footer and any empty sections after it.
        if fitsLazily && global == rows.count {
            fitSectionView(.footer, of: section)
            for later in (section + 1)..<max(section + 1, sections.count) {
                fitSectionView(.header, of: later)
                fitSectionView(.footer, of: later)
            }
        }
        return result
    }

    /// The most rows of height 0 that get a cell in one pass (see ``rowsInView(anchor:)``).
    static let maximumCollapsedCellsInView = 256

    /// Rows that left the view give their cells back to the pool; rows that came in dequeue one.
    func updateVisibleRows() {
        // What stays put is the content that was on screen and still is (``ScrollAnchor``).
        let anchor = ScrollAnchor(visible: reuse.visibleCells.keys) { row in
            guard let section = indexPath(ofRow: row)?.section else { return false }
            let top = self.top(ofRow: row, section: section)
            return top < contentOffset.y + frame.height && top + rowHeights.index.heights[row] > contentOffset.y
        }
        let now = rowsInView(anchor: anchor.position)
        let kept = Set(now)
        for row in reuse.visibleCells.keys.sorted() where !kept.contains(row) { recycleCell(ofRow: row) }
        for row in now where reuse.visibleCells[row] == nil {
            reuse.visibleCells[row] = dequeueCell(forRow: row)
        }
        // Each visible row's cell shows the row as it is now.
        let signatures = prototypeSignatures()
        for row in now { if let id = reuse.visibleCells[row] { showCell(id, forRow: row, signatures: signatures) } }
    }

    /// The row's cell, if it has one, goes back to its reuse pool.
    func recycleCell(ofRow row: Int) {
        if let cell = reuse.recycle(row: row) { hideCell(cell) }
    }

    private func dequeueCell(forRow row: Int) -> Int {
        let prototypeIndex = rows[row].prototype
        let identifier = prototypes.indices.contains(Int(prototypeIndex)) ? prototypes[Int(prototypeIndex)].reuseIdentifier : ""
        return reuse.dequeue(reuseIdentifier: identifier, prototype: prototypeIndex) { index in
            guard let scene, prototypes.indices.contains(Int(index)) else { return 0 }
            return prototypes[Int(index)].constraintCount(in: scene)
        }
    }

    /// A row on screen: where it is, its height, and the cell showing it.
    public struct VisibleRow: Hashable, Sendable {
        public let indexPath: IndexPath
        public let frame: Rect
        public let cell: Int
        public let prototype: String
    }

    /// `indexPathsForVisibleRows` with their frames and cells.
    public var visibleRows: [VisibleRow] {
        let visibleCells = reuse.visibleCells
        return visibleCells.keys.sorted().compactMap { global in
            guard let path = indexPath(ofRow: global), let frame = rectForRow(at: path), let cell = visibleCells[global] else { return nil }
            let prototype = prototypes.indices.contains(Int(rows[global].prototype)) ? prototypes[Int(rows[global].prototype)].name : "?"
            return VisibleRow(indexPath: path, frame: frame, cell: cell, prototype: prototype)
        }
    }

    public var reuseStatistics: ReuseStatistics {
        return reuse.statistics
    }

    /// Cells waiting in reuse pools, per identifier.
    public var pooledCells: [(identifier: String, count: Int)] {
        return reuse.pooled.map { (identifier: $0.0, count: $0.1) }
    }

    public var cellCount: Int { reuse.cells.count }
}
