/// A point, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A size, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`, as printed on the simulator.
    public static let layoutFittingExpandedSize = Size(width: 10000, height: 10000)

    public var description: String { "(\(formatPoints(width)), \(formatPoints(height)))" }
}

/// A rectangle: an origin and a size, in the coordinates of a superview.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The same rectangle with a width and height of 0 or more, its origin moved to the
    /// corner they start from, as `CGRect.standardized`: a view whose size gave way below 0
    /// after a conflict (-8 in a log) is drawn where it covers.
    public var standardized: Rect {
        Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
    }

    /// `(x, y, width, height)`, the way LayoutLab prints frames.
    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Insets from each edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    public var description: String {
        "(top: \(formatPoints(top)), left: \(formatPoints(left)), bottom: \(formatPoints(bottom)), right: \(formatPoints(right)))"
    }
}

/// Formats a length as UIKit's logs do (`%g`): six significant digits, no trailing zeros,
/// never an exponent for the sizes layouts have (`54.3333`, `20.5`, `320`, `0.333333`).
/// Independent of locale.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }
    // The power of ten of the leading digit, so six significant digits remain.
    var exponent = 0
    var magnitude = abs(value)
    while magnitude >= 10 { magnitude /= 10; exponent += 1 }
    while magnitude < 1 { magnitude *= 10; exponent -= 1 }
    let decimals = max(0, 5 - exponent)
    // Below about 1e-300 the scale would overflow to infinity and the rounding give nan
    // (1e-320 printed as `nan`); such a value prints as Swift writes it.
    guard decimals < 300 else { return value.description }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let integer = Int(rounded)
        return integer == 0 ? "0" : String(integer)
    }
    return rounded.description
}
