/// Transactions on the tableau: a (nested) checkpoint, then a log of what undoes each change
/// made under it (``TableauChange``, kept by ``TableauChangeLog``) and of each objective
/// change (the objective keeps its own), and the rollback that replays both backwards,
/// keeping, when asked, what redoes them (``TableauRedo``). Outside a transaction nothing is
/// logged. Here because undoing a change reaches every part of the tableau.
extension Tableau {
    /// How many changes the innermost transaction has logged (0 when none is open).
    var innermostLogCount: Int { changeLog.innermostCount }

    /// Opens a (possibly nested) transaction: from now on every change is logged, so that
    /// ``rollback()`` can put the tableau back exactly as it is now.
    mutating func beginTransaction() {
        changeLog.begin(symbolCount: symbolCount, infeasible: infeasible, artificial: artificial)
        objective.beginLog()
    }

    /// Closes the innermost transaction, keeping its changes: its log joins the enclosing
    /// transaction's; the outermost commit forgets the log.
    mutating func commit() {
        guard changeLog.commit() else { return }
        objective.commitLog()
    }

    /// Closes the outermost transaction for good, keeping the current state and the
    /// transactions nested in it: its own log (what only a rollback of it needed) is dropped.
    mutating func forgetOutermostTransaction() {
        guard changeLog.depth > 1 else {
            forgetTransactions()
            return
        }
        changeLog.forgetOutermost()
        objective.forgetOutermostLog()
    }

    /// Drops every open transaction and its log, keeping the current state.
    mutating func forgetTransactions() {
        changeLog.forgetAll()
        objective.forgetLogs()
    }

    /// Puts every row, objective cell, changed external, the infeasible queue and the
    /// phase-one objective back as they were when the innermost transaction began, and
    /// forgets the symbols made since. Costs what the changes since cost.
    mutating func rollback() {
        _ = undoTransaction()
    }

    /// ``rollback()``, keeping what redoes it: each entry of the log is exchanged for the
    /// state it replaces (``exchange(_:)``), so the redo holds what the transaction changed
    /// and no more. Nil when no transaction is open.
    mutating func undoTransaction() -> TableauRedo? {
        guard let (saved, log) = changeLog.popInnermost() else { return nil }
        let after = (infeasible: infeasible, artificial: artificial)
        var inverse: [TableauChange] = []
        inverse.reserveCapacity(log.count)
        for change in log.reversed() { inverse.append(exchange(change)) }
        let objectiveInverse = objective.undoLog()
        let madeKinds = Array(kinds[saved.symbolCount...])
        removeSymbols(from: saved.symbolCount)
        infeasible = saved.infeasible
        artificial = saved.artificial
        return TableauRedo(
            inverse: inverse, objectiveInverse: objectiveInverse, madeKinds: madeKinds,
            infeasible: after.infeasible, artificial: after.artificial, checkpoint: saved)
    }

    /// Does again what ``undoTransaction()`` took back, on the tableau exactly as that left
    /// it, and opens the transaction again, innermost, with the log that undoes it.
    mutating func redoTransaction(_ redo: TableauRedo) {
        for kind in redo.madeKinds { _ = appendSymbol(kind) }
        var log: [TableauChange] = []
        log.reserveCapacity(redo.inverse.count)
        for change in redo.inverse.reversed() { log.append(exchange(change)) }
        objective.redoLog(redo.objectiveInverse)
        infeasible = redo.infeasible
        artificial = redo.artificial
        changeLog.reopen(redo.checkpoint, log: log)
    }

    /// Applies one logged change backwards and returns the change that applies it forwards
    /// again: each entry holds a piece of state (a row, some cells, a constant, a mark), and
    /// exchanging it with the tableau's is its own inverse. Replaying a log newest first gives
    /// the undo and the redo's log; replaying that oldest first gives the redo and the log
    /// back. Logging and noting nothing.
    private mutating func exchange(_ change: TableauChange) -> TableauChange {
        switch change {
        case .row(let id, let row):
            let current = rows[Int(id)]
            restoreRow(row, for: id)
            return .row(id, current)
        case .cells(let id, let cells):
            let row = rows[Int(id)]
            let current = cells.map { Cell(symbol: $0.symbol, coefficient: row?.coefficient(for: $0.symbol) ?? 0) }
            restoreCells(cells, in: id)
            return .cells(id, current)
        case .constant(let id, let constant):
            let current = rows[Int(id)]?.constant ?? 0
            restoreConstant(constant, of: id)
            return .constant(id, current)
        case .noted(let id):
            changedExternals.unnote(id)
            return .unnoted(id)
        case .unnoted(let id):
            _ = changedExternals.note(id)
            return .noted(id)
        case .took(let list):
            changedExternals.restore(list)
            return .restored(list)
        case .restored:
            return .took(changedExternals.take())
        case .definition(let id, let definition):
            return .definition(id, definitions.replaceDefinition(of: id, with: definition))
        case .definedValue(let id, let value):
            return .definedValue(id, definitions.replaceValue(of: id, with: value))
        case .dependentInserted(let source, let position, let dependent):
            definitions.removeDependent(at: position, of: source)
            return .dependentRemoved(source: source, at: position, dependent: dependent)
        case .dependentRemoved(let source, let position, let dependent):
            definitions.insertDependent(dependent, at: position, of: source)
            return .dependentInserted(source: source, at: position, dependent: dependent)
        case .symbolReused(let id, let previousKind):
            let kind = kinds[Int(id)]
            setKind(previousKind, of: id)
            reusableSymbolIDs.append(id)
            return .symbolReuseTakenBack(id, kind: kind)
        case .symbolReuseTakenBack(let id, let kind):
            let previousKind = kinds[Int(id)]
            if let position = reusableSymbolIDs.lastIndex(of: id) { reusableSymbolIDs.remove(at: position) }
            setKind(kind, of: id)
            return .symbolReused(id, previousKind: previousKind)
        case .symbolsReclaimed(let ids):
            reusableSymbolIDs.removeLast(min(ids.count, reusableSymbolIDs.count))
            return .symbolsReclaimTakenBack(ids)
        case .symbolsReclaimTakenBack(let ids):
            reusableSymbolIDs.append(contentsOf: ids)
            return .symbolsReclaimed(ids)
        }
    }

    // MARK: - Logging each change

    /// Logs row `id` whole before a change (``TableauChangeLog/recordRow(_:in:)``).
    @inline(__always)
    mutating func recordRow(_ id: Int32) {
        changeLog.recordRow(id, in: rows)
    }

    /// Logs row `id`'s constant before a change to it alone
    /// (``TableauChangeLog/recordConstant(_:in:)``).
    @inline(__always)
    mutating func recordConstant(_ id: Int32) {
        changeLog.recordConstant(id, in: rows)
    }

    /// Logs what undoes a change to the constant and the cells of `symbols` of row `id`
    /// (``TableauChangeLog/recordCells(_:of:in:)``).
    @inline(__always)
    mutating func recordCells(_ id: Int32, of symbols: some Collection<Symbol>) {
        changeLog.recordCells(id, of: symbols, in: rows)
    }
}
