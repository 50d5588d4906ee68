/// `UIFontMetrics`: scales a custom font size, or any layout value, as a text style's size
/// scales with the content size category.
///
/// Apple documents what it is for ("pass your custom font to the scaledFont(for:) method ... to
/// obtain a font object that is based on your custom font ... and automatically scales to match
/// the current Dynamic Type settings"; `scaledValue(for:)` scales "the height of visual elements
/// containing text") but not the function. The model's: the value times the style's size at the
/// category over its size at large (the default), unrounded; for body at extra large, 17 pt
/// becomes 17 x 19/17 = 19, and a custom 20 pt becomes 20 x 19/17 = 22.35. Each style has its
/// own ratio (the HIG table does not scale every style by one factor: body grows 19/17 at extra
/// large, caption 2 13/11), which is why the metrics belong to a style.
public struct FontMetrics: Sendable, Equatable {
    public let textStyle: TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// `UIFontMetrics.default`: body's metrics.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// How much a value at the default category grows at `category`.
    public func scale(at category: ContentSizeCategory) -> Double {
        textStyle.pointSize(at: category) / textStyle.pointSize(at: .default)
    }

    /// `scaledValue(for:compatibleWith:)`, and `scaledFont(for:maximumPointSize:)` on a size
    /// when `maximum` is given ("constrained to the specified maximum size": the smaller of the
    /// two).
    public func scaledValue(for value: Double, maximum: Double? = nil, compatibleWith category: ContentSizeCategory) -> Double {
        let scaled = value * scale(at: category)
        guard let maximum else { return scaled }
        return min(scaled, maximum)
    }
}
