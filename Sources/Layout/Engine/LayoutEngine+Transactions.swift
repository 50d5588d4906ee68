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
        journal.record { [unowned self] in
            handle.isSettled = true
            self.takeBackSolverTransaction()
        }
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

    init(engine: LayoutEngine) {
        self.engine = engine
    }

    deinit {
        if !isSettled { engine?.forgetOldestSolverTransaction() }
    }
}
