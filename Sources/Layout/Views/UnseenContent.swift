/// A view with content (text, an image, a control) that a layout leaves where the user cannot
/// see it: at zero or negative width or height, or a label shorter than its text's lines.
/// Content the model cannot measure (an imported label or control with no intrinsic size in
/// the text) and a view inside a hidden one (a stack view's hidden row) are not counted: their
/// size says nothing of what the user sees. `fixes` ranks fixes by it; `check` reports it.
public struct UnseenContent {
    public let view: View
    /// How it is unseen, with the numbers.
    public let reason: Reason

    public enum Reason: Equatable, Sendable {
        /// At this size, zero or negative along at least one axis.
        case size(Size)
        /// A label this high whose text needs `needed` (its lines, on the pixel grid).
        case squeezed(height: Double, needed: Double)
    }

    /// What `fixes` says of it: `title (UILabel) at 266 x 0`, `title (UILabel) 20.5 high, its
    /// text needs 41`.
    public var why: String {
        switch reason {
        case .size(let size):
            "\(view.name) (\(Self.shortClassName(of: view))) at \(formatPoints(size.width)) x \(formatPoints(size.height))"
        case .squeezed(let height, let needed):
            "\(view.name) (UILabel) \(formatPoints(height)) high, its text needs \(formatPoints(needed))"
        }
    }

    /// The classes that draw content of their own (as printed: an imported view prints its
    /// log's class), by the name's last part.
    public static let contentClasses: Set<String> = [
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISegmentedControl", "UISwitch", "UISlider",
        "UIStepper", "UIProgressView", "UIActivityIndicatorView", "UIButtonLabel", "UIDatePicker", "UIPickerView",
    ]

    /// The last part of a view's class name (`Prox.PlaceDetailsEventView` is `PlaceDetailsEventView`).
    /// Read in place (no array of parts): every view of the window is asked once per `fixes`.
    public static func shortClassName(of view: View) -> String {
        let name = view.className
        // Trailing dots name no part, as `split` omits empty parts.
        var end = name.endIndex
        while end > name.startIndex, name[name.index(before: end)] == "." { end = name.index(before: end) }
        guard end > name.startIndex else { return name }
        let start = name[..<end].lastIndex(of: ".").map { name.index(after: $0) } ?? name.startIndex
        return String(name[start..<end])
    }

    /// Whether the view draws content of its own that the model can measure: a label with
    /// text, an image or a control with an intrinsic size.
    public static func hasContent(_ view: View) -> Bool {
        guard !(view is LayoutGuide), contentClasses.contains(shortClassName(of: view)) else { return false }
        if let label = view as? Label { return !label.text.isEmpty }
        let intrinsic = view.intrinsicContentSize
        return intrinsic.width >= 0 || intrinsic.height >= 0
    }

    /// Whether the view or one of its superviews is hidden.
    public static func isHiddenOrInHidden(_ view: View) -> Bool {
        var shown: View? = view
        while let current = shown {
            if current.isHidden { return true }
            shown = current.superview
        }
        return false
    }

    public static func of(_ view: View) -> UnseenContent? {
        // Content first: most views draw none, and need no walk up their superviews.
        guard hasContent(view), !isHiddenOrInHidden(view) else { return nil }
        let size = view.frame.size
        if size.width <= 0 || size.height <= 0 { return UnseenContent(view: view, reason: .size(size)) }
        // A label squeezed below its text: its lines need more than its frame gives.
        if let label = view as? Label, label.intrinsicContentSize.height > size.height + 0.5 {
            return UnseenContent(view: view, reason: .squeezed(height: size.height, needed: label.intrinsicContentSize.height))
        }
        return nil
    }
}
