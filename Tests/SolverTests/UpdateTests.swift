import Testing
@testable import Solver
import TestSupport

/// Constants and priorities changed in place: the result is the optimum of the system as if
/// the constraints had been added with their new values; a refused constant changes nothing.
@Suite("In-place updates of constants and priorities")
struct UpdateTests {
    @Test func aNewConstantMovesTheSolution() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let gap = Constraint(y - x - 8, .equal)
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(gap)
        try solver.updateConstant(of: gap, to: -20)
        #expect(solver.value(of: y) == 30)
        #expect(solver.expression(of: gap)?.constant == -20)
        try solver.remove(gap)
        #expect(!solver.contains(gap))
    }

    @Test func aRequiredConstantThatCannotHoldIsRefused() throws {
        var solver = Solver()
        let x = Variable("x")
        let low = Constraint(x - 10, .greaterThanOrEqual, label: "low")
        let high = Constraint(x - 20, .lessThanOrEqual, label: "high")
        try solver.add(low)
        try solver.add(high)
        let before = TransactionTests.Fingerprint(solver)
        #expect(throws: SolverError.unsatisfiableConstraint(low, conflicting: [high, low])) {
            try solver.updateConstant(of: low, to: -30)
        }
        #expect(TransactionTests.Fingerprint(solver) == before)
    }

    @Test func aPriorityMovesBetweenOptionalLevelsOnly() throws {
        var solver = Solver()
        let x = Variable("x")
        let ten = Constraint(x - 10, .equal, priority: .defaultLow)
        let twenty = Constraint(x - 20, .equal, priority: .defaultHigh)
        try solver.add(ten)
        try solver.add(twenty)
        #expect(solver.value(of: x) == 20)
        try solver.updatePriority(of: ten, to: Priority(999) ?? .required)
        #expect(solver.value(of: x) == 10)
        #expect(solver.priority(of: ten) == Priority(999))
        #expect(throws: SolverError.priorityCrossesRequired(ten)) { try solver.updatePriority(of: ten, to: .required) }
    }

    @Test(arguments: 0..<400)
    func updatesMatchAFreshSolve(seed: UInt64) throws {
        let system = RandomizedSolverTests.makeSystem(seed: seed &+ 9000)
        var generator = SplitMix64(seed: seed)
        var solver = Solver()
        for constraint in system.constraints { try? solver.add(constraint) }
        let present = solver.constraints
        guard !present.isEmpty else { return }
        for step in 0..<8 {
            let constraint = present[Int.random(in: 0..<present.count, using: &generator)]
            let current = { (solver: Solver) in present.map { original in
                Constraint(solver.expression(of: original) ?? original.expression, original.relation,
                           priority: solver.priority(of: original) ?? original.priority, label: original.label)
            } }
            if Bool.random(using: &generator) || constraint.priority.isRequired {
                let constant = Double(Int.random(in: -80...80, using: &generator))
                let before = TransactionTests.Fingerprint(solver)
                do {
                    try solver.updateConstant(of: constraint, to: constant)
                } catch let error {
                    guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                        Issue.record("seed \(seed): \(error)")
                        return
                    }
                    #expect(refused === constraint && conflicting.last === constraint)
                    #expect(TransactionTests.Fingerprint(solver) == before, "seed \(seed): a refusal changed the solver")
                    // The set, with the new constant, conflicts and is minimal.
                    let forms = current(solver).map { form in
                        form.label == constraint.label
                            ? Constraint(LinearExpression(form.expression.terms, constant: constant), form.relation, label: form.label)
                            : form
                    }
                    let set = conflicting.compactMap { member in forms.first { $0.label == member.label } }
                    #expect(ReferenceLP.optimalErrors(set, variables: system.variables) == nil, "seed \(seed)")
                    for index in set.indices {
                        var rest = set
                        rest.remove(at: index)
                        #expect(ReferenceLP.optimalErrors(rest, variables: system.variables) != nil,
                                "seed \(seed): not minimal")
                    }
                    continue
                }
            } else {
                let priority = Priority([999, 750, 500, 250, 1][Int.random(in: 0..<5, using: &generator)]) ?? .defaultLow
                try solver.updatePriority(of: constraint, to: priority)
            }
            guard ReferenceLP.expectOptimal(current(solver), values: solver, variables: system.variables, "seed \(seed) step \(step)") else { return }
        }
    }

    /// Several constants at once (``Solver/updateConstants(_:)``), enough of them that the
    /// rows are swept together: the optimum of the system with the new constants, or, when a
    /// required one is refused, the solver as it was.
    @Test(arguments: 0..<300)
    func batchedUpdatesMatchAFreshSolve(seed: UInt64) throws {
        let system = RandomizedSolverTests.makeSystem(seed: seed &+ 17000)
        var generator = SplitMix64(seed: seed &+ 5)
        var solver = Solver()
        for constraint in system.constraints { try? solver.add(constraint) }
        let present = solver.constraints
        guard !present.isEmpty else { return }
        for step in 0..<4 {
            let count = Int.random(in: 1...max(1, min(12, present.count)), using: &generator)
            let updates = (0..<count).map { _ in
                (constraint: present[Int.random(in: 0..<present.count, using: &generator)],
                 constant: Double(Int.random(in: -80...80, using: &generator)))
            }
            let before = TransactionTests.Fingerprint(solver)
            do {
                try solver.updateConstants(updates)
            } catch let error {
                guard case .unsatisfiableConstraint = error else {
                    Issue.record("seed \(seed): \(error)")
                    return
                }
                #expect(TransactionTests.Fingerprint(solver) == before, "seed \(seed): a refusal changed the solver")
                continue
            }
            let forms = present.map { original in
                Constraint(solver.expression(of: original) ?? original.expression, original.relation,
                           priority: solver.priority(of: original) ?? original.priority, label: original.label)
            }
            guard ReferenceLP.expectOptimal(forms, values: solver, variables: system.variables, "seed \(seed) step \(step)") else { return }
        }
    }
}
