public import Layout

/// `UITableView`: sections of rows shown by cells made from prototypes, scrolling over a
/// content height that is the sum of row heights, measured or estimated.
///
/// The table follows UIKit's self-sizing flow: with `rowHeight = automatic` and an estimate,
/// a row is measured (its prototype's content view fitted at the table's width) only when it
/// is about to become visible, and the content size is corrected as estimates turn into
/// heights; with no estimate (`estimatedRowHeight = 0`) every row is measured up front.
/// Heights come from a Fenwick tree, so the offset of a row and the row at an offset cost
/// O(log n) however many rows there are.
///
/// Heights given by the data source (`heightForRowAt`, per-row estimates) are read when rows
/// are inserted, on `endUpdates` and on reloads, as UIKit reads them: changing what the data
/// source returns does nothing until the table asks again.
public final class TableView: ScrollView {
    public enum Style: String, CaseIterable, Sendable {
        case plain, grouped
    }

    public enum SeparatorStyle: String, CaseIterable, Sendable {
        case singleLine, none
    }

    public let style: Style

    // MARK: The owners of the table's state
    //
    // Each is a journaled object of its own sharing the scene's journal (as the scene's
    // `Timeline` does); the table composes them and keeps UIKit's API over them.

    /// Sections, rows and their data-source heights.
    let rows = TableRows()
    /// `rowHeight`, `estimatedRowHeight`, the cache of measured heights and the height index.
    let rowHeights = RowHeights()
    /// Visible cells and the reuse pools.
    let reuse = CellReuse<TableViewCell>()
    /// Section header and footer views and heights.
    let sectionViews = SectionViews()
    /// Editing mode.
    let editing = TableEditing()

    override public func journalDidChange() {
        rows.journal = journal
        rowHeights.journal = journal
        reuse.journal = journal
        sectionViews.journal = journal
        editing.journal = journal
    }

    // MARK: The table's own state

    @Journaled public internal(set) var prototypes: [Prototype] = []
    @Journaled public var separatorStyle = SeparatorStyle.singleLine {
        didSet { invalidateAllHeights() }
    }
    /// `separatorInset` as the app set it; nil is the release's default (``separatorInset``).
    @Journaled public var customSeparatorInset: EdgeInsets?
    /// `insetsContentViewsToSafeArea` (iOS 11, true by default): each cell's content view is
    /// inset by the table's safe area on the left and the right, while the cell spans the
    /// table. Apple: "the table view adjusts the insets of the content view within each of its
    /// cells, headers, and footers on the leading and trailing sides to make the content fit
    /// within the safe area" (`UITableView.insetsContentViewsToSafeArea`; its header: "default
    /// value is YES"). The rows are measured again at the new width.
    @Journaled public var insetsContentViewsToSafeArea = true {
        didSet { if oldValue != insetsContentViewsToSafeArea { invalidateAllHeights() } }
    }
    /// Frame-based, as in UIKit: the table sets their width and position and keeps their height.
    @Journaled public var tableHeaderView: View? {
        didSet { setNeedsSync() }
    }
    @Journaled public var tableFooterView: View? {
        didSet { setNeedsSync() }
    }
    /// The section index's titles and when it shows; set through ``setSectionIndex(_:)``.
    @Journaled public internal(set) var sectionIndex = SectionIndex()
    /// The width the section index took from every content view when the table last synced.
    @Journaled var sectionIndexWidthInUse = 0.0
    /// The table header's and footer's heights as the table last read them (see
    /// ``tableHeaderHeight``).
    @Journaled var headerHeightInUse = 0.0
    @Journaled var footerHeightInUse = 0.0
    @Journaled var needsRebuild = true
    /// Set only while a sync runs (a guard against re-entry), so never part of the state.
    var isSyncing = false

    // MARK: UIKit's properties, kept by the owners

    public var sections: [TableSection] { rows.sections }

    public var rowHeight: RowHeight {
        get { rowHeights.rowHeight }
        set {
            rowHeights.rowHeight = newValue
            invalidateAllHeights()
        }
    }
    /// 0 means no estimates: every row is measured up front. UIKit's own automatic estimate is
    /// undocumented; this model starts at 44, the row height tables have always defaulted to.
    public var estimatedRowHeight: Double {
        get { rowHeights.estimatedRowHeight }
        set {
            rowHeights.estimatedRowHeight = newValue
            invalidateAllHeights()
        }
    }
    public var cacheStatistics: CacheStatistics { rowHeights.statistics }

