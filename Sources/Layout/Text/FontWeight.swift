/// `UIFont.Weight`, by name: the weights `UIFont.systemFont(ofSize:weight:)` takes.
///
/// The model measures a weight lighter than semibold with Helvetica's advances and semibold or
/// heavier with Helvetica Bold's (``HelveticaBoldMetrics`` says why); every weight has the
/// regular font's line height.
public enum FontWeight: String, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs) else { return false }
        return left < right
    }

    /// Whether the model measures text of this weight with Helvetica Bold's advances.
    public var isMeasuredBold: Bool { self >= .semibold }

    public var description: String { rawValue }
}
