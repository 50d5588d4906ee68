import ScriptSyntax
/// A label's text, lines, font size and wrap width, as options of the `label` command.
extension IBTranslator {
    func labelOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        var options = [ScriptLiteral.quoted(labelText(element))]
        if let lines = try element.integer("numberOfLines", in: 0...1_000_000, what: "a number of lines") {
            options.append("lines=\(lines)")
        }
        if let font = try fontOption(element, defaultSize: 17) { options.append(font) }
        if let width = try element.number("preferredMaxLayoutWidth", in: IBElement.Range.length, what: "a width"), width > 0 {
            options.append("preferredMaxLayoutWidth=\(ScriptNumber.text(width))")
        }
        switch element["lineBreakMode"] {
        case nil, "tailTruncation"?, "wordWrap"?: break
        case let mode?: plan.warn(element, "lineBreakMode \(mode) is not modelled: lines wrap by words and the last is truncated at its tail")
        }
        if try element.bool("adjustsFontSizeToFit") == true {
            plan.warn(element, "adjustsFontSizeToFit is not modelled: the text keeps its point size")
        }
        return options
    }

    /// `font=SIZE` from the element's `<fontDescription>`, warning for what the model measures
    /// differently (a text style, another face); nil without a point size.
    func fontOption(_ element: IBElement, defaultSize: Double) throws(IBLoadError) -> String? {
        guard let font = element.child(key: "fontDescription") else { return nil }
        var option: String?
        if let size = try font.number("pointSize", in: IBElement.Range.fontSize, what: "a point size") {
            option = "font=\(ScriptNumber.text(size))"
        } else if font["style"] != nil {
            plan.warn(font, "text style \(font["style"] ?? "") (Dynamic Type) is measured as the \(ScriptNumber.text(defaultSize)) pt system font")
        }
        if let type = font["type"], type != "system" {
            plan.warn(font, "font type '\(type)' is measured with the regular system font's widths")
        } else if let name = font["name"] {
            plan.warn(font, "font '\(name)' is measured with the system font's widths")
        }
        return option
    }

    /// The text: the attribute, a `<string key="text">` (Xcode's form for text with line
    /// breaks), or an attributed string's fragments run together (its attributes are lost).
    private func labelText(_ element: IBElement) -> String {
        if let text = element["text"] { return text }
        if let string = element.child(key: "text"), string.name == "string" { return string.text }
        if let attributed = element.child(key: "attributedText") {
            plan.warn(attributed, "attributed text is loaded as plain text in the system font")
            return attributed.children(named: "fragment").map { $0["content"] ?? $0.child(key: "content")?.text ?? "" }.joined()
        }
        return ""
    }
}
