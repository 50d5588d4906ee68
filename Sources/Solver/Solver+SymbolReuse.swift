extension Solver {
    /// Lets the ids of symbols that nothing uses any more be taken again
    /// (``Tableau+SymbolReuse.swift``), when enough were made since the last look for it to
    /// pay: the tableau's per-symbol storage then follows the symbols in use, not every symbol
    /// a long session made. Call it between operations (a layout engine does as each line's
    /// transaction opens); it changes no value, row or result, and a rollback takes it back.
    public mutating func reclaimUnusedSymbolsIfDue() {
        if tableau.isReclaimDue { reclaimUnusedSymbols() }
    }

    /// Looks for unused symbols now, due or not (tests look at every step).
    ///
    /// A variable is let go first when nothing holds it: no row, definition, cost or edit,
    /// and no change to its value waiting for ``updateVariables()`` (the caller has read its
    /// 0). It reads 0 afterwards as before, and gets a symbol again when a constraint names
    /// it. In id order, so the log, and the ids taken later, never depend on hashing.
    mutating func reclaimUnusedSymbols() {
        var isHeld = [Bool](repeating: false, count: tableau.symbolCount)
        // Every constraint's markers (an edit's included), in or out of a row.
        for (id, owner) in zip(0..., markerOwners) where owner != nil && id < isHeld.count { isHeld[id] = true }
        for (index, variable) in zip(0..., variablesBySymbol) where index < isHeld.count {
            guard let variable else { continue }
            let symbol = tableau.symbol(Int32(index))
            let isUnused = !tableau.isBasic(symbol) && tableau.holderCount(of: symbol) == 0 && !tableau.isDefined(symbol)
                && !tableau.hasDependents(symbol) && tableau.objective.hasZeroCost(symbol) && edits[variable] == nil
                && !tableau.changedExternals.contains(symbol.id) && (lastReadValues[index].isNaN || lastReadValues[index] == 0)
            if isUnused {
                setSymbol(nil, for: variable)
                setVariable(nil, forSymbol: symbol.id)
            } else {
                isHeld[index] = true
            }
        }
        tableau.reclaimUnusedSymbols { id in Int(id) < isHeld.count && isHeld[Int(id)] }
    }
}
