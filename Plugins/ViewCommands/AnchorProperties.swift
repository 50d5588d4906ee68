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

    /// The attribute's value for the view's current frame.
    static func value(_ attribute: LayoutAttribute, of view: View) -> Double {
        let frame = view.frame
        let margins = view.effectiveLayoutMargins
        switch attribute {
        case .left, .leading, .minX: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top, .minY: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.minX + frame.width / 2
        case .centerY: return frame.minY + frame.height / 2
        case .leftMargin, .leadingMargin: return frame.minX + margins.left
        case .rightMargin, .trailingMargin: return frame.maxX - margins.right
        case .topMargin: return frame.minY + margins.top
        case .bottomMargin: return frame.maxY - margins.bottom
        case .centerXWithinMargins: return frame.minX + margins.left + (frame.width - margins.left - margins.right) / 2
        case .centerYWithinMargins: return frame.minY + margins.top + (frame.height - margins.top - margins.bottom) / 2
        case .firstBaseline:
            let offsets = view.baselineOffsets
            return frame.minY + (offsets.fromTop ?? frame.height - offsets.fromBottom)
        case .lastBaseline:
            return frame.maxY - view.baselineOffsets.fromBottom
        }
    }

    private static func help(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .width, .height: "The frame's \(attribute.rawValue), as the '\(attribute.rawValue)' attribute of a constraint."
        default: "Where the '\(attribute.rawValue)' attribute of a constraint is now, in the superview's coordinates."
        }
    }
}
