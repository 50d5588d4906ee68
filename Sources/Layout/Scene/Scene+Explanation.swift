import Solver

extension Scene {
    /// One constraint behind a value: how the value moves per point of give, and how the
    /// constraint holds (tight, or an optional one met exactly).
    public struct Reason {
        public let constraint: LayoutConstraint
        public let coefficient: Double
        /// An optional constraint (its error symbol is in the row): it could give way.
        public let isOptional: Bool
        public let isBroken: Bool
    }

    /// Why a view's attribute has its value, from the solved engine: the constraints whose
    /// symbols express it (see ``Solver/explanation(of:)``). `attribute` is one of the engine's
    /// own: `minX`, `minY`, `width` or `height` (edges and centres follow from them).
    public func explanation(of view: View, _ attribute: LayoutAttribute) -> (value: Double, isDetermined: Bool, reasons: [Reason]) {
        let variable: Variable
        switch attribute {
        case .minX: variable = view.variables.minX
        case .minY: variable = view.variables.minY
        case .width: variable = view.variables.width
        default: variable = view.variables.height
        }
        let explained = engine.explanation(of: variable)
        let reasons = explained.terms.compactMap { term -> Reason? in
            guard let constraint = engine.layoutConstraint(for: term.constraint) else { return nil }
            return Reason(constraint: constraint, coefficient: term.coefficient, isOptional: term.isError, isBroken: isBroken(constraint))
        }
        return (explained.value, explained.isDetermined, reasons)
    }
}

extension LayoutEngine {
    func explanation(of variable: Variable) -> Explanation {
        solver.explanation(of: variable)
    }
}
