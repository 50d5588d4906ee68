/// The tableau's side of definitions (``Definition``, kept in ``DefinitionStore``): making
/// and dropping them with each change logged and noted, turning one back into a row, and
/// expanding them wherever a defined symbol would enter a row. Here because each of these
/// reads or changes the rows as well as the definitions.
extension Tableau {
    func isDefined(_ symbol: Symbol) -> Bool { definitions.isDefined(symbol) }

    func definition(of symbol: Symbol) -> Definition? { definitions.definition(of: symbol) }

    /// Whether a definition names the symbol.
    func hasDependents(_ symbol: Symbol) -> Bool { definitions.hasDependents(symbol) }

    /// Whether `symbol` can be eliminated by a new definition: an external symbol that no row
    /// holds, with no cost, not defined and named by no definition (so no cycle can form).
    func canDefine(_ symbol: Symbol) -> Bool {
        symbol.isExternal && !isBasic(symbol) && !isDefined(symbol) && holderCount(of: symbol) == 0
            && !hasDependents(symbol) && objective.hasZeroCost(symbol)
    }

    /// Makes `symbol` defined: it takes the definition's value, and each term's dependents
    /// name it.
    mutating func define(_ symbol: Symbol, as definition: Definition) {
        let id = symbol.id
        let old = definitions.replaceDefinition(of: id, with: definition)
        if changeLog.isRecording { changeLog.record(.definition(id, old)) }
        for term in definition.terms {
            let position = definitions.appendDependent(id, to: term.symbol.id)
            changeLog.record(.dependentInserted(source: term.symbol.id, at: position, dependent: id))
        }
        setDefinedValue(definitions.evaluate(definition, rows: rows), of: id)
    }

    /// Drops the definition of `symbol`, which then reads 0 unless it is given a row.
    mutating func undefine(_ symbol: Symbol) {
        guard let definition = definitions.definition(of: symbol) else { return }
        for term in definition.terms {
            guard let position = definitions.removeDependent(symbol.id, from: term.symbol.id) else { continue }
            changeLog.record(.dependentRemoved(source: term.symbol.id, at: position, dependent: symbol.id))
        }
        if changeLog.isRecording { changeLog.record(.definition(symbol.id, definition)) }
        _ = definitions.replaceDefinition(of: symbol.id, with: nil)
        setDefinedValue(0, of: symbol.id)
    }

    /// Turns the definition of `symbol` into its row (the row Cassowary would have given it):
    /// afterwards the symbol is basic and its constraint can leave as any other.
    mutating func materialize(_ symbol: Symbol) {
        guard definitions.isDefined(symbol) else { return }
        var row = Row()
        addExpansion(of: symbol, times: 1, to: &row)
        undefine(symbol)
        setRow(row, for: symbol.id)
    }

    /// Moves a definition's constant as its constraint's constant moves by `shift` in the
    /// marker's units (``Solver/shiftEquation(of:by:deferringParametric:)``): the dummy
    /// becomes `dummy + shift`.
    mutating func shiftDefinition(of symbol: Symbol, by shift: Double) {
        guard var definition = definitions.definition(of: symbol) else { return }
        if changeLog.isRecording { changeLog.record(.definition(symbol.id, definition)) }
        definition.constant += definition.dummyCoefficient * shift
        _ = definitions.replaceDefinition(of: symbol.id, with: definition)
        setDefinedValue(definitions.evaluate(definition, rows: rows), of: symbol.id)
    }

    // MARK: - Expansion into rows

    /// Adds `coefficient · symbol` to a row being built, in parametric symbols: a basic
    /// symbol's row, a defined symbol's expanded definition, else the symbol itself.
    mutating func addTerm(_ symbol: Symbol, times coefficient: Double, to row: inout Row) {
        if let basic = rows[symbol.index] {
            row.add(basic, times: coefficient)
        } else if definitions.isDefined(symbol) {
            addExpansion(of: symbol, times: coefficient, to: &row)
        } else {
            row.insert(symbol, coefficient)
        }
    }

    /// The row a basic or defined symbol is equal to, in parametric symbols; nil for a
    /// parametric one.
    func solvedRow(of symbol: Symbol) -> Row? {
        if let row = rows[symbol.index] { return row }
        guard definitions.isDefined(symbol) else { return nil }
        var row = Row()
        addExpansion(of: symbol, times: 1, to: &row)
        return row
    }

