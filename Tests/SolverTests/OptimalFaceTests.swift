import Testing
@testable import Solver
import TestSupport

/// ``OptimalFace``: ambiguity is read on the rows the asked variables reach, so the answer for
/// a variable must not depend on what else is asked with it, or on the rows of other parts of
/// the system (what a trial of `fixes` relies on, asking about a few views of a large scene).
struct OptimalFaceTests {
    /// Three random systems side by side in one solver (three independent parts), with a
    /// fourth constraint set joining two of them on some seeds.
    static func combinedSystem(seed: UInt64) -> RandomizedSolverTests.System {
        let parts = (0..<3).map { RandomizedSolverTests.makeSystem(seed: seed &* 7 &+ UInt64($0) &* 1_000) }
        var system = RandomizedSolverTests.System(variables: parts.flatMap(\.variables), constraints: parts.flatMap(\.constraints))
        if seed % 2 == 0, let left = parts[0].variables.first, let right = parts[1].variables.last {
            system.constraints.append(Constraint(left - right - 5, .lessThanOrEqual, priority: Priority(500) ?? .defaultLow, label: "join"))
        }
        return system
    }

    @Test(arguments: 0..<150)
    func aVariableAskedAloneIsAnsweredAsAmongAll(seed: UInt64) throws {
        let system = Self.combinedSystem(seed: seed)
        var solver = Solver()
        for constraint in system.constraints { try? solver.add(constraint) }
        let all = solver.ambiguities(among: system.variables)
        for variable in system.variables {
            let alone = solver.ambiguities(among: [variable])
            let expected = all.filter { $0.variable === variable }
            #expect(alone.count == expected.count, "seed \(seed): \(variable) ambiguous alone: \(alone.count), among all: \(expected.count)")
            for (found, wanted) in zip(alone, expected) {
                #expect(Self.close(found.minimum, wanted.minimum) && Self.close(found.maximum, wanted.maximum),
                        "seed \(seed): \(variable) ranges \(found.minimum)...\(found.maximum) vs \(wanted.minimum)...\(wanted.maximum)")
            }
        }
        // Asked in another order, the answers keep the order asked and the same ranges.
        let reversed = solver.ambiguities(among: system.variables.reversed())
        #expect(reversed.map(\.variable).map(ObjectIdentifier.init) == all.reversed().map(\.variable).map(ObjectIdentifier.init))
        for found in reversed {
            let wanted = all.first { $0.variable === found.variable }
            #expect(wanted.map { Self.close(found.minimum, $0.minimum) && Self.close(found.maximum, $0.maximum) } == true, "seed \(seed)")
        }
    }

    @Test func theFaceHoldsOnlyTheRowsTheDefinitionsReach() throws {
        // Two independent parts: x + y == 100 leaves x free between its bounds; 50 rows of
        // z_i >= i beside it are not on the path of any run about x.
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x + y - 100, .equal))
        try solver.add(Constraint(x + 0, .greaterThanOrEqual))
        try solver.add(Constraint(y + 0, .greaterThanOrEqual))
        for index in 0..<50 {
            try solver.add(Constraint(Variable("z\(index)") - Double(index), .greaterThanOrEqual))
        }
        let found = solver.ambiguities(among: [x])
        #expect(found.count == 1)
        #expect(found.first.map { Self.close($0.minimum, 0) && Self.close($0.maximum, 100) } == true)
        // x's definition names one parametric symbol; the rows reachable from it are x + y's
        // and the two bounds', at most three: the 50 others stay out.
        let definition = try #require(solver.symbols[x].map(solver.faceDefinition(of:)))
        #expect(!definition.isConstant)
        let face = OptimalFace(of: solver.tableau, around: [definition])
        #expect(face.tableau.basicSymbols.count <= 3)
        #expect(solver.tableau.basicSymbols.count > 50)
    }

    static func close(_ a: Double, _ b: Double) -> Bool {
        if a.isInfinite || b.isInfinite { return a == b }
        return abs(a - b) <= 1e-9 * (1 + abs(b))
    }
}
