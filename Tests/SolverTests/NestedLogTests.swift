import Testing
@testable import Solver

/// A transaction's log keeps each row once, however many nested transactions touch the row
/// and close in between (issue 40: an import, one transaction, of 20,000 conflicting
/// constraints kept 2.5 GB of copies of rows, because each refused add, checked in a
/// transaction of its own, made the import's log every row it touched once more).
@Suite("Nested logs")
struct NestedLogTests {
    /// A chain of `count` views' edges, each at least 10 past the one before and wanting to
    /// be at 0: every edge is a row whose constant a change at the end moves.
    private static func chain(_ count: Int) throws -> (Solver, [Variable]) {
        var solver = Solver()
        let edges = (0..<count).map { Variable("x\($0)") }
        try solver.add(Constraint(edges[0] - 0, .equal))
        for index in 1..<count {
            try solver.add(Constraint(edges[index] - edges[index - 1] - 10, .greaterThanOrEqual))
            try solver.add(Constraint(edges[index] - 0, .equal, priority: .defaultLow))
        }
        return (solver, edges)
    }

    /// What an import does with a conflicting line: the required constraint is refused (its
    /// own transaction rolled back), then taken just below required, which moves every row.
    private static func addConflicting(_ limit: Double, to solver: inout Solver, last: Variable) throws {
        let refused = Constraint(last - limit, .lessThanOrEqual)
        #expect(throws: SolverError.self) { try solver.add(refused) }
        try solver.add(Constraint(last - limit, .lessThanOrEqual, priority: .brokenRequired))
    }

    @Test func refusedAddsDoNotMakeTheEnclosingTransactionLogRowsAgain() throws {
        let count = 300
        var (solver, edges) = try Self.chain(count)
        let start = TransactionTests.Fingerprint(solver)
        solver.beginTransaction()
        var sizes: [Int] = []
        for step in 0..<40 {
            try Self.addConflicting(Double(100 + step), to: &solver, last: edges[count - 1])
            sizes.append(solver.tableau.innermostLogCount)
        }
        // The first conflicts log the rows they reach; after that, each adds what its own
        // new symbols and constants cost, not another copy of the chain's rows.
        let growth = (sizes[39] - sizes[9]) / 30
        #expect(growth < count / 10, "log entries per conflict: \(growth), sizes \(sizes.prefix(12))")
        // And the transaction still takes everything back.
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == start)
        #expect(solver.value(of: edges[count - 1]) == Double(10 * (count - 1)))
    }

    /// Nested transactions that commit hand their rows' marks to the enclosing one: a
    /// rollback of the enclosing one still restores everything, and a row both logged is
    /// logged once.
    @Test func committedNestedTransactionsStillRollBackWithTheirParent() throws {
        let count = 60
        var (solver, edges) = try Self.chain(count)
        let start = TransactionTests.Fingerprint(solver)
        solver.beginTransaction()
        for step in 0..<10 {
            solver.beginTransaction()
            try solver.add(Constraint(edges[count - 1] - Double(200 + step), .lessThanOrEqual, priority: .brokenRequired))
            if step % 3 == 0 {
                solver.rollbackTransaction()
            } else {
                solver.commitTransaction()
            }
            try solver.add(Constraint(edges[step + 1] - Double(5 + step), .greaterThanOrEqual, priority: .defaultHigh))
        }
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == start)
    }
}
