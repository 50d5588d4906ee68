import Testing
@testable import Solver

/// Reclaimed symbol ids (``Tableau+SymbolReuse.swift``): a session that keeps making and
/// dropping constraints, as a stack view rebuilding at each line does, keeps its symbol ids
/// within what it uses, and reclaiming changes no value, survives rollback, undo and redo,
/// and is taken back exactly.
@Suite("Reclaimed symbols")
struct SymbolReuseTests {
    /// A row of `count` views, each placed after the one before and at least 10 wide, each
    /// wanting its own width (so every value is determined: one optimum, whatever the basis).
    private static func row(_ lefts: [Variable], _ widths: [Variable]) throws -> Solver {
        var solver = Solver()
        let count = lefts.count
        try solver.add(Constraint(lefts[0] - 0, .equal))
        for index in 0..<count {
            try solver.add(Constraint(widths[index] - 10, .greaterThanOrEqual))
            try solver.add(Constraint(widths[index] - Double(20 + index), .equal, priority: .defaultLow))
            if index > 0 { try solver.add(Constraint(lefts[index] - lefts[index - 1] - widths[index - 1] - 8, .equal)) }
        }
        return solver
    }

    private static func views(_ count: Int) -> (lefts: [Variable], widths: [Variable]) {
        ((0..<count).map { Variable("v\($0).left") }, (0..<count).map { Variable("v\($0).width") })
    }

    /// One line of a session: the constraints a "hidden" view toggles, made anew each time
    /// (new objects, new symbols), as a stack's rebuild does.
    /// With `spacer`, the line also places a variable of its own, as a stack's rebuild makes
    /// new spacers: defined by a required equality, and kept at 5 or more; with `mark`, one
    /// more kept at 0 or more, which leaves it at 0 (a new variable at 0 is reported once, as
    /// any new one).
    private static func toggle(
        _ line: Int, in solver: inout Solver, widths: [Variable], held: inout [Constraint], spacer: Variable? = nil,
        mark: Variable? = nil
    ) throws {
        let previous = held
        held = []
        let index = line % widths.count
        let cap = Constraint(widths[index] - Double(12 + line % 5), .lessThanOrEqual)
        let wish = Constraint(widths[index] - 15, .equal, priority: .defaultHigh)
        let floor = Constraint(widths[(index + 1) % widths.count] - 11, .greaterThanOrEqual, priority: .sceneSizeStayPut)
        var made = [cap, wish, floor]
        if let spacer {
            made.append(Constraint(spacer - widths[index] - 3, .equal))
            made.append(Constraint(spacer - 5, .greaterThanOrEqual))
        }
        if let mark { made.append(Constraint(mark - 0, .greaterThanOrEqual)) }
        for constraint in made {
            try solver.add(constraint)
            held.append(constraint)
        }
        // The new ones first: a symbol of the old ones taken again too early would be in
        // two constraints at once.
        for constraint in previous { try solver.remove(constraint) }
    }

    /// A session of `lines` lines over a row of six views, each line a transaction that
    /// reclaims when due, as the engine's lines do.
    private static func session(lines: Int) throws -> Solver {
        let (lefts, widths) = views(6)
        var solver = try row(lefts, widths)
        var held: [Constraint] = []
        for line in 0..<lines {
            solver.beginTransaction()
            solver.reclaimUnusedSymbolsIfDue()
            try toggle(line, in: &solver, widths: widths, held: &held)
            solver.commitTransaction()
        }
        return solver
    }

