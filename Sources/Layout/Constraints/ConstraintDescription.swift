/// How constraints print: UIKit's debug descriptions, with the user's names in place of
/// classes and addresses.
///
/// ```
/// <NSLayoutConstraint label.top == box.top + 15   (active)>
/// <NSAutoresizingMaskLayoutConstraint h=--& v=--& header.height == 100   (active)>
/// <NSContentSizeLayoutConstraint label.height >= 41 CompressionResistance:750   (active)>
/// ```
extension LayoutConstraint {
    /// The equation alone: `label.top == box.top + 15`, with ` @750` when optional.
    public var equation: String {
        var text = "\(firstItem.name).\(firstAttribute.rawValue) \(relation)"
        if let secondItem, let secondAttribute {
            let factor = multiplier == 1 ? "" : "\(formatPoints(multiplier))*"
            text += " \(factor)\(secondItem.name).\(secondAttribute.rawValue)"
            if constant != 0 {
                text += (constant < 0 ? " - " : " + ") + formatPoints(abs(constant))
            }
        } else {
            text += " " + formatPoints(constant)
        }
        return text
    }

    /// The body UIKit prints between the class and `(active)`.
    var body: String {
        switch kind {
        case .autoresizing(let mask):
            return "\(mask.logPrefix) \(equation)"
        case .contentHugging:
            return "\(equation) Hug:\(priority.value)"
        case .contentCompressionResistance:
            return "\(equation) CompressionResistance:\(priority.value)"
        default:
            let suffix = priority.isRequired || priority.isBrokenRequired ? "" : " priority:\(priority.value)"
            return equation + suffix
        }
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, ...
    public var className: String {
        switch kind {
        case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .contentCompressionResistance: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
    }

    /// `<NSLayoutConstraint 'id' label.top == box.top + 15   (active)>`.
    public var debugDescription: String {
        let identifierPart = identifier.map { "'\($0)' " } ?? ""
        return "<\(className) \(identifierPart)\(body)   (\(isActive ? "active" : "inactive"))>"
    }

    /// The constraint as a script command would write it: `label.top == box.top + 15 @750`.
    public var scriptForm: String {
        priority.isRequired ? equation : "\(equation) @\(priority.value)"
    }
}
