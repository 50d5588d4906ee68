import Testing
@testable import Solver
import TestSupport

/// Hundreds of small random systems, each checked against ``ReferenceLP``: required
/// constraints hold, the error at every level is optimal, refusals name a minimal
/// conflicting set and change nothing, and the order of removals does not matter.
@Suite("Randomised systems against an independent simplex")
struct RandomizedSolverTests {
    struct System {
        var variables: [Variable]
        var constraints: [Constraint]
    }

    static func makeSystem(seed: UInt64) -> System {
        var generator = SplitMix64(seed: seed)
        let variables = (0..<Int.random(in: 2...5, using: &generator)).map { Variable("v\($0)") }
        let coefficients: [Double] = [1, -1, 2, -2, 0.5]
        let priorities = [1000, 1000, 1000, 999, 750, 750, 500, 250, 1]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let constraints = (0..<Int.random(in: 3...10, using: &generator)).map { index -> Constraint in
            let terms = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Term(variables[Int.random(in: 0..<variables.count, using: &generator)],
                     coefficients[Int.random(in: 0..<coefficients.count, using: &generator)])
            }
            let constant = Double(Int.random(in: -60...60, using: &generator))
            let priority = Priority(priorities[Int.random(in: 0..<priorities.count, using: &generator)]) ?? .required
            return Constraint(LinearExpression(terms, constant: constant),
                              relations[Int.random(in: 0..<3, using: &generator)],
                              priority: priority, label: "c\(index)")
        }
        return System(variables: variables, constraints: constraints)
    }

    /// Checks that the solver's values satisfy every required constraint and reach the
    /// reference optimum at every level.
    static func expectOptimal(_ solver: Solver, _ system: System, seed: UInt64) {
        ReferenceLP.expectOptimal(solver.constraints, values: solver, variables: system.variables, "seed \(seed)")
    }

    @Test(arguments: 0..<300)
    func addingKeepsTheSolutionOptimalAndRefusalsMinimal(seed: UInt64) throws {
        let system = Self.makeSystem(seed: seed)
        var solver = Solver()
        for constraint in system.constraints {
            let before = system.variables.map { solver.value(of: $0) }
            do {
                try solver.add(constraint)
            } catch let error {
                guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                    Issue.record("seed \(seed): unexpected \(error)")
                    continue
                }
                #expect(refused === constraint && conflicting.last === constraint)
                #expect(conflicting.allSatisfy { $0.priority.isRequired })
                #expect(ReferenceLP.optimalErrors(conflicting, variables: system.variables) == nil,
                        "seed \(seed): the reported set is satisfiable")
                for index in conflicting.indices {
                    var rest = conflicting
                    rest.remove(at: index)
                    #expect(ReferenceLP.optimalErrors(rest, variables: system.variables) != nil,
                            "seed \(seed): the reported set is not minimal")
                }
                #expect(system.variables.map { solver.value(of: $0) } == before, "seed \(seed): refusal changed values")
                #expect(!solver.contains(constraint))
            }
            Self.expectOptimal(solver, system, seed: seed)
        }
    }

    @Test(arguments: 0..<200)
    func removalOrderDoesNotMatter(seed: UInt64) throws {
        let system = Self.makeSystem(seed: seed)
        var generator = SplitMix64(seed: seed &+ 1000)
        var solver = Solver()
        for constraint in system.constraints { try? solver.add(constraint) }
        let accepted = solver.constraints
        let doomed = accepted.filter { _ in Bool.random(using: &generator) }
        var forward = solver
        var backward = solver
        for constraint in doomed { try forward.remove(constraint) }
        for constraint in doomed.reversed() { try backward.remove(constraint) }
        var fresh = Solver()
        for constraint in accepted where !doomed.contains(where: { $0 === constraint }) { try fresh.add(constraint) }
        for candidate in [forward, backward] {
            Self.expectOptimal(candidate, system, seed: seed)
            let ambiguous = Set(fresh.ambiguities(among: system.variables).map(\.variable))
            for variable in system.variables where !ambiguous.contains(variable) {
                #expect(abs(candidate.value(of: variable) - fresh.value(of: variable)) < 1e-6,
                        "seed \(seed): \(variable) differs after removals")
            }
        }
    }

    @Test(arguments: 0..<150)
    func suggestionsStayOptimal(seed: UInt64) throws {
        var system = Self.makeSystem(seed: seed)
        var generator = SplitMix64(seed: seed &+ 5000)
        var solver = Solver()
        for constraint in system.constraints { try? solver.add(constraint) }
        let edited = system.variables[0]
        let priority = Priority([999, 750, 100][Int.random(in: 0..<3, using: &generator)]) ?? .defaultHigh
        try solver.addEditVariable(edited, priority: priority)
        for _ in 0..<8 {
            let value = Double(Int.random(in: -100...100, using: &generator))
            try solver.suggestValue(value, for: edited)
            // The edit is the constraint `edited == value` at its priority.
            var checked = system
            checked.constraints = solver.constraints
                + [Constraint(edited - value, .equal, priority: priority)]
            let reached = ReferenceLP.errors(of: checked.constraints, values: solver.value(of:))
            if let optimum = ReferenceLP.optimalErrors(checked.constraints, variables: system.variables) {
                for (ours, best) in zip(reached, optimum) {
                    #expect(abs(ours - best) < 1e-5 * (1 + abs(best)), "seed \(seed): \(reached) vs \(optimum)")
                }
            }
            system = checked
            system.constraints = solver.constraints
        }
    }

    @Test func ambiguityAgreesWithTheReference() throws {
        // A variable is ambiguous exactly when the reference can move it at equal error.
        for seed in UInt64(0)..<120 {
            let system = Self.makeSystem(seed: seed)
            var solver = Solver()
            for constraint in system.constraints { try? solver.add(constraint) }
            let present = solver.constraints
            guard let optimum = ReferenceLP.optimalErrors(present, variables: system.variables) else { continue }
            let ambiguous = Set(solver.ambiguities(among: system.variables).map(\.variable))
            for variable in system.variables {
                let value = solver.value(of: variable)
                // Can the variable sit 0.5 away (either side) with the same optimal errors?
                let canMove = [value - 0.5, value + 0.5].contains { shifted in
                    var pinned = present
                    pinned.append(Constraint(variable - shifted, .equal))
                    guard let errors = ReferenceLP.optimalErrors(pinned, variables: system.variables) else { return false }
                    return zip(errors, optimum).allSatisfy { abs($0 - $1) < 1e-6 * (1 + abs($1)) }
                }
                #expect(ambiguous.contains(variable) == canMove, "seed \(seed): \(variable) ambiguity")
            }
        }
    }
}
