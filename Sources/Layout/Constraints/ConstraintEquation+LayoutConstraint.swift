import Solver

/// An equation from a constraint of the model, and constraints of the model from equations
/// (through the forms of `addConstraint` and `makeHeldConstraint` that take each part, so the
/// checks are the same).
extension ConstraintEquation where Item == View {
    /// What `constraint` says now (its constant and priority can change later).
    public init(_ constraint: LayoutConstraint) {
        var second: LayoutAnchor<View>?
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            second = LayoutAnchor(item: item, attribute: attribute)
        }
        self.init(first: LayoutAnchor(item: constraint.firstItem, attribute: constraint.firstAttribute), relation: constraint.relation,
                  second: second, multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
    }
}

extension Scene {
    /// Makes the user's constraint `equation` says and, unless told otherwise, activates it;
    /// refused as the long form refuses it.
    @discardableResult
    public func addConstraint(
        _ equation: ConstraintEquation<View>, name: String? = nil, identifier: String? = nil, activate: Bool = true
    ) throws(LayoutError) -> LayoutConstraint {
        try addConstraint(equation.first.item, equation.first.attribute, equation.relation, equation.second?.item,
                          equation.second?.attribute, multiplier: equation.multiplier, constant: equation.constant,
                          priority: equation.priority, name: name, identifier: identifier, activate: activate)
    }

    /// A constraint of `kind` that `equation` says, for a view to hold (see ``hold(_:on:)``).
    public func makeHeldConstraint(
        _ equation: ConstraintEquation<View>, kind: LayoutConstraint.Kind, name: String, identifier: String? = nil
    ) -> LayoutConstraint {
        makeHeldConstraint(equation.first.item, equation.first.attribute, equation.relation, equation.second?.item,
                           equation.second?.attribute, multiplier: equation.multiplier, constant: equation.constant,
                           priority: equation.priority, kind: kind, name: name, identifier: identifier)
    }
}
