/// `UIView.AutoresizingMask`: which margins and sizes follow the superview when its bounds
/// change. With `translatesAutoresizingMaskIntoConstraints` on, it becomes constraints.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The names the script language uses, in UIKit's order.
    public static let names: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// UIKit's log prefix, `h=--& v=--&`: per axis, margin, size, margin; `&` flexible,
    /// `-` fixed. A mask with nothing flexible on an axis prints its far margin as flexible,
    /// as UIKit does (`none` logs `h=--& v=--&`).
    public var logPrefix: String {
        func axis(_ low: AutoresizingMask, _ size: AutoresizingMask, _ high: AutoresizingMask) -> String {
            if !contains(low) && !contains(size) && !contains(high) { return "--&" }
            return (contains(low) ? "&" : "-") + (contains(size) ? "&" : "-") + (contains(high) ? "&" : "-")
        }
        return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    }

    /// The script name of the mask: flags joined by `,`, or `none`.
    public var scriptName: String {
        let flags = Self.names.filter { contains($0.mask) }.map(\.name)
        return flags.isEmpty ? "none" : flags.joined(separator: ",")
    }
}
