import Commands
import Layout
import ScriptSyntax

/// The properties of labels (`UILabel`).
enum LabelProperties {
    /// Point sizes a font can have.
    static let fontSizes = NumberDomain(0.5...1000)

    static let all: [Property] = [
        .label("text", .text, "The text, in quotes.",
               get: { label, _ in .text(label.text) },
               set: { label, value, _ throws(ValueError) in label.text = try value.text() }),
        .label("fontSize", .number(fontSizes),
               "The system font's point size at the default text size (large), which its fontMetrics scale; a text style's size at large while textStyle is set. Setting it drops the text style.",
               get: { label, _ in .number(label.textStyle?.pointSize(at: .default) ?? label.fontSize) },
               set: { label, value, _ throws(ValueError) in
                   label.fontSize = try value.number()
                   label.textStyle = nil
               }),
        .label("textStyle", .enumeration(name: "TextStyle", cases: ["none"] + TextStyle.allCases.map(\.rawValue)),
               "UIFont.preferredFont(forTextStyle:): the style's size at the content size category (Apple's HIG table; headline semibold); none: a font of fontSize.",
               get: { label, _ in .enumCase(label.textStyle?.rawValue ?? "none") },
               set: { label, value, _ throws(ValueError) in label.textStyle = try textStyle(value) }),
        .label("fontMetrics", .enumeration(name: "TextStyle", cases: ["none"] + TextStyle.allCases.map(\.rawValue)),
               "UIFontMetrics(forTextStyle:): the style whose growth scales a custom fontSize (body by default, UIFontMetrics.default); none: systemFont(ofSize:), which never grows.",
               get: { label, _ in .enumCase(label.fontMetrics?.rawValue ?? "none") },
               set: { label, value, _ throws(ValueError) in label.fontMetrics = try textStyle(value) }),
        .label("maximumPointSize", .optionalNumber(fontSizes, none: "none"),
               "UIFontMetrics.scaledFont(for:maximumPointSize:): the most a scaled fontSize grows to; none by default.",
               get: { label, _ in .optional(label.maximumPointSize, none: "none") },
               set: { label, value, _ throws(ValueError) in label.maximumPointSize = try value.optionalNumber() }),
        .label("weight", .enumeration(name: "Weight", cases: FontWeight.allCases.map(\.rawValue)),
               "UIFont.Weight: the text style's (semibold for headline) or regular unless set; semibold and heavier are measured with Helvetica Bold's widths.",
               get: { label, _ in .enumCase(label.font.weight.rawValue) },
               set: { label, value, _ throws(ValueError) in label.weight = try value.choice(FontWeight.self) }),
        .label("adjustsFontForContentSizeCategory", .bool,
               "Whether the font follows the user's text size as it changes (true by default in the model; UIKit's default is false); false keeps the size it has now.",
               get: { label, _ in .bool(label.adjustsFontForContentSizeCategory) },
               set: { label, value, _ throws(ValueError) in label.adjustsFontForContentSizeCategory = try value.bool() }),
        .label("pointSize", .number(.length), "The font's point size now, at the content size category it follows.",
               get: { label, _ in .number(label.font.pointSize) }),
        .label("font", .text, "The font now: its point size, weight and where the size comes from.",
               get: { label, _ in .text(describeFont(of: label)) }),
        .label("numberOfLines", .number(.count), "The most lines to show; 0 for as many as the text needs.",
               get: { label, _ in .number(Double(label.numberOfLines)) },
               set: { label, value, _ throws(ValueError) in
                   // In 0...1,000,000 and whole (checked by the type), so the conversion cannot trap.
                   label.numberOfLines = Int(try value.number())
               }),
        .label("preferredMaxLayoutWidth", .optionalNumber(.length, none: "automatic"),
               "The width the text wraps at when measured; automatic (or 0): the width of the last layout.",
               get: { label, _ in .optional(label.preferredMaxLayoutWidth, none: "automatic") },
               set: { label, value, _ throws(ValueError) in
                   let width = try value.optionalNumber()
                   label.preferredMaxLayoutWidth = width == 0 ? nil : width
               }),
        .label("lines", .number(.count), "How many lines of text show in the current frame.",
               get: { label, _ in .number(Double(label.visibleLineCount)) }),
        .label("renderedLines", .list(.text), "The lines as drawn in the current frame.",
               get: { label, _ in .list(label.renderedText.lines.map { Value.text(String($0)) }) }),
        .label("wrapWidth", .optionalNumber(.length, none: "unbounded"),
               "The width the label kept from its last layout pass, which fitting measures at.",
               get: { label, _ in
                   _ = label.frame
                   return .optional(label.wrapWidth, none: "unbounded")
               }),
    ]

    /// A text style named by an enumeration value, nil for `none`.
    static func textStyle(_ value: Value) throws(ValueError) -> TextStyle? {
        if case .enumCase("none") = value { return nil }
        return try value.choice(TextStyle.self)
    }

    /// `17 pt regular, body metrics at L`, `21 pt semibold, headline at XXL (fixed: made at XXL)`.
    static func describeFont(of label: Label) -> String {
        let font = label.font
        let category = label.adjustsFontForContentSizeCategory
            ? label.scene?.contentSizeCategory ?? .default : label.fontCategory ?? .default
        let source: String
        if let style = label.textStyle {
            source = "preferredFont(forTextStyle: .\(style)) at \(category)"
        } else if let metrics = label.fontMetrics {
            source = "\(formatPoints(label.fontSize)) pt scaled by \(metrics)'s metrics at \(category)"
                + (label.maximumPointSize.map { ", at most \(formatPoints($0))" } ?? "")
        } else {
            source = "systemFont(ofSize: \(formatPoints(label.fontSize)))"
        }
        let adjusting = label.adjustsFontForContentSizeCategory || (label.textStyle == nil && label.fontMetrics == nil)
            ? "" : " (does not adjust)"
        return "\(formatPoints(font.pointSize)) pt \(font.weight), \(source)\(adjusting)"
    }
}
