extension Solver {
    /// Opens a transaction, nested inside any already open.
    ///
    /// Until the matching ``commitTransaction()`` or ``rollbackTransaction()``, the solver
    /// logs what each operation changes (the old version of each row the first time it is
    /// touched, each objective cost, each record, edit, marker owner, symbol and last-read
    /// value it replaces). Everything works as usual inside a transaction, refusals included.
    ///
    /// ```swift
    /// solver.beginTransaction()
    /// try solver.add(width)          // try something
    /// solver.rollbackTransaction()   // and take it back: the solver is as it was
    /// ```
    public mutating func beginTransaction() {
        tableau.beginTransaction()
        logs.begin()
    }

    /// Closes the innermost transaction and keeps what it did. Inside an enclosing
    /// transaction its changes stay undoable by that one. Returns false (doing nothing) when
    /// no transaction is open.
    @discardableResult
    public mutating func commitTransaction() -> Bool {
        guard logs.commit() else { return false }
        tableau.commit()
        return true
    }

    /// Undoes everything since the innermost open transaction began and closes it.
    ///
    /// The solver is then exactly as it was at ``beginTransaction()``: the same rows, basis,
    /// values, objective, constraints, edits and their suggested values, the same variables
    /// pending for ``updateVariables()``, the same serials, so every later operation gives
    /// the same result as if the undone ones had never run. The cost is proportional to what
    /// changed since, never to the size of the system. Returns false (doing nothing) when no
    /// transaction is open.
    @discardableResult
    public mutating func rollbackTransaction() -> Bool {
        undoTransaction() != nil
    }

    /// ``rollbackTransaction()``, keeping what does the transaction again: a redo holds the
    /// transaction's changes, each exchanged for the state the rollback put back, and so
    /// costs memory in proportion to what the transaction changed, never a copy of the
    /// solver. Nil (doing nothing) when no transaction is open.
    ///
    /// ```swift
    /// solver.beginTransaction()
    /// try solver.add(width)
    /// let redo = solver.undoTransaction()      // as if never added
    /// if let redo { solver.redoTransaction(redo) }   // added again, the transaction open
    /// ```
    public mutating func undoTransaction() -> SolverRedo? {
        guard let log = logs.popInnermost(), let tableauRedo = tableau.undoTransaction() else { return nil }
        var inverse: [SolverChange] = []
        inverse.reserveCapacity(log.count)
        for change in log.reversed() { inverse.append(exchange(change)) }
        return SolverRedo(inverse: inverse, tableau: tableauRedo, stamp: changeStamp)
    }

    /// Does again what ``undoTransaction()`` took back, and opens the transaction again as
    /// the innermost, so that ``rollbackTransaction()`` (or another undo) takes it back once
    /// more. The solver must be exactly as that undo left it: nothing changed since, which a
    /// history of undo steps guarantees by redoing newest first and dropping its redos at any
    /// new change. Returns false, doing nothing, when the solver has changed since (the
    /// transaction depth or an open log differs).
    @discardableResult
    public mutating func redoTransaction(_ redo: SolverRedo) -> Bool {
        guard redo.stamp == changeStamp else { return false }
        tableau.redoTransaction(redo.tableau)
        var log: [SolverChange] = []
        log.reserveCapacity(redo.inverse.count)
        for change in redo.inverse.reversed() { log.append(exchange(change)) }
        logs.push(log)
        return true
    }

    /// What tells whether the solver changed since a redo was made: the open transactions
    /// and the length of the innermost logs (every change made while one is open lengthens
    /// one of them).
    private var changeStamp: SolverRedo.Stamp {
        SolverRedo.Stamp(depth: logs.depth, solverLog: logs.innermostCount, tableauLog: tableau.innermostLogCount)
    }

    /// Applies one logged change backwards and returns the change that applies it forwards
    /// again (see ``Tableau/undoTransaction()``).
    private mutating func exchange(_ change: SolverChange) -> SolverChange {
        switch change {
        case .symbol(let variable, let old):
            defer { symbols[variable] = old }
            return .symbol(variable, symbols[variable])
        case .variable(let id, let old):
            defer { variablesBySymbol[Int(id)] = old }
            return .variable(id, variablesBySymbol[Int(id)])
        case .record(let key, let old):
            defer { records[key] = old }
            return .record(key, records[key])
        case .markerOwner(let id, let old):
            defer { markerOwners[Int(id)] = old }
            return .markerOwner(id, markerOwners[Int(id)])
        case .edit(let variable, let old):
            defer { edits[variable] = old }
            return .edit(variable, edits[variable])
        case .nextSerial(let old):
            defer { nextSerial = old }
            return .nextSerial(nextSerial)
        case .serial(let key, let old):
            defer { records[key]?.serial = old }
            return .serial(key, records[key]?.serial ?? old)
        case .lastRead(let id, let old):
            defer { lastReadValues[Int(id)] = old }
            return .lastRead(id, lastReadValues[Int(id)])
        }
    }

