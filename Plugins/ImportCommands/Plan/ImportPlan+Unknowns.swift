import Layout

/// What a log cannot tell, each said once with the default the import takes and the command
/// that sets it.
extension ImportPlan {
    /// Classes (by their name's last part) whose views measure content UIKit sizes them by.
    static let measuringClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
        "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UIButtonLabel", "UIDatePicker",
    ]

    /// The classes a collection view places and sizes itself (an app's cell prints its own class
    /// and `baseClass = UICollectionViewCell` in a recursive description).
    static let collectionClasses: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"]

    /// A collection view's cell or supplementary view holds the size its layout gave it as
    /// `UIView-Encapsulated-Layout-Width` and `-Height` on itself (log 02: `V:[UICollectionReusableView(115)]`),
    /// where a table holds its row's on the cell's content view. Where that size came from (an
    /// item or reference size, an estimate not yet replaced, a compositional dimension) is the
    /// layout's, which no log prints.
    /// `encapsulatedSizes` holds them by view key (``encapsulatedSizesByView()``): a filter of
    /// every constraint for each cell made a log of many cells quadratic.
    mutating func noteCollectionSizes(of view: PlannedView, className: String, encapsulatedSizes: [String: [PlannedConstraint]]) {
        guard let sizes = encapsulatedSizes[view.key], !sizes.isEmpty else { return }
        let held = sizes.map { "\($0.equation.first.attribute) \(formatPoints($0.equation.constant))" }.joined(separator: ", ")
        unknowns.append("\(view.name) (\(className)): its encapsulated \(held) is the size its collection view's layout gave it "
                        + "(an item or reference size, an estimate, a compositional dimension); the layout is not in the text, so the "
                        + "size is held as logged. To see where it comes from, rebuild it: collection CV, prototype NAME in CV, items add CV 1 NAME")
    }

    /// The encapsulated sizes UIKit held on a view (a width or height to a constant), by the
    /// view's key, in the text's order.
    func encapsulatedSizesByView() -> [String: [PlannedConstraint]] {
        var sizes: [String: [PlannedConstraint]] = [:]
        for constraint in constraints {
            if case .held(.encapsulatedLayout) = constraint.placement, constraint.equation.second == nil,
                constraint.equation.first.attribute.isSize {
                sizes[constraint.equation.first.item, default: []].append(constraint)
            }
        }
        return sizes
    }

    mutating func noteUnknowns(_ log: ImportedLog, screen: Screen) {
        let encapsulatedSizes = encapsulatedSizesByView()
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
            if Self.collectionClasses.contains(shortName) || view.source.baseClass.map(Self.collectionClasses.contains) == true {
                noteCollectionSizes(of: view, className: className, encapsulatedSizes: encapsulatedSizes)
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