    /// Fixed section header and footer heights; nil uses the style's default (see
    /// ``headerHeight(of:)``).
    public var sectionHeaderHeight: Double? {
        get { sectionViews.headerHeight }
        set {
            sectionViews.headerHeight = newValue
            setNeedsSync()
        }
    }
    public var sectionFooterHeight: Double? {
        get { sectionViews.footerHeight }
        set {
            sectionViews.footerHeight = newValue
            setNeedsSync()
        }
    }
    /// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight`: the height a header or
    /// footer view counts for until its section comes into view and the view is fitted there
    /// (``fitSectionViewIfInView(_:of:bottom:)``). UIKit's default is
    /// `automaticDimension`, an estimate UIKit picks and does not document; 0 "disables
    /// estimated heights" (Apple's documentation of `estimatedSectionHeaderHeight`). The model
    /// starts at 0, fitting every header and footer view up front, so a table's content size
    /// is exact from the start unless an estimate is set (a departure, chosen because the
    /// automatic value is unknown).
    public var estimatedSectionHeaderHeight: Double {
        get { sectionViews.estimatedHeaderHeight }
        set {
            sectionViews.estimatedHeaderHeight = newValue
            setNeedsSync()
        }
    }
    public var estimatedSectionFooterHeight: Double {
        get { sectionViews.estimatedFooterHeight }
        set {
            sectionViews.estimatedFooterHeight = newValue
            setNeedsSync()
        }
    }
    /// Section header and footer views (`viewForHeaderInSection`/`viewForFooterInSection`),
    /// by section; each is a subview of the table, placed above or below its section's rows.
    public var sectionHeaderViews: [Int: View] { sectionViews.headerViews }
    public var sectionFooterViews: [Int: View] { sectionViews.footerViews }

    /// Editing mode (`isEditing`); set through ``setEditing(_:)``.
    public var isEditing: Bool { editing.isEditing }

    public init(name: String, style: Style = .plain, frame: Rect = .zero) {
        self.style = style
        super.init(name: name, frame: frame)
        // Tables bounce even when their rows all fit (the intrinsic-height seed's problem 2).
        alwaysBounceVertical = true
    }

    override public var className: String { "UITableView" }

    /// The rows with their heights and where each comes from, the visible rows, and the
    /// cache and reuse counters.
    override public var snapshotAttributes: [SnapshotAttribute] {
        let heights = rowHeights.index.heights
        let rowsText = rows.indices.map { index in
            let row = rows[index]
            return "\(heights.indices.contains(index) ? heights[index] : -1)/\(row.explicitHeight)/\(row.estimatedHeight)/\(row.texts.sorted { $0.key < $1.key })"
                + (row.isEditable ? "" : "/not editable")
        }.joined(separator: ";")
        return super.snapshotAttributes + [
            SnapshotAttribute("rows", rowsText),
            SnapshotAttribute("visible", reuse.visibleCells.keys.sorted().map(String.init).joined(separator: ",")),
            SnapshotAttribute("cache", "\(cacheStatistics)"), SnapshotAttribute("reuse", "\(reuse.statistics)"),
            SnapshotAttribute("rowHeight", "\(rowHeight)"), SnapshotAttribute("estimatedRowHeight", "\(estimatedRowHeight)"),
        ] + (sectionIndex == SectionIndex() ? [] : [SnapshotAttribute("sectionIndex", "\(sectionIndex.titles) from \(sectionIndex.minimumDisplayRowCount) rows")])
            + (isEditing ? [SnapshotAttribute("editing", "true")] : [])
    }

    override public func storedContentSize() -> Size {
        tableContentSize()
    }

    override public func updateContent() {
        sync()
    }

    override public func didLayout() {
        sync()
        super.didLayout()
    }

    override public func didScroll() {
        sync()
        // Rows measured on the way in may have shortened the content: stay within range.
        let range = verticalOffsetRange
        if contentOffset.y > range.upperBound {
            contentOffset.y = range.upperBound
            sync()
        }
    }

    func setNeedsSync() {
        needsRebuild = true
        scene?.setNeedsLayout()
    }

    /// Every measured height is dropped (row height, estimate or separator changed).
    func invalidateAllHeights() {
        rowHeights.invalidateAll()
        setNeedsSync()
    }

    public struct CacheStatistics: Hashable, Sendable {
        /// Rows measured (a cell fitted at the table's width).
        public var measurements = 0
        /// Rows shown with a height already in the cache.
        public var hits = 0
        /// Times the whole cache was dropped (width, Dynamic Type, row height settings).
        public var invalidations = 0
    }
}

