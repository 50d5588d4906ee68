/// `UIFont.TextStyle`: the styles `UIFont.preferredFont(forTextStyle:)` vends, each with its
/// point size at every content size category and its weight.
///
/// Source: Apple's Human Interface Guidelines, Typography, "Specifications": the tables
/// "iOS, iPadOS Dynamic Type sizes" (xSmall to xxxLarge) and "iOS, iPadOS larger accessibility
/// type sizes" (AX1 to AX5), developer.apple.com/design/human-interface-guidelines/typography
/// (the page as of 2023-2025; it notes "Point size based on image resolution of 144 ppi for @2x
/// and 216 ppi for @3x designs"). Weights from the same tables: Headline is Semibold, every other
/// style Regular. Cross-checks: `UIFont.preferredFont(forTextStyle:)` printed at the default size
/// (a public gist by zacwest, also iosfontsizes.com) gives the Large column, headline as
/// `.SFUI-Semibold`; an iOS 8.4 Simulator table gives the same xS ... XXXL columns for the styles
/// it had (on iOS 8.4 only Body grew at the accessibility sizes; the model follows the current
/// table, in which every style does).
public enum TextStyle: String, CaseIterable, Sendable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes at the twelve categories, xS ... XXXL then AX1 ... AX5 (HIG tables).
    public var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at `category` (`preferredFont(forTextStyle:compatibleWith:)`).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        let sizes = pointSizes
        return sizes.indices.contains(category.rawValue) ? sizes[category.rawValue] : sizes[ContentSizeCategory.large.rawValue]
    }

    /// The weight of the preferred font: semibold for headline, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    public var description: String { rawValue }

    /// Interface Builder's name for the style in a `<fontDescription style=...>`
    /// (`UICTFontTextStyleHeadline`), the `UIFontTextStyle` constants' values.
    public var interfaceBuilderName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }

    /// The style with this name (`headline`, `subheadline` or `subhead`, `largeTitle`) or
    /// Interface Builder's (`UICTFontTextStyleHeadline`), in any case.
    public static func named(_ name: String) -> TextStyle? {
        let wanted = name.lowercased()
        if wanted == "subhead" { return .subheadline }
        return allCases.first { $0.rawValue.lowercased() == wanted || $0.interfaceBuilderName.lowercased() == wanted }
    }
}
