import Layout

/// The numbers a property accepts: a closed range, optionally whole numbers only.
///
/// Every number that reaches the model passes through one of these, so a script can never
/// hand the model `nan`, an infinity, or a value whose conversion to `Int` would trap.
public struct NumberDomain: Hashable, Sendable, CustomStringConvertible {
    public let range: ClosedRange<Double>
    public let wholeNumbers: Bool

    public init(_ range: ClosedRange<Double>, wholeNumbers: Bool = false) {
        self.range = range
        self.wholeNumbers = wholeNumbers
    }

    /// Coordinates and lengths that may be negative. A billion points is far past any
    /// screen, and keeps sums of coordinates exact enough for the solver.
    public static let coordinate = NumberDomain(-1e9...1e9)
    /// Lengths: widths, heights, insets that cannot be negative.
    public static let length = NumberDomain(0...1e9)
    /// `alpha`.
    public static let unit = NumberDomain(0...1)
    /// UIKit's priorities.
    public static let priority = NumberDomain(1...1000, wholeNumbers: true)
    /// Counts such as `numberOfLines`.
    public static let count = NumberDomain(0...1_000_000, wholeNumbers: true)
    /// Any finite number (multipliers, values computed by expressions).
    public static let finite = NumberDomain(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)

    /// Whether `value` is finite, in range and (if asked) whole.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && range.contains(value) && (!wholeNumbers || value == value.rounded())
    }

    /// `a number in 0...1`, `a whole number in 1...1000`, `a finite number`.
    public var description: String {
        let kind = wholeNumbers ? "a whole number" : "a number"
        if self == .finite { return "a finite number" }
        return "\(kind) in \(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))"
    }
}
