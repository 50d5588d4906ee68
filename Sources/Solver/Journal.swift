/// What a tableau transaction needs to undo its changes: the old version of each row the
/// first time it is touched under a checkpoint, and the external symbols noted or handed over
/// since. The objective keeps its own list (``Objective/Change``).
///
/// Entries are undone newest first, so an index or a list position always means what it meant
/// when the entry was made; a row logged twice (once per nested checkpoint) ends up as it was
/// at the older one. Undoing costs what the changes cost, never a copy of the tableau.
enum TableauChange {
    /// Row `id` before the change (nil: the symbol was parametric).
    case row(Int32, Row?)
    /// An external symbol was appended to the changed list.
    case noted(Int32)
    /// The changed list was handed over (and emptied); this was its content.
    case took([Int32])
}

/// Where a transaction began: the lengths of the change lists and the state that is small
/// enough to keep whole (the queue of infeasible rows and the phase-one objective, both empty
/// or nearly so between operations).
struct Checkpoint {
    var changeCount: Int
    var objectiveChangeCount: Int
    var symbolCount: Int
    var infeasible: [Int32]
    var artificial: Row?
    /// Unique to this checkpoint: a row stamped with it is already logged under it.
    var generation: UInt32
}
