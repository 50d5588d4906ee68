import Solver

/// How the window's engine takes part in the scene's journal.
///
/// Each journal epoch (a turn, or a query inside one) that changes the solver opens a solver
/// transaction, nested in the ones before: the transactions of the session's turns stay open,
/// one per turn, as the undo history's solver side. Rolling back a turn, or undoing it, takes
/// its transaction back (the solver's own log: the rows and costs that changed). What undo
/// took back can be redone: the undo keeps the redo the solver hands back
/// (``Solver/undoTransaction()``: the same changes, each exchanged for the state it replaced),
/// and redoing it opens the transaction again, to be undone once more.
///
/// Costs: a turn pays the solver's log of what it changed; a rollback undoes that log; an
/// undo and a redo each exchange it, in time and memory proportional to what the turn changed
/// (an undo copied the whole solver for redo before: 1,000 undos of a 1,000-view scene peaked
/// at 1.3 GB). When the undo history drops a turn past its limit, the turn's transaction is
/// closed for good (``SolverTransactionHandle``), so a long session keeps the logs of the
/// turns it can still undo and no more.
extension LayoutEngine {
    func openSolverTransactionIfNeeded() {
        guard let journal, journal.isRecording, solverTransactionEpoch != journal.epoch else { return }
        solverTransactionEpoch = journal.epoch
        solverState.beginTransaction()
        // Between operations, and inside the turn's transaction: a rollback of the turn
        // takes the reclaiming back with everything else.
        solverState.reclaimUnusedSymbolsIfDue()
        recordTakingBack()
    }

    /// Records how to take back the innermost solver transaction, just opened or redone.
    private func recordTakingBack() {
        guard let journal else { return }
        let handle = SolverTransactionHandle(engine: self)
        innermostTakingBack = handle
        journal.record { [unowned self] in
            guard !handle.isMerged else { return }
            handle.isSettled = true
            self.takeBackSolverTransaction()
        }
    }

    /// Opens a part of the turn that can be taken back alone (``rollbackNestedChange(_:)``)
    /// or kept as the turn's (``commitNestedChange(_:)``): a checkpoint of the journal, and
    /// whether the turn's solver transaction was open before it. Nil when nothing records (a
    /// scene used without a session, which keeps no log to take a part back with).
    func beginNestedChange() -> NestedChange? {
        guard let journal, journal.isRecording else { return nil }
        let turnHasSolverTransaction = solverTransactionEpoch == journal.epoch
        return NestedChange(checkpoint: journal.checkpoint(), turnHasSolverTransaction: turnHasSolverTransaction,
                            reportCount: reports.count)
    }

    /// Takes the part back, with the conflicts it reported (output the rollback does not see).
    func rollbackNestedChange(_ change: NestedChange) {
        journal?.rollback(to: change.checkpoint)
        if reports.count > change.reportCount { reports.removeSubrange(change.reportCount...) }
    }

    /// Keeps the part as the turn's. The solver transaction it opened last, if any, joins the
    /// one around it when the turn had opened its own before (the solver filters what the
    /// turn logged already, where two open transactions would each log the rows both touch);
    /// otherwise it stays open as the turn's, taken back with it.
    func commitNestedChange(_ change: NestedChange) {
        guard let journal else { return }
        // The journal's epochs only grow: one equal to the solver's now began inside the part.
        let openedSolverTransaction = solverTransactionEpoch == journal.epoch
        journal.commit(change.checkpoint)
        guard openedSolverTransaction, change.turnHasSolverTransaction, let handle = innermostTakingBack, !handle.isSettled else { return }
        handle.isMerged = true
        innermostTakingBack = nil
        solverState.commitTransaction()
    }

    /// Closes the oldest open solver transaction, keeping what it did (its turn can no longer
    /// be undone).
    func forgetOldestSolverTransaction() {
        solverState.forgetOutermostTransaction()
    }

    /// Undoes the innermost open solver transaction, recording (when the journal records, as
    /// during undo) how to redo it.
    private func takeBackSolverTransaction() {
        solverTransactionEpoch = 0
        guard let journal, journal.isRecording else {
            solverState.rollbackTransaction()
            return
        }
        guard let redo = solverState.undoTransaction() else { return }
        journal.record { [unowned self] in self.redoSolverTransaction(redo) }
    }

    /// Does a taken-back transaction again, and records how to take it back once more.
    private func redoSolverTransaction(_ redo: SolverRedo) {
        solverTransactionEpoch = 0
        guard solverState.redoTransaction(redo) else { return }
        if let journal, journal.isRecording { recordTakingBack() }
    }
}

/// The part of an undo step that takes back a turn's solver transaction. A step is either run
/// (undone, or rolled back when its command failed), which settles the handle, or dropped
/// unrun when the undo history passes its limit, oldest first: then its transaction is the
/// oldest still open that a step can reach, and nothing can roll it back any more, so it is
/// closed (its log freed) rather than kept for the rest of the session.
final class SolverTransactionHandle {
    private weak var engine: LayoutEngine?
    var isSettled = false
    /// Its transaction was committed into the one around it (``LayoutEngine/commitNestedChange(_:)``):
    /// that one takes it back, and the step's record does nothing.
    var isMerged = false

    init(engine: LayoutEngine) {
        self.engine = engine
    }

    deinit {
        if !isSettled && !isMerged { engine?.forgetOldestSolverTransaction() }
    }
}

/// A part of a turn opened by ``LayoutEngine/beginNestedChange()``.
struct NestedChange {
    let checkpoint: ModelJournal.Checkpoint
    /// Whether the turn had opened its solver transaction before the part began.
    let turnHasSolverTransaction: Bool
    /// How many conflicts were reported before it.
    let reportCount: Int
}
