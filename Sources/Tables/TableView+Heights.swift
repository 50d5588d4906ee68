public import Layout

extension TableView {
    /// Brings heights, decorations and visible cells up to date with the table's width, the
    /// Dynamic Type scale and the rows. Cheap when nothing changed.
    func sync() {
        guard !isSyncing, let scene else { return }
        isSyncing = true
        defer { isSyncing = false }
        // The section index narrows every content view: a new index width is a new width.
        // So does the safe area the content views keep out of (a phone turned to landscape).
        let safe = contentSafeAreaInsets
        let key = (width: frame.width - sectionIndexWidthNow - safe.left - safe.right, textScale: scene.textSizeScale)
        if sectionIndexWidthInUse != sectionIndexWidthNow { sectionIndexWidthInUse = sectionIndexWidthNow }
        if rowHeights.useCacheKey(key) { needsRebuild = true }
        if needsRebuild {
            needsRebuild = false
            rebuildHeights()
        }
        placeHeaderAndFooter()
        updateVisibleRows()
        // Section views fitted on their way into view moved what is below them.
        placeHeaderAndFooter()
        // Content that shrank under the offset (Dynamic Type, hidden rows) pulls the offset back.
        let highest = verticalOffsetRange.upperBound
        if contentOffset.y > highest {
            contentOffset.y = highest
            updateVisibleRows()
        }
        // A layout pass started by this sync (reading the frame) could not sync, so the
        // self-sizing table's intrinsic height may lag the heights just rebuilt: update it.
        contentSizeDidChange()
    }

    /// Every row's current height, measuring up front the rows that have no estimate.
    private func rebuildHeights() {
        rows.rebuildSectionStarts()
        rowHeights.matchMeasurements(toRowCount: rows.count)
        var values = [Double](repeating: 0, count: rows.count)
        for index in rows.indices {
            values[index] = currentHeight(ofRow: index, measuringIfNeeded: true)
            // Measuring every row (no estimate) can take long: count it for the shell's
            // progress line, and stop at Ctrl-C (the interpreter rolls the line back).
            if index % 256 == 0, Cancellation.progress(index, of: rows.count) { break }
        }
        rowHeights.replaceIndex(HeightIndex(values))
        rebuildDecorations()
    }

    func rebuildDecorations() {
        fitSectionViews()
        headerHeightInUse = tableHeaderView?.storedFrame.height ?? 0
        footerHeightInUse = tableFooterView?.storedFrame.height ?? 0
        sectionViews.setDecorations(top: tableHeaderHeight, sectionCount: sections.count) { section in
            (headerHeight(of: section), footerHeight(of: section))
        }
    }

    /// The height a row has now: given by the data source, fixed, measured (cached) or
    /// estimated; a row with none of those is measured.
    func currentHeight(ofRow index: Int, measuringIfNeeded: Bool) -> Double {
        guard rows.indices.contains(index) else { return 0 }
        let row = rows[index]
        if !row.explicitHeight.isNaN { return max(0, row.explicitHeight) }
        if case .fixed(let height) = rowHeights.rowHeight { return max(0, height) }
        if let cached = rowHeights.cachedHeight(ofRow: index) { return cached }
        if let estimate = rowHeights.estimate(of: row) { return estimate }
        return measuringIfNeeded ? measure(row: index) : 0
    }

    /// Whether the row's height comes from measuring its cell.
    func isSelfSizing(_ index: Int) -> Bool {
        guard rows.indices.contains(index), rows[index].explicitHeight.isNaN else { return false }
        return rowHeights.rowHeight == .automatic
    }

    /// The separator below each row: one pixel.
    var separatorHeight: Double {
        separatorStyle == .none ? 0 : 1 / (scene?.screen.scale ?? 2)
    }

    /// Fits the row's prototype, showing the row's texts, at the table's width (required)
    /// and the smallest height (fitting-size level), plus the separator; caches the result.
    @discardableResult
    func measure(row index: Int) -> Double {
        guard let scene, rows.indices.contains(index), prototypes.indices.contains(Int(rows[index].prototype)) else { return 0 }
        let prototype = prototypes[Int(rows[index].prototype)]
        let height: Double
        if prototype.constraintCount(in: scene) == 0 {
            // Without constraints a cell cannot size itself; UIKit falls back to the default row.
            height = Self.defaultRowHeight
        } else {
            // The row's texts go in inside a query, so the journal puts the prototype's back
            // as they were (setting them back would measure each label once more).
            let size = scene.reading {
                for label in prototype.labels {
                    if let text = text(ofRow: index, label: label.name), text != label.text { label.text = text }
                }
                // A content view that preserves its cell's margins is measured with the ones
                // it will have in the cell (Scene+Margins): the cell's, less how far in it sits.
                let span = contentSpan(ofRow: index)
                scene.preserveMargins(
                    of: prototype.contentView, from: Self.cellLayoutMargins(on: scene.screen),
                    distances: EdgeInsets(left: span.x, right: frame.width - span.x - span.width)
                )
                return scene.systemLayoutSizeFitting(
                    prototype.contentView, target: Size(width: span.width, height: 0),
                    horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel,
                    layingOutLabels: true, cache: prototype.fittingCache
                )
            }
            if size.height == 0 {
                // Constraints that let the content view collapse: UIKit takes it for a
                // mistake, says so once, and uses the standard height.
                if !rowHeights.hasWarnedOfZeroHeight {
                    rowHeights.hasWarnedOfZeroHeight = true
                    scene.warn("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view "
                        + "cell's content view. We're considering the collapse unintentional and using standard height instead. "
                        + "Cell: <UITableViewCell \(name) row \(indexPath(ofRow: index).map(\.description) ?? "?")>")
                }
                height = Self.defaultRowHeight
            } else {
                height = size.height + separatorHeight
            }
        }
        rowHeights.statistics.measurements += 1
        rowHeights.setMeasured(height, ofRow: index)
        return height
    }

