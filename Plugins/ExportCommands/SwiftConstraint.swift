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
        make(ConstraintEquation(constraint), systemSpacingMultiplier: constraint.systemSpacingMultiplier)
    }

    /// The expression that makes a constraint saying `equation` (its priority aside: see
    /// ``settings(of:named:)``), its constant the system's spacing `systemSpacingMultiplier`
    /// times when one is given; nil when one of its items is out of reach.
    func make(_ equation: ConstraintEquation<View>, systemSpacingMultiplier: Double? = nil) -> String? {
        guard let first = anchor(equation.first) else { return nil }
        let relation = Self.argumentLabel(equation.relation)
        let constant = SwiftSyntax.number(equation.constant)
        guard let secondAnchor = equation.second else {
            return "\(first).constraint(\(relation)Constant: \(constant))"
        }
        if let multiple = systemSpacingMultiplier, let spacing = systemSpacing(equation, multiple: multiple) { return spacing }
        if equation.first.attribute.isSize || equation.multiplier == 1 {
            guard let second = anchor(secondAnchor) else { return nil }
            var arguments = ["\(relation): \(second)"]
            // NSLayoutDimension takes a multiplier; NSLayoutAnchor only a constant.
            if equation.multiplier != 1 { arguments.append("multiplier: \(SwiftSyntax.number(equation.multiplier))") }
            if equation.constant != 0 { arguments.append("constant: \(constant)") }
            return "\(first).constraint(\(arguments.joined(separator: ", ")))"
        }
        guard let firstItem = item(equation.first.item), let secondItem = item(secondAnchor.item) else { return nil }
        let related: String
        switch equation.relation {
        case .equal: related = ".equal"
        case .greaterThanOrEqual: related = ".greaterThanOrEqual"
        case .lessThanOrEqual: related = ".lessThanOrEqual"
        }
        return "NSLayoutConstraint(item: \(firstItem), attribute: .\(equation.first.attribute.rawValue), relatedBy: \(related), "
            + "toItem: \(secondItem), attribute: .\(secondAnchor.attribute.rawValue), multiplier: \(SwiftSyntax.number(equation.multiplier)), "
            + "constant: \(constant))"
    }

    /// `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo`: how an anchor's method names
    /// the relation.
    static func argumentLabel(_ relation: Relation) -> String {
        switch relation {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
    }

    /// A constraint whose constant is the system's spacing (a log's `NSSpace(8)`), as UIKit's
    /// anchors say it: `b.leading == a.trailing + 8` is `b.leadingAnchor.constraint(
    /// equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`, `a.bottom <= b.bottom - 8` is
    /// `b.bottomAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier:
    /// 1)` (the later item first). Nil for another constraint, or one across the axes or with a
    /// multiplier of its own, which the anchors cannot say this way.
    func systemSpacing(_ equation: ConstraintEquation<View>, multiple: Double) -> String? {
        guard var earlier = equation.second, equation.multiplier == 1, equation.constant != 0,
            !equation.first.attribute.isSize, equation.first.attribute.axis == earlier.attribute.axis else { return nil }
        let below = equation.first.attribute.axis == .vertical
        // The later item (the one after, or below) comes first: the constant is positive from it.
        var later = equation.first
        var relation = equation.relation
        if equation.constant < 0 {
            swap(&later, &earlier)
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        guard let laterAnchor = anchor(later), let earlierAnchor = anchor(earlier) else { return nil }
        return "\(laterAnchor).constraint(\(Self.argumentLabel(relation))SystemSpacing\(below ? "Below" : "After"): \(earlierAnchor), "
            + "multiplier: \(SwiftSyntax.number(multiple)))"
    }

    /// `view.topAnchor`, `view.layoutMarginsGuide.leadingAnchor` for a margin attribute; nil for
    /// the engine's own `minX` and `minY`, which no user constraint names.
    func anchor(_ anchor: LayoutAnchor<View>) -> String? {
        guard let expression = item(anchor.item) else { return nil }
        let attribute = anchor.attribute
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
