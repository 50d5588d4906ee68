/// Transactions on the tableau: a (nested) checkpoint, then a log of what undoes each change
/// made under it (``TableauChange``), kept as cheaply as the change allows, and the rollback
/// that replays it backwards, keeping, when asked, what redoes it (``TableauRedo``). Outside
/// a transaction nothing is logged.
extension Tableau {
    /// Whether a transaction is open.
    var isInTransaction: Bool { !checkpoints.isEmpty }

    /// How many changes the innermost transaction has logged (0 when none is open).
    var innermostLogCount: Int { logs.innermostCount }

    /// Opens a (possibly nested) transaction: from now on every change is logged, so that
    /// ``rollback()`` can put the tableau back exactly as it is now.
    mutating func beginTransaction() {
        checkpoints.append(Checkpoint(
            symbolCount: symbolCount, infeasible: infeasible, artificial: artificial, generation: nextGeneration))
        logs.begin()
        objective.beginLog()
        loggingGeneration = nextGeneration
        nextGeneration &+= 1
        if nextGeneration == 0 { nextGeneration = 1 }
    }

    /// Closes the innermost transaction, keeping its changes: its log joins the enclosing
    /// transaction's; the outermost commit forgets the log.
    mutating func commit() {
        guard checkpoints.popLast() != nil else { return }
        loggingGeneration = checkpoints.last?.generation ?? 0
        logs.commit()
        objective.commitLog()
    }

    /// Closes the outermost transaction for good, keeping the current state and the
    /// transactions nested in it: its own log (what only a rollback of it needed) is dropped.
    mutating func forgetOutermostTransaction() {
        guard checkpoints.count > 1 else {
            forgetTransactions()
            return
        }
        checkpoints.removeFirst()
        logs.forgetOutermost()
        objective.forgetOutermostLog()
    }

    /// Drops every open transaction and its log, keeping the current state.
    mutating func forgetTransactions() {
        checkpoints.removeAll()
        logs.removeAll()
        loggingGeneration = 0
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
        guard let saved = checkpoints.popLast(), let log = logs.popInnermost() else { return nil }
        loggingGeneration = checkpoints.last?.generation ?? 0
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
        for kind in redo.madeKinds { _ = makeSymbol(kind) }
        var log: [TableauChange] = []
        log.reserveCapacity(redo.inverse.count)
        for change in redo.inverse.reversed() { log.append(exchange(change)) }
        objective.redoLog(redo.objectiveInverse)
        infeasible = redo.infeasible
        artificial = redo.artificial
        var checkpoint = redo.checkpoint
        checkpoint.generation = nextGeneration
        checkpoints.append(checkpoint)
        logs.push(log)
        loggingGeneration = nextGeneration
        nextGeneration &+= 1
        if nextGeneration == 0 { nextGeneration = 1 }
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
            let current = definitions[Int(id)]
            definitions[Int(id)] = definition
            return .definition(id, current)
        case .definedValue(let id, let value):
            let current = definedValues[Int(id)]
            definedValues[Int(id)] = value
            return .definedValue(id, current)
        case .dependentInserted(let source, let position, let dependent):
            dependencyGeneration &+= 1
            dependents[Int(source)].remove(at: position)
            return .dependentRemoved(source: source, at: position, dependent: dependent)
        case .dependentRemoved(let source, let position, let dependent):
            dependencyGeneration &+= 1
            dependents[Int(source)].insert(dependent, at: position)
            return .dependentInserted(source: source, at: position, dependent: dependent)
        }
    }

    // MARK: - Logging each change

    /// Appends to the innermost transaction's log (nothing is logged outside one).
    @inline(__always)
    mutating func log(_ change: TableauChange) {
        logs.record(change)
    }

    /// What row `id` has logged under the innermost checkpoint; nil when nothing is logged
    /// (no checkpoint open).
    @inline(__always)
    func rowLog(_ id: Int32) -> RowLogState? {
        let generation = loggingGeneration
        guard generation != 0 else { return nil }
        let log = rowLogs[Int(id)]
        return log.generation == generation ? log : RowLogState(generation: generation)
    }

    /// Keeps the row's state from before the innermost checkpoint, the first time it is
    /// touched under it.
    @inline(__always)
    mutating func recordRow(_ id: Int32) {
        guard var state = rowLog(id), !state.isWhole else { return }
        state.isWhole = true
        rowLogs[Int(id)] = state
        log(.row(id, rows[Int(id)]))
    }

    /// Keeps the row's constant from before the innermost checkpoint, before a change that
    /// moves only the constant (the row's cells stay unshared, so they change in place).
    @inline(__always)
    mutating func recordConstant(_ id: Int32) {
        guard var state = rowLog(id), !state.isWhole, !state.hasConstant else { return }
        state.hasConstant = true
        rowLogs[Int(id)] = state
        log(.constant(id, rows[Int(id)]?.constant ?? 0))
    }

    /// Logs what undoes a change to the constant and to the cells of `symbols` (and no other
    /// cell) of row `id`: those cells alone while all the cells logged one at a time under
    /// this checkpoint stay under an eighth of the row, else the whole row once.
    @inline(__always)
    mutating func recordCells(_ id: Int32, of symbols: some Collection<Symbol>) {
        guard var state = rowLog(id), !state.isWhole, let row = rows[Int(id)] else { return }
        guard (state.loggedCells + symbols.count) * 8 <= row.cells.count else {
            recordRow(id)
            return
        }
        state.loggedCells += symbols.count
        rowLogs[Int(id)] = state
        log(.cells(id, symbols.map { Cell(symbol: $0, coefficient: row.coefficient(for: $0)) }))
        recordConstant(id)
    }
}
