// A stub of the part of UIKit that `export swift` writes, with UIKit's declarations (names,
// labels, types, optionality, @MainActor on views) and no behaviour: UIKit is not on Linux,
// so the export tests compile the exported code against this module to check that it would
// compile against the real one. Every declaration here follows Apple's UIKit headers
// (UIView.h, NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h, UIStackView.h,
// UILabel.h, UITableView.h, UICollectionView.h, UICollectionViewFlowLayout.h,
// UICollectionViewCompositionalLayout.h); add only what the exporter uses, as UIKit spells it.
@_exported import Foundation

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(rawValue: 1000)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(rawValue: lhs.rawValue - rhs) }
}

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

open class NSLayoutConstraint {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    open var isActive = false
    open var priority = UILayoutPriority.required
    open var identifier: String?
    open var constant: CGFloat = 0

    public init() {}
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init()
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] { [] }
}

open class NSLayoutAnchor<AnchorType: AnyObject> {
    public init() {}
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// The anchors UIView and UILayoutGuide both have (UIKit declares them on each).
@MainActor public protocol LayoutAnchorsStub {}

extension LayoutAnchorsStub {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

@MainActor open class UILayoutGuide: LayoutAnchorsStub {
    public init() {}
    open var identifier = ""
    open var layoutFrame: CGRect { .zero }
}

public final class UIFont {
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

@MainActor open class UIView: LayoutAnchorsStub {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)
    public static let noIntrinsicMetric: CGFloat = -1

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var preservesSuperviewLayoutMargins = false
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open var subviews: [UIView] { [] }
    open var constraints: [NSLayoutConstraint] { [] }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var font = UIFont.systemFont(ofSize: 17)
    open var preferredMaxLayoutWidth: CGFloat = 0
}

open class UIImageView: UIView {}

open class UIControl: UIView {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

open class UIButton: UIControl {
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
}

open class UISegmentedControl: UIControl {
    public convenience init(items: [Any]?) { self.init(frame: .zero) }
}

open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open var arrangedSubviews: [UIView] { [] }
    open func addArrangedSubview(_ view: UIView) {}
}

open class UIScrollView: UIView {
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped }
    public static let automaticDimension: CGFloat = -1
    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
}

// Collection views (UICollectionView.h, UICollectionViewFlowLayout.h,
// UICollectionViewCompositionalLayout.h).

public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

@MainActor open class UICollectionViewLayout {
    public init() {}
}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize(width: 0, height: 0)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize = CGSize(width: 0, height: 0)
    open var footerReferenceSize = CGSize(width: 0, height: 0)
}

@MainActor open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
}

@MainActor open class NSCollectionLayoutDimension {
    init() {}
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutSize {
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {}
}

@MainActor open class NSCollectionLayoutSpacing {
    init() {}
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
}

@MainActor open class NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize) {}
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    open var interItemSpacing: NSCollectionLayoutSpacing?
}

public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) { super.init(layoutSize: layoutSize) }
    open var pinToVisibleBounds = false
}

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

@MainActor open class NSCollectionLayoutSection {
    public init(group: NSCollectionLayoutGroup) {}
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

@MainActor public protocol NSCollectionLayoutEnvironment {}

@MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    open var interSectionSpacing: CGFloat = 0
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) {}
    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {}
    open var configuration = UICollectionViewCompositionalLayoutConfiguration()
}
