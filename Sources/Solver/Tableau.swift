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
/// that contain it (``ColumnIndex``), and the lexicographic objective; beside them the symbols
/// kept as definitions instead of rows (``DefinitionStore``) and the log that undoes changes
/// (``TableauChangeLog``).
///
/// Every change to a row goes through here, so that the column index follows it, the external
/// symbols it moves are noted for the next update (``ChangedExternals``) and for the
/// definitions that name them, and it can be undone: ``beginTransaction()`` opens a (nested)
/// checkpoint, and from then on the old version of each touched row and each objective change
/// is logged (``Tableau+Transactions.swift``). The parts beside the rows do not see one
/// another: the tableau tells each what a change means for it.
struct Tableau {
    private(set) var kinds: [Symbol.Kind] = []
    /// `rows[id]` is the row of basic symbol `id`, nil while the symbol is parametric.
    private(set) var rows: [Row?] = []
    /// The rows that hold each symbol.
    private var columnIndex = ColumnIndex()
    var objective = Objective()
    /// Asked every ``pivotsBetweenChecks`` pivots of a simplex run whether to stop.
    var interruption: (@Sendable () -> Bool)?
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Restricted rows whose constant went negative, for the dual simplex.
    var infeasible: [Int32] = []
    // Internal, not private, for Tableau+Transactions.swift and Tableau+Definitions.swift (a
    // rollback puts each back); outside the tableau only tests read them, nothing changes them.
    /// External symbols whose value may have changed since they were last read.
    var changedExternals = ChangedExternals()
    /// Variables eliminated by substitution (``Definition``): their definitions and values.
    var definitions = DefinitionStore()
    /// The open transactions and what undoes the changes made under them.
    var changeLog = TableauChangeLog()
    /// Symbols nothing holds any longer (slacks, errors, dummies and forgotten variables), for
    /// ``makeSymbol(_:)`` to take again (``Tableau+SymbolReuse.swift``); how many symbols were
    /// made since they were last looked for, and how many were in use then.
    var reusableSymbolIDs: [Int32] = []
    var symbolsMadeSinceReclaim = 0
    var symbolsInUseAtReclaim = 0
    /// The least number of symbols made between two looks (tests make it small, so that short
    /// sessions reuse ids).
    var reclaimInterval = Tableau.defaultReclaimInterval

    var symbolCount: Int { kinds.count }

