import ScriptSyntax
/// What a button, text field, segmented control or activity indicator takes from its element:
/// the text its intrinsic size is measured from, as options of its creation command.
extension IBTranslator {
    /// `"Title" font=SIZE`: the normal state's title (`<state key="normal" title=...>`) and the
    /// `<fontDescription>`'s point size.
    func buttonOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        let normal = element.children(named: "state").first { $0.key == "normal" }
        for state in element.children(named: "state") where state.key != "normal" {
            // Highlighted, selected and disabled titles show only in those states.
            if state["title"] != nil { plan.warn(state, "the \(state.key ?? "other") state's title is not measured: the normal state's is") }
        }
        var title = normal?["title"] ?? normal?.child(key: "title")?.text
        if let configuration = element.child(key: "configuration") {
            // iOS 15's configured buttons pad their title differently; the model knows the
            // system button's rule only.
            plan.warn(configuration, "a button configuration (\(configuration["style"] ?? "plain")) is measured as a system button: its title plus 6 pt above and below")
            // A configured button shows the configuration's title; Xcode keeps a placeholder
            // "Button" in the normal state beside it.
            if let configured = configuration["title"] { title = configured }
        }
        if let image = normal?["image"] {
            plan.warn(normal ?? element, "the button's image '\(image)' is not measured: only its title is")
        }
        var options = [ScriptLiteral.quoted(title ?? "")]
        if let font = try fontOption(element, defaultSize: 15) { options.append(font) }
        return options
    }

    /// `set NAME.contentEdgeInsets = (top, left, bottom, right)` from
    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`.
    func emitButtonProperties(_ element: IBElement, name: String) throws(IBLoadError) {
        guard let insets = element.child(key: "contentEdgeInsets") else { return }
        var values: [Double] = []
        for side in ["minY", "minX", "maxY", "maxX"] {
            values.append(try insets.number(side, in: IBElement.Range.length, what: "an inset") ?? 0)
        }
        plan.add("set \(name).contentEdgeInsets = (\(values.map(ScriptNumber.text).joined(separator: ", ")))", for: insets)
    }

    /// `"text" placeholder="..." border=STYLE font=SIZE`. Interface Builder writes no
    /// `borderStyle` for a field without a border, so its absence is `none`.
    func textFieldOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        var options = [ScriptLiteral.quoted(element["text"] ?? element.child(key: "text")?.text ?? "")]
        if let placeholder = element["placeholder"] { options.append("placeholder=" + ScriptLiteral.quoted(placeholder)) }
        switch element["borderStyle"] {
        case nil: options.append("border=none")
        case "roundedRect"?: break
        case let style? where ["line", "bezel"].contains(style): options.append("border=\(style)")
        case let style?:
            plan.warn(element, "borderStyle '\(style)' is not modelled; measured without a border")
            options.append("border=none")
        }
        if let font = try fontOption(element, defaultSize: 14) { options.append(font) }
        return options
    }

    /// The segments' titles, in order (`<segments><segment title=.../>`).
    func segmentedOptions(_ element: IBElement) -> [String] {
        let segments = element.list("segments")
        for segment in segments where segment["image"] != nil {
            plan.warn(segment, "a segment's image is not measured: the segment counts as its title only")
        }
        return segments.map { ScriptLiteral.quoted($0["title"] ?? "") }
    }

    /// `style=large` for `whiteLarge` and iOS 13's `large`; `gray`, `white` and `medium` are
    /// the 20 x 20 indicator.
    func activityIndicatorOptions(_ element: IBElement) -> [String] {
        switch element["style"] {
        case "whiteLarge"?, "large"?: ["style=large"]
        default: []
        }
    }
}
