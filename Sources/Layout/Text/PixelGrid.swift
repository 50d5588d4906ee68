/// Snapping lengths to the device's pixel grid, the way UIKit does at a screen scale
/// (`UIScreen.scale`: 2 for @2x, 3 for @3x; one pixel is `1 / scale` points).
///
/// Both functions first forgive floating-point noise: a value within ``tolerance`` pixels of a
/// grid line (or, for rounding, of a half-pixel tie) is treated as exactly on it, so a length
/// that is an exact number of pixels in decimal, but was computed with binary rounding error,
/// is not bumped up a whole pixel.
public enum PixelGrid {
    /// How far, in pixels, a value may sit from a grid line or a tie and still count as on it.
    public static let tolerance = 1e-6

    /// Rounds `value` UP to the pixel grid: `ceil(value * scale) / scale`.
    ///
    /// This is how UILabel reports its intrinsic content size
    /// (`_shouldCeilSizeToViewScale`): at @2x a 17 pt line of 20.287109375 becomes 20.5, at @3x
    /// 61/3 (20.333...), and two lines (40.57421875) become 41.
    ///
    /// A scale that is not a positive finite number leaves `value` unchanged, as does a
    /// non-finite value.
    public static func ceil(_ value: Double, scale: Double) -> Double {
        guard let pixels = pixels(value, scale: scale) else { return value }
        let nearest = pixels.rounded(.toNearestOrAwayFromZero)
        if abs(pixels - nearest) <= tolerance {
            return nearest / scale
        }
        return pixels.rounded(.up) / scale
    }

    /// Both sides of `size` rounded up to the pixel grid, as UILabel reports its intrinsic
    /// content size.
    public static func ceil(_ size: Size, scale: Double) -> Size {
        Size(width: ceil(size.width, scale: scale), height: ceil(size.height, scale: scale))
    }

    /// Rounds `value` to the NEAREST pixel, halves away from zero.
    ///
    /// This is how Auto Layout rounds solved frames: at @2x 950.25 becomes 950.5 and 950.2
    /// becomes 950.0.
    ///
    /// A scale that is not a positive finite number leaves `value` unchanged, as does a
    /// non-finite value.
    public static func round(_ value: Double, scale: Double) -> Double {
        guard let pixels = pixels(value, scale: scale) else { return value }
        // Snap to a half pixel first, so a tie computed as 1900.4999999999 still rounds up.
        let halves = pixels * 2
        let nearestHalf = halves.rounded(.toNearestOrAwayFromZero)
        let snapped = abs(halves - nearestHalf) <= tolerance ? nearestHalf / 2 : pixels
        return snapped.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `value` measured in pixels, or nil when either input cannot be put on a grid.
    private static func pixels(_ value: Double, scale: Double) -> Double? {
        guard value.isFinite, scale.isFinite, scale > 0 else { return nil }
        return value * scale
    }
}
