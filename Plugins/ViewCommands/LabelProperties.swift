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
        .label("fontSize", .number(fontSizes), "The system font's point size.",
               get: { label, _ in .number(label.fontSize) },
               set: { label, value, _ throws(ValueError) in label.fontSize = try value.number() }),
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
}
