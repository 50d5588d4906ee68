/// A collection view's layout: `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`.
public enum CollectionLayout: Equatable, Sendable {
    case flow(FlowLayout)
    case compositional(CompositionalLayout)

    public var flow: FlowLayout? {
        if case .flow(let flow) = self { flow } else { nil }
    }

    public var compositional: CompositionalLayout? {
        if case .compositional(let layout) = self { layout } else { nil }
    }

    /// The class UIKit prints.
    public var className: String {
        switch self {
        case .flow: "UICollectionViewFlowLayout"
        case .compositional: "UICollectionViewCompositionalLayout"
        }
    }

    /// Whether the content scrolls vertically (a compositional layout's configuration scrolls
    /// vertically by default; the model has no other).
    public var scrollsVertically: Bool {
        switch self {
        case .flow(let flow): flow.scrollDirection == .vertical
        case .compositional: true
        }
    }
}

/// `UICollectionView.SelfSizingInvalidation` (iOS 16): what a change inside a visible
/// self-sizing cell does. `disabled`: "no sizing updates occur after calling
/// invalidateIntrinsicContentSize() on a self-sizing cell"; `enabled`: calling it "will cause
/// it to be resized if necessary"; `enabledIncludingConstraints`: in addition "any Auto Layout
/// change within the contentView of a self-sizing cell automatically calls
/// invalidateIntrinsicContentSize()" (Apple; the header's comments). Apple does not document
/// the default; the model takes `enabled`.
public enum SelfSizingInvalidation: String, CaseIterable, Sendable {
    case disabled, enabled, enabledIncludingConstraints
}
