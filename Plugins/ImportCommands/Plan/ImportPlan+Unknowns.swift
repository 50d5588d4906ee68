import Layout

/// What a log cannot tell, each said once with the default the import takes and the command
/// that sets it.
extension ImportPlan {
    /// Classes (by their name's last part) whose views measure content UIKit sizes them by.
    static let measuringClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIButtonLabel", "UIDatePicker",
    ]

    mutating func noteUnknowns(_ log: ImportedLog, screen: Screen) {
        var roots: [String] = []
        var marginsUsed: Set<String> = []
        for equation in constraints.map(\.equation) {
            for anchor in [equation.first] + (equation.second.map { [$0] } ?? []) where anchor.attribute.isMargin {
                marginsUsed.insert(anchor.item)
            }
        }
        for view in views {
            let className = view.source.className ?? ""
            let shortName = className.split(separator: ".").last.map(String.init) ?? className
            if view.parent == nil, !view.source.isGuide, !view.isModelsWindow, !view.isWindow { roots.append(view.name) }
            let measuring = Self.measuringClasses.contains(shortName) || view.source.baseClass.map(Self.measuringClasses.contains) == true
            if !view.source.isGuide, !view.translatesAutoresizingMask, view.source.intrinsicSize.isEmpty, measuring {
                unknowns.append("\(view.name) (\(className)): its intrinsic size is not in the text; it has none here. "
                                + "Set it: set \(view.name).intrinsicContentSize = (W, H)")
            }
            if marginsUsed.contains(view.key), view.margins.isEmpty {
                unknowns.append("\(view.name): its layout margins are not in the text; UIKit's default, 8 on each side. "
                                + "Set them: set \(view.name).layoutMargins = (T, L, B, R)")
            }
            if shortName == "UIStackView" || shortName.hasSuffix("StackView") {
                unknowns.append("\(view.name) (\(className)): only the stack view's constraints the text lists are rebuilt; "
                                + "its arrangement (axis, spacing, the other UISV-* constraints) is not in the text")
            }
        }
        if !roots.isEmpty {
            let size = "\(formatPoints(screen.size.width)) x \(formatPoints(screen.size.height))"
            let shown = roots.count > 3 ? roots.prefix(3).joined(separator: ", ") + " and \(roots.count - 3) more" : roots.joined(separator: ", ")
            unknowns.append("the superview of \(shown) is not in the text: the window (the screen, \(size)) stands for it. "
                            + "Change it: screen W H")
        }
    }
}
