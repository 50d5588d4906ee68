import Layout
import Solver

/// How one `NSLayoutConstraint` is made in Swift: with anchors where UIKit's anchor API can say
/// it (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 5)`, dimensions with a
/// multiplier too), and with `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)` for a position with a multiplier, which anchors cannot express.
struct SwiftConstraint {
    /// The Swift expression that names a view or a guide in the exported code (`box`,
    /// `header.layoutMarginsGuide`); nil when the export does not reach it.
    let item: (View) -> String?

    /// The expression that makes `constraint`, or nil when one of its items is out of reach.
    func make(_ constraint: LayoutConstraint) -> String? {
        guard let first = anchor(constraint.firstItem, constraint.firstAttribute) else { return nil }
        let relation: String
        switch constraint.relation {
        case .equal: relation = "equalTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        }
        let constant = SwiftSyntax.number(constraint.constant)
        guard let secondItem = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
            return "\(first).constraint(\(relation)Constant: \(constant))"
        }
        if constraint.firstAttribute.isSize || constraint.multiplier == 1 {
            guard let second = anchor(secondItem, secondAttribute) else { return nil }
            var arguments = ["\(relation): \(second)"]
            // NSLayoutDimension takes a multiplier; NSLayoutAnchor only a constant.
            if constraint.multiplier != 1 { arguments.append("multiplier: \(SwiftSyntax.number(constraint.multiplier))") }
            if constraint.constant != 0 { arguments.append("constant: \(constant)") }
            return "\(first).constraint(\(arguments.joined(separator: ", ")))"
        }
        guard let firstItem = item(constraint.firstItem), let secondExpression = item(secondItem) else { return nil }
        let related: String
        switch constraint.relation {
        case .equal: related = ".equal"
        case .greaterThanOrEqual: related = ".greaterThanOrEqual"
        case .lessThanOrEqual: related = ".lessThanOrEqual"
        }
        return "NSLayoutConstraint(item: \(firstItem), attribute: .\(constraint.firstAttribute.rawValue), relatedBy: \(related), "
            + "toItem: \(secondExpression), attribute: .\(secondAttribute.rawValue), multiplier: \(SwiftSyntax.number(constraint.multiplier)), "
            + "constant: \(constant))"
    }

    /// `view.topAnchor`, `view.layoutMarginsGuide.leadingAnchor` for a margin attribute; nil for
    /// the engine's own `minX` and `minY`, which no user constraint names.
    func anchor(_ view: View, _ attribute: LayoutAttribute) -> String? {
        guard let expression = item(view) else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline:
            return "\(expression).\(attribute.rawValue)Anchor"
        case .leftMargin: return "\(expression).layoutMarginsGuide.leftAnchor"
        case .rightMargin: return "\(expression).layoutMarginsGuide.rightAnchor"
        case .topMargin: return "\(expression).layoutMarginsGuide.topAnchor"
        case .bottomMargin: return "\(expression).layoutMarginsGuide.bottomAnchor"
        case .leadingMargin: return "\(expression).layoutMarginsGuide.leadingAnchor"
        case .trailingMargin: return "\(expression).layoutMarginsGuide.trailingAnchor"
        case .centerXWithinMargins: return "\(expression).layoutMarginsGuide.centerXAnchor"
        case .centerYWithinMargins: return "\(expression).layoutMarginsGuide.centerYAnchor"
        case .minX, .minY: return nil
        }
    }

    /// The lines after `let NAME = ...` that finish the constraint: its identifier and a
    /// priority below required (set before activation: UIKit refuses to move an installed
    /// constraint between required and optional).
    static func settings(of constraint: LayoutConstraint, named name: String) -> [String] {
        var lines: [String] = []
        if let identifier = constraint.identifier { lines.append("\(name).identifier = \(SwiftSyntax.string(identifier))") }
        if !constraint.priority.isRequired { lines.append("\(name).priority = \(SwiftSyntax.priority(constraint.priority))") }
        return lines
    }
}
