import Layout
import ScriptSyntax
/// A label's text, lines, font size and wrap width, as options of the `label` command.
extension IBTranslator {
    func labelOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        var options = [ScriptLiteral.quoted(labelText(element))]
        if let lines = try element.integer("numberOfLines", in: 0...1_000_000, what: "a number of lines") {
            options.append("lines=\(lines)")
        }
        if let font = try fontOption(element, defaultSize: 17) { options.append(font) }
        options += try dynamicTypeOptions(element)
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
    /// differently (another face); nil without a point size (a text style is `style=`, see
    /// ``dynamicTypeOptions(_:)``).
    func fontOption(_ element: IBElement, defaultSize: Double) throws(IBLoadError) -> String? {
        guard let font = element.child(key: "fontDescription") else { return nil }
        var option: String?
        if let size = try font.number("pointSize", in: IBElement.Range.fontSize, what: "a point size") {
            option = "font=\(ScriptNumber.text(size))"
        } else if let style = font["style"], TextStyle.named(style) == nil {
            plan.warn(font, "text style \(style) is not one the model knows: measured as the \(ScriptNumber.text(defaultSize)) pt system font")
        }
        if let type = font["type"], !["system", "boldSystem"].contains(type) {
            plan.warn(font, "font type '\(type)' is measured with the system font's widths")
        } else if let name = font["name"] {
            plan.warn(font, "font '\(name)' is measured with the system font's widths")
        }
        return option
    }

    /// A label's Dynamic Type, as Interface Builder writes it: `<fontDescription
    /// style="UICTFontTextStyleHeadline"/>` is `style=headline`, and such a font follows the
    /// text size only with `adjustsFontForContentSizeCategory="YES"` (UIKit's default is off,
    /// so a label without it keeps the size it loaded at); `type="boldSystem"` is
    /// `weight=bold` and `weight="semibold"` its weight. A label with a point size keeps the
    /// model's default (its size scaled as body text is): the lessons' storyboards were made
    /// before Dynamic Type had a switch in Interface Builder.
    func dynamicTypeOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        guard let font = element.child(key: "fontDescription") else { return [] }
        var options: [String] = []
        if let name = font["style"], let style = TextStyle.named(name) {
            options.append("style=\(style)")
            if try element.bool("adjustsFontForContentSizeCategory") != true { options.append("adjustsFontForContentSizeCategory=false") }
        }
        if let name = font["weight"] {
            guard let weight = FontWeight(rawValue: name) else {
                throw IBLoadError(font, "expected a font weight (\(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))), found '\(name)'")
            }
            options.append("weight=\(weight)")
        } else if font["type"] == "boldSystem" {
            options.append("weight=bold")
        }
        return options
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
