import Testing
@testable import Solver
import TestSupport

/// Breaking conflicts with the re-solve put off (``Solver/deferOptimization()``) ends where
/// re-solving after every step ends: one system built two ways.
@Suite("Deferred optimization")
struct DeferredOptimizationTests {
    /// Five widths in a row (x0 = 0, x(i+1) = x(i) + w(i), required), the row's end preferred
    /// at 300 and each width at 20 (optional, so the solution is unique once the widths are
    /// pinned); then a stream of required widths, each conflicting with the width's last, which
    /// is taken out and put back at the broken priority, as the layout engine breaks a conflict.
    static func run(deferring: Bool, seed: UInt64, steps: Int) throws -> (values: [Double], broken: Int) {
        var generator = SplitMix64(seed: seed)
        var solver = Solver()
        let widths = (0..<5).map { Variable("w\($0)") }
        let positions = (0...5).map { Variable("x\($0)") }
        try solver.add(Constraint(positions[0] - 0, .equal))
        for index in 0..<5 {
            try solver.add(Constraint(positions[index + 1] - positions[index] - widths[index], .equal))
            try solver.add(Constraint(widths[index] - 20, .equal, priority: .defaultLow))
        }
        try solver.add(Constraint(positions[5] - 300, .lessThanOrEqual, priority: .defaultHigh))
        var pinned: [Constraint?] = Array(repeating: nil, count: 5)
        var broken = 0
        for step in 0..<steps {
            let index = Int(generator.next() % 5)
            // Never a value drawn before: a repeat would be redundant, not a conflict.
            let value = Double(generator.next() % 1000) / 10 + Double(step) / 1000
            let new = Constraint(widths[index] - value, .equal)
            do {
                try solver.add(new)
            } catch {
                guard case .unsatisfiableConstraint = error, let old = pinned[index] else { throw error }
                if deferring { solver.deferOptimization() }
                try solver.remove(old)
                try solver.add(Constraint(old.expression, old.relation, priority: .brokenRequired))
                try solver.add(new)
                if deferring { try solver.resumeOptimization() }
                broken += 1
            }
            pinned[index] = new
        }
        return ((widths + positions).map { solver.value(of: $0) }, broken)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func breakingWithOneResolveEndsWhereResolvingEachStepEnds(seed: UInt64) throws {
        let each = try Self.run(deferring: false, seed: seed, steps: 150)
        let once = try Self.run(deferring: true, seed: seed, steps: 150)
        #expect(each.broken > 120)
        #expect(once.broken == each.broken)
        for (a, b) in zip(each.values, once.values) { #expect(abs(a - b) < 1e-9, "\(each.values) vs \(once.values)") }
    }
}
