import Testing
@testable import Solver

extension ReferenceLP {
    /// Expects the solver's values to satisfy every required one of `constraints` and to reach
    /// the reference optimum at every level. Returns whether they did; an issue is recorded
    /// (and false returned) when the reference finds the constraints infeasible.
    @discardableResult
    static func expectOptimal(_ constraints: [Constraint], values solver: Solver, variables: [Variable], _ context: String) -> Bool {
        var held = true
        for constraint in constraints where constraint.priority.isRequired {
            let violation = ReferenceLP.violation(of: constraint, values: solver.value(of:))
            #expect(violation < 1e-6, "\(context): \(constraint) violated")
            held = held && violation < 1e-6
        }
        guard let optimum = optimalErrors(constraints, variables: variables) else {
            Issue.record("\(context): the reference finds the constraints infeasible")
            return false
        }
        let reached = errors(of: constraints, values: solver.value(of:))
        let optimal = zip(reached, optimum).allSatisfy { abs($0 - $1) < 1e-5 * (1 + abs($1)) }
        #expect(optimal, "\(context): errors \(reached) vs optimum \(optimum)")
        return held && optimal
    }
}
