public import Layout

/// `UICollectionViewFlowLayout`'s properties, with UIKit's defaults (Apple's documentation of
/// each: `itemSize` "(50.0, 50.0)", both spacings 10, `sectionInset` all 0, `estimatedItemSize`
/// `.zero`, header and footer reference sizes (0, 0), `sectionInsetReference`
/// `.fromContentInset`; `scrollDirection` `.vertical`, the default Interface Builder writes).
public struct FlowLayout: Equatable, Sendable {
    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = EstimatedItemSize.none
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = EdgeInsets.zero
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    public var scrollDirection = ScrollDirection.vertical
    /// Only the dimension along the scroll direction counts: "for the vertical scrolling
    /// direction, the layout object uses the height value ... If the size in the appropriate
    /// scrolling dimension is 0, no header is added" (Apple, `headerReferenceSize`).
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero

    public init() {}

    /// Whether cells size themselves: `estimatedItemSize` is not zero ("Setting it to any other
    /// value ... causes the collection view to query each cell for its actual size using the
    /// cell's preferredLayoutAttributesFitting(_:) method", Apple, `estimatedItemSize`).
    public var isSelfSizing: Bool { estimatedItemSize != .none }

    /// The size an item counts for until it is measured, or always when cells do not size
    /// themselves. UIKit does not document the estimate `automaticSize` stands for (a
    /// "non-zero, placeholder value"); the model takes `itemSize`, which the flow layout
    /// otherwise ignores when it estimates.
    public var placeholderSize: Size {
        switch estimatedItemSize {
        case .none, .automatic: itemSize
        case .size(let size): size
        }
    }
}

/// `estimatedItemSize`: zero (cells take `itemSize`), `automaticSize`, or a size.
public enum EstimatedItemSize: Hashable, Sendable, CustomStringConvertible {
    case none
    case automatic
    case size(Size)

    public var description: String {
        switch self {
        case .none: "none"
        case .automatic: "automatic"
        case .size(let size): size.description
        }
    }
}

/// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): what the section insets are
/// measured from, at the sides a line runs between.
public enum SectionInsetReference: String, CaseIterable, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
}

/// `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, CaseIterable, Sendable {
    case vertical, horizontal
}
