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
    /// An external symbol was appended to the changed list.
    case noted(Int32)
    /// The changed list was handed over (and emptied); this was its content.
    case took([Int32])
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

/// What row `id` has logged under the checkpoint of `generation` (nothing, when that is not
/// the innermost checkpoint's): its old version whole (after which nothing more is logged),
/// its old constant, and how many cells have been logged one change at a time.
struct RowLogState {
    var generation: UInt32 = 0
    var isWhole = false
    var hasConstant = false
    var loggedCells = 0
}
