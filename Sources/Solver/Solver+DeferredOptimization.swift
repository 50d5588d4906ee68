/// A re-solve put off across several changes.
///
/// Breaking a conflict takes the older constraint out, puts it back at the broken priority and
/// adds the new one. Re-solved after each step, the solution walks away from the value the
/// older constraint held and back to the one the new constraint holds: with K broken
/// constraints on one variable (`w == 10`, `w == 11`, ... imported one after another, each
/// breaking the last), each walk crosses up to K error symbols' breakpoints, a pivot each, and
/// each pivot substitutes into the K rows that hold the variable, so the n-th conflict cost
/// the square of n / views and an import of 20,000 such constraints among 100 views 28 s.
/// Re-solved once at the end, the walk goes from the old value to the new one directly.
///
/// Between ``deferOptimization()`` and ``resumeOptimization()`` removals and additions keep
/// the tableau feasible (a removal pivots on a row that keeps it so; an addition's phase one
/// and dual simplex restore it) but leave the objective as they find it; nothing may read
/// values in between.
extension Solver {
    /// Puts off the primal re-solve of the removals and additions that follow.
    public mutating func deferOptimization() {
        isOptimizationDeferred = true
    }

    /// Re-solves once for everything changed since ``deferOptimization()``.
    public mutating func resumeOptimization() throws(SolverError) {
        guard isOptimizationDeferred else { return }
        isOptimizationDeferred = false
        try reoptimize(dual: false)
    }
}
