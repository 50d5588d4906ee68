public import Layout
public import Tables

/// `UICollectionView`: sections of items shown by cells made from prototypes, placed by a flow
/// or compositional layout, scrolling over a content size that is the layout's, measured
/// where items have been seen and estimated elsewhere.
///
/// With self-sizing cells (a flow layout's `estimatedItemSize`, or estimated dimensions in a
/// compositional layout) an item counts as its estimate until it is about to become visible;
/// then its cell is fitted (``preferredSize(ofItem:)``) and the layout corrects the content
/// size, keeping what is on screen where it was (``Tables/ScrollAnchor``). A screen of items
/// costs what its visible items cost: items still at one size are kept as runs of lines
/// (``SectionLines``), so a hundred thousand estimated items are a handful of runs.
///
/// The layout is derived from the model's state (items, sizes measured, layout settings, the
/// collection's geometry): it is kept in a cache stamped with the state it was built for, and
/// built again when the stamp no longer matches (after `undo`, a rollback, or a change that is
/// not applied in place).
public final class CollectionView: ScrollView {
    // MARK: The owners of the collection's state

    let items = CollectionItems()
    let sizes = ItemSizes()
    let reuse = CellReuse<CollectionViewCell>()

    override public func journalDidChange() {
        items.journal = journal
        sizes.journal = journal
        reuse.journal = journal
    }

    @Journaled public internal(set) var prototypes: [CollectionPrototype] = []
    /// `collectionViewLayout`.
    @Journaled public internal(set) var layout: CollectionLayout {
        didSet { invalidateLayout(dropMeasurements: true) }
    }
    @Journaled public var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// How far each orthogonally scrolling section is scrolled, by section.
    @Journaled public internal(set) var orthogonalOffsets: [Int: Double] = [:]

    /// What the measurements were made for (a new width or text size drops them), and what
    /// the prototypes held then (an edited prototype drops them too).
    @Journaled var measurementKey: MeasurementKey?
    @Journaled var measuredPrototypeSignatures: [String] = []
    /// The state the layout cache must have been built for (see the type's discussion).
    @Journaled var layoutStamp: UInt64 = 1
    /// Where new stamps come from: never journaled, so a stamp is never given twice, even
    /// after an undo brought an older one back.
    private var stampSource: UInt64 = 1
    /// The layout as last computed (not part of the model: rebuilt from it when stale).
    var cache = CollectionLayoutCache()
    /// Set only while a sync runs (a guard against re-entry), so never part of the state.
    var isSyncing = false
    /// Whether batch updates are being made (``performBatchUpdates(_:)``), and the cells that
    /// left in them, kept from their pools until they end. Never part of the state between
    /// commands.
    var isBatchUpdating = false
    var cellsLeavingInBatch: [Int] = []
    /// The items the running sync measured: shown for the first time, they are no cache hits.
    var measuredInThisPass = Set<Int>()

    public init(name: String, layout: CollectionLayout = .flow(FlowLayout()), frame: Rect = .zero) {
        self.layout = layout
        super.init(name: name, frame: frame)
    }

    override public var className: String { "UICollectionView" }

    /// A collection view in a prototype cell is not copied (the model has no collection
    /// view inside a cell).
    override public func makeCopy(named name: String) -> View? { nil }

    // MARK: UIKit's properties

    public var sections: [CollectionSection] { items.sections }
    public var numberOfItems: Int { items.count }
    public var sizingStatistics: SizingStatistics { sizes.statistics }
    public var reuseStatistics: ReuseStatistics { reuse.statistics }
    public var cellCount: Int { reuse.cells.count }

    /// What self-sizing cost so far.
    public struct SizingStatistics: Hashable, Sendable {
        /// Items measured (a cell fitted).
        public var measurements = 0
        /// Items shown with a size already measured.
        public var hits = 0
        /// Times the measurements made were dropped (width, Dynamic Type, the layout or a
        /// prototype changed, reloadData).
        public var invalidations = 0
    }

    /// The items and their sizes, the visible items, and the reuse counters.
    override public var snapshotAttributes: [SnapshotAttribute] {
        let itemsText = items.indices.map { index -> String in
            let size = sizes.size(ofItem: index).map(\.description) ?? "-"
            let item = items[index]
            return "\(item.prototype)/\(size)/\(item.givenSize?.description ?? "-")/\(item.texts.sorted { $0.key < $1.key })"
        }.joined(separator: ";")
        return super.snapshotAttributes + [
            SnapshotAttribute("layout", "\(layout)"),
            SnapshotAttribute("sections", sections.map { "\($0.itemCount)" }.joined(separator: ",")),
            SnapshotAttribute("items", itemsText),
            SnapshotAttribute("visible", reuse.visibleCells.keys.sorted().map(String.init).joined(separator: ",")),
            SnapshotAttribute("reuse", "\(reuse.statistics)"), SnapshotAttribute("sizing", "\(sizes.statistics)"),
            SnapshotAttribute("selfSizingInvalidation", selfSizingInvalidation.rawValue),
        ] + (orthogonalOffsets.isEmpty ? [] : [SnapshotAttribute("orthogonalOffsets", "\(orthogonalOffsets.sorted { $0.key < $1.key })")])
    }

    override public func storedContentSize() -> Size {
        layoutContentSize()
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
        // Items measured on the way in may have shortened the content: stay within range.
        if layout.scrollsVertically {
            let range = verticalOffsetRange
            if contentOffset.y > range.upperBound {
                contentOffset.y = range.upperBound
                sync()
            }
        } else {
            let range = horizontalOffsetRange
            if contentOffset.x > range.upperBound {
                contentOffset.x = range.upperBound
                sync()
            }
        }
    }

    // MARK: Changing the layout

    /// Sets the layout (`collectionViewLayout`); every measurement is dropped.
    public func setLayout(_ layout: CollectionLayout) {
        self.layout = layout
    }

    /// The layout's state changed in a way the cache does not follow in place: it is built
    /// again at the next layout pass; `dropMeasurements` also forgets what cells measured.
    func invalidateLayout(dropMeasurements: Bool = false) {
        if dropMeasurements { sizes.invalidateAll() }
        layoutStamp = newStamp()
        scene?.setNeedsLayout()
    }

    /// A stamp no state has had.
    func newStamp() -> UInt64 {
        stampSource &+= 1
        return stampSource
    }
}
