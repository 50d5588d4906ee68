import Testing
@testable import Solver

/// Systems that once exposed a bug, each replayed and checked against ``ReferenceLP``.
@Suite("Regressions")
struct RegressionTests {
    /// After a suggestion, the dual simplex restored feasibility but left the level at 250
    /// at 931.085 where 790.346 is achievable: the error at every level must be optimal after
    /// every round, and the last round must give the figures the reference computed. (Since
    /// edits start at the variable's value this file no longer takes the failing path; the
    /// test below isolates the cause, and the randomised suggestion tests find the class.)
    @Test func suggestionsKeepEveryLevelOptimal() throws {
        let system = try SolveFormat(json: Self.suggestOptimality)
        var solver = Solver()
        for constraint in system.constraints { try solver.add(constraint) }
        // Each edit is `variable == its last value` at its priority; it starts at the value
        // the variable has when the edit is added.
        var edits: [(variable: Variable, priority: Priority, value: Double)] = []
        for edit in system.edits {
            edits.append((edit.variable, edit.priority, solver.value(of: edit.variable)))
            try solver.addEditVariable(edit.variable, priority: edit.priority)
        }
        var reached: [Double] = []
        for round in system.suggestions {
            for suggestion in round {
                try solver.suggestValue(suggestion.value, for: suggestion.variable)
                if let index = edits.firstIndex(where: { $0.variable === suggestion.variable }) {
                    edits[index].value = suggestion.value
                }
            }
            let checked = solver.constraints + edits.map { edit in
                Constraint(edit.variable - edit.value, .equal, priority: edit.priority)
            }
            reached = ReferenceLP.errors(of: checked, values: solver.value(of:))
            let optimum = try #require(ReferenceLP.optimalErrors(checked, variables: system.variables))
            for (ours, best) in zip(reached, optimum) {
                #expect(abs(ours - best) < 1e-5 * (1 + abs(best)), "\(reached) vs \(optimum)")
            }
        }
        // Levels 999, 750, 500, 251, 250, 50, as the regression's README states them.
        let expected = [0, 0, 0, 0, 790.346, 318.383]
        #expect(reached.count == expected.count)
        for (ours, figure) in zip(reached, expected) {
            #expect(abs(ours - figure) < 1e-5 * (1 + abs(figure)) + 1e-3, "\(reached)")
        }
    }

    /// The cause, isolated: in the dual simplex's ratio test, two cost ratios equal but for
    /// rounding at the top level must be told apart at the next level. Choosing `b` here (its
    /// ratio is smaller by 4e-16 at 999) would leave `a` a negative cost at 250.
    @Test func dualRatiosEqualUpToRoundingAreDecidedBelow() {
        var tableau = Tableau()
        let a = tableau.makeSymbol(.error), b = tableau.makeSymbol(.error)
        let top = tableau.objective.level(for: 1998), low = tableau.objective.level(for: 500)
        tableau.objective.addCost(1.0000000000000004, to: a, level: top)
        tableau.objective.addCost(1, to: b, level: top)
        tableau.objective.addCost(0.5, to: b, level: low)
        let row = Row(constant: -5, cells: [Cell(symbol: a, coefficient: 1), Cell(symbol: b, coefficient: 1)])
        #expect(tableau.dualEnteringSymbol(row) == a)
    }

    /// /work/shared/regressions/solver-suggest-optimality.json, verbatim.
    static let suggestOptimality = #"""
{"variables": ["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13"],
 "constraints": [
  {"terms": [[-1, "v6"], [-2, "v10"], [-1, "v2"]], "constant": -291.197, "op": ">=", "priority": 500},
  {"terms": [[-1, "v9"], [-2, "v8"], [-1, "v2"]], "constant": -247.979, "op": "==", "priority": 999},
  {"terms": [[-1, "v10"]], "constant": 231.859, "op": "<=", "priority": 500},
  {"terms": [[-2, "v9"], [2, "v13"]], "constant": 45.515, "op": "<=", "priority": 250},
  {"terms": [[1, "v6"], [-1, "v1"]], "constant": 388.952, "op": "==", "priority": 999},
  {"terms": [[-1, "v8"], [0.5, "v0"]], "constant": -76.592, "op": ">=", "priority": 1000},
  {"terms": [[0.5, "v3"], [-1, "v4"]], "constant": 28.835, "op": "==", "priority": 1000},
  {"terms": [[1, "v2"], [1, "v10"], [-2, "v9"]], "constant": 54.867, "op": "==", "priority": 500},
  {"terms": [[2, "v5"]], "constant": 339.717, "op": "==", "priority": 1000},
  {"terms": [[2, "v4"], [-2, "v5"]], "constant": -393.083, "op": ">=", "priority": 1000},
  {"terms": [[-1, "v10"], [1, "v7"]], "constant": 347.587, "op": "<=", "priority": 500},
  {"terms": [[-1, "v9"], [2, "v7"], [0.5, "v8"]], "constant": 381.683, "op": ">=", "priority": 500},
  {"terms": [[-2, "v12"], [1, "v4"], [-1, "v10"]], "constant": -7.999, "op": ">=", "priority": 999},
  {"terms": [[0.5, "v4"]], "constant": 12.652, "op": ">=", "priority": 1000},
  {"terms": [[2, "v0"]], "constant": -181.772, "op": ">=", "priority": 250},
  {"terms": [[1, "v7"]], "constant": -37.569, "op": "==", "priority": 50},
  {"terms": [[0.5, "v6"], [2, "v13"]], "constant": -363.182, "op": ">=", "priority": 1000},
  {"terms": [[2, "v5"]], "constant": -275.245, "op": "<=", "priority": 750},
  {"terms": [[2, "v8"], [2, "v6"]], "constant": 212.315, "op": ">=", "priority": 50},
  {"terms": [[-2, "v11"], [1, "v5"]], "constant": 80.512, "op": ">=", "priority": 999},
  {"terms": [[-1, "v7"], [-1, "v4"], [-2, "v11"]], "constant": -86.283, "op": ">=", "priority": 999},
  {"terms": [[2, "v5"], [1, "v7"], [0.5, "v0"]], "constant": 303.234, "op": "<=", "priority": 1000}
 ],
 "edits": [{"variable": "v6", "priority": 999}, {"variable": "v3", "priority": 251}],
 "suggestions": [[["v6", 235.89], ["v3", 22.56]], [["v6", 138.21], ["v3", -135.4]], [["v6", -173.08], ["v3", 229.21]]]
}
"""#
}
