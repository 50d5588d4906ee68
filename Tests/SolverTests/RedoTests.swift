import Testing
@testable import Solver
import TestSupport

/// Undo and redo of transactions (``Solver/undoTransaction()``, ``Solver/redoTransaction(_:)``),
/// as the shell's history uses them: each turn a transaction left open inside the ones before,
/// undone newest first and redone oldest first. Undo must leave the solver as the turn found
/// it and redo as the turn left it, bit for bit, with the transaction open again so that it
/// can be undone once more; the solver then goes on exactly as a copy that never undid.
@Suite("Undo and redo of transactions")
struct RedoTests {
    typealias Fingerprint = TransactionTests.Fingerprint

    @Test(arguments: 0..<120)
    func undoAndRedoAreExact(seed: UInt64) {
        let (pool, setUp) = seed.isMultiple(of: 2)
            ? TransactionTests.makeChainPool(seed: seed) : (TransactionTests.makePool(seed: seed), [])
        var generator = SplitMix64(seed: seed &+ 31)
        var solver = Solver()
        for constraint in setUp { TransactionTests.run(.add(constraint), on: &solver) }
        // Turns: each a transaction of random operations, nested transactions inside it
        // committed or rolled back, left open as the history leaves them.
        var starts: [Fingerprint] = []
        var ends: [Fingerprint] = []
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            starts.append(Fingerprint(solver))
            solver.beginTransaction()
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                if Int.random(in: 0..<6, using: &generator) == 0 {
                    solver.beginTransaction()
                    TransactionTests.run(TransactionTests.randomOperation(solver, pool, using: &generator), on: &solver)
                    if Bool.random(using: &generator) { solver.commitTransaction() } else { solver.rollbackTransaction() }
                } else {
                    TransactionTests.run(TransactionTests.randomOperation(solver, pool, using: &generator), on: &solver)
                }
            }
            ends.append(Fingerprint(solver))
        }
        let twin = solver
        let turns = starts.count
        // Undo some of the turns, newest first, then redo them, twice over.
        let undone = Int.random(in: 1...turns, using: &generator)
        for round in 0..<2 {
            var redos: [SolverRedo] = []
            for turn in stride(from: turns - 1, through: turns - undone, by: -1) {
                guard let redo = solver.undoTransaction() else {
                    Issue.record("seed \(seed): nothing to undo at turn \(turn)")
                    return
                }
                redos.append(redo)
                #expect(Fingerprint(solver) == starts[turn],
                        "seed \(seed) round \(round): undo of turn \(turn): \(Fingerprint(solver).differences(from: starts[turn]))")
                #expect(solver.transactionDepth == turn)
            }
            for turn in turns - undone..<turns {
                guard let redo = redos.popLast() else { return }
                let redid = solver.redoTransaction(redo)
                #expect(redid)
                #expect(Fingerprint(solver) == ends[turn],
                        "seed \(seed) round \(round): redo of turn \(turn): \(Fingerprint(solver).differences(from: ends[turn]))")
                #expect(solver.transactionDepth == turn + 1)
            }
        }
        // Then it goes on as the copy that never undid, step by step.
        var other = twin
        for _ in 0..<12 {
            let operation = TransactionTests.randomOperation(solver, pool, using: &generator)
            let ours = TransactionTests.run(operation, on: &solver)
            let theirs = TransactionTests.run(operation, on: &other)
            #expect(ours == theirs, "seed \(seed)")
            #expect(Fingerprint(solver) == Fingerprint(other),
                    "seed \(seed): after redo, \(operation): \(Fingerprint(solver).differences(from: Fingerprint(other)))")
        }
        // And every turn still rolls back to where it began.
        for turn in stride(from: turns - 1, through: 0, by: -1) {
            solver.rollbackTransaction()
            other.rollbackTransaction()
            #expect(Fingerprint(solver) == Fingerprint(other), "seed \(seed): rollback of turn \(turn) after redo")
            if turn == 0 { #expect(Fingerprint(solver) == starts[0]) }
        }
    }

    /// A redo made before some other change is refused and changes nothing: it holds the
    /// state it replaced, which is no longer the solver's.
    @Test func aRedoAfterAnotherChangeIsRefused() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        solver.beginTransaction()
        try solver.add(Constraint(x - 10, .equal))
        solver.beginTransaction()
        try solver.add(Constraint(y - x - 5, .equal))
        let undone = solver.undoTransaction()
        let redo = try #require(undone)
        #expect(solver.value(of: y) == 0)
        try solver.add(Constraint(y - 3, .equal, priority: .defaultLow))
        let changed = Fingerprint(solver)
        let redid = solver.redoTransaction(redo)
        #expect(!redid)
        #expect(Fingerprint(solver) == changed)
        #expect(solver.transactionDepth == 1)
    }

    /// Undo hands back nothing, and changes nothing, when no transaction is open.
    @Test func undoWithoutATransactionDoesNothing() throws {
        var solver = Solver()
        try solver.add(Constraint(Variable("x") - 1, .equal))
        let before = Fingerprint(solver)
        let undone = solver.undoTransaction()
        #expect(undone == nil)
        #expect(Fingerprint(solver) == before)
    }
}
