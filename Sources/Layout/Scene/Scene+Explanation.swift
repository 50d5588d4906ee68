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

    /// A constraint on the view that is not met (an optional one that gave way, or one the
    /// engine broke and keeps just below required), and what it does to the value.
    public struct Contest {
        public let constraint: LayoutConstraint
        /// How far it is from holding, in points.
        public let violation: Double
        public let isBroken: Bool
        /// The value were the constraint not there: nil when it is the same (the constraint
        /// lost and does not move the value), otherwise the constraint decides the value.
        public let valueWithout: Double?
    }

    /// Why a view's attribute has its value (see ``explanation(of:_:)``).
    public struct ValueExplanation {
        public let value: Double
        /// Whether some constraint expresses the value; false: nothing fixes it.
        public let isDetermined: Bool
        /// The constraints that hold it, tight or met exactly, read from the solved engine.
        public let reasons: [Reason]
        /// The unmet constraints on the view along the attribute's axis: the ones that win
        /// a contest with the others (``Contest/valueWithout`` set) and the ones that lost.
        public let contests: [Contest]
    }

    /// The attributes ``explanation(of:_:)`` explains: the engine's own (`minX`, `minY`,
    /// `width`, `height`) and every edge, centre and baseline, in the superview's coordinates.
    public static let explainableAttributes: [LayoutAttribute] = [
        .width, .height, .minX, .minY, .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
        .firstBaseline, .lastBaseline,
    ]

    /// Why a view's attribute has its value, from the solved engine.
    ///
    /// The reasons are the constraints whose symbols express the value (see
    /// ``Solver/explanation(of:)-(LinearExpression)``): every tight constraint along the chain
    /// from the value to the constants that decide it, so a label's height inside a box
    /// inside a header lists the header's height among them. An edge is a sum of the engine's
    /// variables (bottom = minY + height), explained as that sum.
    ///
    /// The contests are what the row cannot show: the constraints on the view, along the
    /// attribute's axis, that are not met (a compression resistance squeezed, a broken
    /// constraint that still pulls). Each is tried away in a query that leaves the scene as
    /// it was (``reading(_:)``): if the value moves, that constraint decides it (it wins
    /// against the others, which lost); if not, it lost.
    public func explanation(of view: View, _ attribute: LayoutAttribute) -> ValueExplanation {
        let expression = explainedExpression(of: view, attribute)
        let explained = engine.solver.explanation(of: expression)
        let reasons = explained.terms.compactMap { term -> Reason? in
            guard let constraint = engine.layoutConstraint(for: term.constraint) else { return nil }
            return Reason(constraint: constraint, coefficient: term.coefficient, isOptional: term.isError, isBroken: isBroken(constraint))
        }
        let axis = attribute.axis
        var contests: [Contest] = []
        for constraint in constraints(affecting: view) where constraint.firstAttribute.axis == axis && isInstalled(constraint) {
            guard let violation = violation(of: constraint), violation > 0,
                !constraint.priority.isRequired || isBroken(constraint)
            else { continue }
            let without = reading { () -> Double in
                engine.uninstall(constraint)
                return engine.solver.explanation(of: expression).value
            }
            let moves = abs(without - explained.value) > 1e-6
            contests.append(Contest(constraint: constraint, violation: violation, isBroken: isBroken(constraint),
                                    valueWithout: moves ? LayoutEngine.SolvedValues.finite(without) : nil))
        }
        return ValueExplanation(value: LayoutEngine.SolvedValues.finite(explained.value), isDetermined: explained.isDetermined,
                                reasons: reasons, contests: contests)
    }

    /// What a contest's winner ties the view to: the other items of the constraint, each with
    /// the attribute whose value the constraint reads, so `why` can go on to explain it. An
    /// item that is the constraint's common ancestor is read in its own coordinates, where
    /// its leading edge is 0 and its trailing edge its size: `box.bottom == label.bottom + 15`
    /// ties the label to the box's height.
    public func causes(of constraint: LayoutConstraint, besides view: View) -> [(View, LayoutAttribute)] {
        let ancestor = AttributeExpression.commonAncestor(of: constraint.items)
        var result: [(View, LayoutAttribute)] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard let item, let attribute, item !== view else { continue }
            let physical = attribute.physical(in: item.effectiveUserInterfaceLayoutDirection)
            if item === ancestor && !attribute.isSize {
                switch physical {
                case .left, .top, .minX, .minY: continue
                default: result.append((item, attribute.axis == .horizontal ? .width : .height))
                }
            } else {
                result.append((item, physical))
            }
        }
        return result
    }

    /// The attribute as a sum of the engine's variables, in the superview's coordinates
    /// (leading and trailing by the view's own direction).
    private func explainedExpression(of view: View, _ attribute: LayoutAttribute) -> LinearExpression {
        let physical = attribute.physical(in: view.effectiveUserInterfaceLayoutDirection)
        return AttributeExpression.position(view, physical, in: view.superview ?? view)
    }
}
