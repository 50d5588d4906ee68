/// Why a simplex run stopped short.
enum SimplexFailure: Error {
    /// The objective can decrease without bound (only in ambiguity probes).
    case unbounded
    /// A restricted row is negative and nothing can raise it: the rows are infeasible.
    case infeasibleRow(Int32)
    /// The interruption check asked to stop (``Solver/interruption``).
    case interrupted
}

/// The simplex tableau: one row per basic symbol, a column index from each symbol to the rows
/// that contain it, and the lexicographic objective.
///
/// The column index is what keeps every operation local: substituting a symbol touches the
/// rows that hold it and no others (kiwi walks every row instead), so adding a constraint,
/// suggesting a value and removing a constraint cost work near the rows they touch.
///
/// Every change can be undone: ``beginTransaction()`` opens a (nested) checkpoint, and from
/// then on the old version of each touched row and each objective change is logged.
struct Tableau {
    private(set) var kinds: [Symbol.Kind] = []
    /// `rows[id]` is the row of basic symbol `id`, nil while the symbol is parametric.
    private(set) var rows: [Row?] = []
    /// `columns[id]` lists the basic symbols whose rows contain symbol `id`, kept lazily: an
    /// entry is appended when the symbol enters a row and left in place when it leaves, so the
    /// index costs one append per new cell and nothing per vanished one (a hash set cost most
    /// of a substitution). `holderCounts[id]` is exact; a longer list holds stale or repeated
    /// entries and is compacted when it is read (``holders(of:)``).
    private var columns: [[Int32]] = []
    private var holderCounts: [Int32] = []
    /// Scratch marks for compacting a column: `seenStamps[row] == seenGeneration` when seen.
    private var seenStamps: [UInt32] = []
    private var seenGeneration: UInt32 = 0
    var objective = Objective()
    /// Asked every ``pivotsBetweenChecks`` pivots of a simplex run whether to stop.
    var interruption: (@Sendable () -> Bool)?
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [Int32] = []
    /// External symbols whose value may have changed since they were last read:
    /// `isChanged[id]` for each, `changedCount` of them. `changedExternals` lists them in the
    /// order they changed while it holds all of them and fewer than an eighth of all symbols;
    /// past that it stops growing (then ``takeChangedExternals()`` reads the flags in id order
    /// anyway, and appending cost a uniqueness check for each view a suggestion moved).
    private var changedExternals: [Int32] = []
    private var isChanged: [Bool] = []
    private var changedCount = 0
    /// Open transactions, innermost last, and the log of each (``NestedLogs``).
    private var checkpoints: [Checkpoint] = []
    private var logs = NestedLogs<TableauChange>()
    /// The innermost checkpoint's generation, 0 when none is open: read for every row touched,
    /// so kept apart (`checkpoints.last` copied a whole checkpoint, arrays and all, each time).
    private var loggingGeneration: UInt32 = 0
    /// What each row has logged under the innermost checkpoint, so a row is logged whole at
    /// most once per checkpoint however often it changes.
    private var rowLogs: [RowLogState] = []
    private var nextGeneration: UInt32 = 1