    /// Closes the outermost open transaction for good, keeping what it did, and drops the log
    /// only its rollback needed; the transactions nested in it stay open, each undoable as
    /// before. For a history of transactions that keeps only the newest undoable (the shell's
    /// undo limit): what falls off the end costs no more memory. Returns false (doing
    /// nothing) when no transaction is open.
    @discardableResult
    public mutating func forgetOutermostTransaction() -> Bool {
        guard logs.depth > 1 else { return commitTransaction() }
        logs.forgetOutermost()
        tableau.forgetOutermostTransaction()
        return true
    }

    /// How many transactions are open.
    public var transactionDepth: Int { logs.depth }

    /// How many cells the open transactions' logs keep in old rows, and the solver's own
    /// changes counted in cells of their size: most of what keeping them open costs (a cell
    /// is 16 bytes), for a caller that bounds its undo history by memory. (A stack grown a
    /// view a line logs few cells but renumbers its 4N constraints each line: counting only
    /// the cells let 1,000 such lines stay open.)
    public var transactionLogCells: Int { tableau.changeLog.loggedCells + logs.entryCells }

    // MARK: - Logged writes: every change to the solver's own state goes through these.

    /// Appends to the innermost transaction's log (nothing is logged outside one). Callers
    /// build an entry only when ``isLogging``: the old value it holds (a record, a symbol or an
    /// edit, each a hashed lookup, or a retained object) was read for nothing otherwise.
    @inline(__always)
    private mutating func log(_ change: SolverChange) {
        logs.record(change)
    }

    /// Whether a transaction is open, so that a change must be logged.
    private var isLogging: Bool { !logs.isEmpty }

    mutating func setSymbol(_ symbol: Symbol?, for variable: Variable) {
        if isLogging { log(.symbol(variable, symbols[variable])) }
        symbols[variable] = symbol
    }

    mutating func setVariable(_ variable: Variable?, forSymbol id: Int32) {
        let index = Int(id)
        while variablesBySymbol.count <= index {
            variablesBySymbol.append(nil)
            lastReadValues.append(.nan)
        }
        if isLogging { log(.variable(id, variablesBySymbol[index])) }
        variablesBySymbol[index] = variable
    }

    /// Gives the records of `keys`, in this order, the next serials: the count is logged
    /// once, each record's old serial alone.
    mutating func renumberRecords(_ keys: some Sequence<ObjectIdentifier>) {
        if isLogging { log(.nextSerial(nextSerial)) }
        for key in keys {
            guard let serial = records[key]?.serial else { continue }
            if isLogging { log(.serial(key, serial)) }
            records[key]?.serial = nextSerial
            nextSerial += 1
        }
    }

    mutating func setRecord(_ record: ConstraintRecord?, for key: ObjectIdentifier) {
        if isLogging { log(.record(key, records[key])) }
        records[key] = record
    }

    mutating func setMarkerOwner(_ owner: Constraint?, for id: Int32) {
        let index = Int(id)
        if index >= markerOwners.count {
            guard owner != nil else { return }
            markerOwners.append(contentsOf: repeatElement(nil, count: index + 1 - markerOwners.count))
        }
        if isLogging { log(.markerOwner(id, markerOwners[index])) }
        markerOwners[index] = owner
    }

    mutating func setEdit(_ edit: EditInfo?, for variable: Variable) {
        if isLogging { log(.edit(variable, edits[variable])) }
        edits[variable] = edit
    }

    /// The next serial, counted up.
    mutating func takeSerial() -> Int {
        if isLogging { log(.nextSerial(nextSerial)) }
        nextSerial += 1
        return nextSerial - 1
    }

    mutating func setLastReadValue(_ value: Double, for id: Int32) {
        if isLogging { log(.lastRead(id, lastReadValues[Int(id)])) }
        lastReadValues[Int(id)] = value
    }
}

/// One change to the solver's own state (the tableau logs its own), holding what it replaced.
enum SolverChange: Sendable {
    case symbol(Variable, Symbol?)
    case variable(Int32, Variable?)
    /// Boxed: a record is 80 bytes, and every entry of the log would take its room.
    indirect case record(ObjectIdentifier, ConstraintRecord?)
    case markerOwner(Int32, Constraint?)
    case edit(Variable, EditInfo?)
    case nextSerial(Int)
    /// A record's serial alone (``Solver/placeAsNewest(_:)``): a stack of N views moves its
    /// 4N kept constraints each line, and a whole record logged for each made the shell's
    /// undo history of a stack grown a view a line hold 4N records a line.
    case serial(ObjectIdentifier, Int)
    case lastRead(Int32, Double)
}

/// What does a transaction again after ``Solver/undoTransaction()`` took it back: its changes,
/// each holding the state the undo replaced, and no more.
public struct SolverRedo: Sendable {
    let inverse: [SolverChange]
    let tableau: TableauRedo
    let stamp: Stamp

    struct Stamp: Equatable {
        let depth: Int
        let solverLog: Int
        let tableauLog: Int
    }
}
