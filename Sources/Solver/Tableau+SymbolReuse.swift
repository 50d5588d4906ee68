/// Symbol ids taken again once nothing uses them.
///
/// Why: ids only grew. A stack view that rebuilds some of its constraints at each line makes
/// new slacks and dummies for them (and new spacers, whose variables are new symbols), and
/// every per-symbol array (rows, costs, columns, definitions, marks) grows with the ids ever
/// made, not with the symbols in use: hiding and showing a view of a ten-view equalCentering
/// stack made 68 symbols a line, 680,000 in 10,000 lines for a tableau of 124 constraints.
///
/// A symbol is unused when no row holds it or is its own, no cost or definition names it, and
/// the solver has let it go (no constraint's marker; a variable's, only once nothing holds
/// the variable and the solver forgot it: ``Solver/reclaimUnusedSymbols()``). Such ids go on
/// a list, and ``makeSymbol(_:)`` takes the last one before making a new id. Listing and
/// taking are logged like any change, in the innermost transaction, so rollbacks, undos and
/// redos put the list and the kinds back exactly. Open transactions' logs may still name a
/// listed id (an older line's old rows), and need not stop it: a rollback that would bring
/// such a row back takes back, first, every newer change, the listing and every later taking
/// included, since transactions nest.
///
/// Nothing is looked for until many symbols were made since the last look
/// (``defaultReclaimInterval``), so a short session's ids, and the ties ids break, are what they
/// always were.
extension Tableau {
    /// Symbols made between two looks for unused ones, at least (and at least as many as were
    /// in use at the last look, so a look costs a constant per symbol made).
    static let defaultReclaimInterval = 16_384

    /// Whether enough symbols were made since the last look for another to pay for itself.
    var isReclaimDue: Bool {
        symbolsMadeSinceReclaim >= max(reclaimInterval, symbolsInUseAtReclaim)
    }

    /// Takes the last reclaimed id for a new symbol of `kind`, logged; nil when none waits.
    mutating func reuseSymbol(as kind: Symbol.Kind) -> Symbol? {
        guard let id = reusableSymbolIDs.popLast() else { return nil }
        changeLog.record(.symbolReused(id, previousKind: kinds[Int(id)]))
        setKind(kind, of: id)
        return Symbol(id: id, kind: kind)
    }

    /// Lists for reuse every symbol nothing uses: no row, cost or definition of the tableau,
    /// nor `isUsedElsewhere` (the solver's constraints and variables). Call it between
    /// operations only: a row being built holds symbols nothing else knows yet.
    mutating func reclaimUnusedSymbols(isUsedElsewhere: (Int32) -> Bool) {
        symbolsMadeSinceReclaim = 0
        var isUsed = [Bool](repeating: false, count: symbolCount)
        func mark(_ id: Int32) {
            if Int(id) < isUsed.count { isUsed[Int(id)] = true }
        }
        for (id, row) in zip(Int32(0)..., rows) {
            guard let row else { continue }
            mark(id)
            for cell in row.cells { mark(cell.symbol.id) }
        }
        for (id, definition) in zip(Int32(0)..., definitions.byID) {
            guard let definition else { continue }
            mark(id)
            mark(definition.dummy.id)
            for term in definition.terms { mark(term.symbol.id) }
        }
        infeasible.forEach(mark)
        for cell in artificial?.cells ?? [] { mark(cell.symbol.id) }
        objective.forEachSymbolWithCost(mark)
        for id in reusableSymbolIDs { mark(id) }

        var reclaimed: [Int32] = []
        for (id, kind) in zip(Int32(0)..., kinds) where !isUsed[Int(id)] && !isUsedElsewhere(id)
            && (kind != .external || !changedExternals.contains(id) && !definitions.isPendingSource(id) && !definitions.hasDependents(Symbol(id: id, kind: kind)))
        {
            reclaimed.append(id)
        }
        symbolsInUseAtReclaim = symbolCount - reusableSymbolIDs.count - reclaimed.count
        guard !reclaimed.isEmpty else { return }
        for id in reclaimed { forgetColumn(of: Symbol(id: id, kind: kinds[Int(id)])) }
        // Taken from the end: the lowest id first.
        reclaimed.reverse()
        reusableSymbolIDs.append(contentsOf: reclaimed)
        changeLog.record(.symbolsReclaimed(reclaimed))
    }
}
