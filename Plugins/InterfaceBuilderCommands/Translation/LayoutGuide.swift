import Layout

/// A layout guide a constraint may name, and how the model stands it in: by its owner's edges
/// moved in by the insets the guide keeps from them. The model has no guide objects, so a
/// constraint to a guide becomes one to its owner with the inset folded into the constant,
/// fixed at load time (a later `screen` does not move it; the load warns where that matters).
struct LayoutGuide {
    enum Kind {
        /// `safeAreaLayoutGuide` (Xcode 9 and later): a root view's is inset by the screen's safe area.
        case safeArea
        /// `topLayoutGuide` / `bottomLayoutGuide` (Xcode 5 to 8): zero-height guides at the
        /// bottom of the status bar and the top of the tab bar, here at the safe area's edges.
        case topLayoutGuide, bottomLayoutGuide
        /// A scroll view's content guide: its edges are the scroll view's edges in the model
        /// (which place content in the content area, as TN2154 has it).
        case contentLayoutGuide
        /// A scroll view's frame guide: its width and height are the scroll view's.
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

    /// The owner's attribute that stands for the guide's `attribute`, and the amount the
    /// guide's attribute lies beyond it (guide = owner + offset); nil when the model cannot
    /// express it (a top guide's height, a content guide's width).
    func standIn(for attribute: LayoutAttribute, insets: EdgeInsets) -> (attribute: LayoutAttribute, offset: Double)? {
        switch kind {
        case .safeArea:
            switch attribute {
            case .top: return (.top, insets.top)
            case .bottom: return (.bottom, -insets.bottom)
            case .leading, .left: return (attribute, insets.left)
            case .trailing, .right: return (attribute, -insets.right)
            case .width: return (.width, -(insets.left + insets.right))
            case .height: return (.height, -(insets.top + insets.bottom))
            case .centerX: return (.centerX, (insets.left - insets.right) / 2)
            case .centerY: return (.centerY, (insets.top - insets.bottom) / 2)
            default: return nil
            }
        case .topLayoutGuide:
            switch attribute {
            case .top: return (.top, 0)
            case .bottom: return (.top, insets.top)
            default: return nil
            }
        case .bottomLayoutGuide:
            switch attribute {
            case .top: return (.bottom, -insets.bottom)
            case .bottom: return (.bottom, 0)
            default: return nil
            }
        case .contentLayoutGuide:
            switch attribute {
            case .top, .bottom, .leading, .trailing, .left, .right: return (attribute, 0)
            default: return nil
            }
        case .frameLayoutGuide:
            switch attribute {
            case .width, .height: return (attribute, 0)
            default: return nil
            }
        }
    }
}
