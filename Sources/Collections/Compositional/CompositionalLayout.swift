public import Layout

/// `UICollectionViewCompositionalLayout` (iOS 13): sections made of groups made of items and
/// groups, each sized by ``LayoutDimension``s. Definitions are named, as a script builds them
/// one line at a time; a section names its group, a group its subitems.
public struct CompositionalLayout: Equatable, Sendable {
    /// Items and groups, in the order they were defined.
    public private(set) var items: [LayoutItem] = []
    public private(set) var groups: [LayoutGroup] = []
    /// The section every section uses, and those given for one section (a section provider).
    public var section: LayoutSection?
    public var sectionsByIndex: [Int: LayoutSection] = [:]
    /// `UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing` (0 by default).
    public var interSectionSpacing = 0.0

    public init() {}

    /// The deepest groups may nest: a group is an item of its parent, and a definition read
    /// from a script must not recurse without end.
    public static let maximumNesting = 16
    /// The most items one group holds when it repeats its subitems to fill itself (subitems of
    /// no length and no spacing would repeat without end).
    public static let maximumItemsPerGroup = 1000

    public func item(named name: String) -> LayoutItem? { items.first { $0.name == name } }
    public func group(named name: String) -> LayoutGroup? { groups.first { $0.name == name } }

    /// Adds or replaces an item definition.
    public mutating func define(_ item: LayoutItem) {
        if let index = items.firstIndex(where: { $0.name == item.name }) { items[index] = item } else { items.append(item) }
    }

    /// Adds or replaces a group definition.
    public mutating func define(_ group: LayoutGroup) {
        if let index = groups.firstIndex(where: { $0.name == group.name }) { groups[index] = group } else { groups.append(group) }
    }

    /// The section layout of section `index`.
    public func section(_ index: Int) -> LayoutSection? {
        sectionsByIndex[index] ?? section
    }
}

/// `NSCollectionLayoutItem`: a cell's size and `contentInsets` ("The amount of space added
/// around the content of the item to adjust its final size after its position is computed
/// ... ignored for any axis that uses an estimated value for its dimension", Apple).
public struct LayoutItem: Equatable, Sendable {
    public var name: String
    public var size: LayoutSize
    public var contentInsets: EdgeInsets

    public init(name: String, size: LayoutSize, contentInsets: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.contentInsets = contentInsets
    }
}

/// `NSCollectionLayoutGroup`: subitems along a line, horizontal or vertical.
public struct LayoutGroup: Equatable, Sendable {
    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }

    /// How many subitems the group holds.
    public enum Count: Equatable, Sendable {
        /// `horizontal(layoutSize:subitems:)`: the subitems in turn, again and again, as long
        /// as the next fits (a 0.2-wide item makes five a row: Apple's sample code, "Implementing
        /// Modern Collection Views", its grid).
        case fill
        /// `horizontal(layoutSize:subitem:count:)` (iOS 13-16): `count` "equally sized items",
        /// resized so that they and the spacing fill the group (the item's own length ignored).
        case resized(Int)
        /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem `count` times
        /// at its own size ("your responsibility to ensure that the group's layoutSize can fit
        /// count repetitions").
        case repeating(Int)
    }

    public var name: String
    public var axis: Axis
    public var size: LayoutSize
    public var subitems: [String]
    public var count: Count
    /// `interItemSpacing`, as `.fixed(spacing)`.
    public var interItemSpacing: Double

    public init(name: String, axis: Axis, size: LayoutSize, subitems: [String], count: Count = .fill, interItemSpacing: Double = 0) {
        self.name = name
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
    }
}

/// `NSCollectionLayoutSection`: its group, repeated until the items run out.
public struct LayoutSection: Equatable, Sendable {
    public var group: String
    public var contentInsets: EdgeInsets
    public var interGroupSpacing: Double
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var header: BoundaryItem?
    public var footer: BoundaryItem?

    public init(group: String, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none, header: BoundaryItem? = nil, footer: BoundaryItem? = nil) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.header = header
        self.footer = footer
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` for a section's header (`.top`) or footer
/// (`.bottom`). It extends the section's boundary (`extendsBoundary`, true by default), follows
/// the section's content insets at its sides (`supplementariesFollowContentInsets`, "The
/// default value of this property is true", Apple), and, pinned, "is shown while any portion
/// of the section ... is visible" (`pinToVisibleBounds`).
public struct BoundaryItem: Equatable, Sendable {
    public var size: LayoutSize
    public var pinToVisibleBounds: Bool

    public init(size: LayoutSize, pinToVisibleBounds: Bool = false) {
        self.size = size
        self.pinToVisibleBounds = pinToVisibleBounds
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: "Setting any other value [than
/// none] for this property makes the section lay out its content orthogonally to the main
/// layout axis" (Apple). The paging behaviours decide where a scroll of the section comes to
/// rest (``OrthogonalScrollingBehavior/restingOffset(for:group:spacing:container:)``).
public enum OrthogonalScrollingBehavior: String, CaseIterable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
