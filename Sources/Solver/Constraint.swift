/// How a constraint's expression relates to zero.
public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}

/// `expression RELATION 0` at a priority.
///
/// A constraint is identified by the object, like `NSLayoutConstraint`: adding the same object
/// twice is an error, adding two equal constraints is not. `label` is how the constraint is
/// named in explanations; the solver never prints on its own.
public final class Constraint: Sendable, Equatable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    public let label: String

    public init(
        _ expression: LinearExpression,
        _ relation: Relation,
        priority: Priority = .required,
        label: String = ""
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public var description: String {
        if !label.isEmpty { return label }
        var text = ""
        for term in expression.terms {
            let sign = term.coefficient < 0 ? " - " : (text.isEmpty ? "" : " + ")
            let magnitude = abs(term.coefficient)
            text += sign + (magnitude == 1 ? "" : "\(formatNumber(magnitude))*") + term.variable.name
        }
        if expression.constant != 0 || text.isEmpty {
            let sign = expression.constant < 0 ? " - " : (text.isEmpty ? "" : " + ")
            text += sign + formatNumber(abs(expression.constant))
        }
        let suffix = priority.isRequired ? "" : " @\(priority.value)"
        return "\(text) \(relation) 0\(suffix)"
    }
}

/// Formats a number without a trailing `.0`, so `8` prints as `8` and `0.5` as `0.5`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
