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
        transactionMarks.append(changes.count)
    }

    /// Closes the innermost transaction and keeps what it did. Inside an enclosing
    /// transaction its changes stay undoable by that one. Returns false (doing nothing) when
    /// no transaction is open.
    @discardableResult
    public mutating func commitTransaction() -> Bool {
        guard transactionMarks.popLast() != nil else { return false }
        tableau.commit()
        if transactionMarks.isEmpty { changes.removeAll(keepingCapacity: true) }
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
        guard let mark = transactionMarks.popLast() else { return false }
        while changes.count > mark {
            switch changes.removeLast() {
            case .symbol(let variable, let old): symbols[variable] = old
            case .variable(let id, let old): variablesBySymbol[Int(id)] = old
            case .record(let key, let old): records[key] = old
            case .markerOwner(let id, let old): markerOwners[id] = old
            case .edit(let variable, let old): edits[variable] = old
            case .nextSerial(let old): nextSerial = old
            case .lastRead(let id, let old): lastReadValues[Int(id)] = old
            }
        }
        tableau.rollback()
        return true
    }

    /// How many transactions are open.
    public var transactionDepth: Int { transactionMarks.count }

    // MARK: - Logged writes: every change to the solver's own state goes through these.

    mutating func setSymbol(_ symbol: Symbol?, for variable: Variable) {
        if !transactionMarks.isEmpty { changes.append(.symbol(variable, symbols[variable])) }
        symbols[variable] = symbol
    }

    mutating func setVariable(_ variable: Variable?, forSymbol id: Int32) {
        let index = Int(id)
        while variablesBySymbol.count <= index {
            variablesBySymbol.append(nil)
            lastReadValues.append(.nan)
        }
        if !transactionMarks.isEmpty { changes.append(.variable(id, variablesBySymbol[index])) }
        variablesBySymbol[index] = variable
    }

    mutating func setRecord(_ record: ConstraintRecord?, for key: ObjectIdentifier) {
        if !transactionMarks.isEmpty { changes.append(.record(key, records[key])) }
        records[key] = record
    }

    mutating func setMarkerOwner(_ owner: Constraint?, for id: Int32) {
        if !transactionMarks.isEmpty { changes.append(.markerOwner(id, markerOwners[id])) }
        markerOwners[id] = owner
    }

    mutating func setEdit(_ edit: EditInfo?, for variable: Variable) {
        if !transactionMarks.isEmpty { changes.append(.edit(variable, edits[variable])) }
        edits[variable] = edit
    }

    /// The next serial, counted up.
    mutating func takeSerial() -> Int {
        if !transactionMarks.isEmpty { changes.append(.nextSerial(nextSerial)) }
        nextSerial += 1
        return nextSerial - 1
    }

    mutating func setLastReadValue(_ value: Double, for id: Int32) {
        if !transactionMarks.isEmpty { changes.append(.lastRead(id, lastReadValues[Int(id)])) }
        lastReadValues[Int(id)] = value
    }
}

/// One change to the solver's own state (the tableau logs its own), holding what it replaced.
enum SolverChange: Sendable {
    case symbol(Variable, Symbol?)
    case variable(Int32, Variable?)
    case record(ObjectIdentifier, ConstraintRecord?)
    case markerOwner(Int32, Constraint?)
    case edit(Variable, EditInfo?)
    case nextSerial(Int)
    case lastRead(Int32, Double)
}
