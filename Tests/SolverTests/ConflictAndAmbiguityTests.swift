import Testing
@testable import Solver

@Suite("Unsatisfiable required constraints")
struct ConflictTests {
    @Test func conflictIsReportedMinimalAndTheSolverIsUnchanged() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xIs10 = Constraint(x - 10, .equal, label: "x == 10")
        let yIs20 = Constraint(y - 20, .equal, label: "y == 20")
        let zAboveX = Constraint(z - x, .greaterThanOrEqual, label: "z >= x")
        let zPreferred = Constraint(z - 50, .equal, priority: .defaultLow, label: "z == 50 @250")
        for constraint in [xIs10, zAboveX, yIs20, zPreferred] { try solver.add(constraint) }
        let before = [x, y, z].map { solver.value(of: $0) }
        let sum = Constraint(x + y - 40, .equal, label: "x + y == 40")
        #expect(throws: SolverError.unsatisfiableConstraint(sum, conflicting: [xIs10, yIs20, sum])) {
            try solver.add(sum)
        }
        #expect([x, y, z].map { solver.value(of: $0) } == before)
        #expect(solver.constraints == [xIs10, zAboveX, yIs20, zPreferred])
        // Still fully working after the refusal.
        try solver.add(Constraint(z - 70, .greaterThanOrEqual))
        #expect(solver.value(of: z) == 70)
    }

    @Test func inequalityConflictThroughPhaseOne() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let yPositive = Constraint(y - 0, .greaterThanOrEqual, label: "y >= 0")
        let xAboveY = Constraint(x - y - 5, .equal, label: "x == y + 5")
        let unrelated = Constraint(Variable("w") - 3, .equal, label: "w == 3")
        for constraint in [yPositive, unrelated, xAboveY] { try solver.add(constraint) }
        let tooSmall = Constraint(x - 3, .lessThanOrEqual, label: "x <= 3")
        #expect(throws: SolverError.unsatisfiableConstraint(tooSmall, conflicting: [yPositive, xAboveY, tooSmall])) {
            try solver.add(tooSmall)
        }
        #expect(solver.value(of: x) == 5)
    }

    @Test func nonRequiredConstraintsNeverConflict() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .equal))
        try solver.add(Constraint(x - 20, .equal, priority: Priority(999) ?? .defaultHigh))
        #expect(solver.value(of: x) == 10)
    }

    @Test func theSetIsMinimalWhenTheProofNamesMore() throws {
        // Two independent reasons make height 100 impossible; the reported set is one of
        // them, and removing any member of it makes the rest satisfiable.
        var solver = Solver()
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let pinned = [
            Constraint(top - 0, .equal, label: "top == 0"),
            Constraint(bottom - top - height, .equal, label: "bottom == top + height"),
            Constraint(bottom - 50, .equal, label: "bottom == 50"),
            Constraint(height - 50, .equal, label: "height == 50"),
        ]
        for constraint in pinned { try solver.add(constraint) }
        let hundred = Constraint(height - 100, .equal, label: "height == 100")
        do {
            try solver.add(hundred)
            Issue.record("expected a conflict")
        } catch let error {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(conflicting.last === hundred)
            #expect(!Solver.isSatisfiable(conflicting))
            for index in conflicting.indices {
                var rest = conflicting
                rest.remove(at: index)
                #expect(Solver.isSatisfiable(rest))
            }
            let labels = conflicting.map(\.label)
            #expect(
                labels == ["height == 50", "height == 100"]
                    || labels == ["top == 0", "bottom == top + height", "bottom == 50", "height == 100"]
            )
        }
    }
}

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test func underdeterminedVariablesAreFound() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), fixed = Variable("fixed")
        try solver.add(Constraint(x + y - 100, .equal))
        try solver.add(Constraint(fixed - 7, .equal))
        let found = solver.ambiguities(among: [x, y, fixed])
        #expect(found.map(\.variable) == [x, y])
        #expect(found.first?.minimum == -.infinity)
    }

    @Test func determinedSystemHasNone() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y - 100, .equal))
        try solver.add(Constraint(x - 30, .equal))
        #expect(solver.ambiguities(among: [x, y]).isEmpty)
        #expect(solver.value(of: y) == 70)
    }

    @Test func equalPrioritiesInConflictAreAmbiguousUnequalAreNot() throws {
        // WWDC 2012 #228: w == 24 @500 with w >= 30 @500 is ambiguous; at 525 w is 30.
        var solver = Solver()
        let w = Variable("w")
        try solver.add(Constraint(w - 24, .equal, priority: .sceneSizeStayPut))
        let atLeast = Constraint(w - 30, .greaterThanOrEqual, priority: .sceneSizeStayPut)
        try solver.add(atLeast)
        let found = solver.ambiguities(among: [w])
        #expect(found.count == 1)
        #expect(found.first?.minimum == 24)
        #expect(found.first?.maximum == 30)
        try solver.remove(atLeast)
        try solver.add(Constraint(w - 30, .greaterThanOrEqual, priority: Priority(525) ?? .required))
        #expect(solver.ambiguities(among: [w]).isEmpty)
        #expect(solver.value(of: w) == 30)
    }

    @Test func boundedRangeIsReported() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .greaterThanOrEqual))
        try solver.add(Constraint(x - 20, .lessThanOrEqual))
        let found = solver.ambiguities(among: [x])
        #expect(found.first.map { ($0.minimum, $0.maximum) } ?? (0, 0) == (10, 20))
    }

    @Test func unknownVariableIsAmbiguous() {
        let solver = Solver()
        #expect(solver.hasAmbiguity(among: [Variable("nowhere")]))
    }
}
