import Testing
@testable import Solver
import TestSupport

/// A required constraint that names a free variable (one no row holds) is added without a
/// transaction of its own: it cannot be refused. These check the rule's edges, where a wrong
/// answer would skip the transaction that a refusal needs.
@Suite("Required constraints naming a free variable")
struct FreeVariableTests {
    @Test func aNewVariableIsFreeAndAbsorbsTheConstraint() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 5, .equal))
        let both = Constraint(x + y - 3, .equal)
        #expect(solver.namesFreeVariable(both))
        try solver.add(both)
        // x is held at 5, so y = 3 - 5.
        #expect(solver.value(of: y) == -2)
        #expect(!solver.namesFreeVariable(Constraint(x + y - 1, .equal)))
    }

    @Test func aVariableWhoseTermsCancelIsNotFree() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 5, .equal))
        // `x + y - y == 7` says x == 7: y cancels, so it cannot absorb anything, and the
        // constraint conflicts with x == 5. It must be refused with the solver unchanged.
        let cancelling = Constraint(LinearExpression([Term(x), Term(y), Term(y, -1)], constant: -7), .equal)
        #expect(!solver.namesFreeVariable(cancelling))
        let before = TransactionTests.Fingerprint(solver)
        #expect(throws: SolverError.self) { try solver.add(cancelling) }
        #expect(TransactionTests.Fingerprint(solver) == before)
    }

    @Test func aVariableLeftByEveryConstraintIsFreeAgain() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(y - 4, .equal)
        try solver.add(pin)
        // y is basic (its row is y = 4), so a constraint on y alone names no free variable.
        #expect(!solver.namesFreeVariable(Constraint(y - 2, .equal)))
        try solver.remove(pin)
        // No row holds y now: the next constraint is solved for it.
        #expect(solver.namesFreeVariable(Constraint(y - x, .equal)))
    }

    @Test func aRefusalStillLeavesTheSolverAsItWas() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 5, .equal))
        try solver.add(Constraint(y - x, .equal))
        // Both variables are held: `x + y == 3` contradicts x = y = 5.
        let conflicting = Constraint(x + y - 3, .equal)
        #expect(!solver.namesFreeVariable(conflicting))
        let before = TransactionTests.Fingerprint(solver)
        #expect(throws: SolverError.self) { try solver.add(conflicting) }
        #expect(TransactionTests.Fingerprint(solver) == before)
    }
}