    /// A new symbol: a reclaimed id when one waits (``Tableau+SymbolReuse.swift``), else the
    /// next id.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        symbolsMadeSinceReclaim += 1
        if let reused = reuseSymbol(as: kind) { return reused }
        return appendSymbol(kind)
    }

    /// A symbol with the next id, never a reclaimed one (a redo makes again exactly the ids
    /// its transaction made).
    mutating func appendSymbol(_ kind: Symbol.Kind) -> Symbol {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columnIndex.appendSymbol()
        changedExternals.appendSymbol()
        changeLog.appendSymbol()
        definitions.appendSymbol()
        return Symbol(id: id, kind: kind)
    }

    /// Empties the column of a symbol no row holds (reclaimed: its stale entries go).
    mutating func forgetColumn(of symbol: Symbol) {
        _ = columnIndex.removeColumn(of: symbol)
    }

    /// Gives a reclaimed symbol its new kind, or its old one back (``Tableau+SymbolReuse.swift``).
    mutating func setKind(_ kind: Symbol.Kind, of id: Int32) {
        kinds[Int(id)] = kind
    }

    func symbol(_ id: Int32) -> Symbol {
        Symbol(id: id, kind: kinds[Int(id)])
    }

    func row(of symbol: Symbol) -> Row? { rows[symbol.index] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol.index] != nil }

    /// How many rows hold the symbol.
    func holderCount(of symbol: Symbol) -> Int { columnIndex.holderCount(of: symbol) }

    /// The rows that hold the symbol, each once, in the order the symbol entered them.
    mutating func holders(of symbol: Symbol) -> [Int32] {
        columnIndex.holders(of: symbol, in: rows)
    }

    /// The same list without compacting it (for diagnostics and tests): sorted.
    func validHolders(of symbol: Symbol) -> [Int32] {
        columnIndex.validHolders(of: symbol, in: rows)
    }

    /// The value of a symbol: its row's constant when basic, its definition's value when
    /// defined, zero when parametric.
    func value(of symbol: Symbol) -> Double { rows[symbol.index]?.constant ?? definitions.values[symbol.index] }

    func value(ofID id: Int32) -> Double { rows[Int(id)]?.constant ?? definitions.values[Int(id)] }

    /// Basic symbols, in id order.
    var basicSymbols: [Symbol] {
        rows.indices.compactMap { rows[$0] == nil ? nil : symbol(Int32($0)) }
    }

    // MARK: - Changes to rows, all journaled and indexed

    mutating func noteChange(_ id: Int32) {
        guard kinds[Int(id)] == .external else { return }
        if changedExternals.note(id) { changeLog.record(.noted(id)) }
        definitions.noteSource(id)
    }

    /// The external symbols touched since the last take, in id order (for tests and
    /// diagnostics; nothing is forgotten).
    var changedExternalIDs: [Int32] { changedExternals.ids }

    /// Hands over the external symbols touched since the last call, in id order, and
    /// forgets them.
    mutating func takeChangedExternals() -> [Int32] {
        let sorted = changedExternals.take()
        if !sorted.isEmpty { changeLog.record(.took(sorted)) }
        return sorted
    }

    /// ``takeChangedExternals()`` read with each symbol's value, without building the list
    /// when no transaction is open: `body` gets each id and value, in id order. (A suggestion
    /// that moves every view of a grid spent as long listing them, reading their values into a
    /// second array and walking both as the suggestion itself took.)
    @inline(__always)
    mutating func takeChangedExternals(_ body: (Int32, Double) -> Void) {
        guard !changeLog.isRecording else {
            for id in takeChangedExternals() { body(id, value(ofID: id)) }
            return
        }
        rows.withUnsafeBufferPointer { rows in
            definitions.values.withUnsafeBufferPointer { definedValues in
                changedExternals.take { id in
                    let index = Int(id)
                    body(id, index < rows.count ? rows[index]?.constant ?? definedValues[index] : 0)
                }
            }
        }
    }

    /// How many external symbols changed since the last take.
    var changedExternalCount: Int { changedExternals.count }

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
        if changeLog.isRecordingRows {
            for holder in list { recordConstant(holder) }
        }
        let isLogging = changeLog.isRecording
        var noted: [Int32] = []
        // Externals that definitions name, noted after the pass
        // (``DefinitionStore/noteSource(_:)``).
        var sources: [Int32] = []
        let dependents = definitions.dependents
        rows.withUnsafeMutableBufferPointer { rows in
            kinds.withUnsafeBufferPointer { kinds in
                changedExternals.noting { changedExternals in
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
                        } else {
                            if changedExternals.note(holder), isLogging { noted.append(holder) }
                            if !dependents[index].isEmpty { sources.append(holder) }
                        }
                    }
                }
            }
        }
        for id in noted { changeLog.record(.noted(id)) }
        for id in sources { definitions.noteSource(id) }
    }

    /// The values of the symbols `ids`, in order (see ``value(ofID:)``), read in one pass.
    func values(ofIDs ids: [Int32]) -> [Double] {
        rows.withUnsafeBufferPointer { rows in
            ids.map { id in rows[Int(id)]?.constant ?? definitions.values[Int(id)] }
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
        columnIndex.startVisit()
        amounts.withUnsafeBufferPointer { amounts in
            for shift in shifts {
                for holder in columnIndex.entries(of: shift.symbol) where columnIndex.visit(holder) {
                    let index = Int(holder)
                    guard index < rows.count,
                        let sum = rows[index]?.sum(weighting: amounts, from: lowest, through: highest)
                    else { continue }
                    recordConstant(holder)
                    rows[index]?.constant += sum
                    if kinds[index] != .external {
                        if let constant = rows[index]?.constant, constant < 0 { infeasible.append(holder) }
                    } else if !changedExternals.contains(holder) {
                        noteChange(holder)
                    } else {
                        definitions.noteSource(holder)
                    }
                }
            }
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
        if columnIndex.holderCount(of: symbol) > 0 {
            let entries = columnIndex.removeColumn(of: symbol)
            columnIndex.startVisit()
            // The cells a substitution can change, for the log (none to build outside one).
            var touched: [Symbol] = []
            if changeLog.isRecordingRows {
                touched.reserveCapacity(row.cells.count + 1)
                for cell in row.cells { touched.append(cell.symbol) }
                touched.append(symbol)
            }
            changingColumns { tableau, changes in
                for holder in entries {
                    let index = Int(holder)
                    // Each row once (an entry can repeat), and only if it still holds the
                    // symbol (a present cell's coefficient is never zero).
                    guard index < tableau.rows.count, changes.visit(holder) else { continue }
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
        _ = columnIndex.removeColumn(of: symbol)
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

    /// Puts `row` in place for `id` with the column index following, logging and noting
    /// nothing: as a rollback sets a row back (the log restores the changed list itself), and
    /// as ``replaceRow(_:for:)`` does before noting the change.
    ///
    /// The row's cells enter their columns with the index moved out (``changingColumns(_:)``),
    /// each column checked against its bound once the row is in place (one cell at a time
    /// through the tableau, both arrays' uniqueness was checked per cell: a long new row, a
    /// column of views solved in terms of every view above, spent an eighth of an add there).
    mutating func restoreRow(_ row: Row?, for id: Int32) {
        let index = Int(id)
        let old = rows[index]
        rows[index] = row
        changingColumns { _, changes in
            for cell in old?.cells ?? [] { changes.symbolLeft(cell.symbol) }
            changes.holder = id
            for cell in row?.cells ?? [] { changes.symbolEntered(cell.symbol) }
        }
    }

    /// Runs `body` with the column index moved out of the tableau and open for changes
    /// (``ColumnIndex/changing(_:)``: rows may change meanwhile, nothing may read the index),
    /// and puts it back, compacting the columns that grew past their bound: `body` must leave
    /// every row in place.
    mutating func changingColumns(_ body: (inout Tableau, inout ColumnChanges) -> Void) {
        var index = ColumnIndex()
        swap(&index, &columnIndex)
        let overgrown = index.changing { changes in body(&self, &changes) }
        swap(&index, &columnIndex)
        if !overgrown.isEmpty { columnIndex.compact(overgrown, in: rows) }
    }

    /// Sets the coefficients of the listed symbols in row `id` back (0: out of the row), with
    /// the column index following. Cells stay sorted by symbol, so the row is the one logged.
    mutating func restoreCells(_ cells: [Cell], in id: Int32) {
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

    /// Sets row `id`'s constant back, with nothing else to follow (a rollback).
    mutating func restoreConstant(_ constant: Double, of id: Int32) {
        rows[Int(id)]?.constant = constant
    }

    /// Forgets the symbols from id `count` on, made since a checkpoint that is rolled back.
    mutating func removeSymbols(from count: Int) {
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        columnIndex.removeSymbols(from: count)
        changedExternals.removeSymbols(from: count)
        changeLog.removeSymbols(from: count)
        definitions.removeSymbols(from: count)
        reusableSymbolIDs.removeAll { Int($0) >= count }
    }
}