    var symbolCount: Int { kinds.count }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        holderCounts.append(0)
        seenStamps.append(0)
        isChanged.append(false)
        rowLogs.append(RowLogState())
        return Symbol(id: id, kind: kind)
    }

    func symbol(_ id: Int32) -> Symbol {
        Symbol(id: id, kind: kinds[Int(id)])
    }

    func row(of symbol: Symbol) -> Row? { rows[symbol.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

    /// How many rows hold the symbol.
    func holderCount(of symbol: Symbol) -> Int { Int(holderCounts[symbol.index]) }

    /// The rows that hold the symbol, each once, in the order the symbol entered them.
    mutating func holders(of symbol: Symbol) -> [Int32] {
        let index = symbol.index
        if columns[index].count != Int(holderCounts[index]) { compactColumn(of: symbol) }
        return columns[index]
    }

    /// The same list without compacting it (for diagnostics and tests): sorted.
    func validHolders(of symbol: Symbol) -> [Int32] {
        Set(columns[symbol.index].filter { holds($0, symbol) }).sorted()
    }

    @inline(__always)
    private func holds(_ holder: Int32, _ symbol: Symbol) -> Bool {
        let index = Int(holder)
        guard index < rows.count else { return false }
        return rows[index]?.position(of: symbol).found ?? false
    }

    /// Drops stale entries (the row no longer holds the symbol, or is gone) and repeats.
    private mutating func compactColumn(of symbol: Symbol) {
        nextSeenGeneration()
        var kept: [Int32] = []
        kept.reserveCapacity(Int(holderCounts[symbol.index]))
        for holder in columns[symbol.index] where holds(holder, symbol) && seenStamps[Int(holder)] != seenGeneration {
            seenStamps[Int(holder)] = seenGeneration
            kept.append(holder)
        }
        columns[symbol.index] = kept
    }

    /// How long a column with `holders` holders may grow before it is compacted: 8 entries
    /// a holder, plus 256. Each compaction reads every entry, the live ones again each time,
    /// so the looser the bound the less it costs per entry appended: at 4 + 64, the dummies
    /// of a grid's equalities were compacted while an edit variable was added, a third of
    /// that operation.
    @inline(__always)
    static func columnBound(holders: Int32) -> Int {
        8 * Int(holders) + 256
    }

    /// The value of a symbol: its row's constant when basic, zero when parametric.
    func value(of symbol: Symbol) -> Double { rows[symbol.index]?.constant ?? 0 }

    func value(ofID id: Int32) -> Double { rows[Int(id)]?.constant ?? 0 }

    /// Basic symbols, in id order.
    var basicSymbols: [Symbol] {
        rows.indices.compactMap { rows[$0] == nil ? nil : symbol(Int32($0)) }
    }

    // MARK: - Changes to rows, all journaled and indexed

    private mutating func noteChange(_ id: Int32) {
        let index = Int(id)
        if kinds[index] == .external && !isChanged[index] {
            isChanged[index] = true
            if listsNextChange { changedExternals.append(id) }
            changedCount += 1
            log(.noted(id))
        }
    }

    /// Whether the next symbol to change joins `changedExternals` (see there).
    @inline(__always)
    private var listsNextChange: Bool {
        changedExternals.count == changedCount && changedCount * 8 < isChanged.count
    }

    /// Whether `changedExternals` is short and holds every changed symbol, so that taking them
    /// can sort it rather than read every flag.
    @inline(__always)
    private var isChangeListUsable: Bool {
        changedExternals.count == changedCount && changedCount * 8 <= isChanged.count
    }

    /// The external symbols touched since the last take, in id order (for tests and
    /// diagnostics; nothing is forgotten).
    var changedExternalIDs: [Int32] {
        isChanged.indices.filter { isChanged[$0] }.map { Int32($0) }
    }

    /// Hands over the external symbols touched since the last call, in id order, and
    /// forgets them.
    mutating func takeChangedExternals() -> [Int32] {
        var sorted: [Int32]
        if isChangeListUsable {
            sorted = changedExternals
            for id in sorted { isChanged[Int(id)] = false }
            if zip(sorted, sorted.dropFirst()).contains(where: { $0 > $1 }) { sorted.sort() }
        } else {
            // Most symbols changed (a suggestion that moves every view): reading the flags in
            // id order is cheaper than sorting a list.
            sorted = []
            sorted.reserveCapacity(changedCount)
            for index in isChanged.indices where isChanged[index] {
                sorted.append(Int32(index))
                isChanged[index] = false
            }
        }
        changedExternals.removeAll(keepingCapacity: true)
        changedCount = 0
        if !sorted.isEmpty { log(.took(sorted)) }
        return sorted
    }

    /// ``takeChangedExternals()`` read with each symbol's value, without building the list
    /// when no transaction is open: `body` gets each id and value, in id order. (A suggestion
    /// that moves every view of a grid spent as long listing them, reading their values into a
    /// second array and walking both as the suggestion itself took.)
    @inline(__always)
    mutating func takeChangedExternals(_ body: (Int32, Double) -> Void) {
        guard logs.isEmpty else {
            for id in takeChangedExternals() { body(id, value(ofID: id)) }
            return
        }
        if isChangeListUsable {
            if zip(changedExternals, changedExternals.dropFirst()).contains(where: { $0 > $1 }) {
                changedExternals.sort()
            }
            for id in changedExternals {
                isChanged[Int(id)] = false
                body(id, value(ofID: id))
            }
        } else {
            rows.withUnsafeBufferPointer { rows in
                isChanged.withUnsafeMutableBufferPointer { isChanged in
                    for index in 0..<min(isChanged.count, rows.count) where isChanged[index] {
                        isChanged[index] = false
                        body(Int32(index), rows[index]?.constant ?? 0)
                    }
                }
            }
        }
        changedExternals.removeAll(keepingCapacity: true)
        changedCount = 0
    }

    /// How many external symbols changed since the last take.
    var changedExternalCount: Int { changedCount }

    /// Appends to the innermost transaction's log (nothing is logged outside one).
    @inline(__always)
    private mutating func log(_ change: TableauChange) {
        logs.record(change)
    }

    /// What row `id` has logged under the innermost checkpoint; nil when nothing is logged
    /// (no checkpoint open).
    @inline(__always)
    private func rowLog(_ id: Int32) -> RowLogState? {
        let generation = loggingGeneration
        guard generation != 0 else { return nil }
        let log = rowLogs[Int(id)]
        return log.generation == generation ? log : RowLogState(generation: generation)
    }

    /// Keeps the row's state from before the innermost checkpoint, the first time it is
    /// touched under it.
    @inline(__always)
    private mutating func recordRow(_ id: Int32) {
        guard var state = rowLog(id), !state.isWhole else { return }
        state.isWhole = true
        rowLogs[Int(id)] = state
        log(.row(id, rows[Int(id)]))
    }

    /// Keeps the row's constant from before the innermost checkpoint, before a change that
    /// moves only the constant (the row's cells stay unshared, so they change in place).
    @inline(__always)
    private mutating func recordConstant(_ id: Int32) {
        guard var state = rowLog(id), !state.isWhole, !state.hasConstant else { return }
        state.hasConstant = true
        rowLogs[Int(id)] = state
        log(.constant(id, rows[Int(id)]?.constant ?? 0))
    }

    /// Logs what undoes a change to the constant and to the cells of `symbols` (and no other
    /// cell) of row `id`: those cells alone while all the cells logged one at a time under
    /// this checkpoint stay under an eighth of the row, else the whole row once.
    @inline(__always)
    private mutating func recordCells(_ id: Int32, of symbols: some Collection<Symbol>) {
        guard var state = rowLog(id), !state.isWhole, let row = rows[Int(id)] else { return }
        guard (state.loggedCells + symbols.count) * 8 <= row.cells.count else {
            recordRow(id)
            return
        }
        state.loggedCells += symbols.count
        rowLogs[Int(id)] = state
        log(.cells(id, symbols.map { Cell(symbol: $0, coefficient: row.coefficient(for: $0)) }))
        recordConstant(id)
    }

    /// Makes `row` the row of `id` (nil: `id` becomes parametric), keeping the column index.
    mutating func setRow(_ row: Row?, for id: Int32) {
        recordRow(id)
        replaceRow(row, for: id)
    }

    private mutating func replaceRow(_ row: Row?, for id: Int32) {
        restoreRow(row, for: id)
        noteChange(id)
    }

    /// Adds `delta` to the constant of row `id`, queueing the row if it turns infeasible.
    mutating func shiftConstant(of id: Int32, by delta: Double) {
        let index = Int(id)
        guard rows[index] != nil else { return }
        recordConstant(id)
        rows[index]?.constant += delta
        if kinds[index] != .external, let constant = rows[index]?.constant, constant < 0 {
            infeasible.append(id)
        }
        noteChange(id)
    }

    /// Adds `amount` times the symbol's coefficient to the constant of every row holding it:
    /// the symbol moved by `amount` while staying parametric.
    ///
    /// The hot path of a suggestion, run through the arrays' buffers in one pass: going
    /// through `rows[index]` for each holder ran the array's accessor (and its uniqueness
    /// check) once per holder, most of the time a suggestion took, and a second pass to queue
    /// rows and note externals read every row again. Rows are logged first.
    mutating func shiftRows(holding symbol: Symbol, by amount: Double) {
        let list = holders(of: symbol)
        if loggingGeneration != 0 {
            for holder in list { recordConstant(holder) }
        }
        let isLogging = !logs.isEmpty
        var noted: [Int32] = []
        rows.withUnsafeMutableBufferPointer { rows in
            kinds.withUnsafeBufferPointer { kinds in
                isChanged.withUnsafeMutableBufferPointer { isChanged in
                    guard let firstRow = rows.baseAddress else { return }
                    for holder in list {
                        let index = Int(holder)
                        // Through the element's pointer: the buffer's subscript is a modify
                        // coroutine, called (not inlined) once per row.
                        guard index >= 0, index < rows.count,
                            let constant = (firstRow + index).pointee?.shiftConstant(by: amount, along: symbol)
                        else { continue }
                        if kinds[index] != .external {
                            if constant < 0 { infeasible.append(holder) }
                        } else if !isChanged[index] {
                            isChanged[index] = true
                            // ``listsNextChange``, spelled out: `isChanged` is borrowed here.
                            if changedExternals.count == changedCount && changedCount * 8 < isChanged.count {
                                changedExternals.append(holder)
                            }
                            changedCount += 1
                            if isLogging { noted.append(holder) }
                        }
                    }
                }
            }
        }
        for id in noted { log(.noted(id)) }
    }

    /// The values of the symbols `ids`, in order (see ``value(ofID:)``), read in one pass.
    func values(ofIDs ids: [Int32]) -> [Double] {
        rows.withUnsafeBufferPointer { rows in
            ids.map { id in rows[Int(id)]?.constant ?? 0 }
        }
    }

    /// ``shiftRows(holding:by:)`` for several parametric symbols at once, each by its amount.
    ///
    /// One symbol at a time looks the symbol up in each row that holds it; when many move
    /// together (every label of a column re-measured in one pass, each held by the rows of
    /// every view below it) that is a search per cell touched. Instead, each row holding any
    /// of them is read once, end to end, against a table of amounts by symbol id: the cost is
    /// the length of those rows, sequential, whatever the number of symbols.
    mutating func shiftRows(holding shifts: [(symbol: Symbol, amount: Double)]) {
        if shifts.count < 4 {
            for shift in shifts { shiftRows(holding: shift.symbol, by: shift.amount) }
            return
        }
        var amounts = [Double](repeating: 0, count: kinds.count)
        var lowest = Int32.max
        var highest = Int32.min
        for shift in shifts {
            amounts[shift.symbol.index] += shift.amount
            lowest = min(lowest, shift.symbol.id)
            highest = max(highest, shift.symbol.id)
        }
        nextSeenGeneration()
        amounts.withUnsafeBufferPointer { amounts in
            for shift in shifts {
                for holder in columns[shift.symbol.index] where seenStamps[Int(holder)] != seenGeneration {
                    seenStamps[Int(holder)] = seenGeneration
                    let index = Int(holder)
                    guard index < rows.count,
                        let sum = rows[index]?.sum(weighting: amounts, from: lowest, through: highest)
                    else { continue }
                    recordConstant(holder)
                    rows[index]?.constant += sum
                    if kinds[index] != .external {
                        if let constant = rows[index]?.constant, constant < 0 { infeasible.append(holder) }
                    } else if !isChanged[index] {
                        noteChange(holder)
                    }
                }
            }
        }
    }

    /// Starts a new round of `seenStamps` marks.
    private mutating func nextSeenGeneration() {
        seenGeneration &+= 1
        if seenGeneration == 0 {
            for index in seenStamps.indices { seenStamps[index] = 0 }
            seenGeneration = 1
        }
    }

    /// Replaces `symbol` by `row` in every row that holds it, in the objective, and in the
    /// phase-one objective: the step that keeps the tableau in solved form after a pivot.
    ///
    /// The symbol's column is read as it stands, stale and repeated entries included, and not
    /// compacted first: the symbol leaves every row that holds it, so the column is emptied
    /// after, and each entry's row is searched for the symbol here anyway (compacting searched
    /// each row a second time, a quarter of adding an edit variable to a grid of 400 views).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if holderCounts[symbol.index] > 0 {
            let entries = columns[symbol.index]
            columns[symbol.index] = []
            holderCounts[symbol.index] = 0
            nextSeenGeneration()
            // The cells a substitution can change, for the log (none to build outside one).
            var touched: [Symbol] = []
            if loggingGeneration != 0 {
                touched.reserveCapacity(row.cells.count + 1)
                for cell in row.cells { touched.append(cell.symbol) }
                touched.append(symbol)
            }
            changingColumns { tableau, changes in
                for holder in entries {
                    let index = Int(holder)
                    // Each row once (an entry can repeat), and only if it still holds the
                    // symbol (a present cell's coefficient is never zero).
                    guard index < tableau.rows.count, tableau.seenStamps[index] != tableau.seenGeneration else { continue }
                    tableau.seenStamps[index] = tableau.seenGeneration
                    let coefficient = tableau.rows[index]?.coefficient(for: symbol) ?? 0
                    guard coefficient != 0 else { continue }
                    tableau.recordCells(holder, of: touched)
                    guard var target = tableau.rows[index] else { continue }
                    tableau.rows[index] = nil
                    changes.holder = holder
                    target.add(row, times: coefficient, dropping: symbol, changes: &changes)
                    if tableau.kinds[index] != .external && target.constant < 0 {
                        tableau.infeasible.append(holder)
                    }
                    tableau.rows[index] = target
                    tableau.noteChange(holder)
                }
            }
        }
        for level in 0..<objective.levelCount {
            let coefficient = objective.cost(of: symbol, level: level)
            guard coefficient != 0 else { continue }
            objective.clearCost(of: symbol, level: level)
            for cell in row.cells {
                objective.addCost(cell.coefficient * coefficient, to: cell.symbol, level: level)
            }
        }
        if var phaseOne = artificial {
            artificial = nil
            let coefficient = phaseOne.remove(symbol)
            if coefficient != 0 {
                phaseOne.add(row, times: coefficient)
            }
            artificial = phaseOne
        }
    }

    /// Sets a parametric symbol to zero for good: drops it from every row and the objective.
    mutating func eliminate(_ symbol: Symbol) {
        for holder in holders(of: symbol) {
            recordCells(holder, of: CollectionOfOne(symbol))
            rows[Int(holder)]?.remove(symbol)
            noteChange(holder)
        }
        columns[symbol.index] = []
        holderCounts[symbol.index] = 0
        for level in 0..<objective.levelCount {
            objective.clearCost(of: symbol, level: level)
        }
    }

    /// Exchanges a basic and a parametric symbol: `leaving`'s row is solved for `entering`,
    /// which is then substituted out of every other row.
    mutating func pivot(leaving: Int32, entering: Symbol) {
        guard var row = rows[Int(leaving)] else { return }
        setRow(nil, for: leaving)
        row.solve(for: entering, replacing: symbol(leaving))
        substitute(entering, with: row)
        setRow(row, for: entering.id)
    }

    // MARK: - Transactions

    /// Whether a transaction is open.
    var isInTransaction: Bool { !checkpoints.isEmpty }

    /// Opens a (possibly nested) transaction: from now on every change is logged, so that
    /// ``rollback()`` can put the tableau back exactly as it is now.
    mutating func beginTransaction() {
        checkpoints.append(Checkpoint(
            symbolCount: symbolCount, infeasible: infeasible, artificial: artificial, generation: nextGeneration))
        logs.begin()
        objective.beginLog()
        loggingGeneration = nextGeneration
        nextGeneration &+= 1
        if nextGeneration == 0 { nextGeneration = 1 }
    }

    /// Closes the innermost transaction, keeping its changes: its log joins the enclosing
    /// transaction's; the outermost commit forgets the log.
    mutating func commit() {
        guard checkpoints.popLast() != nil else { return }
        loggingGeneration = checkpoints.last?.generation ?? 0
        logs.commit()
        objective.commitLog()
    }

    /// Closes the outermost transaction for good, keeping the current state and the
    /// transactions nested in it: its own log (what only a rollback of it needed) is dropped.
    mutating func forgetOutermostTransaction() {
        guard checkpoints.count > 1 else {
            forgetTransactions()
            return
        }
        checkpoints.removeFirst()
        logs.forgetOutermost()
        objective.forgetOutermostLog()
    }

    /// Drops every open transaction and its log, keeping the current state.
    mutating func forgetTransactions() {
        checkpoints.removeAll()
        logs.removeAll()
        loggingGeneration = 0
        objective.forgetLogs()
    }

    /// Puts every row, objective cell, changed external, the infeasible queue and the
    /// phase-one objective back as they were when the innermost transaction began, and
    /// forgets the symbols made since. Costs what the changes since cost.
    mutating func rollback() {
        guard let saved = checkpoints.popLast(), let log = logs.popInnermost() else { return }
        loggingGeneration = checkpoints.last?.generation ?? 0
        for change in log.reversed() {
            switch change {
            case .row(let id, let row):
                restoreRow(row, for: id)
            case .cells(let id, let cells):
                restoreCells(cells, in: id)
            case .constant(let id, let constant):
                rows[Int(id)]?.constant = constant
            case .noted(let id):
                // The list holds every change, so this one (the last, unless the list was put
                // back sorted by a `.took`): it leaves the list too.
                if changedExternals.count == changedCount, let position = changedExternals.lastIndex(of: id) {
                    changedExternals.remove(at: position)
                }
                changedCount -= 1
                isChanged[Int(id)] = false
            case .took(let list):
                changedExternals = list
                changedCount = list.count
                for id in list { isChanged[Int(id)] = true }
            }
        }
        objective.rollbackLog()
        let count = saved.symbolCount
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        holderCounts.removeSubrange(count...)
        seenStamps.removeSubrange(count...)
        isChanged.removeSubrange(count...)
        rowLogs.removeSubrange(count...)
        infeasible = saved.infeasible
        artificial = saved.artificial
    }

    /// Puts `row` in place for `id` with the column index following, logging and noting
    /// nothing: as a rollback sets a row back (the log restores the changed list itself), and
    /// as ``replaceRow(_:for:)`` does before noting the change.
    ///
    /// The row's cells enter their columns with the index moved out (``changingColumns(_:)``),
    /// each column checked against its bound once the row is in place (one cell at a time
    /// through the tableau, both arrays' uniqueness was checked per cell: a long new row, a
    /// column of views solved in terms of every view above, spent an eighth of an add there).
    private mutating func restoreRow(_ row: Row?, for id: Int32) {
        let index = Int(id)
        let old = rows[index]
        rows[index] = row
        changingColumns { _, changes in
            for cell in old?.cells ?? [] { changes.symbolLeft(cell.symbol) }
            changes.holder = id
            for cell in row?.cells ?? [] { changes.symbolEntered(cell.symbol) }
        }
    }

    /// Runs `body` with the column index moved out of the tableau into `changes` (rows may
    /// change meanwhile; nothing may read the index), and puts it back, compacting the
    /// columns that grew past their bound: `body` must leave every row in place.
    private mutating func changingColumns(_ body: (inout Tableau, inout ColumnChanges) -> Void) {
        var movedColumns: [[Int32]] = []
        var movedCounts: [Int32] = []
        swap(&movedColumns, &columns)
        swap(&movedCounts, &holderCounts)
        var overgrown: [Symbol] = []
        movedColumns.withUnsafeMutableBufferPointer { columns in
            movedCounts.withUnsafeMutableBufferPointer { counts in
                var changes = ColumnChanges(columns: columns, counts: counts)
                body(&self, &changes)
                overgrown = changes.overgrown
            }
        }
        swap(&movedColumns, &columns)
        swap(&movedCounts, &holderCounts)
        // A column can be listed more than once; once compacted it is within its bound.
        for symbol in overgrown where columns[symbol.index].count > Self.columnBound(holders: holderCounts[symbol.index]) {
            compactColumn(of: symbol)
        }
    }

    /// Sets the coefficients of the listed symbols in row `id` back (0: out of the row), with
    /// the column index following. Cells stay sorted by symbol, so the row is the one logged.
    private mutating func restoreCells(_ cells: [Cell], in id: Int32) {
        let index = Int(id)
        guard var row = rows[index] else { return }
        rows[index] = nil
        // The row is back in place before the body ends: a column compacted then keeps it.
        changingColumns { tableau, changes in
            changes.holder = id
            for cell in cells {
                let (position, found) = row.position(of: cell.symbol)
                if cell.coefficient == 0 {
                    guard found else { continue }
                    row.cells.remove(at: position)
                    changes.symbolLeft(cell.symbol)
                } else if found {
                    row.cells[position].coefficient = cell.coefficient
                } else {
                    row.cells.insert(cell, at: position)
                    changes.symbolEntered(cell.symbol)
                }
            }
            tableau.rows[index] = row
        }
    }
}

