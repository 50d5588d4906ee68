import Collections
import Layout
import Solver
import Tables

/// How one view is made in Swift: its class's initializer and the properties that differ
/// from what a new one of that class has.
enum SwiftView {
    /// The UIKit class the export makes for the view: the class it prints as, for the classes
    /// the export knows; a plain `UIView` (with a comment) for the rest.
    static func className(of view: View) -> String {
        known.contains(view.className) ? view.className : "UIView"
    }

    static let known: Set<String> = [
        "UIView", "UILabel", "UIStackView", "UIImageView", "UIButton", "UITextField", "UISegmentedControl", "UIScrollView", "UITableView",
        "UICollectionView",
    ]

    /// `let name = UILabel()` and the lines that set its properties.
    static func make(_ view: View, named name: String) -> [String] {
        var lines: [String] = []
        let className = className(of: view)
        if view.isUIKitsOwn {
            lines.append("// \(view.name) stands for UIKit's own \(view.className), \(uikitsContainer(view.className)): UIKit makes it, "
                         + "not the app; a UIView takes its place here")
        } else if className != view.className {
            lines.append("// \(view.name) is a \(view.className) in LayoutLab; the export makes a UIView in its place")
        }
        let frame = view.translatesAutoresizingMaskIntoConstraints && view.frame != .zero ? "frame: \(SwiftSyntax.rect(view.frame))" : ""
        switch view {
        case let table as TableView:
            lines.append("let \(name) = UITableView(frame: \(SwiftSyntax.rect(view.translatesAutoresizingMaskIntoConstraints ? view.frame : .zero)), style: .\(table.style.rawValue))")
            if case .fixed(let height) = table.rowHeight { lines.append("\(name).rowHeight = \(SwiftSyntax.number(height))") }
            else { lines.append("\(name).rowHeight = UITableView.automaticDimension") }
            if table.estimatedRowHeight > 0 { lines.append("\(name).estimatedRowHeight = \(SwiftSyntax.number(table.estimatedRowHeight))") }
            lines.append("// \(view.name)'s rows and prototype cells are the data source's to make: not exported")
        case let collection as CollectionView:
            // The layout is made in a closure of its own, so that its items', groups' and
            // sections' names can clash neither with the views' nor with a variable of ours.
            lines.append("let \(name) = UICollectionView(frame: \(SwiftSyntax.rect(view.translatesAutoresizingMaskIntoConstraints ? view.frame : .zero)), collectionViewLayout: {")
            lines += collection.layout.swiftLines().map { "    " + $0 }
            lines.append("    return layout")
            lines.append("}())")
            if collection.selfSizingInvalidation != .enabled {
                lines.append("\(name).selfSizingInvalidation = .\(collection.selfSizingInvalidation.rawValue)")
            }
            lines.append("// \(view.name)'s items and prototype cells are the data source's to make: not exported")
        case let segmented as SegmentedControl:
            lines.append("let \(name) = UISegmentedControl(items: [\(segmented.titles.map(SwiftSyntax.string).joined(separator: ", "))])")
            if !frame.isEmpty { lines.append("\(name).frame = \(SwiftSyntax.rect(view.frame))") }
        default:
            lines.append("let \(name) = \(className)(\(frame))")
        }
        if heldAutoresizing(of: view) {
            // A log listed its autoresizing constraints (h=--& v=--&): the app places it by its frame.
            lines.append("// \(view.name) is placed by its frame and autoresizing mask in the app (the log lists its autoresizing "
                         + "constraints): translatesAutoresizingMaskIntoConstraints stays true; set its frame")
        } else if !view.translatesAutoresizingMaskIntoConstraints {
            lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        lines += ownProperties(of: view, named: name)
        lines += commonProperties(of: view, named: name)
        return lines
    }

    /// Whether the scene holds autoresizing constraints for `view` that it did not make from
    /// the view's own mask (an import's, as a log listed them): the view translates its mask in
    /// the app, whatever the model's flag says.
    static func heldAutoresizing(of view: View) -> Bool {
        guard !view.translatesAutoresizingMaskIntoConstraints, let scene = view.scene else { return false }
        return scene.constraints(affecting: view).contains { constraint in
            if case .autoresizing = constraint.kind { constraint.firstItem === view } else { false }
        }
    }

    /// What one of UIKit's own containers is, in words.
    static func uikitsContainer(_ className: String) -> String {
        switch className {
        case "UITransitionView": "the container UIKit shows a root or presented view controller's view in"
        case "UILayoutContainerView": "a navigation or tab bar controller's view"
        case "UINavigationTransitionView": "the navigation controller's container for its top view controller's view"
        case "UIViewControllerWrapperView": "the wrapper UIKit puts a child view controller's view in"
        case "UITableViewWrapperView": "a table view's container for its cells (iOS 7 to 10)"
        case "UIDropShadowView": "a sheet's container"
        case "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow": "a window"
        default: className.hasPrefix("UIKeyboard") || className.hasPrefix("UIInputSet") ? "part of the keyboard" : "a private class of UIKit's"
        }
    }

    /// A label's font: its text style (`preferredFont(forTextStyle:)`, whose names are the
    /// model's), else a system font of its size and weight; nothing for UIKit's default
    /// (17 pt regular). A styled label that does not follow the category says so.
    static func font(of label: Label, named name: String) -> [String] {
        if let style = label.textStyle {
            // A weight on a style has no one-line font in UIKit; said, not guessed.
            let weight = label.weight.map {
                ["// \(name)'s weight (\($0.rawValue)) on its text style is not written: "
                    + "UIFontMetrics(forTextStyle: .\(style.rawValue)).scaledFont(for:) of a weighted system font carries both"]
            } ?? []
            return weight + ["\(name).font = UIFont.preferredFont(forTextStyle: .\(style.rawValue))"]
                + (label.adjustsFontForContentSizeCategory ? [] : ["\(name).adjustsFontForContentSizeCategory = false"])
        }
        guard label.fontSize != 17 || label.weight != nil else { return [] }
        let weight = label.weight.map { ", weight: .\($0.rawValue)" } ?? ""
        return ["\(name).font = UIFont.systemFont(ofSize: \(SwiftSyntax.number(label.fontSize))\(weight))"]
    }

    /// What the view's class adds: a label's text and lines, a stack view's axis and spacing, ...
    static func ownProperties(of view: View, named name: String) -> [String] {
        var lines: [String] = []
        switch view {
        case let label as Label:
            lines.append("\(name).text = \(SwiftSyntax.string(label.text))")
            if label.numberOfLines != 1 { lines.append("\(name).numberOfLines = \(label.numberOfLines)") }
            lines += font(of: label, named: name)
            if let width = label.preferredMaxLayoutWidth { lines.append("\(name).preferredMaxLayoutWidth = \(SwiftSyntax.number(width))") }
        case let button as Button:
            lines.append("\(name).setTitle(\(SwiftSyntax.string(button.title)), for: .normal)")
        case let field as TextField:
            if !field.text.isEmpty { lines.append("\(name).text = \(SwiftSyntax.string(field.text))") }
            if !field.placeholder.isEmpty { lines.append("\(name).placeholder = \(SwiftSyntax.string(field.placeholder))") }
            // UITextField's borderStyle is .none unless set (Apple's documentation of borderStyle).
            if field.borderStyle != .none { lines.append("\(name).borderStyle = .\(field.borderStyle.rawValue)") }
        case let image as ImageView:
            if let size = image.imageSize {
                lines.append("// \(view.name) shows an image of \(SwiftSyntax.number(size.width)) x \(SwiftSyntax.number(size.height)) pt: set \(view.name).image")
            }
        default:
            break
        }
        if view.className == "UIStackView" { lines += stackProperties(of: view, named: name) }
        return lines
    }

    /// A stack view's axis, distribution, alignment, spacing and margins, read from its
    /// snapshot (the stack view belongs to another plugin; its snapshot is the model's
    /// public account of it).
    static func stackProperties(of view: View, named name: String) -> [String] {
        let attributes = Dictionary(view.snapshotAttributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        if let axis = attributes["axis"], axis != "horizontal" { lines.append("\(name).axis = .\(axis)") }
        if let distribution = attributes["distribution"], distribution != "fill" { lines.append("\(name).distribution = .\(distribution)") }
        if let alignment = attributes["alignment"], alignment != "fill" { lines.append("\(name).alignment = .\(alignment)") }
        if let spacing = attributes["spacing"].flatMap(Double.init), spacing != 0 {
            lines.append("\(name).spacing = \(SwiftSyntax.number(spacing))")
        }
        if attributes["layoutMarginsRelativeArrangement"] == "true" { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
        return lines
    }

    /// The names of a stack view's arranged subviews, in order (none for another view).
    static func arrangedSubviewNames(of view: View) -> [String] {
        guard view.className == "UIStackView",
            let arranged = view.snapshotAttributes.first(where: { $0.name == "arranged" })?.value, !arranged.isEmpty
        else { return [] }
        return arranged.split(separator: ",").map(String.init)
    }

    /// What every view has, where it differs from a new view of its class.
    static func commonProperties(of view: View, named name: String) -> [String] {
        var lines: [String] = []
        let fresh = freshView(like: view)
        if view.isHidden { lines.append("\(name).isHidden = true") }
        if view.alpha != 1 { lines.append("\(name).alpha = \(SwiftSyntax.number(view.alpha))") }
        if view.clipsToBounds { lines.append("\(name).clipsToBounds = true") }
        if view.layoutMargins != fresh.layoutMargins {
            let m = view.layoutMargins
            lines.append("\(name).layoutMargins = UIEdgeInsets(top: \(SwiftSyntax.number(m.top)), left: \(SwiftSyntax.number(m.left)), "
                         + "bottom: \(SwiftSyntax.number(m.bottom)), right: \(SwiftSyntax.number(m.right)))")
        }
        if view.preservesSuperviewLayoutMargins { lines.append("\(name).preservesSuperviewLayoutMargins = true") }
        // UIKit's default is true (iOS 11).
        if !view.insetsLayoutMarginsFromSafeArea { lines.append("\(name).insetsLayoutMarginsFromSafeArea = false") }
        if view.translatesAutoresizingMaskIntoConstraints, !view.autoresizingMask.isEmpty {
            let names = AutoresizingMask.names.filter { view.autoresizingMask.contains($0.mask) }.map { "." + $0.name }
            lines.append("\(name).autoresizingMask = [\(names.joined(separator: ", "))]")
        }
        for (axis, word) in [(LayoutAttribute.Axis.horizontal, "horizontal"), (.vertical, "vertical")] {
            let hugging = view.contentHuggingPriority[axis], resistance = view.contentCompressionResistancePriority[axis]
            if hugging != fresh.contentHuggingPriority[axis] {
                lines.append("\(name).setContentHuggingPriority(\(SwiftSyntax.priority(hugging)), for: .\(word))")
            }
            if resistance != fresh.contentCompressionResistancePriority[axis] {
                lines.append("\(name).setContentCompressionResistancePriority(\(SwiftSyntax.priority(resistance)), for: .\(word))")
            }
        }
        if let size = view.customIntrinsicContentSize {
            let width = size.width < 0 ? "UIView.noIntrinsicMetric" : SwiftSyntax.number(size.width)
            let height = size.height < 0 ? "UIView.noIntrinsicMetric" : SwiftSyntax.number(size.height)
            lines.append("// \(view.name) reports an intrinsicContentSize of (\(width), \(height)): a UIView subclass overriding intrinsicContentSize")
        }
        return lines
    }

    /// A new view of the same model class, for its defaults (a label hugs at 251, a view at 250).
    static func freshView(like view: View) -> View {
        switch view {
        case is Label: Label(name: "fresh", text: "")
        case is ImageView: ImageView(name: "fresh", imageSize: nil)
        case is Button: Button(name: "fresh", title: "")
        case is TextField: TextField(name: "fresh", text: "")
        case is SegmentedControl: SegmentedControl(name: "fresh", titles: [])
        default: View(name: "fresh")
        }
    }
}
