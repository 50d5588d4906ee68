/// The quantity the solver minimises: one row of error weights per priority level in use.
///
/// Levels are kept highest priority first. The objective is minimised lexicographically: the
/// level at 999 first, then with that optimum fixed the level at 998, and so on. A symbol's
/// reduced cost is therefore a vector, one entry per level, compared from the top.
/// Only levels that some constraint uses exist, so a system with three priorities pays for
/// three levels, not a thousand.
struct Objective {
    /// Priorities of the levels, descending.
    private(set) var priorities: [Int] = []
    /// For each level, the coefficient of every parametric symbol with a nonzero cost.
    /// Hash-ordered: every choice made from it breaks ties by symbol id.
    private(set) var levels: [[Symbol: Double]] = []
    /// How many error symbols each level holds, so an unused level can be dropped.
    private var errorCounts: [Int] = []
    /// One log per open transaction: every change since it began, in the order made, so that
    /// a rollback can undo them newest first (see ``Tableau/beginTransaction()``).
    private var logs = NestedLogs<Change>()
    /// Whether changes are logged (a transaction is open).
    var isRecording: Bool { !logs.isEmpty }
    /// Symbols whose costs changed since the primal simplex last looked at them. Only these
    /// can have a negative reduced cost (at an optimum none has, and a cost stays what it was
    /// until it changes), so choosing the entering symbol looks at them and not at the whole
    /// objective: an add pays for the costs it changed, not for every error in the system.
    var touched: Set<Symbol> = []

    /// One change to the objective, holding what it replaced. A level's index is the one it
    /// had when the change was made: undone newest first, every index means what it meant.
    enum Change {
        case cost(level: Int, symbol: Symbol, old: Double?)
        case levelInserted(index: Int)
        case levelRemoved(index: Int, priority: Int, costs: [Symbol: Double], errorCount: Int)
        case errorCount(level: Int, old: Int)
    }

    var isEmpty: Bool { levels.isEmpty }

    func levelIndex(of priority: Int) -> Int? {
        var low = 0
        var high = priorities.count
        while low < high {
            let middle = (low + high) >> 1
            if priorities[middle] > priority {
                low = middle + 1
            } else if priorities[middle] < priority {
                high = middle
            } else {
                return middle
            }
        }
        return nil
    }

    /// The level for `priority`, created in its place when new.
    mutating func level(for priority: Int) -> Int {
        if let index = levelIndex(of: priority) { return index }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        levels.insert([:], at: index)
        errorCounts.insert(0, at: index)
        record(.levelInserted(index: index))
        return index
    }

    /// The cost of `symbol` at level `index`.
    @inline(__always)
    func cost(of symbol: Symbol, level index: Int) -> Double {
        levels[index][symbol] ?? 0
    }

    /// Whether `symbol` has no cost at any level above `index`.
    @inline(__always)
    func isFreeAbove(_ symbol: Symbol, level index: Int) -> Bool {
        var level = 0
        while level < index {
            if levels[level][symbol] != nil { return false }
            level += 1
        }
        return true
    }

    /// The first level where `symbol` has a cost, and that cost: the sign of its reduced cost
    /// in the lexicographic order. Nil when it has none.
    @inline(__always)
    func leadingCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
        for level in levels.indices {
            if let cost = levels[level][symbol] { return (level, cost) }
        }
        return nil
    }

    /// Whether `symbol` has no cost at any level.
    func hasZeroCost(_ symbol: Symbol) -> Bool {
        isFreeAbove(symbol, level: levels.count)
    }

    /// Adds `multiplier * expression` to level `index`, where the expression is either a
    /// single parametric symbol or the row of a basic one.
    mutating func add(_ symbol: Symbol, row: Row?, times multiplier: Double, level index: Int) {
        if let row {
            for cell in row.cells {
                addCost(cell.coefficient * multiplier, to: cell.symbol, level: index)
            }
        } else {
            addCost(multiplier, to: symbol, level: index)
        }
    }

    /// Counts an error symbol in, or out of, level `index`; returns whether the level is now
    /// unused (and was dropped).
    mutating func countError(_ delta: Int, level index: Int) -> Bool {
        record(.errorCount(level: index, old: errorCounts[index]))
        errorCounts[index] += delta
        if errorCounts[index] > 0 { return false }
        if isRecording {
            record(.levelRemoved(index: index, priority: priorities[index], costs: levels[index], errorCount: errorCounts[index]))
        }
        touched.formUnion(levels[index].keys)
        priorities.remove(at: index)
        levels.remove(at: index)
        errorCounts.remove(at: index)
        return true
    }

    @inline(__always)
    mutating func addCost(_ amount: Double, to symbol: Symbol, level index: Int) {
        let old = levels[index][symbol]
        let sum = (old ?? 0) + amount
        record(.cost(level: index, symbol: symbol, old: old))
        levels[index][symbol] = isNearZero(sum) ? nil : sum
        touched.insert(symbol)
    }

    /// Sets the cost of `symbol` at level `index` (nil: no cost).
    @inline(__always)
    mutating func setCost(_ cost: Double?, of symbol: Symbol, level index: Int) {
        record(.cost(level: index, symbol: symbol, old: levels[index][symbol]))
        levels[index][symbol] = cost
        touched.insert(symbol)
    }

    @inline(__always)
    private mutating func record(_ change: Change) {
        logs.record(change)
    }

    /// Opens a (nested) log.
    mutating func beginLog() {
        logs.begin()
    }

    /// Closes the innermost log, its changes joining the enclosing one (forgotten when none).
    mutating func commitLog() {
        logs.commit()
    }

    /// Undoes the changes of the innermost log, newest first, and closes it.
    mutating func rollbackLog() {
        guard let log = logs.popInnermost() else { return }
        for change in log.reversed() {
            switch change {
            case .cost(let level, let symbol, let old):
                levels[level][symbol] = old
                touched.insert(symbol)
            case .levelInserted(let index):
                touched.formUnion(levels[index].keys)
                priorities.remove(at: index)
                levels.remove(at: index)
                errorCounts.remove(at: index)
            case .levelRemoved(let index, let priority, let costs, let errorCount):
                priorities.insert(priority, at: index)
                levels.insert(costs, at: index)
                touched.formUnion(costs.keys)
                errorCounts.insert(errorCount, at: index)
            case .errorCount(let level, let old):
                errorCounts[level] = old
            }
        }
    }

    /// Drops the outermost log (its transaction will never be rolled back).
    mutating func forgetOutermostLog() {
        logs.forgetOutermost()
    }

    /// Drops every log and stops logging.
    mutating func forgetLogs() {
        logs.removeAll()
    }
}
