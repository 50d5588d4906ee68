/// The attributes a constraint can relate, named as `NSLayoutConstraint.Attribute`.
///
/// Leading and trailing are left and right: LayoutLab lays out left to right only.
/// `minX` and `minY` are the engine's own attributes (the origin in the superview), which
/// only autoresizing-mask constraints use, as UIKit's log shows them.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX, minY

    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX:
            .horizontal
        default:
            .vertical
        }
    }

    /// Width and height: a size, which needs no common coordinate system.
    public var isSize: Bool { self == .width || self == .height }

    /// The attributes a user may name; `minX`/`minY` are the engine's.
    public static let userAttributes: [LayoutAttribute] = allCases.filter { $0 != .minX && $0 != .minY }

    /// Whether UIKit lets `self` and `other` be related: sizes with sizes, positions on the
    /// same axis with each other, never leading/trailing with left/right.
    public func canPair(with other: LayoutAttribute) -> Bool {
        if isSize || other.isSize { return isSize && other.isSize }
        guard axis == other.axis else { return false }
        return !(isDirectional && other.isAbsoluteHorizontal || isAbsoluteHorizontal && other.isDirectional)
    }

    private var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    private var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }
}
