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
///
/// A nested checkpoint keeps what each row it logs had logged before (``savedStates``): when
/// it closes, the enclosing checkpoint gets its rows' marks back (a rollback) or takes the
/// nested one's as its own (a commit), so a row the enclosing checkpoint logged is never
/// logged again there. Without this every nested add that was refused (a conflict, checked in
/// a transaction of its own) made the enclosing one log each row it touched once more: an
/// import of 20,000 conflicting constraints, one transaction, kept 2.5 GB of copies of rows.
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
    /// For each open checkpoint, as `checkpoints`: the rows it logged, each with the state it
    /// replaced in `rowLogs` (the enclosing checkpoint's, or a stale one), in the order first
    /// logged. As long as the checkpoint's log, at most.
    private var savedStates: [[SavedRowLog]] = []
    private var nextGeneration: UInt32 = 1
    /// How many cells each open checkpoint's log keeps in old rows and cells, as
    /// `checkpoints`: what the logs cost, read once a line (``loggedCells``).
    private var cellCounts: [Int] = []

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

    /// How many cells the innermost transaction's log holds (its rows and cells), for tests
    /// and diagnostics: what a transaction's log costs.
    var innermostCellCount: Int { Self.cellCount(of: logs.innermost) }

    /// ``loggedCells`` counted again from the logs, for tests (it is kept as they change).
    var recountedLoggedCells: Int { logs.all.reduce(0) { $0 + Self.cellCount(of: $1) } + logs.entryCells }

    /// The room the innermost transaction's logged rows take, in cells (for tests: at most
    /// about twice ``innermostCellCount``, see ``Row/compacted``).
    var innermostRowRoom: Int {
        logs.innermost.reduce(0) { sum, change in
            if case .row(_, let row) = change { sum + (row?.cells.capacity ?? 0) } else { sum }
        }
    }

    /// Opens a (possibly nested) transaction where the tableau has `symbolCount` symbols and
    /// this small state (``Checkpoint``), with a generation of its own.
    mutating func begin(symbolCount: Int, infeasible: [Int32], artificial: Row?) {
        reopen(Checkpoint(symbolCount: symbolCount, infeasible: infeasible, artificial: artificial, generation: 0), log: [])
    }

    /// How many cells the open logs keep, old rows, cells, taken ids and the entries together:
    /// what a caller that keeps transactions open (an undo history) pays for them.
    /// The entries count with their own room: a line that touches many rows a few cells each
    /// logs more in entries than in cells (a stack grown a view a line: a third of its undo
    /// history).
    var loggedCells: Int { cellCounts.reduce(0, +) + logs.entryCells }

    /// The cells `log` keeps.
    private static func cellCount(of log: some Sequence<TableauChange>) -> Int {
        log.reduce(0) { sum, change in
            switch change {
            case .row(_, let row): sum + (row?.cells.count ?? 0)
            case .cells(_, let cells): sum + cells.count
            // Four ids to a 16-byte cell: a stack grown a view a line notes most of its
            // symbols as changed each line, and the lists were a fifth of its undo history.
            case .took(let ids): sum + cells(holding: ids)
            default: sum
            }
        }
    }

    /// Opens a transaction at `checkpoint` (its generation replaced by a new one) whose log
    /// is `log`: a new one, or a redone one (``Tableau/redoTransaction(_:)``).
    mutating func reopen(_ checkpoint: Checkpoint, log: [TableauChange]) {
        var checkpoint = checkpoint
        checkpoint.generation = nextGeneration
        checkpoints.append(checkpoint)
        cellCounts.append(Self.cellCount(of: log))
        logs.push(log)
        savedStates.append([])
        loggingGeneration = nextGeneration
        nextGeneration &+= 1
        if nextGeneration == 0 { nextGeneration = 1 }
    }

    /// Closes the innermost transaction, its log joining the enclosing one's (forgotten when
    /// it was the outermost). False when none is open.
    @discardableResult
    mutating func commit() -> Bool {
        guard checkpoints.popLast() != nil, let saved = savedStates.popLast() else { return false }
        let inner = loggingGeneration
        let innerCells = cellCounts.popLast() ?? 0
        loggingGeneration = checkpoints.last?.generation ?? 0
        guard loggingGeneration != 0 else {
            logs.commit()
            return true
        }
        // What the enclosing log already undoes: a row it keeps whole, a constant it keeps.
        // The nested entries for those are dropped as they join it (the older entry, undone
        // after them, puts the row back as it was anyway), so a line that adds many required
        // constraints, each in a transaction of its own, keeps each row once, not once an add.
        var whole = Set<Int32>(), constants = Set<Int32>()
        for entry in saved where entry.state.generation == loggingGeneration {
            if entry.state.isWhole { whole.insert(entry.id) } else if entry.state.hasConstant { constants.insert(entry.id) }
        }
        if whole.isEmpty && constants.isEmpty {
            logs.commit()
            cellCounts[cellCounts.count - 1] += innerCells
        } else {
            var keptCells = 0
            logs.commit { change in
                let isKept = switch change {
                case .row(let id, _), .cells(let id, _): !whole.contains(id)
                case .constant(let id, _): !whole.contains(id) && !constants.contains(id)
                default: true
                }
                if isKept { keptCells += Self.cellCount(of: CollectionOfOne(change)) }
                return isKept
            }
            cellCounts[cellCounts.count - 1] += keptCells
        }
        adoptStates(saved, loggedUnder: inner)
        return true
    }

    /// After a commit: the rows the closed checkpoint (`inner`) logged, whose log entries
    /// now end the enclosing checkpoint's log, count as logged there. What either logged
    /// undoes the row to the enclosing checkpoint's start: an entry made under the nested one
    /// restores the row as it was when that began, and a row the enclosing one had not
    /// logged was unchanged from its start until then (every change is logged).
    private mutating func adoptStates(_ saved: [SavedRowLog], loggedUnder inner: UInt32) {
        let outer = loggingGeneration
        for entry in saved {
            let index = Int(entry.id)
            guard index < rowLogs.count else { continue }
            let nested = rowLogs[index]
            var state = entry.state.generation == outer ? entry.state : RowLogState(generation: outer)
            if entry.state.generation != outer { savedStates[savedStates.count - 1].append(entry) }
            if nested.generation == inner {
                state.isWhole = state.isWhole || nested.isWhole
                state.hasConstant = state.hasConstant || nested.hasConstant
                state.loggedCells += nested.loggedCells
            }
            rowLogs[index] = state
        }
    }

    /// Closes the innermost transaction and hands over its checkpoint and its log, to be
    /// undone newest first. Nil when none is open.
    mutating func popInnermost() -> (checkpoint: Checkpoint, log: [TableauChange])? {
        guard let checkpoint = checkpoints.popLast(), let log = logs.popInnermost(), let saved = savedStates.popLast() else { return nil }
        cellCounts.removeLast()
        loggingGeneration = checkpoints.last?.generation ?? 0
        // The rows' marks as the enclosing checkpoint left them (a row made since is gone).
        for entry in saved.reversed() where Int(entry.id) < rowLogs.count { rowLogs[Int(entry.id)] = entry.state }
        return (checkpoint, log)
    }

    /// Drops the outermost transaction's checkpoint and log (it will never be rolled back);
    /// the ones nested in it stay, the innermost still logging.
    mutating func forgetOutermost() {
        guard !checkpoints.isEmpty else { return }
        checkpoints.removeFirst()
        logs.forgetOutermost()
        savedStates.removeFirst()
        cellCounts.removeFirst()
        if checkpoints.isEmpty { loggingGeneration = 0 }
    }

    /// Drops every open transaction and its log.
    mutating func forgetAll() {
        checkpoints.removeAll()
        logs.removeAll()
        savedStates.removeAll()
        cellCounts.removeAll()
        loggingGeneration = 0
    }

    // MARK: - Logging each change

    /// Appends to the innermost transaction's log (nothing is logged outside one).
    @inline(__always)
    mutating func record(_ change: TableauChange) {
        if case .took(let ids) = change, !cellCounts.isEmpty { cellCounts[cellCounts.count - 1] += Self.cells(holding: ids) }
        logs.record(change)
    }

    /// The 16-byte cells a list of ids takes, four to a cell.
    private static func cells(holding ids: [Int32]) -> Int { (ids.count + 3) / 4 }

    /// What row `id` has logged under the innermost checkpoint; nil when nothing is logged
    /// (no checkpoint open).
    @inline(__always)
    private func rowLog(_ id: Int32) -> RowLogState? {
        let generation = loggingGeneration
        guard generation != 0 else { return nil }
        let log = rowLogs[Int(id)]
        return log.generation == generation ? log : RowLogState(generation: generation)
    }

    /// Sets what row `id` has logged under the innermost checkpoint, keeping the state it
    /// replaces the first time (``savedStates``).
    @inline(__always)
    private mutating func store(_ state: RowLogState, for id: Int32) {
        let old = rowLogs[Int(id)]
        if old.generation != state.generation { savedStates[savedStates.count - 1].append(SavedRowLog(id: id, state: old)) }
        rowLogs[Int(id)] = state
    }

    /// Keeps row `id`'s state from before the innermost checkpoint (`rows`: the tableau's,
    /// before the change), the first time it is touched under it.
    @inline(__always)
    mutating func recordRow(_ id: Int32, in rows: [Row?]) {
        guard var state = rowLog(id), !state.isWhole else { return }
        state.isWhole = true
        store(state, for: id)
        let row = rows[Int(id)].map(\.compacted)
        if let row, !cellCounts.isEmpty { cellCounts[cellCounts.count - 1] += row.cells.count }
        record(.row(id, row))
    }

    /// Keeps the row's constant from before the innermost checkpoint, before a change that
    /// moves only the constant (the row's cells stay unshared, so they change in place).
    @inline(__always)
    mutating func recordConstant(_ id: Int32, in rows: [Row?]) {
        guard var state = rowLog(id), !state.isWhole, !state.hasConstant else { return }
        state.hasConstant = true
        store(state, for: id)
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
        store(state, for: id)
        if !cellCounts.isEmpty { cellCounts[cellCounts.count - 1] += symbols.count }
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

/// A row's log state as it was before a nested checkpoint first logged the row.
struct SavedRowLog {
    var id: Int32
    var state: RowLogState
}
