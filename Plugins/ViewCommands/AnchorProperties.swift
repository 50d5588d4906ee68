import Commands
import Layout

/// The layout attributes a constraint names (`top`, `leadingMargin`, `lastBaseline`), read as
/// numbers from the frame: `print label.bottom`, `expect label.bottom <= box.bottom - 15`.
/// Positions are in the superview's coordinates, as the constraints that relate them are.
enum AnchorProperties {
    static var all: [Property] {
        LayoutAttribute.userAttributes.map { attribute in
            .view(attribute.rawValue, .number(.coordinate), help(attribute), get: { view, _ in .number(value(attribute, of: view)) })
        }
    }

    /// The attribute's value for the view's current frame (``View/value(of:at:)``).
    static func value(_ attribute: LayoutAttribute, of view: View) -> Double {
        view.value(of: attribute)
    }

    private static func help(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .width, .height: "The frame's \(attribute.rawValue), as the '\(attribute.rawValue)' attribute of a constraint."
        default: "Where the '\(attribute.rawValue)' attribute of a constraint is now, in the superview's coordinates."
        }
    }
}
