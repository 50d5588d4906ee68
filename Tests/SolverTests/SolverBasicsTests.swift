import Testing
@testable import Solver

@Suite("Adding, removing and reading constraints")
struct SolverBasicsTests {
    @Test func requiredEqualityDeterminesAVariable() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 42, .equal))
        #expect(solver.value(of: x) == 42)
    }

    @Test func inequalitiesBoundAPreference() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(x - 20, .lessThanOrEqual))
        let preference = Constraint(x - 100, .equal, priority: .defaultHigh)
        try solver.add(preference)
        #expect(solver.value(of: x) == 20)
        try solver.remove(preference)
        try solver.add(Constraint(x - 0, .equal, priority: .defaultHigh))
        #expect(solver.value(of: x) == 10)
    }

    @Test func chainOfRequiredEqualitiesFollowsItsHead() throws {
        var solver = Solver()
        let lefts = (0..<5).map { Variable("left\($0)") }
        try solver.add(Constraint(lefts[0] - 8, .equal))
        for index in 1..<lefts.count {
            try solver.add(Constraint(lefts[index] - lefts[index - 1] - 58, .equal))
        }
        #expect(lefts.map { solver.value(of: $0) } == [8, 66, 124, 182, 240])
    }

    @Test func multiplierAndRepeatedVariablesAddUp() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(Constraint(b - 300, .equal))
        // a == 0.5 * b, written with `a` twice: 2a - a - 0.5b == 0.
        try solver.add(Constraint(2 * a - a - 0.5 * b, .equal))
        #expect(solver.value(of: a) == 150)
    }

    @Test func unknownVariableReadsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable("nowhere")) == 0)
    }

    @Test func constraintsListInTheOrderAdded() throws {
        var solver = Solver()
        let x = Variable("x")
        let first = Constraint(x - 1, .greaterThanOrEqual, label: "first")
        let second = Constraint(x - 5, .lessThanOrEqual, label: "second")
        let third = Constraint(x - 3, .equal, priority: .defaultLow, label: "third")
        try solver.add(first)
        try solver.add(second)
        try solver.add(third)
        try solver.remove(second)
        #expect(solver.constraints.map(\.label) == ["first", "third"])
        #expect(solver.contains(first) && !solver.contains(second))
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(Constraint(y - x - 5, .equal, priority: .defaultHigh))
        try solver.add(Constraint(y - 0, .greaterThanOrEqual))
        let before = (solver.value(of: x), solver.value(of: y))
        let extra = Constraint(y - 100, .greaterThanOrEqual)
        try solver.add(extra)
        #expect(solver.value(of: y) == 100)
        try solver.remove(extra)
        #expect((solver.value(of: x), solver.value(of: y)) == before)
        #expect(before == (10, 15))
    }

    @Test func redundantRequiredEqualitiesSurviveRemovingEither() throws {
        var solver = Solver()
        let x = Variable("x")
        let first = Constraint(x - 10, .equal)
        let second = Constraint(x - 10, .equal)
        try solver.add(first)
        try solver.add(second)
        try solver.add(Constraint(x - 0, .equal, priority: .defaultLow))
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        try solver.remove(second)
        #expect(solver.value(of: x) == 0)
    }

    @Test func updateVariablesReportsOnlyWhatChanged() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(Constraint(y - 20, .equal))
        #expect(Array(solver.updateVariables()) == [x, y])
        #expect(solver.updateVariables().isEmpty)
        try solver.add(Constraint(Variable("z") - y, .equal))
        let changed = Array(solver.updateVariables())
        #expect(!changed.contains(x))
    }

    @Test func statisticsCountLevelsInUseOnly() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 1, .equal, priority: Priority(300) ?? .defaultLow))
        try solver.add(Constraint(x - 2, .equal, priority: Priority(700) ?? .defaultLow))
        let low = Constraint(x - 3, .equal, priority: Priority(300) ?? .defaultLow)
        try solver.add(low)
        #expect(solver.statistics.priorityLevels == 2)
        try solver.remove(low)
        #expect(solver.statistics.priorityLevels == 2)
        try solver.remove(solver.constraints[0])
        #expect(solver.statistics.priorityLevels == 1)
    }
}

@Suite("Errors never trap and leave the solver as it was")
struct SolverErrorTests {
    @Test func duplicateConstraint() throws {
        var solver = Solver()
        let constraint = Constraint(Variable("x") - 1, .equal)
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    }

    @Test func equalConstraintsAreNotDuplicates() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 1, .equal))
        try solver.add(Constraint(x - 1, .equal))
        #expect(solver.constraints.count == 2)
    }

    @Test func unknownConstraint() throws {
        var solver = Solver()
        let constraint = Constraint(Variable("x") - 1, .equal)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
        try solver.add(constraint)
        try solver.remove(constraint)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }
    }

    @Test func editErrors() throws {
        var solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, priority: .defaultLow)
        }
    }

    @Test func priorityOutsideItsRangeIsRejected() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(1)?.value == 1)
        #expect(Priority(1000) == .required)
    }

    @Test func errorsDescribeThemselves() {
        let x = Variable("x")
        let constraint = Constraint(x - 1, .equal, label: "x == 1")
        #expect(SolverError.unknownConstraint(constraint).description == "the constraint 'x == 1' is not in the solver")
        #expect(Constraint(2 * x - 0.5, .lessThanOrEqual, priority: .defaultLow).description == "2*x - 0.5 <= 0 @250")
    }
}
