import Testing
@testable import Solver

@Suite("Priorities are strictly ordered, errors summed within a level")
struct PriorityTests {
    @Test func oneUnitAt751OutweighsAnyErrorAt750() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .equal, priority: Priority(751) ?? .required))
        // A thousand constraints at 750 pulling to 0: weighted, they would win; ordered, not.
        for _ in 0..<1000 {
            try solver.add(Constraint(x - 0, .equal, priority: .defaultHigh))
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func lowerLevelDecidesAmongEqualHigherOptima() throws {
        var solver = Solver()
        let x = Variable("x")
        // At 500 any x in [5, 10] costs 5; 400 then picks 7 inside that interval.
        try solver.add(Constraint(x - 10, .greaterThanOrEqual, priority: .sceneSizeStayPut))
        try solver.add(Constraint(x - 5, .lessThanOrEqual, priority: .sceneSizeStayPut))
        try solver.add(Constraint(x - 7, .equal, priority: Priority(400) ?? .defaultLow))
        #expect(solver.value(of: x) == 7)
    }

    @Test func errorsWithinALevelAreSummedWithWeightOne() throws {
        var solver = Solver()
        let x = Variable("x")
        // 2|x| + |x - 10| is least at x = 0.
        try solver.add(Constraint(x - 0, .equal, priority: .defaultHigh))
        try solver.add(Constraint(x - 0, .equal, priority: .defaultHigh))
        try solver.add(Constraint(x - 10, .equal, priority: .defaultHigh))
        #expect(solver.value(of: x) == 0)
    }

    @Test func equalityErrorIsTheAbsoluteViolation() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 100, .equal, priority: .defaultHigh))
        try solver.add(Constraint(x - 40, .equal, priority: .defaultHigh))
        try solver.add(Constraint(x - 40, .equal, priority: .defaultHigh))
        // |x - 100| + 2|x - 40| is least at 40, whichever side x would be on.
        #expect(solver.value(of: x) == 40)
    }

    @Test func inequalityErrorIsOnlyItsViolation() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 3, .equal))
        // x <= 5 holds at 3: it costs nothing, so the lower level is free to ask for 3.
        try solver.add(Constraint(x - 5, .lessThanOrEqual, priority: .defaultHigh))
        let y = Variable("y")
        try solver.add(Constraint(y - 5, .lessThanOrEqual, priority: .defaultHigh))
        try solver.add(Constraint(y - 3, .equal, priority: .defaultLow))
        try solver.add(Constraint(y - 9, .equal, priority: .defaultLow))
        try solver.add(Constraint(y - 9, .equal, priority: .defaultLow))
        // At 750 y <= 5 is worth any amount of error at 250.
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 5)
    }

    @Test func hugsAndCompressionLikeUIKit() throws {
        // A label with intrinsic width 100 in a 60-wide slot: compression resistance (750)
        // beats a 500 width constraint; below 750 the slot wins.
        var solver = Solver()
        let width = Variable("label.width")
        try solver.add(Constraint(width - 100, .lessThanOrEqual, priority: .defaultLow))
        try solver.add(Constraint(width - 100, .greaterThanOrEqual, priority: .defaultHigh))
        let slot = Constraint(width - 60, .equal, priority: .sceneSizeStayPut)
        try solver.add(slot)
        #expect(solver.value(of: width) == 100)
        try solver.remove(slot)
        try solver.add(Constraint(width - 60, .equal, priority: Priority(751) ?? .required))
        #expect(solver.value(of: width) == 60)
    }
}

@Suite("Broken required constraints")
struct BrokenRequiredTests {
    @Test func brokenRequiredOutweighs999ButNeverConflicts() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .lessThanOrEqual))
        try solver.add(Constraint(x - 50, .equal, priority: Priority(999) ?? .required))
        try solver.add(Constraint(x - 30, .equal, priority: .brokenRequired))
        #expect(solver.value(of: x) == 10)
        #expect(Priority.brokenRequired > Priority(999) ?? .required)
        #expect(Priority.brokenRequired < .required && !Priority.brokenRequired.isRequired)
        let y = Variable("y")
        try solver.add(Constraint(y - 30, .equal, priority: .brokenRequired))
        try solver.add(Constraint(y - 50, .equal, priority: Priority(999) ?? .required))
        #expect(solver.value(of: y) == 30)
    }
}
