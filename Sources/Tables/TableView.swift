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
    @Journaled public internal(set) var sections: [TableSection] = []
    /// Per-row data; changed only through ``setRow(_:at:)`` and its neighbours (element by
    /// element in the journal), never as a whole value.
    var rows: [TableRow] = []
    @Journaled public internal(set) var prototypes: [Prototype] = []
    /// Text templates of generated rows: label name to template.
    @Journaled var templates: [[String: String]] = []

    @Journaled public var rowHeight = RowHeight.automatic {
        didSet { invalidateAllHeights() }
    }
    /// 0 means no estimates: every row is measured up front. UIKit's own automatic estimate is
    /// undocumented; this model starts at 44, the row height tables have always defaulted to.
    @Journaled public var estimatedRowHeight = 44.0 {
        didSet { invalidateAllHeights() }
    }
    @Journaled public var separatorStyle = SeparatorStyle.singleLine {
        didSet { invalidateAllHeights() }
    }
    /// Fixed section header and footer heights; nil uses the style's default (see
    /// ``headerHeight(of:)``).
    @Journaled public var sectionHeaderHeight: Double? {
        didSet { setNeedsSync() }
    }
    @Journaled public var sectionFooterHeight: Double? {
        didSet { setNeedsSync() }
    }
    /// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight`: the height a header or
    /// footer view counts for until its section comes into view and the view is fitted there
    /// (``fitSectionViewsInView(from:through:anchor:bottom:)``). UIKit's default is
    /// `automaticDimension`, an estimate UIKit picks and does not document; 0 "disables
    /// estimated heights" (Apple's documentation of `estimatedSectionHeaderHeight`). The model
    /// starts at 0, fitting every header and footer view up front, so a table's content size
    /// is exact from the start unless an estimate is set (a departure, chosen because the
    /// automatic value is unknown).
    @Journaled public var estimatedSectionHeaderHeight = 0.0 {
        didSet { setNeedsSync() }
    }
    @Journaled public var estimatedSectionFooterHeight = 0.0 {
        didSet { setNeedsSync() }
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
    /// Editing mode (`isEditing`); set through ``setEditing(_:)``.
    @Journaled public internal(set) var isEditing = false

    /// Section header and footer views (`viewForHeaderInSection`/`viewForFooterInSection`),
    /// by section; each is a subview of the table, placed above or below its section's rows.
    @Journaled public internal(set) var sectionHeaderViews: [Int: View] = [:]
    @Journaled public internal(set) var sectionFooterViews: [Int: View] = [:]
    /// Their fitted heights (self-sizing): all of them when the table rebuilds its layout
    /// without an estimate; with one, those whose sections came into view, kept until the
    /// cache generation changes (width, Dynamic Type, `reload`) or the view is replaced.
    @Journaled var fittedHeaderHeights: [Int: Double] = [:]
    @Journaled var fittedFooterHeights: [Int: Double] = [:]
    /// The cache generation the lazily fitted heights above belong to.
    @Journaled var fittedSectionViewsGeneration: UInt32 = 0

    // MARK: Heights and their cache

    /// The heights the table uses now (measured, estimated or given), indexed by global row.
    var heights = HeightIndex()
    /// Measured heights by global row (NaN: never measured), valid when their generation
    /// is the current one.
    var measured: [Double] = []
    var measuredGeneration: [UInt32] = []
    @Journaled var generation: UInt32 = 1
    /// What the cache was computed for: the table's width and the Dynamic Type scale.
    @Journaled var cacheKey: (width: Double, textScale: Double)?
    /// The width the section index took from every content view when the table last synced.
    @Journaled var sectionIndexWidthInUse = 0.0
    @Journaled public internal(set) var cacheStatistics = CacheStatistics()
    /// Sections' header/footer heights above each section's first row (and the table header).
    @Journaled var decorationAbove: [Double] = []
    @Journaled var sectionStarts: [Int] = [0]
    @Journaled var needsRebuild = true
    /// Whether the zero-height warning was logged (UIKit logs it once).
    @Journaled var hasWarnedOfZeroHeight = false
    @Journaled var headerHeightInUse = 0.0
    /// Data-source heights set since the table last asked, by global row.
    @Journaled var pendingHeights: [Int: PendingHeight] = [:]
    @Journaled var footerHeightInUse = 0.0
    /// Set only while a sync runs (a guard against re-entry), so never part of the state.
    var isSyncing = false

    // MARK: Cells

    /// The rows on screen and the cell showing each, by global row.
    @Journaled var visibleCells: [Int: Int] = [:]
    @Journaled var reuse = CellReuse()

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
        let rowsText = rows.indices.map { index in
            let row = rows[index]
            return "\(heights.heights.indices.contains(index) ? heights.heights[index] : -1)/\(row.explicitHeight)/\(row.estimatedHeight)/\(row.texts.sorted { $0.key < $1.key })"
                + (row.isEditable ? "" : "/not editable")
        }.joined(separator: ";")
        return super.snapshotAttributes + [
            SnapshotAttribute("rows", rowsText),
            SnapshotAttribute("visible", visibleCells.keys.sorted().map(String.init).joined(separator: ",")),
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
        generation &+= 1
        cacheStatistics.invalidations += 1
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
