import Commands
import Layout

/// The properties of labels.
enum LabelProperties {
    static let all: [Property] = [
        .typed("text", [.label], get: { (label: Label, _) in "\"\(label.text)\"" }, set: { label, reader, _ throws(SyntaxError) in
            label.text = try reader.text("the label's text in quotes")
        }),
        .typed("fontSize", [.label], get: { (label: Label, _) in formatPoints(label.fontSize) }, set: { label, reader, _ throws(SyntaxError) in
            let size = try reader.number("a point size")
            guard size > 0 else { throw reader.error(expected: "a point size above 0") }
            label.fontSize = size
        }),
        .typed("numberOfLines", [.label], get: { (label: Label, _) in String(label.numberOfLines) }, set: { label, reader, _ throws(SyntaxError) in
            let lines = try reader.number("a whole number of lines (0 for unlimited)")
            guard lines >= 0, lines == lines.rounded(), lines < 1e6 else {
                throw reader.error(expected: "a whole number of lines (0 for unlimited)")
            }
            label.numberOfLines = Int(lines)
        }),
        .typed("preferredMaxLayoutWidth", [.label], get: { (label: Label, _) in
            label.preferredMaxLayoutWidth.map(formatPoints) ?? "automatic"
        }, set: { label, reader, _ throws(SyntaxError) in
            if reader.keyword("automatic") != nil { label.preferredMaxLayoutWidth = nil; return }
            let width = try reader.number("a width, or automatic")
            label.preferredMaxLayoutWidth = width == 0 ? nil : width
        }),
        .typed("lines", [.label], get: { (label: Label, _) in String(label.visibleLineCount) }),
        .typed("renderedLines", [.label], get: { (label: Label, _) in
            "[" + label.renderedText.lines.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }),
        .typed("wrapWidth", [.label], get: { (label: Label, _) in
            _ = label.frame
            return label.wrapWidth.map(formatPoints) ?? "unbounded"
        }),
    ]
}
