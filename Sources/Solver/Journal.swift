/// What a tableau transaction needs to undo its changes: for each touched row, either its
/// old version (once per checkpoint) or, when a change touches a few cells of a long row, the
/// old coefficients of those cells (once per change) and the old constant (once per
/// checkpoint); and the external symbols noted or handed over since. The objective keeps its
/// own list (``Objective/Change``).
///
/// Entries are undone newest first, so an index or a list position always means what it meant
/// when the entry was made; a row logged twice (once per nested checkpoint) ends up as it was
/// at the older one. Undoing costs what the changes cost, never a copy of the tableau.
///
/// Why cells and constants apart: keeping a row's old version keeps its cells alive, so the
/// change that follows copies the whole row. A chain of 400 views solved in terms of the
/// widths above them substitutes each width into every row below it; logging whole rows held
/// a version of every row per line typed (1 GB at 400 views, against 57 MB unlogged).
enum TableauChange {
    /// Row `id` before the change (nil: the symbol was parametric).
    case row(Int32, Row?)
    /// The coefficients row `id` had for these symbols (0: not in the row) before a change
    /// that touched only them.
    case cells(Int32, [Cell])
    /// Row `id`'s constant before its first change under a checkpoint.
    case constant(Int32, Double)
    /// An external symbol was marked changed.
    case noted(Int32)
    /// The changed symbols were handed over (and forgotten); these, in id order.
    case took([Int32])
    // Only in a redo (``TableauRedo``), as what undoes the two above:
    /// The noting of an external symbol was taken back.
    case unnoted(Int32)
    /// A hand-over was taken back: these symbols are marked changed again.
    case restored([Int32])
    // Definitions (``Definition``), each entry its own inverse's state:
    /// The definition symbol `id` had (nil: it was not defined).
    case definition(Int32, Definition?)
    /// The value defined symbol `id` had.
    case definedValue(Int32, Double)
    /// `dependent` was inserted at `position` in the dependents of `source` (undone by
    /// removing it), and the reverse.
    case dependentInserted(source: Int32, at: Int, dependent: Int32)
    case dependentRemoved(source: Int32, at: Int, dependent: Int32)
    // Reclaimed symbols (``Tableau+SymbolReuse.swift``):
    /// Reclaimed symbol `id`, of kind `previousKind` in its last use, was taken again.
    case symbolReused(Int32, previousKind: Symbol.Kind)
    /// Only in a redo: that use was taken back; the symbol is `kind` again when redone.
    case symbolReuseTakenBack(Int32, kind: Symbol.Kind)
    /// These symbols were found unused and put last on the list to take again.
    case symbolsReclaimed([Int32])
    /// Only in a redo: that finding was taken back.
    case symbolsReclaimTakenBack([Int32])
}

/// Where a transaction began: the number of symbols and the state that is small enough to
/// keep whole (the queue of infeasible rows and the phase-one objective, both empty or nearly
/// so between operations).
struct Checkpoint {
    var symbolCount: Int
    var infeasible: [Int32]
    var artificial: Row?
    /// Unique to this checkpoint: a row stamped with it is already logged under it.
    var generation: UInt32
}

/// The logs of nested transactions, innermost last: each holds the changes made since its
/// transaction began (up to the next one's start). The solver, the tableau and the objective
/// each keep one. Apart per transaction, so that a rollback takes the innermost whole, and
/// an undo hands it back exchanged as the redo (``Solver/undoTransaction()``), which a redo
/// puts back in its place (``push(_:)``).
struct NestedLogs<Change> {
    private var logs: [[Change]] = []

    /// How many transactions are open.
    var depth: Int { logs.count }
    var isEmpty: Bool { logs.isEmpty }
    /// How many changes the innermost log holds (0 when none is open).
    var innermostCount: Int { logs.last?.count ?? 0 }
    /// How many changes all the open logs hold.
    var totalCount: Int { logs.reduce(0) { $0 + $1.count } }
    /// The room those changes take in 16-byte cells (a ``Cell``'s size), for an undo history
    /// bounded by memory in cells (``Solver/transactionLogCells``).
    var entryCells: Int {
        totalCount * ((MemoryLayout<Change>.stride + MemoryLayout<Cell>.stride - 1) / MemoryLayout<Cell>.stride)
    }
    /// The innermost log (empty when none is open), for tests and diagnostics.
    var innermost: [Change] { logs.last ?? [] }
    /// Every open log, outermost first, for tests and diagnostics.
    var all: [[Change]] { logs }

    mutating func begin() {
        logs.append([])
    }

    /// Opens a transaction whose log is `log` (a redone one, ``Solver/redoTransaction(_:)``).
    mutating func push(_ log: [Change]) {
        logs.append(log)
    }

    /// Appends to the innermost log (nothing is logged outside a transaction).
    @inline(__always)
    mutating func record(_ change: Change) {
        guard !logs.isEmpty else { return }
        logs[logs.count - 1].append(change)
    }

    /// Closes the innermost log: its changes join the enclosing one's, or are forgotten when
    /// it was the outermost. False when none is open.
    @discardableResult
    mutating func commit() -> Bool {
        guard let inner = logs.popLast() else { return false }
        if !logs.isEmpty { logs[logs.count - 1].append(contentsOf: inner) }
        return true
    }

    /// ``commit()``, the enclosing log taking only the changes `isKept` keeps (those it
    /// does not need to undo the closed transaction's part).
    @discardableResult
    mutating func commit(keeping isKept: (Change) -> Bool) -> Bool {
        guard let inner = logs.popLast() else { return false }
        if !logs.isEmpty { logs[logs.count - 1].append(contentsOf: inner.lazy.filter(isKept)) }
        return true
    }

    /// Closes the innermost log and hands it over, to be undone newest first.
    mutating func popInnermost() -> [Change]? {
        logs.popLast()
    }

    /// Drops the outermost log (its transaction will never be rolled back); the ones nested
    /// in it stay.
    mutating func forgetOutermost() {
        if !logs.isEmpty { logs.removeFirst() }
    }

    mutating func removeAll() {
        logs.removeAll()
    }
}

extension NestedLogs: Sendable where Change: Sendable {}

/// What redoes a tableau transaction that ``Tableau/undoTransaction()`` took back: the
/// inverse of its log (each entry holding the state the undo replaced, newest change first),
/// the objective's likewise, the kinds of the symbols it made (the undo forgot them), the
/// infeasible queue and phase-one objective it left, and its checkpoint, to open it again.
/// It holds what the transaction changed, not a copy of the tableau.
struct TableauRedo {
    var inverse: [TableauChange]
    var objectiveInverse: [Objective.Change]
    var madeKinds: [Symbol.Kind]
    var infeasible: [Int32]
    var artificial: Row?
    var checkpoint: Checkpoint
}
