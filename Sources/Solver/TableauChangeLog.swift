/// The tableau's open transactions and what undoes the changes made under them: a stack of
/// checkpoints (``Checkpoint``), a log of changes per checkpoint (``TableauChange``), and what
/// each row has logged under the innermost one.
///
/// Apart from the tableau because it is bookkeeping about changes, not state the simplex
/// reads: the tableau makes a change, then tells the log; a rollback
/// (``Tableau/undoTransaction()``) replays the log backwards on the tableau. Outside a
/// transaction nothing is kept, and asking costs one comparison.
///
/// A row is logged as cheaply as its change allows (``recordRow(_:in:)``,
/// ``recordConstant(_:in:)``, ``recordCells(_:of:in:)``), each at most once per checkpoint:
/// every checkpoint has its own generation, and each row remembers the generation it last
/// logged under (``RowLogState``), so nothing is cleared when a checkpoint opens or closes.
struct TableauChangeLog {
    /// Open transactions, innermost last.
    private var checkpoints: [Checkpoint] = []
    /// The log of each open transaction (``NestedLogs``), as `checkpoints`.
    private var logs = NestedLogs<TableauChange>()
    /// The innermost checkpoint's generation, 0 when none is open: read for every row touched,
    /// so kept apart (`checkpoints.last` copied a whole checkpoint, arrays and all, each time).
    private var loggingGeneration: UInt32 = 0
    /// What each row has logged under the innermost checkpoint, so a row is logged whole at
    /// most once per checkpoint however often it changes.
    private var rowLogs: [RowLogState] = []
    private var nextGeneration: UInt32 = 1

    /// Makes room for a new symbol's row, nothing logged.
    mutating func appendSymbol() {
        rowLogs.append(RowLogState())
    }

    /// Forgets the symbols from id `count` on (a rollback drops the symbols it made).
    mutating func removeSymbols(from count: Int) {
        rowLogs.removeSubrange(count...)
    }

    // MARK: - Transactions

    /// How many transactions are open.
    var depth: Int { checkpoints.count }

    /// Whether changes are logged (a transaction is open).
    @inline(__always)
    var isRecording: Bool { !logs.isEmpty }

    /// Whether rows are logged: a checkpoint is open (as ``isRecording``, read without going
    /// through the logs, for the loops that touch many rows).
    @inline(__always)
    var isRecordingRows: Bool { loggingGeneration != 0 }

    /// How many changes the innermost transaction has logged (0 when none is open).
    var innermostCount: Int { logs.innermostCount }

    /// Opens a (possibly nested) transaction where the tableau has `symbolCount` symbols and
    /// this small state (``Checkpoint``), with a generation of its own.
    mutating func begin(symbolCount: Int, infeasible: [Int32], artificial: Row?) {
        reopen(Checkpoint(symbolCount: symbolCount, infeasible: infeasible, artificial: artificial, generation: 0), log: [])
    }

    /// Opens a transaction at `checkpoint` (its generation replaced by a new one) whose log
    /// is `log`: a new one, or a redone one (``Tableau/redoTransaction(_:)``).
    mutating func reopen(_ checkpoint: Checkpoint, log: [TableauChange]) {
        var checkpoint = checkpoint
        checkpoint.generation = nextGeneration
        checkpoints.append(checkpoint)
        logs.push(log)
        loggingGeneration = nextGeneration
        nextGeneration &+= 1
        if nextGeneration == 0 { nextGeneration = 1 }
    }

    /// Closes the innermost transaction, its log joining the enclosing one's (forgotten when
    /// it was the outermost). False when none is open.
    @discardableResult
    mutating func commit() -> Bool {
        guard checkpoints.popLast() != nil else { return false }
        loggingGeneration = checkpoints.last?.generation ?? 0
        logs.commit()
        return true
    }

    /// Closes the innermost transaction and hands over its checkpoint and its log, to be
    /// undone newest first. Nil when none is open.
    mutating func popInnermost() -> (checkpoint: Checkpoint, log: [TableauChange])? {
        guard let checkpoint = checkpoints.popLast(), let log = logs.popInnermost() else { return nil }
        loggingGeneration = checkpoints.last?.generation ?? 0
        return (checkpoint, log)
    }

    /// Drops the outermost transaction's checkpoint and log (it will never be rolled back);
    /// the ones nested in it stay, the innermost still logging.
    mutating func forgetOutermost() {
        guard !checkpoints.isEmpty else { return }
        checkpoints.removeFirst()
        logs.forgetOutermost()
        if checkpoints.isEmpty { loggingGeneration = 0 }
    }

    /// Drops every open transaction and its log.
    mutating func forgetAll() {
        checkpoints.removeAll()
        logs.removeAll()
        loggingGeneration = 0
    }

    // MARK: - Logging each change

    /// Appends to the innermost transaction's log (nothing is logged outside one).
    @inline(__always)
    mutating func record(_ change: TableauChange) {
        logs.record(change)
    }

    /// What row `id` has logged under the innermost checkpoint; nil when nothing is logged
    /// (no checkpoint open).
    @inline(__always)
    private func rowLog(_ id: Int32) -> RowLogState? {
        let generation = loggingGeneration
        guard generation != 0 else { return nil }
        let log = rowLogs[Int(id)]
        return log.generation == generation ? log : RowLogState(generation: generation)
    }

    /// Keeps row `id`'s state from before the innermost checkpoint (`rows`: the tableau's,
    /// before the change), the first time it is touched under it.
    @inline(__always)
    mutating func recordRow(_ id: Int32, in rows: [Row?]) {
        guard var state = rowLog(id), !state.isWhole else { return }
        state.isWhole = true
        rowLogs[Int(id)] = state
        record(.row(id, rows[Int(id)]))
    }

    /// Keeps the row's constant from before the innermost checkpoint, before a change that
    /// moves only the constant (the row's cells stay unshared, so they change in place).
    @inline(__always)
    mutating func recordConstant(_ id: Int32, in rows: [Row?]) {
        guard var state = rowLog(id), !state.isWhole, !state.hasConstant else { return }
        state.hasConstant = true
        rowLogs[Int(id)] = state
        record(.constant(id, rows[Int(id)]?.constant ?? 0))
    }

    /// Logs what undoes a change to the constant and to the cells of `symbols` (and no other
    /// cell) of row `id`: those cells alone while all the cells logged one at a time under
    /// this checkpoint stay under an eighth of the row, else the whole row once.
    @inline(__always)
    mutating func recordCells(_ id: Int32, of symbols: some Collection<Symbol>, in rows: [Row?]) {
        guard var state = rowLog(id), !state.isWhole, let row = rows[Int(id)] else { return }
        guard (state.loggedCells + symbols.count) * 8 <= row.cells.count else {
            recordRow(id, in: rows)
            return
        }
        state.loggedCells += symbols.count
        rowLogs[Int(id)] = state
        record(.cells(id, symbols.map { Cell(symbol: $0, coefficient: row.coefficient(for: $0)) }))
        recordConstant(id, in: rows)
    }
}

/// What row `id` has logged under the checkpoint of `generation` (nothing, when that is not
/// the innermost checkpoint's): its old version whole (after which nothing more is logged),
/// its old constant, and how many cells have been logged one change at a time.
struct RowLogState {
    var generation: UInt32 = 0
    var isWhole = false
    var hasConstant = false
    var loggedCells = 0
}
