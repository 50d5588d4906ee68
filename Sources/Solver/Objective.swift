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
    /// For each level, the cost of each parametric symbol by id: 0 for none (a cost that sums
    /// to about zero is dropped, so no stored cost is 0). Arrays grow as symbols get costs.
    /// Dense rather than hashed: substituting a symbol reads its cost at every level, and a
    /// hash per read was a tenth of adding a constraint to a chain of views.
    private var levels: [[Double]] = []
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
    /// Ids in the order first touched, each once (`isTouched` by id).
    private(set) var touched: [Int32] = []
    private var isTouched: [Bool] = []

    /// One change to the objective, holding what it replaced. A level's index is the one it
    /// had when the change was made: undone newest first, every index means what it meant.
    enum Change {
        case cost(level: Int, symbol: Int32, old: Double)
        case levelInserted(index: Int)
        case levelRemoved(index: Int, priority: Int, costs: RemovedLevel, errorCount: Int)
        case errorCount(level: Int, old: Int)
    }

    /// A removed level's costs as the log keeps them: only those not 0. The level's array is
    /// as long as the highest symbol id that ever had a cost in it, and ids grew with the
    /// session (they are taken again only now and then), so keeping the array itself made
    /// each record of an undo step grow with the session
    /// (hiding and showing a view of an equalCentering stack grew 1.5 MB a line).
    struct RemovedLevel {
        private var ids: [Int32] = []
        private var costs: [Double] = []

        init(_ dense: [Double]) {
            for (id, cost) in zip(Int32(0)..., dense) where cost != 0 {
                ids.append(id)
                costs.append(cost)
            }
        }

        /// The level's array again: every cost at its symbol's id.
        var dense: [Double] {
            var result = [Double](repeating: 0, count: ids.last.map { Int($0) + 1 } ?? 0)
            for (id, cost) in zip(ids, costs) { result[Int(id)] = cost }
            return result
        }

        var symbols: [Int32] { ids }
    }

    var isEmpty: Bool { levels.isEmpty }
    var levelCount: Int { levels.count }

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
        levels.insert([], at: index)
        errorCounts.insert(0, at: index)
        record(.levelInserted(index: index))
        return index
    }

    /// The cost of `symbol` at level `index` (0: none).
    @inline(__always)
    func cost(of symbol: Symbol, level index: Int) -> Double {
        levels[index].withUnsafeBufferPointer { costs in
            symbol.index < costs.count ? costs[symbol.index] : 0
        }
    }

    /// Whether `symbol` has no cost at any level above `index`.
    @inline(__always)
    func isFreeAbove(_ symbol: Symbol, level index: Int) -> Bool {
        var level = 0
        while level < index {
            if cost(of: symbol, level: level) != 0 { return false }
            level += 1
        }
        return true
    }

    /// The first level where `symbol` has a cost, and that cost: the sign of its reduced cost
    /// in the lexicographic order. Nil when it has none.
    @inline(__always)
    func leadingCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
        for level in levels.indices {
            let cost = cost(of: symbol, level: level)
            if cost != 0 { return (level, cost) }
        }
        return nil
    }

    /// Whether `symbol` has no cost at any level.
    func hasZeroCost(_ symbol: Symbol) -> Bool {
        isFreeAbove(symbol, level: levels.count)
    }

    /// The symbols with a cost at level `index` and their costs, in id order (for tests and
    /// diagnostics).
    func costs(level index: Int) -> [(id: Int32, cost: Double)] {
        levels[index].indices.compactMap { id in
            levels[index][id] == 0 ? nil : (Int32(id), levels[index][id])
        }
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
        let costs = RemovedLevel(levels.remove(at: index))
        let priority = priorities.remove(at: index)
        let errorCount = errorCounts.remove(at: index)
        for id in costs.symbols { touch(id) }
        record(.levelRemoved(index: index, priority: priority, costs: costs, errorCount: errorCount))
        return true
    }

    @inline(__always)
    mutating func addCost(_ amount: Double, to symbol: Symbol, level index: Int) {
        let old = cost(of: symbol, level: index)
        let sum = old + amount
        setCost(isNearZero(sum) ? 0 : sum, of: symbol.id, level: index, old: old)
    }

    /// Drops the cost of `symbol` at level `index`.
    @inline(__always)
    mutating func clearCost(of symbol: Symbol, level index: Int) {
        let old = cost(of: symbol, level: index)
        guard old != 0 else { return }
        setCost(0, of: symbol.id, level: index, old: old)
    }

    /// Stores a cost, logging the old one and marking the symbol touched.
    @inline(__always)
    private mutating func setCost(_ cost: Double, of id: Int32, level index: Int, old: Double) {
        record(.cost(level: index, symbol: id, old: old))
        let position = Int(id)
        if position >= levels[index].count {
            guard cost != 0 else {
                touch(id)
                return
            }
            levels[index].append(contentsOf: repeatElement(0, count: position + 1 - levels[index].count))
        }
        levels[index][position] = cost
        touch(id)
    }

    /// Marks a symbol touched (see ``touched``).
    @inline(__always)
    private mutating func touch(_ id: Int32) {
        let position = Int(id)
        if position >= isTouched.count {
            isTouched.append(contentsOf: repeatElement(false, count: position + 1 - isTouched.count))
        }
        if !isTouched[position] {
            isTouched[position] = true
            touched.append(id)
        }
    }

    /// Hands the touched list over to be pruned (the marks stay): the caller puts back the
    /// symbols still to watch with ``keepTouched(_:)`` after ``forgetTouched(_:)`` for each
    /// of the others. Moved out, the list is read while the costs are, without a copy.
    mutating func takeTouched() -> [Int32] {
        var list: [Int32] = []
        swap(&list, &touched)
        return list
    }

    /// Clears the mark of a symbol taken with ``takeTouched()`` and settled.
    @inline(__always)
    mutating func forgetTouched(_ id: Int32) {
        isTouched[Int(id)] = false
    }

    /// Puts back the taken symbols still marked.
    mutating func keepTouched(_ list: [Int32]) {
        touched = list
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
        _ = undoLog()
    }

    /// ``rollbackLog()``, returning what redoes it: each change exchanged for the state it
    /// replaced (see ``Tableau/undoTransaction()``), newest first.
    mutating func undoLog() -> [Change] {
        guard let log = logs.popInnermost() else { return [] }
        var inverse: [Change] = []
        inverse.reserveCapacity(log.count)
        for change in log.reversed() { inverse.append(exchange(change)) }
        return inverse
    }

    /// Does again what ``undoLog()`` took back (`inverse` is what it returned) and opens the
    /// log again, holding what undoes it.
    mutating func redoLog(_ inverse: [Change]) {
        var log: [Change] = []
        log.reserveCapacity(inverse.count)
        for change in inverse.reversed() { log.append(exchange(change)) }
        logs.push(log)
    }

    /// Applies one change backwards and returns the change that applies it forwards again.
    private mutating func exchange(_ change: Change) -> Change {
        switch change {
        case .cost(let level, let symbol, let old):
            let position = Int(symbol)
            let current = position < levels[level].count ? levels[level][position] : 0
            if position < levels[level].count {
                levels[level][position] = old
            } else if old != 0 {
                levels[level].append(contentsOf: repeatElement(0, count: position + 1 - levels[level].count))
                levels[level][position] = old
            }
            touch(symbol)
            return .cost(level: level, symbol: symbol, old: current)
        case .levelInserted(let index):
            let priority = priorities.remove(at: index)
            let costs = RemovedLevel(levels.remove(at: index))
            for id in costs.symbols { touch(id) }
            let errorCount = errorCounts.remove(at: index)
            return .levelRemoved(index: index, priority: priority, costs: costs, errorCount: errorCount)
        case .levelRemoved(let index, let priority, let costs, let errorCount):
            priorities.insert(priority, at: index)
            levels.insert(costs.dense, at: index)
            for id in costs.symbols { touch(id) }
            errorCounts.insert(errorCount, at: index)
            return .levelInserted(index: index)
        case .errorCount(let level, let old):
            let current = errorCounts[level]
            errorCounts[level] = old
            return .errorCount(level: level, old: current)
        }
    }

    /// Calls `mark` with every symbol id that has a cost.
    func forEachSymbolWithCost(_ mark: (Int32) -> Void) {
        for costs in levels {
            for (id, cost) in zip(Int32(0)..., costs) where cost != 0 { mark(id) }
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
