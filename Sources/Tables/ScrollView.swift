public import Layout

/// `UIScrollView`: a view that shows part of a larger content area and scrolls over it.
///
/// The content size is what the user set, except in an axis where constraints between the
/// scroll view and its descendants determine the content area (see `hasScrollableContentArea`):
/// there it comes from layout, as with Auto Layout in a scroll view (TN2154). Scrolling moves
/// the bounds origin (`contentOffset`); subviews keep their frames in content coordinates.
open class ScrollView: View {
    override open var className: String { "UIScrollView" }

    override open var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("contentOffset", "\(contentOffset)"), SnapshotAttribute("contentInset", "\(contentInset)"),
            SnapshotAttribute("assignedContentSize", "\(assignedContentSize)"),
            SnapshotAttribute("scrollEnabled", "\(isScrollEnabled)"),
        ]
    }
    override open var hasScrollableContentArea: Bool { true }

    /// A copy (a scroll view in a prototype cell) scrolls as the original does: its content
    /// size as set, offset, insets and their adjustment, bouncing, scrolling, and sizing to
    /// its content.
    override open func makeCopy(named name: String) -> View? {
        guard type(of: self) == ScrollView.self else { return nil }
        let copy = ScrollView(name: name)
        copyProperties(to: copy)
        copy.assignedContentSize = assignedContentSize
        copy.contentOffset = contentOffset
        copy.contentInset = contentInset
        copy.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        copy.bounces = bounces
        copy.alwaysBounceVertical = alwaysBounceVertical
        copy.alwaysBounceHorizontal = alwaysBounceHorizontal
        copy.isScrollEnabled = isScrollEnabled
        copy.sizesToContent = sizesToContent
        copy.maximumIntrinsicHeight = maximumIntrinsicHeight
        return copy
    }

    /// The content size set by the user (`contentSize = ...`), used in axes that constraints
    /// do not determine.
    @Journaled public var assignedContentSize = Size.zero {
        didSet { contentSizeDidChange() }
    }

    /// The bounds origin: which part of the content shows at the top left. A scroll lays
    /// out again when views may hang on the `frameLayoutGuide`, which sits at the offset, as
    /// UIKit's scroll view lays out on every scroll, so they stay put on screen.
    @Journaled public var contentOffset = Point.zero {
        didSet {
            if oldValue != contentOffset, layoutGuides.contains(where: { $0.role == .frame }) { scene?.setNeedsLayout() }
        }
    }
    override open var boundsOrigin: Point { contentOffset }
    @Journaled public var contentInset = EdgeInsets.zero
    /// A change moves the insets, and with them the top of the offset range: lay out again.
    @Journaled public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { scene?.setNeedsLayout() }
    }
    @Journaled public var bounces = true
    @Journaled public var alwaysBounceVertical = false
    @Journaled public var alwaysBounceHorizontal = false
    @Journaled public var isScrollEnabled = true

    /// The self-sizing scroll view of the intrinsic-height seed: when on, the intrinsic
    /// height is the content height (`intrinsicContentSize = contentSize`), capped at
    /// ``maximumIntrinsicHeight``; past the cap, scrolling turns on, below it off.
    @Journaled public var sizesToContent = false {
        didSet { contentSizeDidChange() }
    }

    /// The height past which a view that sizes to its content stops growing and scrolls.
    @Journaled public var maximumIntrinsicHeight: Double? {
        didSet { contentSizeDidChange() }
    }

    /// The intrinsic height the engine was last given (nil: none, the view does not size to
    /// its content). Compared with the height now, so a change of the content, of the cap or
    /// of `sizesToContent` itself reaches the engine, and nothing else does.
    @Journaled private var appliedIntrinsicHeight: Double?

    override open var intrinsicContentSize: Size {
        guard sizesToContent else { return super.intrinsicContentSize }
        let height = contentSize.height
        return Size(width: View.noIntrinsicMetric, height: maximumIntrinsicHeight.map { min(height, $0) } ?? height)
    }

    override open var observesLayout: Bool { true }

    override open func didLayout() {
        keepOffsetAtTopOfRange()
        contentSizeDidChange()
    }

    /// The adjusted top inset the offset was last measured against (0 before any layout,
    /// when the view has no safe area yet).
    @Journaled private var adjustedTopInsetInUse = 0.0

    /// A scroll view resting at the top of its range stays there when the adjusted top inset
    /// changes: so a scroll view starts at `-adjustedContentInset.top` once the safe area
    /// reaches it in its first layout (-44 under the notch), as UIKit's do. Evidence: Stack
    /// Overflow question 23435254 logs `offset y = -64.000000` with `inset top = 64` in
    /// `viewDidAppear` under a navigation bar. An offset anywhere else is left where it is.
    func keepOffsetAtTopOfRange() {
        let top = adjustedContentInset.top
        guard top != adjustedTopInsetInUse else { return }
        let wasAtTop = contentOffset.y == -adjustedTopInsetInUse
        adjustedTopInsetInUse = top
        guard wasAtTop else { return }
        contentOffset.y = -top
        didScroll()
    }

    /// Keeps the intrinsic size (and, with a maximum, `isScrollEnabled`) in step with the
    /// content, as the seed's `contentSize didSet { invalidateIntrinsicContentSize() }` does.
    public func contentSizeDidChange() {
        guard sizesToContent else {
            // Turned off: the content-size constraints made from the content go with it.
            if appliedIntrinsicHeight != nil {
                appliedIntrinsicHeight = nil
                invalidateIntrinsicContentSize()
            }
            return
        }
        if let maximum = maximumIntrinsicHeight { isScrollEnabled = storedContentSize().height > maximum }
        let height = intrinsicContentSize.height
        guard appliedIntrinsicHeight != height else { return }
        appliedIntrinsicHeight = height
        invalidateIntrinsicContentSize()
    }

    /// Brings what depends on the content up to date now, as a layout pass would (a table
    /// measures the rows that came into view and keeps its offset in range): for commands
    /// that act on the current content within a turn. Reading never calls it: reads see the
    /// state the last layout left, as in UIKit.
    open func updateContent() {}

    /// The size of the scrollable content.
    public var contentSize: Size {
        storedContentSize()
    }

    /// The content size without triggering a layout pass from inside one: subclasses that
    /// compute their content (tables) override this.
    open func storedContentSize() -> Size {
        guard let scene else { return assignedContentSize }
        let constrained = scene.scrollableContentSize(of: self)
        return Size(width: constrained.width ?? assignedContentSize.width, height: constrained.height ?? assignedContentSize.height)
    }

    /// The part of the screen's safe area this view overlaps: zero when it is not in a window
    /// (``Scene/safeAreaInsets(of:)``, the rule every view's safe area follows).
    public var safeAreaInsets: EdgeInsets {
        scene?.safeAreaInsets(of: self) ?? .zero
    }

    /// `contentInset` plus the safe-area insets that the adjustment behaviour adds.
    public var adjustedContentInset: EdgeInsets {
        adjustedContentInset(forContentSize: contentSize)
    }

    /// ``adjustedContentInset`` were the content `size` (whether it scrolls decides which
    /// insets the adjustment behaviour adds).
    public func adjustedContentInset(forContentSize size: Size) -> EdgeInsets {
        let safe = safeAreaInsets
        let bounds = frame.size
        let adjusts = contentInsetAdjustmentBehavior.adjusts(
            verticallyScrollable: size.height > bounds.height || alwaysBounceVertical,
            horizontallyScrollable: size.width > bounds.width || alwaysBounceHorizontal
        )
        var inset = contentInset
        if adjusts.vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if adjusts.horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The offsets the user can scroll between, vertically: from `-adjustedContentInset.top`
    /// to where the content's end (plus the bottom inset) meets the bottom of the view.
    public var verticalOffsetRange: ClosedRange<Double> {
        verticalOffsetRange(forContentSize: contentSize)
    }

    /// ``verticalOffsetRange`` were the content `size`.
    func verticalOffsetRange(forContentSize size: Size) -> ClosedRange<Double> {
        let inset = adjustedContentInset(forContentSize: size)
        return offsetRange(lowest: -inset.top, highest: size.height + inset.bottom - frame.height)
    }

    public var horizontalOffsetRange: ClosedRange<Double> {
        let inset = adjustedContentInset
        return offsetRange(lowest: -inset.left, highest: contentSize.width + inset.right - frame.width)
    }

    /// Offsets are on the pixel grid, as the bounds they move are: a content longer than the
    /// view by rounding noise (73.6666666667 x 3 rows against 221) does not scroll.
    private func offsetRange(lowest: Double, highest: Double) -> ClosedRange<Double> {
        let scale = scene?.screen.scale ?? 2
        let low = PixelGrid.round(lowest, scale: scale), high = PixelGrid.round(highest, scale: scale)
        return low...max(low, high)
    }

    /// How far the content scrolls vertically, in points (0 when it all shows).
    public var verticalScrollDistance: Double {
        verticalOffsetRange.upperBound - verticalOffsetRange.lowerBound
    }

    /// Whether a vertical drag scrolls the content.
    public var canScrollVertically: Bool {
        isScrollEnabled && verticalScrollDistance > 0
    }

    /// Whether a vertical drag moves anything: it scrolls, or it bounces past an edge.
    public var respondsToVerticalDrag: Bool {
        isScrollEnabled && (verticalScrollDistance > 0 || (bounces && alwaysBounceVertical))
    }

    /// The vertical scroll indicator for the current offset, nil when there is nothing to scroll.
    public var verticalIndicator: ScrollIndicator? {
        verticalIndicator(contentSize: contentSize, offset: contentOffset)
    }

    /// The vertical scroll indicator were the content `size` scrolled to `offset`: what is on
    /// screen while an animation moves them (the presentation's content size and offset).
    public func verticalIndicator(contentSize size: Size, offset: Point) -> ScrollIndicator? {
        ScrollIndicator.vertical(
            viewHeight: frame.height, contentHeight: size.height, inset: adjustedContentInset(forContentSize: size),
            offset: offset.y, range: verticalOffsetRange(forContentSize: size)
        )
    }

    /// Scrolls to the end of the content, aiming again while what comes into view moves the
    /// end (a table's rows, taller or shorter than their estimates).
    public func scrollToBottom() {
        for _ in 0..<32 {
            let bottom = verticalOffsetRange.upperBound
            if bottom == contentOffset.y { break }
            scroll(toY: bottom)
        }
    }

    /// Scrolls as a user would: the offset is kept within ``verticalOffsetRange``.
    public func scroll(toY y: Double) {
        let range = verticalOffsetRange
        contentOffset.y = min(max(y, range.lowerBound), range.upperBound)
        didScroll()
    }

    /// Called after the offset changed: tables bring rows into view here.
    open func didScroll() {}
}
