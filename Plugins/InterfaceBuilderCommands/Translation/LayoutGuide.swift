import Layout

/// A layout guide a constraint may name. The safe area (and Xcode 5 to 8's top and bottom
/// layout guides, which UIKit places at its top and bottom edges) becomes the owner's own
/// `safeAreaLayoutGuide`, a real guide that follows a later `screen`; a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide` become the scroll view's own guides.
struct LayoutGuide {
    enum Kind {
        /// `safeAreaLayoutGuide` (Xcode 9 and later): a root view's is inset by the screen's safe area.
        case safeArea
        /// `topLayoutGuide` / `bottomLayoutGuide` (Xcode 5 to 8): zero-height guides at the
        /// bottom of the status bar and the top of the tab bar, here at the safe area's edges.
        case topLayoutGuide, bottomLayoutGuide
        /// A scroll view's content guide: the scrollable content area.
        case contentLayoutGuide
        /// A scroll view's frame guide: the scroll view's frame, seen from inside.
        case frameLayoutGuide

        init?(key: String?) {
            switch key {
            case "safeArea"?: self = .safeArea
            case "contentLayoutGuide"?: self = .contentLayoutGuide
            case "frameLayoutGuide"?: self = .frameLayoutGuide
            default: return nil
            }
        }

        var name: String {
            switch self {
            case .safeArea: "safeAreaLayoutGuide"
            case .topLayoutGuide: "topLayoutGuide"
            case .bottomLayoutGuide: "bottomLayoutGuide"
            case .contentLayoutGuide: "contentLayoutGuide"
            case .frameLayoutGuide: "frameLayoutGuide"
            }
        }
    }

    /// The view element that owns the guide (for the view controller's guides, its view).
    let owner: IBElement
    let kind: Kind

    /// The guide's attribute as the model names it: a path after the owner's name
    /// (`.safeAreaLayoutGuide`, or nothing for the owner itself) and an attribute; nil when
    /// the guide is not one of the owner's guides in the model (a scroll view's) or the
    /// attribute is not one the guide stands for exactly (a top layout guide's height).
    ///
    /// In UIKit (iOS 11 and later) the top layout guide runs from the view's top to the safe
    /// area's top and the bottom one from the safe area's bottom to the view's bottom: their
    /// edges are exactly the view's and the safe area's, whatever the screen.
    func reference(for attribute: LayoutAttribute) -> (path: String, attribute: LayoutAttribute)? {
        switch kind {
        case .safeArea:
            switch attribute {
            case .top, .bottom, .leading, .trailing, .left, .right, .width, .height, .centerX, .centerY:
                return (".safeAreaLayoutGuide", attribute)
            default: return nil
            }
        case .topLayoutGuide:
            switch attribute {
            case .top: return ("", .top)
            case .bottom: return (".safeAreaLayoutGuide", .top)
            default: return nil
            }
        case .bottomLayoutGuide:
            switch attribute {
            case .top: return (".safeAreaLayoutGuide", .bottom)
            case .bottom: return ("", .bottom)
            default: return nil
            }
        case .contentLayoutGuide, .frameLayoutGuide:
            // The scroll view's own guides, as the model has them (Scene+LayoutGuides):
            // every attribute a guide has.
            guard attribute.isLayoutGuideAttribute else { return nil }
            return (".\(kind.name)", attribute)
        }
    }
}