    /// The same session twice, one solver reclaiming at every line (the engine does when
    /// due) and one never: every value is the same after every line, lines rolled back,
    /// undone and redone included, and the reclaiming solver's ids stay near what it uses.
    @Test func reclaimingChangesNoValueAndBoundsTheIds() throws {
        let (lefts, widths) = Self.views(8)
        let spacers = (0..<400).map { Variable("spacer\($0)") }
        let marks = (0..<400).map { Variable("mark\($0)") }
        var plain = try Self.row(lefts, widths)
        var reclaiming = try Self.row(lefts, widths)
        // What each solver holds after each open line, newest last (the shell's undo steps).
        var plainHeld: [[Constraint]] = [[]]
        var reclaimingHeld: [[Constraint]] = [[]]
        let openLimit = 20
        for line in 0..<400 {
            plain.beginTransaction()
            reclaiming.beginTransaction()
            reclaiming.reclaimUnusedSymbols()
            var plainNow = plainHeld[plainHeld.count - 1]
            var reclaimingNow = reclaimingHeld[reclaimingHeld.count - 1]
            try Self.toggle(line, in: &plain, widths: widths, held: &plainNow, spacer: spacers[line], mark: marks[line])
            try Self.toggle(line, in: &reclaiming, widths: widths, held: &reclaimingNow, spacer: spacers[line], mark: marks[line])
            plainHeld.append(plainNow)
            reclaimingHeld.append(reclaimingNow)
            if line % 7 == 3 {
                // A line that failed: rolled back, its constraints as before.
                plain.rollbackTransaction()
                reclaiming.rollbackTransaction()
                plainHeld.removeLast()
                reclaimingHeld.removeLast()
            } else if line % 11 == 5 {
                // Undone, then redone.
                let plainRedo = plain.undoTransaction()
                let reclaimingRedo = reclaiming.undoTransaction()
                let plainRedone = plainRedo.map { plain.redoTransaction($0) } ?? false
                let reclaimingRedone = reclaimingRedo.map { reclaiming.redoTransaction($0) } ?? false
                #expect(plainRedone && reclaimingRedone)
            } else if line % 13 == 12, reclaiming.transactionDepth > 4 {
                // Three lines undone: the symbols their logs name come back, ids reused
                // since included.
                for _ in 0..<3 {
                    plain.rollbackTransaction()
                    reclaiming.rollbackTransaction()
                    plainHeld.removeLast()
                    reclaimingHeld.removeLast()
                }
            }
            // The undo history's limit: the oldest line can no longer be undone.
            while reclaiming.transactionDepth > openLimit {
                plain.forgetOutermostTransaction()
                reclaiming.forgetOutermostTransaction()
                plainHeld.removeFirst()
                reclaimingHeld.removeFirst()
            }
            // No id waiting to be taken is in use.
            for id in reclaiming.tableau.reusableSymbolIDs {
                let symbol = reclaiming.tableau.symbol(id)
                let isUsed = reclaiming.tableau.isBasic(symbol) || reclaiming.tableau.holderCount(of: symbol) > 0
                    || reclaiming.markerOwner(id) != nil || !reclaiming.tableau.objective.hasZeroCost(symbol)
                #expect(!isUsed, "line \(line): symbol \(id) is in use and waits to be taken")
            }
            for variable in widths + lefts + spacers.prefix(line + 1) {
                #expect(abs(plain.value(of: variable) - reclaiming.value(of: variable)) < 1e-9, "line \(line): \(variable)")
            }
            // And the layout hears of the same changes (in another order: by id).
            func changes(_ solver: inout Solver) -> [String] {
                solver.updateVariables().map { "\($0.name)=\(solver.value(of: $0))" }.sorted()
            }
            #expect(changes(&plain) == changes(&reclaiming), "line \(line)")
        }
        // Each line makes 6 constraints' symbols (10: a slack, two errors, a slack and an
        // error, the spacer, its dummy and its floor's slack, the mark and its floor's
        // slack) and drops the line before's. Without reclaiming the ids grow by 10 a line
        // kept (about 3,400 after 400 lines, a fifth rolled back). With it, at each line's
        // look, the ids in use are the row's (8 views: 2 variables, a floor's slack and a
        // wish's two errors each, 7 placements' dummies and the anchor's: 48) and the line
        // before's 10, and the line makes 10 more and an artificial variable for an add that
        // goes through phase one: at most 69.
        #expect(plain.tableau.symbolCount > 3_000)
        #expect(reclaiming.tableau.symbolCount <= 69, "\(reclaiming.tableau.symbolCount) ids")
    }

    /// Rolling back lines that took reclaimed ids, and reclaimed more in a nested transaction
    /// they kept, puts back the same tableau, the same list of ids to take, and the same
    /// kinds; undoing and redoing them gives the same tableau again.
    @Test func aRollbackTakesReclaimingBack() throws {
        let (lefts, widths) = Self.views(6)
        var solver = try Self.row(lefts, widths)
        var held: [Constraint] = []
        for line in 0..<30 { try Self.toggle(line, in: &solver, widths: widths, held: &held) }
        solver.reclaimUnusedSymbols()
        let before = TransactionTests.Fingerprint(solver)
        let reusableBefore = solver.tableau.reusableSymbolIDs
        let kindsBefore = solver.tableau.kinds
        #expect(reusableBefore.count > 20, "29 lines' constraints left their symbols unused")

        solver.beginTransaction()
        try Self.toggle(30, in: &solver, widths: widths, held: &held)
        #expect(solver.tableau.reusableSymbolIDs.count < reusableBefore.count, "the line took reclaimed ids")
        solver.beginTransaction()
        solver.reclaimUnusedSymbols()
        try Self.toggle(31, in: &solver, widths: widths, held: &held)
        solver.commitTransaction()
        let after = TransactionTests.Fingerprint(solver)
        let reusableAfter = solver.tableau.reusableSymbolIDs
        let kindsAfter = solver.tableau.kinds

        let redo = solver.undoTransaction()
        #expect(TransactionTests.Fingerprint(solver) == before)
        #expect(solver.tableau.reusableSymbolIDs == reusableBefore)
        #expect(solver.tableau.kinds == kindsBefore)
        #expect(redo.map { solver.redoTransaction($0) } ?? false)
        #expect(TransactionTests.Fingerprint(solver) == after)
        #expect(solver.tableau.reusableSymbolIDs == reusableAfter)
        #expect(solver.tableau.kinds == kindsAfter)
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == before)
        #expect(solver.tableau.reusableSymbolIDs == reusableBefore)
    }

    /// A long session, reclaiming when due as the engine does at each line, keeps its ids
    /// within one interval of what it uses. Each line makes 5 symbols, so 7,000 lines make
    /// 35,000, past two intervals of 16,384: without reclaiming there would be about 35,000
    /// ids. With it, a look finds in use the row's 36 (12 variables; the anchor's dummy; 6
    /// floors' slacks; 6 wishes' 2 errors each; 5 placements' dummies) and the line's 5, so
    /// 41; until the next look falls due at most the interval less one, plus the 5 of the
    /// line that looks, are made, each a new id at worst: 41 + 16,383 + 5 = interval + 45.
    @Test func aLongSessionReclaimsWhenDue() throws {
        let solver = try Self.session(lines: 7_000)
        #expect(solver.tableau.symbolCount <= Tableau.defaultReclaimInterval + 45, "\(solver.tableau.symbolCount) ids")
    }

    /// Short sessions never reclaim: their ids, and the ties ids break, are as they were.
    @Test func nothingIsReclaimedBeforeTheInterval() throws {
        let solver = try Self.session(lines: 30)
        #expect(solver.tableau.symbolCount < Tableau.defaultReclaimInterval)
        #expect(solver.tableau.reusableSymbolIDs.isEmpty)
    }
}
