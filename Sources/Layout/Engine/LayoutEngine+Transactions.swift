import Solver

/// How the window's engine takes part in the scene's journal.
///
/// Each journal epoch (a turn, or a query inside one) that changes the solver opens a solver
/// transaction, nested in the ones before: the transactions of the session's turns stay open,
/// one per turn, as the undo history's solver side. Rolling back a turn, or undoing it, takes
/// its transaction back (the solver's own log: the rows and costs that changed). What undo
/// took back can be redone: the restorer keeps the solver as it was before the undo (a value,
/// shared until changed), and putting it back brings its open transactions with it.
///
/// Costs: a turn pays the solver's log of what it changed; a rollback undoes that log; an
/// undo also copies the solver once (the redo keeps the old value while the rollback changes
/// it). When the undo history drops a turn past its limit, the turn's transaction is closed
/// for good (``SolverTransactionHandle``), so a long session keeps the logs of the turns it
/// can still undo and no more.
extension LayoutEngine {
    func openSolverTransactionIfNeeded() {
        guard let journal, journal.isRecording, solverTransactionEpoch != journal.epoch else { return }
        solverTransactionEpoch = journal.epoch
        solverState.beginTransaction()
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
        if let journal, journal.isRecording {
            let after = solverState
            journal.record { [unowned self] in self.replaceSolver(with: after) }
        }
        solverState.rollbackTransaction()
        solverTransactionEpoch = 0
    }

    /// Puts a whole solver value back (redo), recording the value it replaces (undo again).
    private func replaceSolver(with value: Solver) {
        if let journal, journal.isRecording {
            let current = solverState
            journal.record { [unowned self] in self.replaceSolver(with: current) }
        }
        solverState = value
        solverTransactionEpoch = 0
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
