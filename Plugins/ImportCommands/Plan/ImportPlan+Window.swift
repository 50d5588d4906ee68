import Layout

/// The window a text names, and what else a view description states that the plan keeps.
extension ImportPlan {
    /// The screen for the text's window: the model's window is the app's, so when the text
    /// states its size (a recursive description's frame, or its autoresizing width or height)
    /// the screen takes it: the device of that size in portrait or landscape, else a screen of
    /// that size at the scene's scale. Nil when the text states none or the screen has it.
    mutating func planWindow(screen: Screen) {
        guard let window = views.first(where: \.isModelsWindow) else { return }
        var size = screen.size
        var stated: Set<String> = []
        if let frame = window.source.frame, frame.width > 0, frame.height > 0 {
            size = Size(width: frame.width, height: frame.height)
            stated = ["width", "height"]
        }
        for planned in constraints where planned.equation.first.item == window.key && planned.equation.second == nil {
            let equation = planned.equation
            guard case .held(.autoresizing) = planned.placement, equation.constant > 0 else { continue }
            if equation.first.attribute == .width { size.width = equation.constant }
            if equation.first.attribute == .height { size.height = equation.constant }
            stated.insert(equation.first.attribute.rawValue)
        }
        guard size != screen.size else { return }
        self.screen = Self.screen(of: size, like: screen)
        windowSizeSource = stated.count == 2 ? "the size the text gives the window"
            : "the \(stated.sorted().joined()) the text gives the window, the screen's \(stated.contains("width") ? "height" : "width")"
    }

    /// A device's screen of `size` (portrait, then landscape), else a screen of that size at
    /// the scale of `current`.
    static func screen(of size: Size, like current: Screen) -> Screen {
        for device in Device.all {
            if device.portraitSize == size { return device.screen(.portrait) }
            if device.portraitSize.width == size.height, device.portraitSize.height == size.width { return device.screen(.landscape) }
        }
        return Screen(name: Screen.name(of: size, scale: current.scale), size: size, scale: current.scale)
    }

    /// A margins guide a trace prints with its `layoutFrame` in a view of a known frame (log
    /// 60: `{{16, 20}, {343, 647}}` in `(0 0; 375 667)`) gives the view's margins: 20 on top,
    /// 16 on the left, 667 - 20 - 647 = 0 at the bottom, 375 - 16 - 343 = 16 on the right.
    mutating func planMarginsFromGuideFrames() {
        for guide in views where guide.guideRole == .layoutMargins {
            guard let layoutFrame = guide.source.layoutFrame, let ownerKey = guide.parent,
                let ownerIndex = viewIndex[ownerKey],
                let ownerFrame = guide.source.ownerFrame ?? views[ownerIndex].source.frame else { continue }
            let margins: [(LayoutAttribute, Double)] = [
                (.top, layoutFrame.y), (.left, layoutFrame.x),
                (.bottom, ownerFrame.height - layoutFrame.y - layoutFrame.height),
                (.right, ownerFrame.width - layoutFrame.x - layoutFrame.width),
            ]
            for (side, value) in margins where views[ownerIndex].margins[side] == nil { views[ownerIndex].margins[side] = value }
        }
    }

    /// One warning names every field of the view descriptions the model keeps no value of
    /// (`opaque`, `userInteractionEnabled`, `tag`, `layer`, ...), with how many views print it,
    /// at the first line that does.
    mutating func noteUnkeptFields(_ log: ImportedLog) {
        guard let first = log.unkeptFields.values.map(\.line).min() else { return }
        let fields = log.unkeptFields.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value.count))" }
        warnings.append(ImportWarning(line: first, column: 1, message: "the model has no place for these fields of the views "
                                      + "(how many views print each), so it keeps none of them: " + fields.joined(separator: ", ")))
    }
}
