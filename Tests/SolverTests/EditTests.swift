import Testing
@testable import Solver
import TestSupport

@Suite("Edit variables and suggested values")
struct EditTests {
    /// A container of width W holding a view 20 pt from each side, at least 100 wide.
    private func makeContainer() throws -> (Solver, width: Variable, left: Variable, viewWidth: Variable) {
        var solver = Solver()
        let width = Variable("W"), left = Variable("left"), viewWidth = Variable("viewWidth")
        try solver.add(Constraint(left - 20, .equal))
        try solver.add(Constraint(width - left - viewWidth - 20, .equal))
        try solver.add(Constraint(viewWidth - 100, .greaterThanOrEqual))
        try solver.addEditVariable(width, priority: Priority(999) ?? .defaultHigh)
        return (solver, width, left, viewWidth)
    }

    @Test func suggestionsAreFollowedWhileTheyCan() throws {
        var (solver, width, _, viewWidth) = try makeContainer()
        for (suggested, expectedWidth, expectedView) in [(320.0, 320.0, 280.0), (500, 500, 460), (100, 140, 100), (141, 141, 101)] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: width) == expectedWidth)
            #expect(solver.value(of: viewWidth) == expectedView)
        }
    }

    @Test func removingTheEditReleasesTheVariable() throws {
        var (solver, width, _, viewWidth) = try makeContainer()
        try solver.suggestValue(400, for: width)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        try solver.add(Constraint(viewWidth - 150, .equal, priority: .defaultLow))
        #expect(solver.value(of: width) == 190)
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: viewWidth) == 260)
    }

    @Test func anEditStartsAtTheVariablesCurrentValue() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 40, .equal, priority: .defaultLow))
        try solver.add(Constraint(y - x - 10, .equal))
        try solver.addEditVariable(x, priority: Priority(999) ?? .defaultHigh)
        #expect(solver.value(of: x) == 40 && solver.value(of: y) == 50)
        try solver.suggestValue(0, for: x)
        #expect(solver.value(of: y) == 10)
        let fresh = Variable("fresh")
        try solver.addEditVariable(fresh, priority: .defaultHigh)
        #expect(solver.value(of: fresh) == 0)
    }

    @Test func anEditYieldsToHigherPriorities() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 50, .lessThanOrEqual, priority: .defaultHigh))
        try solver.addEditVariable(x, priority: .defaultLow)
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.suggestValue(30, for: x)
        #expect(solver.value(of: x) == 30)
    }

    @Test func twoEditsAtDifferentPriorities() throws {
        var solver = Solver()
        let left = Variable("left"), right = Variable("right")
        try solver.add(Constraint(right - left - 10, .greaterThanOrEqual))
        try solver.addEditVariable(left, priority: Priority(900) ?? .defaultHigh)
        try solver.addEditVariable(right, priority: Priority(800) ?? .defaultHigh)
        try solver.suggestValue(0, for: left)
        try solver.suggestValue(5, for: right)
        #expect((solver.value(of: left), solver.value(of: right)) == (0, 10))
        try solver.suggestValue(100, for: left)
        try solver.suggestValue(300, for: right)
        #expect((solver.value(of: left), solver.value(of: right)) == (100, 300))
    }

    @Test func aLongSequenceEndsWhereASingleSuggestionWould() throws {
        var (sequenced, width, left, viewWidth) = try makeContainer()
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            try sequenced.suggestValue(Double(generator.next() % 600), for: width)
        }
        try sequenced.suggestValue(333, for: width)
        var (direct, directWidth, directLeft, directView) = try makeContainer()
        try direct.suggestValue(333, for: directWidth)
        #expect(sequenced.value(of: width) == direct.value(of: directWidth))
        #expect(sequenced.value(of: left) == direct.value(of: directLeft))
        #expect(sequenced.value(of: viewWidth) == direct.value(of: directView))
    }
}
