public import Layout

/// `NSCollectionLayoutDimension`: a width or height "relative to a dimension of the item's
/// container" (`fractionalWidth`, `fractionalHeight`: "a fraction of the width [height] of the
/// containing group"), `absolute` ("exact dimensions, like a 44 x 44 point square"), or
/// `estimated` ("You provide an initial estimated size and the system computes the actual
/// value later") (Apple, `NSCollectionLayoutDimension`).
public enum LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    /// The length in a container of `size` (an estimate stands as its value until measured).
    public func resolve(in size: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * size.width
        case .fractionalHeight(let fraction): fraction * size.height
        case .absolute(let length), .estimated(let length): length
        }
    }

    public var isEstimated: Bool {
        if case .estimated = self { true } else { false }
    }

    /// As the script and Swift both write it: `fractionalWidth(0.25)`.
    public var description: String {
        switch self {
        case .fractionalWidth(let value): "fractionalWidth(\(formatPoints(value)))"
        case .fractionalHeight(let value): "fractionalHeight(\(formatPoints(value)))"
        case .absolute(let value): "absolute(\(formatPoints(value)))"
        case .estimated(let value): "estimated(\(formatPoints(value)))"
        }
    }

    /// The kinds, by name, for reading and completion.
    public static let kinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// The dimension of kind `name` and `value`; nil for an unknown kind.
    public init?(kind name: String, value: Double) {
        switch name {
        case "fractionalWidth": self = .fractionalWidth(value)
        case "fractionalHeight": self = .fractionalHeight(value)
        case "absolute": self = .absolute(value)
        case "estimated": self = .estimated(value)
        default: return nil
        }
    }
}

/// `NSCollectionLayoutSize`: a width dimension and a height dimension.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The size in a container of `size`, estimates at their values.
    public func resolve(in size: Size) -> Size {
        Size(width: width.resolve(in: size), height: height.resolve(in: size))
    }

    public var description: String { "width \(width) height \(height)" }
}