    static let defaultRowHeight = 44.0

    /// The text a row gives a label: its own, or its template's with `{n}` and `{words:A-B}`
    /// filled in; nil when the row says nothing for that label.
    public func text(ofRow index: Int, label: String) -> String? {
        rows.text(ofRow: index, label: label)
    }

    // MARK: Geometry

    /// The header's height as the table last read it: when the header was assigned or the
    /// table rebuilt its layout (reload, updates, rows inserted or removed, a new width).
    /// Resizing the header's frame alone does not move the rows: UIKit's
    /// `tableHeaderView` "respects only the height of your view's frame" as it was then,
    /// which is why the known workaround assigns the header again after resizing it.
    var tableHeaderHeight: Double { headerHeightInUse }
    var tableFooterHeight: Double { footerHeightInUse }

    /// Section header height: the fixed `sectionHeaderHeight`, else the style's default: a
    /// plain table shows 28 pt for a titled header and nothing for an untitled one; a grouped
    /// table 38 pt titled and 18 pt untitled (UIKit's figures vary by version; these are
    /// the model's, documented here).
    /// A fixed `sectionHeaderHeight` if set; else (UIKit's `automaticDimension`, the default
    /// since iOS 11) a header view's fitted height (its estimate until its section has been in
    /// view, when `estimatedSectionHeaderHeight` is not 0), or the style's height for a title.
    public func headerHeight(of section: Int) -> Double {
        sectionViews.height(.header, of: section, styleHeight: defaultDecorationHeight(titled: sections[safe: section]?.headerTitle != nil))
    }

    public func footerHeight(of section: Int) -> Double {
        sectionViews.height(.footer, of: section, styleHeight: defaultDecorationHeight(titled: sections[safe: section]?.footerTitle != nil))
    }

    private func defaultDecorationHeight(titled: Bool) -> Double {
        switch style {
        case .plain: titled ? 28 : 0
        case .grouped: titled ? 38 : 18
        }
    }

    /// Every section's header and footer.
    var sectionDecorationsHeight: Double {
        sections.indices.reduce(0.0) { $0 + headerHeight(of: $1) + footerHeight(of: $1) }
    }

    /// The table's content: its header, every section with its rows, and its footer.
    func tableContentSize() -> Size {
        return Size(width: frame.width, height: tableHeaderHeight + sectionDecorationsHeight + rowHeights.index.total + tableFooterHeight)
    }

    /// The global index of a row, nil when it does not exist.
    public func globalRow(_ path: IndexPath) -> Int? {
        rows.globalRow(path)
    }

    func startOfSection(_ section: Int) -> Int {
        rows.startOfSection(section)
    }

    public func indexPath(ofRow global: Int) -> IndexPath? {
        rows.indexPath(ofRow: global)
    }

    /// The top of a row in content coordinates.
    func top(ofRow global: Int, section: Int) -> Double {
        sectionViews.decoration(above: section) + rowHeights.index.offset(of: global)
    }

    /// The row's frame in the table's content, as `rectForRow(at:)` gives it.
    public func rectForRow(at path: IndexPath) -> Rect? {
        // Rows added since the last layout have no place yet: the table learns them at the
        // next layout pass, as UIKit's does (a read never lays out).
        guard let global = globalRow(path), rowHeights.index.heights.indices.contains(global) else { return nil }
        return Rect(x: 0, y: top(ofRow: global, section: path.section), width: frame.width, height: rowHeights.index.heights[global])
    }

    /// The row at a content offset (`indexPathForRow(at:)`), in O(log sections + log rows).
    /// A point in a section header or footer, in the table header or footer, or past the
    /// content is in no row: nil, as UIKit's `indexPathForRow(at:)` answers ("nil if the point
    /// is outside of any row in the table view").
    public func indexPathForRow(atY y: Double) -> IndexPath? {
        guard let global = row(atY: y), let path = indexPath(ofRow: global) else { return nil }
        let top = self.top(ofRow: global, section: path.section)
        guard y >= top, y < top + rowHeights.index.heights[global] else { return nil }
        return path
    }

    /// The global row whose span holds `y`; a point in a header or footer gives the nearest
    /// row after it (or the last row).
    func row(atY y: Double) -> Int? {
        guard !rows.isEmpty else { return nil }
        // The last section whose rows start at or above y.
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if top(ofRow: startOfSection(middle), section: middle) <= y { low = middle } else { high = middle - 1 }
        }
        var section = low
        while section < sections.count - 1 && sections[section].rowCount == 0 { section += 1 }
        let start = startOfSection(section)
        let count = sections[section].rowCount
        guard count > 0 else { return rows.count - 1 }
        let local = y - sectionViews.decoration(above: section)
        guard let found = rowHeights.index.row(containing: local) else { return nil }
        return min(max(found, start), start + count - 1)
    }

    /// Header and footer views take the table's width; the header sits at the top, the footer
    /// under the last section. Their heights stay what their frames say.
    private func placeHeaderAndFooter() {
        let width = frame.width
        if let header = tableHeaderView, header.superview === self {
            let wanted = Rect(x: 0, y: 0, width: width, height: header.storedFrame.height)
            if header.storedFrame != wanted { header.frame = wanted }
        }
        if let footer = tableFooterView, footer.superview === self {
            let y = tableHeaderHeight + sectionDecorationsHeight + rowHeights.index.total
            let wanted = Rect(x: 0, y: y, width: width, height: footer.storedFrame.height)
            if footer.storedFrame != wanted { footer.frame = wanted }
        }
        placeSectionViews()
    }
}
