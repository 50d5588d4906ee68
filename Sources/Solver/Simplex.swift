/// The relative difference under which two cost ratios of the dual simplex count as equal: far
/// above the rounding that pivots accumulate (about 1e-15), far below any real difference
/// between the costs of constraints.
let ratioTolerance = 1.0e-9

/// The two simplex loops over the tableau. Every choice is made by an exact comparison and
/// broken by symbol id (Bland's rule), so it never depends on the order a hash set iterates,
/// and the primal loop cannot cycle.
extension Tableau {
    /// Optimizes the objective (or, in phase one, the artificial objective) with the primal
    /// simplex: while some parametric symbol would lower the objective, pivot it into the basis.
    mutating func optimize(phaseOne: Bool = false) throws(SimplexFailure) {
        var pivots = 0
        while let (entering, direction) = enteringSymbol(phaseOne: phaseOne) {
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                throw .unbounded
            }
            pivot(leaving: leaving, entering: entering)
            try checkInterruption(afterPivot: &pivots)
        }
    }

    /// How many pivots a simplex run makes between two interruption checks: a pivot costs
    /// from a microsecond to milliseconds (a long column of views), the check a relaxed
    /// atomic load, so even a large system stops within a fraction of a second.
    static let pivotsBetweenChecks = 16

    /// Counts a pivot and, every ``pivotsBetweenChecks``, asks whether to stop.
    @inline(__always)
    private func checkInterruption(afterPivot pivots: inout Int) throws(SimplexFailure) {
        pivots += 1
        guard pivots % Self.pivotsBetweenChecks == 0, let interruption else { return }
        if interruption() { throw .interrupted }
    }

    /// Restores feasibility with the dual simplex after constants changed (a suggested value,
    /// a substituted subject), keeping the objective optimal. The lowest infeasible row id
    /// leaves first (``RowQueue``).
    mutating func dualOptimize() throws(SimplexFailure) {
        var pivots = 0
        var queue = RowQueue()
        while true {
            for id in infeasible { queue.push(id) }
            infeasible.removeAll(keepingCapacity: true)
            var next: Int32?
            while let id = queue.popMin() {
                if (rows[Int(id)]?.constant ?? 0) < -nearZeroTolerance {
                    next = id
                    break
                }
            }
            guard let leaving = next else { return }
            guard let row = rows[Int(leaving)], let entering = dualEnteringSymbol(row) else {
                infeasible = [leaving] + queue.ids
                throw .infeasibleRow(leaving)
            }
            pivot(leaving: leaving, entering: entering)
            do {
                try checkInterruption(afterPivot: &pivots)
            } catch {
                // What is left to do stays queued, as before the run.
                infeasible += queue.ids
                throw error
            }
        }
    }

    // MARK: - Choices

    /// Whether a parametric symbol with this cost would lower the objective by moving.
    @inline(__always)
    private func lowersObjective(_ symbol: Symbol, cost: Double) -> Bool {
        if symbol.isDummy { return false }
        return symbol.isExternal ? cost != 0 : cost < 0
    }

    /// The symbol to enter the basis, and the direction it moves in (+1 up, -1 down; only an
    /// external symbol moves down). Lexicographic: the highest level with a candidate decides,
    /// and a candidate there must have no cost at any level above. Lowest id wins.
    ///
    /// Only the symbols whose costs changed since they were last looked at can qualify
    /// (``Objective/touched``); those that do not are forgotten until their costs change.
    mutating func enteringSymbol(phaseOne: Bool) -> (Symbol, Double)? {
        if phaseOne {
            guard let objectiveRow = artificial else { return nil }
            for cell in objectiveRow.cells where lowersObjective(cell.symbol, cost: cell.coefficient) {
                return (cell.symbol, cell.coefficient < 0 ? 1 : -1)
            }
            return nil
        }
        var best: (level: Int, symbol: Symbol, cost: Double)?
        var touched = objective.takeTouched()
        var kept = 0
        for position in touched.indices {
            let id = touched[position]
            // A symbol a rollback took away since has no cost left to look at.
            guard Int(id) < symbolCount else {
                objective.forgetTouched(id)
                continue
            }
            let symbol = symbol(id)
            guard let (level, cost) = objective.leadingCost(of: symbol), lowersObjective(symbol, cost: cost) else {
                objective.forgetTouched(id)
                continue
            }
            touched[kept] = symbol.id
            kept += 1
            if let current = best, current.level < level || (current.level == level && current.symbol.id < symbol.id) {
                continue
            }
            best = (level, symbol, cost)
        }
        touched.removeLast(touched.count - kept)
        objective.keepTouched(touched)
        guard let best else { return nil }
        return (best.symbol, best.cost < 0 ? 1 : -1)
    }

    /// The row that limits how far `entering` can move: the minimum ratio over restricted
    /// rows that the move would drive toward zero. A dummy row allows no move at all.
    mutating func leavingRow(for entering: Symbol, direction: Double) -> Int32? {
        var best: Int32?
        var bestRatio = 0.0
        for holder in holders(of: entering) {
            let kind = kinds[Int(holder)]
            if kind == .external { continue }
            guard let row = rows[Int(holder)] else { continue }
            let change = row.coefficient(for: entering) * direction
            let ratio: Double
            if kind == .dummy {
                ratio = abs(row.constant)
            } else if change < 0 {
                ratio = row.constant / -change
            } else {
                continue
            }
            if let current = best, ratio > bestRatio || (ratio == bestRatio && current < holder) {
                continue
            }
            best = holder
            bestRatio = ratio
        }
        return best
    }

    /// The symbol to enter in the dual simplex for an infeasible row: among symbols that can
    /// raise the row, the one with the lexicographically smallest cost ratio, so the objective
    /// stays optimal.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Cell?
        for cell in row.cells {
            if cell.symbol.isDummy { continue }
            if cell.symbol.isRestricted && cell.coefficient <= 0 { continue }
            if let current = best, !hasSmallerRatio(cell, than: current) { continue }
            best = cell
        }
        return best?.symbol
    }

    /// Compares the cost ratios level by level. Two ratios that differ only by rounding are a
    /// tie, decided at the next level: were the rounding allowed to decide, the pivot would
    /// leave the other symbol a cost of about zero at this level and a negative one below it,
    /// and the lower level would no longer be optimal (the solution stays feasible, so nothing
    /// else would notice).
    private func hasSmallerRatio(_ cell: Cell, than other: Cell) -> Bool {
        for level in 0..<objective.levelCount {
            let ratio = objective.cost(of: cell.symbol, level: level) / abs(cell.coefficient)
            let otherRatio = objective.cost(of: other.symbol, level: level) / abs(other.coefficient)
            if abs(ratio - otherRatio) > ratioTolerance * (1 + max(abs(ratio), abs(otherRatio))) {
                return ratio < otherRatio
            }
        }
        return cell.symbol.id < other.symbol.id
    }

    /// The row to pivot on when removing a constraint whose marker is parametric: a
    /// restricted row where the marker has a negative coefficient, or a dummy row (minimum
    /// ratio), keeps the tableau feasible; failing that a restricted row, failing that an
    /// external one. (kiwi lets a dummy row through the second tier, where the pivot can
    /// leave a required equality violated.)
    mutating func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var negative: (id: Int32, ratio: Double)?
        var positive: (id: Int32, ratio: Double)?
        var external: Int32?
        func better(_ candidate: (id: Int32, ratio: Double), _ current: (id: Int32, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio
                || (candidate.ratio == current.ratio && candidate.id < current.id)
        }
        for holder in holders(of: marker) {
            guard let row = rows[Int(holder)] else { continue }
            let coefficient = row.coefficient(for: marker)
            let kind = kinds[Int(holder)]
            if kind == .external {
                if external.map({ holder < $0 }) ?? true { external = holder }
            } else if kind == .dummy {
                // A basic dummy must stay zero: it allows no move in either direction.
                let candidate = (holder, abs(row.constant / coefficient))
                if better(candidate, negative) { negative = candidate }
            } else if coefficient < 0 {
                let candidate = (holder, -row.constant / coefficient)
                if better(candidate, negative) { negative = candidate }
            } else {
                let candidate = (holder, row.constant / coefficient)
                if better(candidate, positive) { positive = candidate }
            }
        }
        return negative?.id ?? positive?.id ?? external
    }
}
