import Solver

/// Constant updates applied together.
///
/// Re-measuring a column of labels changes two constants per label; applied one by one, each
/// shifts the rows of every view below its label and re-solves, so a pass costs the square
/// of the column. Collected, they shift each row once and re-solve once
/// (``Solver/updateConstants(_:)``), for the same solution.
extension LayoutEngine {
    /// Runs `body`; the constant updates of optional constraints it makes through
    /// ``update(_:)`` are applied together when it ends, or as soon as the solver is read or
    /// changed otherwise (so the engine never answers without them). Nests.
    func updatingTogether(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { applyPendingConstants() }
    }

    /// Applies the collected constants, in one solver transaction with whatever else the
    /// current journal epoch changes.
    func applyPendingConstants() {
        guard !pendingConstants.isEmpty else { return }
        let batch = pendingConstants
        pendingConstants = []
        openSolverTransactionIfNeeded()
        do {
            try solverState.updateConstants(batch)
        } catch {
            // Stopped mid-solve (Ctrl-C): the constants are in, and the line is rolled back.
            if case .interrupted = error { return }
            // Only an optional constraint in the solver is collected, and the solver is read
            // before any is removed, so no other refusal happens; if one did, each constraint
            // is brought up to date the long way.
            for constraint in batch.compactMap({ layoutConstraint(for: $0.constraint) }) { reinstall(constraint) }
        }
    }
}