    /// Adds `coefficient ·` the definition of `symbol`, expanded down to parametric symbols.
    ///
    /// Definitions form a DAG (two definitions may name the same defined symbol), so each
    /// reachable definition is expanded once, with the coefficients of every path to it
    /// summed first: in decreasing rank, a definition is reached after everything that names
    /// it. Walking the paths one by one would cost their number, exponential in the depth.
    ///
    /// The definitions waiting to be expanded are kept sorted by rank then id, as plain keys,
    /// with their weights: the last is the next to expand, with the weights of every path to
    /// it just before it (each path's weight is inserted before those of its key already
    /// waiting, so they are summed in the order they were found, and the expansion is the
    /// one a walk in decreasing rank gives). It replaces a set of the reached definitions and
    /// a dictionary of weights, hashed at every step: the last view of a chain of 100, whose
    /// left edge names every view before it, spent nearly a tenth of the chain's add in this
    /// function.
    func addExpansion(of symbol: Symbol, times coefficient: Double, to row: inout Row) {
        guard let definition = definitions.definition(of: symbol) else { return }
        if definition.rank == 1 {
            add(definition, times: coefficient, to: &row) { _, _ in }
            return
        }
        var waiting: [(key: UInt64, weight: Double)] = [(expansionKey(of: symbol.id), coefficient)]
        while let next = waiting.popLast() {
            var weight = next.weight
            while let same = waiting.last, same.key == next.key {
                weight += same.weight
                waiting.removeLast()
            }
            let id = Int(next.key & 0xFFFF_FFFF)
            guard !isNearZero(weight), id < definitions.byID.count, let definition = definitions.byID[id] else { continue }
            add(definition, times: weight, to: &row) { defined, amount in
                let key = expansionKey(of: defined)
                // The first position whose key is not below `key`.
                var low = 0
                var high = waiting.count
                while low < high {
                    let middle = (low + high) >> 1
                    if waiting[middle].key < key { low = middle + 1 } else { high = middle }
                }
                waiting.insert((key, amount), at: low)
            }
        }
    }

    /// A defined symbol's place in the order of expansion: rank, then id.
    private func expansionKey(of id: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: definitions.byID[Int(id)]?.rank ?? 0)) << 32 | UInt64(UInt32(bitPattern: id))
    }

    /// Adds `weight ·` one definition: its constant and dummy, and each term expanded one
    /// level (a defined term is handed to `deferDefined` instead).
    private func add(
        _ definition: Definition, times weight: Double, to row: inout Row, deferring deferDefined: (Int32, Double) -> Void
    ) {
        row.constant += weight * definition.constant
        row.insert(definition.dummy, weight * definition.dummyCoefficient)
        for term in definition.terms {
            let amount = weight * term.coefficient
            if let basic = rows[term.symbol.index] {
                row.add(basic, times: amount)
            } else if definitions.isDefined(term.symbol) {
                deferDefined(term.symbol.id, amount)
            } else {
                row.insert(term.symbol, amount)
            }
        }
    }

    // MARK: - Values

    /// Sets a defined symbol's value, logged, and notes it changed (for
    /// ``Solver/updateVariables()`` and for the definitions that name it).
    private mutating func setDefinedValue(_ value: Double, of id: Int32) {
        guard definitions.values[Int(id)] != value else { return }
        changeLog.record(.definedValue(id, definitions.replaceValue(of: id, with: value)))
        noteChange(id)
    }

    /// Brings the defined values up to date (``DefinitionStore/refreshValues(rows:)``), and
    /// logs and notes those that changed.
    ///
    /// With nothing to log, each is noted as it changes, through the flags' buffer (a grid's
    /// suggestion changes every view: building the list of changes and reading it again
    /// was a fifth of the refresh).
    mutating func refreshDefinedValues() {
        guard definitions.hasPendingSources else { return }
        guard !changeLog.isRecording else {
            for change in definitions.refreshValues(rows: rows) {
                changeLog.record(.definedValue(change.id, change.old))
                // Its dependents are among those reached: note it for the update only.
                if changedExternals.note(change.id) { changeLog.record(.noted(change.id)) }
            }
            return
        }
        changedExternals.noting { changedExternals in
            definitions.refreshValues(rows: rows) { id, _ in _ = changedExternals.note(id) }
        }
    }
}
