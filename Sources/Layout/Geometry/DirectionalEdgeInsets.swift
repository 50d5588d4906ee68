/// `NSDirectionalEdgeInsets`: insets by leading and trailing instead of left and right.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets `insets` are in a view laid out in `direction`: leading is left in a
    /// left-to-right view and right in a right-to-left one.
    public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }

    /// The left-and-right insets these are in a view laid out in `direction`.
    public func edgeInsets(direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        let rightToLeft = direction == .rightToLeft
        return EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }

    public var description: String {
        "(top: \(formatPoints(top)), leading: \(formatPoints(leading)), bottom: \(formatPoints(bottom)), trailing: \(formatPoints(trailing)))"
    }
}
