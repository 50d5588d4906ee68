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

    /// A fillEqually stack's constraints added in one line (one transaction), each required
    /// add in a transaction of its own as the solver makes it: every width is the first's, so
    /// solving the last canvas connection substitutes the first width into every view's size
    /// floor, and each later add moved all those rows again. Each add's commit used to append
    /// a copy of every row it touched to the line's log: 150 views logged 6.7 million cells
    /// for a tableau of 92,000 (207 MB). Now the line logs each row at most once, and a row
    /// the line made is logged as absent, not copied.
    @Test func aLineOfRequiredAddsLogsEachRowOnce() throws {
        let count = 150
        var solver = Solver()
        let stack = (left: Variable("s.left"), width: Variable("s.width"))
        try solver.add(Constraint(stack.left - 0, .equal))
        try solver.add(Constraint(stack.width - 320, .equal))
        let lefts = (0..<count).map { Variable("v\($0).left") }
        let widths = (0..<count).map { Variable("v\($0).width") }
        for width in widths { try solver.add(Constraint(width - 0, .greaterThanOrEqual)) }
        solver.beginTransaction()
        try solver.add(Constraint(stack.left - lefts[0], .equal))
        try solver.add(Constraint(stack.left + stack.width - lefts[count - 1] - widths[count - 1], .equal))
        for index in 1..<count { try solver.add(Constraint(lefts[index] - lefts[index - 1] - widths[index - 1], .equal)) }
        for index in 1..<count { try solver.add(Constraint(widths[index] - widths[0], .equal)) }
        let tableauCells = (0..<solver.tableau.symbolCount).reduce(0) { sum, id in
            sum + (solver.tableau.row(of: solver.tableau.symbol(Int32(id)))?.cells.count ?? 0)
        }
        let loggedCells = solver.tableau.changeLog.innermostCellCount
        #expect(loggedCells <= tableauCells, "logged \(loggedCells) cells for a tableau of \(tableauCells)")
        #expect(abs(solver.value(of: widths[count - 1]) - 320.0 / Double(count)) < 1e-9)
    }
}

/// An old row kept for undo takes storage of its size, not the room its live version had
/// grown (issue 40: hiding and showing a view of a ten-view equalCentering stack, a line at a
/// time, kept 1.26 million logged cells in room for 7.9 million at 3,000 lines, more each line,
/// since a copy of an array keeps the capacity it was copied from).
@Suite("Logged rows")
struct LoggedRowTests {
    @Test func aLoggedRowTakesStorageOfItsSize() {
        var tableau = Tableau()
        let basic = tableau.makeSymbol(.slack)
        let parametric = (0..<3).map { _ in tableau.makeSymbol(.external) }
        var cells: [Cell] = []
        cells.reserveCapacity(1_000)
        cells.append(Cell(symbol: parametric[0], coefficient: 1))
        cells.append(Cell(symbol: parametric[1], coefficient: -2))
        let old = Row(constant: 5, cells: cells)
        tableau.setRow(old, for: basic.id)
        tableau.beginTransaction()
        tableau.setRow(Row(constant: 7, cells: [Cell(symbol: parametric[2], coefficient: 3)]), for: basic.id)
        // Two cells logged, in room for at most 2 * 2 + 4 (the bound of `Row.compacted`), where
        // the live row had room for 1,000.
        #expect(tableau.changeLog.innermostCellCount == 2)
        #expect(tableau.changeLog.innermostRowRoom <= 8)
        tableau.rollback()
        #expect(tableau.row(of: basic)?.cells.map(\.symbol.id) == [parametric[0].id, parametric[1].id])
        #expect(tableau.row(of: basic)?.constant == 5)
    }

    /// A row with no spare room is logged as itself (its storage shared, nothing copied).
    @Test func aTightRowIsLoggedAsItIs() {
        let row = Row(constant: 1, cells: [Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 1)])
        #expect(row.compacted.cells.withUnsafeBufferPointer(\.baseAddress) == row.cells.withUnsafeBufferPointer(\.baseAddress))
    }
}

/// What the open logs keep (``Solver/transactionLogCells``: the tableau's cells counted as
/// they change, and the solver's own changes), is what they hold: through nested commits
/// (the filtered ones included), rollbacks, undo and redo, and the oldest transaction
/// forgotten, as an undo history does.
@Suite("Logged cells, counted")
struct LoggedCellCountTests {
    @Test func theCountFollowsTheLogs() throws {
        var solver = Solver()
        let lefts = (0..<40).map { Variable("x\($0)") }
        try solver.add(Constraint(lefts[0] - 0, .equal))
        for index in 1..<40 {
            try solver.add(Constraint(lefts[index] - lefts[index - 1] - 10, .greaterThanOrEqual))
            try solver.add(Constraint(lefts[index] - 0, .equal, priority: .defaultLow))
        }
        var counts: [Int] = []
        for step in 0..<60 {
            solver.beginTransaction()
            // A required add in a transaction of its own, kept or taken back, as the solver
            // and the engine nest them.
            solver.beginTransaction()
            try solver.add(Constraint(lefts[39] - Double(400 + step), .lessThanOrEqual, priority: .brokenRequired))
            if step % 3 == 0 { solver.rollbackTransaction() } else { solver.commitTransaction() }
            try solver.add(Constraint(lefts[step % 39 + 1] - Double(20 + step), .greaterThanOrEqual, priority: .defaultHigh))
            if step % 7 == 6, let redo = solver.undoTransaction() {
                let redone = solver.redoTransaction(redo)
                #expect(redone)
            }
            if step % 11 == 10 { solver.rollbackTransaction() }
            while solver.transactionDepth > 12 { solver.forgetOutermostTransaction() }
            #expect(solver.tableau.changeLog.loggedCells == solver.tableau.changeLog.recountedLoggedCells, "step \(step)")
            // The solver's own changes count too, 32 bytes (2 cells) each.
            #expect(solver.transactionLogCells == solver.tableau.changeLog.loggedCells + 2 * solver.logs.totalCount, "step \(step)")
            counts.append(solver.transactionLogCells)
        }
        #expect(counts.contains { $0 > 0 })
        while solver.transactionDepth > 0 { solver.forgetOutermostTransaction() }
        #expect(solver.transactionLogCells == 0)
    }
}
