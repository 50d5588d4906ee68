import Synchronization
import Testing
@testable import Solver

/// Ctrl-C during a long solve: the solver asks its interruption check every few pivots and
/// stops with ``SolverError/interrupted``; an enclosing transaction then takes everything back.
@Suite("Interrupting a solve")
struct InterruptionTests {
    /// A column of `count` views, each at least 10 below the previous one and wanting to be
    /// at 0 (weakly): every new required gap pushes the rest down, pivot after pivot.
    static func column(_ count: Int, in solver: inout Solver) throws -> [Variable] {
        let tops = (0..<count).map { Variable("top\($0)") }
        for top in tops { try solver.add(Constraint(LinearExpression(top), .equal, priority: .defaultLow)) }
        for (upper, lower) in zip(tops, tops.dropFirst()) {
            try solver.add(Constraint(lower - upper - 10, .greaterThanOrEqual))
        }
        return tops
    }

    @Test func theCheckIsAskedAndALongSolveStops() throws {
        var solver = Solver()
        let tops = try Self.column(60, in: &solver)
        let asked = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        solver.interruption = {
            asked.add(1, ordering: .relaxed)
            return stop.load(ordering: .relaxed)
        }
        // Moving the top of the column moves every view below it: many pivots, one check
        // every few, nothing stopped.
        try solver.addEditVariable(tops[0], priority: Priority(999) ?? .defaultHigh)
        try solver.suggestValue(-500, for: tops[0])
        try solver.suggestValue(500, for: tops[0])
        #expect(asked.load(ordering: .relaxed) > 0)
        #expect(solver.value(of: tops[59]) == 1090)

        // Asked to stop, the same kind of solve throws, and the transaction around it puts
        // the solver back as it was.
        stop.store(true, ordering: .relaxed)
        let before = TransactionTests.Fingerprint(solver)
        solver.beginTransaction()
        #expect(throws: SolverError.interrupted) { try solver.suggestValue(-500, for: tops[0]) }
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == before)
        #expect(solver.value(of: tops[59]) == 1090)
    }

    @Test func anInterruptedAddIsTakenBackWithItsTransaction() throws {
        var solver = Solver()
        let tops = try Self.column(60, in: &solver)
        solver.interruption = { true }
        let before = TransactionTests.Fingerprint(solver)
        // Pinning the bottom view far above where the column ends moves every view.
        solver.beginTransaction()
        #expect(throws: SolverError.interrupted) { try solver.add(Constraint(tops[59] + 2000, .equal)) }
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == before)
    }
}
