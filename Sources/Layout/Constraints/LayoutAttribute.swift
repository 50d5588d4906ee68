/// The attributes a constraint can relate, named as `NSLayoutConstraint.Attribute`.
///
/// Leading and trailing are left and right in a left-to-right view, right and left in a
/// right-to-left one (see ``physical(in:)``); left and right never flip.
/// `minX` and `minY` are the engine's own attributes (the origin in the superview), which
/// only autoresizing-mask constraints use, as UIKit's log shows them.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
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

    /// Whether the attribute measures from the view's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The attributes a user may name; `minX`/`minY` are the engine's.
    public static let userAttributes: [LayoutAttribute] = allCases.filter(\.isUserAttribute)

    /// Whether a user may name the attribute (`minX` and `minY` are the engine's).
    public var isUserAttribute: Bool { self != .minX && self != .minY }

    /// The attribute a user may name, by name (`minX` and `minY` are the engine's).
    public static func userAttribute(named name: String) -> LayoutAttribute? {
        guard let attribute = LayoutAttribute(rawValue: name), userAttributes.contains(attribute) else { return nil }
        return attribute
    }

    /// All the names a user may write, comma-separated, for error messages.
    public static let validNames = userAttributes.map(\.rawValue).joined(separator: ", ")

    /// Whether UIKit lets `self` and `other` be related.
    public func canPair(with other: LayoutAttribute) -> Bool {
        pairingRequirement(with: other) == nil
    }

    /// What `other` would have to be to stand on the other side of a constraint with this
    /// attribute, or nil if the pair is one UIKit accepts: sizes relate to sizes, positions to
    /// positions on the same axis, and left/right never to leading/trailing (whose side
    /// depends on the language direction).
    public func pairingRequirement(with other: LayoutAttribute) -> String? {
        if isSize != other.isSize || (!isSize && axis != other.axis) {
            if isSize { return "a width or height to pair with '\(self)'" }
            let axisName = axis == .horizontal ? "horizontal" : "vertical"
            return "a \(axisName) position to pair with '\(self)'"
        }
        if isLeftOrRight && other.isLeadingOrTrailing {
            return "a left/right attribute to pair with '\(self)'"
        }
        if isLeadingOrTrailing && other.isLeftOrRight {
            return "a leading/trailing attribute to pair with '\(self)'"
        }
        return nil
    }

    /// Leading, trailing and their margins: the attributes whose side depends on the
    /// direction.
    public var isLeadingOrTrailing: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// The left or right attribute this one is in a view laid out in `direction`: Apple,
    /// `NSLayoutConstraint.Attribute.leading`: "For left-to-right languages like English,
    /// leading is the left edge; for right-to-left languages like Hebrew or Arabic, leading is
    /// the right edge" (and trailing the other way round; the margins likewise). Every other
    /// attribute is itself.
    public func physical(in direction: UserInterfaceLayoutDirection) -> LayoutAttribute {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .leadingMargin: return rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: return rightToLeft ? .leftMargin : .rightMargin
        default: return self
        }
    }

    private var isLeftOrRight: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }
}

extension LayoutAttribute: CustomStringConvertible {
    public var description: String { rawValue }
}
