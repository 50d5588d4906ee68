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
        if let spacing = systemSpacing(constraint, secondItem, secondAttribute) { return spacing }
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

    /// A constraint whose constant is the system's spacing (a log's `NSSpace(8)`), as UIKit's
    /// anchors say it: `b.leading == a.trailing + 8` is `b.leadingAnchor.constraint(
    /// equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`, `a.bottom <= b.bottom - 8` is
    /// `b.bottomAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier:
    /// 1)` (the later item first). Nil for another constraint, or one across the axes or with a
    /// multiplier of its own, which the anchors cannot say this way.
    func systemSpacing(_ constraint: LayoutConstraint, _ secondItem: View, _ secondAttribute: LayoutAttribute) -> String? {
        guard let multiple = constraint.systemSpacingMultiplier, constraint.multiplier == 1, constraint.constant != 0,
            !constraint.firstAttribute.isSize, constraint.firstAttribute.axis == secondAttribute.axis else { return nil }
        let below = constraint.firstAttribute.axis == .vertical
        // The later item (the one after, or below) comes first: the constant is positive from it.
        var later = (constraint.firstItem, constraint.firstAttribute)
        var earlier = (secondItem, secondAttribute)
        var relation = constraint.relation
        if constraint.constant < 0 {
            swap(&later, &earlier)
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        guard let laterAnchor = anchor(later.0, later.1), let earlierAnchor = anchor(earlier.0, earlier.1) else { return nil }
        let word: String
        switch relation {
        case .equal: word = "equalTo"
        case .greaterThanOrEqual: word = "greaterThanOrEqualTo"
        case .lessThanOrEqual: word = "lessThanOrEqualTo"
        }
        return "\(laterAnchor).constraint(\(word)SystemSpacing\(below ? "Below" : "After"): \(earlierAnchor), multiplier: \(SwiftSyntax.number(multiple)))"
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
