/// `UIContentSizeCategory`: the text size the user chose in Settings (Dynamic Type), from
/// extra small to the fifth accessibility size, twelve in all; large is the default.
///
/// Names: the model's short names (`xS` ... `AX5`, what `textsize` always took), UIKit's
/// (`extraSmall` ... `accessibilityExtraExtraExtraLarge`) and the short form
/// `UITraitCollection` prints (the raw value `UICTContentSizeCategoryXS` without its prefix:
/// `XS`, `L`, `AccessibilityM` ... `AccessibilityXXXL`; raw values as UIKit's headers give
/// them and as apps pass them in `-UIPreferredContentSizeCategoryName`) are all accepted, in
/// any case. Which accessibility size is AX1 ... AX5 follows the order of Apple's
/// `UIContentSizeCategory` page and the columns of the HIG's "larger accessibility type sizes"
/// table (accessibilityMedium is AX1).
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The default, `UIContentSizeCategory.large`.
    public static let `default` = ContentSizeCategory.large

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The model's name: `xS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1` ... `AX5`.
    public var shortName: String {
        Self.shortNames[rawValue]
    }

    /// UIKit's name for the case: `extraSmall` ... `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// What `UITraitCollection`'s description prints: `PreferredContentSizeCategory = L`.
    public var traitName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL",
         "AccessibilityXXXL"][rawValue]
    }

    public var description: String { shortName }

    /// `isAccessibilityCategory` (iOS 11): "true for accessibilityMedium, accessibilityLarge,
    /// accessibilityExtraLarge, accessibilityExtraExtraLarge, and
    /// accessibilityExtraExtraExtraLarge. It is false for other values." (Apple's documentation)
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    static let shortNames = ["xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category with any of its names (see the type's discussion), in any case.
    public static func named(_ name: String) -> ContentSizeCategory? {
        let wanted = name.lowercased()
        let bare = wanted.hasPrefix("uictcontentsizecategory") ? String(wanted.dropFirst("uictcontentsizecategory".count)) : wanted
        return allCases.first { category in
            [category.shortName, category.uikitName, category.traitName].contains { $0.lowercased() == bare }
        }
    }
}