/// The column index while rows change (``Tableau/changingColumns(_:)``): a symbol that enters
/// row `holder` appends it to the symbol's column, one that leaves lowers the count. Moved out
/// of the tableau, the arrays are changed in place without a closure per cell.
struct ColumnChanges: RowCellChanges {
    var holder: Int32 = 0
    /// The index's arrays, by symbol id, reached through their elements' pointers (a
    /// buffer's subscript is a coroutine call, and the arrays' own accessors checked both
    /// arrays' uniqueness for every cell).
    private let columns: UnsafeMutableBufferPointer<[Int32]>
    private let counts: UnsafeMutableBufferPointer<Int32>
    /// Symbols whose column grew past its bound, to compact once the rows are in place.
    private(set) var overgrown: [Symbol] = []

    init(columns: UnsafeMutableBufferPointer<[Int32]>, counts: UnsafeMutableBufferPointer<Int32>) {
        self.columns = columns
        self.counts = counts
    }

    @inline(__always)
    mutating func symbolEntered(_ symbol: Symbol) {
        let index = symbol.index
        guard index >= 0, index < columns.count, index < counts.count,
            let column = columns.baseAddress.map({ $0 + index }),
            let count = counts.baseAddress.map({ $0 + index })
        else { return }
        column.pointee.append(holder)
        count.pointee += 1
        if column.pointee.count > Tableau.columnBound(holders: count.pointee) { overgrown.append(symbol) }
    }

    @inline(__always)
    mutating func symbolLeft(_ symbol: Symbol) {
        let index = symbol.index
        guard index >= 0, index < counts.count, let count = counts.baseAddress.map({ $0 + index }) else { return }
        count.pointee -= 1
    }
}
