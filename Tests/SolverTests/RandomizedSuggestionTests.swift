import Testing
@testable import Solver
import TestSupport

/// Suggestions on systems with many priority levels and several edit variables, checked
/// against ``ReferenceLP`` after every single suggestion: the dual simplex must leave the
/// error at every level optimal, not only restore feasibility.
@Suite("Randomised suggestions against an independent simplex")
struct RandomizedSuggestionTests {
    static let priorities = [1000, 1000, 999, 750, 500, 251, 250, 50]

    struct Case {
        var variables: [Variable]
        var constraints: [Constraint]
        var edits: [(variable: Variable, priority: Priority)]
        var rounds: [[(variable: Variable, value: Double)]]
    }

    /// 3 to 12 variables, 4 to 18 constraints over the levels above, 2 or 3 edits (distinct
    /// variables, priorities 999/750/251/50), 4 rounds that suggest a value for each edit.
    static func makeCase(seed: UInt64) -> Case {
        var generator = SplitMix64(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }
        let variables = (0..<Int.random(in: 3...12, using: &generator)).map { Variable("v\($0)") }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let constraints = (0..<Int.random(in: 4...18, using: &generator)).map { index -> Constraint in
            let terms = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Term(pick(variables), pick([1, -1, 2, -2, 0.5]))
            }
            let constant = Double(Int.random(in: -4000...4000, using: &generator)) / 10
            return Constraint(LinearExpression(terms, constant: constant), pick(relations),
                              priority: Priority(pick(priorities)) ?? .required, label: "c\(index)")
        }
        let edited = variables.shuffled(using: &generator).prefix(Int.random(in: 2...3, using: &generator))
        let edits = edited.map { ($0, Priority(pick([999, 750, 251, 50])) ?? .defaultHigh) }
        let rounds = (0..<4).map { _ in
            edited.map { ($0, Double(Int.random(in: -3000...3000, using: &generator)) / 10) }
        }
        return Case(variables: variables, constraints: constraints, edits: edits, rounds: rounds)
    }

    @Test(arguments: 0..<2000)
    func everySuggestionLeavesEveryLevelOptimal(seed: UInt64) throws {
        let test = Self.makeCase(seed: seed)
        var solver = Solver()
        for constraint in test.constraints { try? solver.add(constraint) }
        var suggested: [ObjectIdentifier: Double] = [:]
        for edit in test.edits {
            // An edit starts at the variable's current value.
            suggested[ObjectIdentifier(edit.variable)] = solver.value(of: edit.variable)
            try solver.addEditVariable(edit.variable, priority: edit.priority)
        }
        for (roundIndex, round) in test.rounds.enumerated() {
            for (index, suggestion) in round.enumerated() {
                try solver.suggestValue(suggestion.value, for: suggestion.variable)
                suggested[ObjectIdentifier(suggestion.variable)] = suggestion.value
                // Each edit is the constraint `variable == its last suggestion` at its priority.
                let checked = solver.constraints + test.edits.map { edit in
                    Constraint(edit.variable - (suggested[ObjectIdentifier(edit.variable)] ?? 0), .equal,
                               priority: edit.priority)
                }
                guard ReferenceLP.expectOptimal(checked, values: solver, variables: test.variables,
                                                "seed \(seed) round \(roundIndex).\(index)") else { return }
            }
        }
    }
}
