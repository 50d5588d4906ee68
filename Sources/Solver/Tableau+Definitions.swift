/// Variables eliminated by substitution: a required equality that names a variable no row,
/// cost or other definition holds is kept as that variable's definition, outside the rows,
/// instead of becoming the variable's row.
///
/// Why: in a column of views each one's top is the previous one's bottom plus a gap. As rows,
/// the tenth view's top is written in terms of the symbols behind every view above it, so a
/// column of N views holds about N²/2 cells (10,000 labels: 3.5 GB and 12 s to build). As
/// definitions, each top names the previous top and height, and the column holds O(N).
///
/// The rows stay exactly those Cassowary would have: wherever a defined variable would enter
/// a row (a constraint that names it, an edit of it), its definition is expanded there, down
/// to parametric symbols, the definition's dummy marker included, so conflicts, explanations
/// and removals see the same equations. Only the variable's own row is missing; its value is
/// kept here (``definedValues``) and refreshed, in dependency order, from the symbols whose
/// values changed since the last refresh (``refreshDefinedValues()``). Removing the
/// constraint either drops the definition (nothing names the variable) or first puts the
/// variable's row in place (``materialize(_:)``) and removes as Cassowary does.
struct Definition {
    /// `value = constant + Σ terms + dummyCoefficient · dummy`: the terms name external
    /// symbols (basic, parametric or defined), sorted by id; the dummy is the marker of the
    /// constraint, always zero, kept for the rows the definition is expanded into.
    var constant: Double
    var terms: [Cell]
    var dummy: Symbol
    var dummyCoefficient: Double
    /// 1 + the highest rank among the defined terms (1 when none is defined): a definition
    /// ranks above everything it names, so dependency order is rank order.
    var rank: Int32
}

extension Tableau {
    func isDefined(_ symbol: Symbol) -> Bool { definitions[symbol.index] != nil }

    func definition(of symbol: Symbol) -> Definition? { definitions[symbol.index] }

    /// Whether a definition names the symbol.
    func hasDependents(_ symbol: Symbol) -> Bool { !dependents[symbol.index].isEmpty }

    /// Whether `symbol` can be eliminated by a new definition: an external symbol that no row
    /// holds, with no cost, not defined and named by no definition (so no cycle can form).
    func canDefine(_ symbol: Symbol) -> Bool {
        symbol.isExternal && !isBasic(symbol) && !isDefined(symbol) && holderCount(of: symbol) == 0
            && dependents[symbol.index].isEmpty && objective.hasZeroCost(symbol)
    }

    /// Makes `symbol` defined: it takes the definition's value, and each term's dependents
    /// name it.
    mutating func define(_ symbol: Symbol, as definition: Definition) {
        let id = symbol.id
        if !logs.isEmpty { log(.definition(id, definitions[symbol.index])) }
        definitions[symbol.index] = definition
        for term in definition.terms {
            let list = dependents[term.symbol.index]
            log(.dependentInserted(source: term.symbol.id, at: list.count, dependent: id))
            dependents[term.symbol.index].append(id)
            dependencyGeneration &+= 1
        }
        setDefinedValue(evaluate(definition), of: id)
    }

    /// Drops the definition of `symbol`, which then reads 0 unless it is given a row.
    mutating func undefine(_ symbol: Symbol) {
        guard let definition = definitions[symbol.index] else { return }
        for term in definition.terms {
            let list = dependents[term.symbol.index]
            guard let position = list.lastIndex(of: symbol.id) else { continue }
            log(.dependentRemoved(source: term.symbol.id, at: position, dependent: symbol.id))
            dependents[term.symbol.index].remove(at: position)
            dependencyGeneration &+= 1
        }
        if !logs.isEmpty { log(.definition(symbol.id, definition)) }
        definitions[symbol.index] = nil
        setDefinedValue(0, of: symbol.id)
    }

    /// Turns the definition of `symbol` into its row (the row Cassowary would have given it):
    /// afterwards the symbol is basic and its constraint can leave as any other.
    mutating func materialize(_ symbol: Symbol) {
        guard definitions[symbol.index] != nil else { return }
        var row = Row()
        addExpansion(of: symbol, times: 1, to: &row)
        undefine(symbol)
        setRow(row, for: symbol.id)
    }

    /// Moves a definition's constant as its constraint's constant moves by `shift` in the
    /// marker's units (``Solver/shiftEquation(of:by:deferringParametric:)``): the dummy
    /// becomes `dummy + shift`.
    mutating func shiftDefinition(of symbol: Symbol, by shift: Double) {
        guard var definition = definitions[symbol.index] else { return }
        if !logs.isEmpty { log(.definition(symbol.id, definition)) }
        definition.constant += definition.dummyCoefficient * shift
        definitions[symbol.index] = definition
        setDefinedValue(evaluate(definition), of: symbol.id)
    }

    // MARK: - Expansion into rows

    /// Adds `coefficient · symbol` to a row being built, in parametric symbols: a basic
    /// symbol's row, a defined symbol's expanded definition, else the symbol itself.
    mutating func addTerm(_ symbol: Symbol, times coefficient: Double, to row: inout Row) {
        if let basic = rows[symbol.index] {
            row.add(basic, times: coefficient)
        } else if definitions[symbol.index] != nil {
            addExpansion(of: symbol, times: coefficient, to: &row)
        } else {
            row.insert(symbol, coefficient)
        }
    }

    /// The row a basic or defined symbol is equal to, in parametric symbols; nil for a
    /// parametric one.
    func solvedRow(of symbol: Symbol) -> Row? {
        if let row = rows[symbol.index] { return row }
        guard definitions[symbol.index] != nil else { return nil }
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
    func addExpansion(of symbol: Symbol, times coefficient: Double, to row: inout Row) {
        guard let definition = definitions[symbol.index] else { return }
        if definition.rank == 1 {
            add(definition, times: coefficient, to: &row) { _, _ in }
            return
        }
        // The defined symbols reachable from this one, each once.
        var reached: [Int32] = [symbol.id]
        var seen: Set<Int32> = [symbol.id]
        var position = 0
        while position < reached.count {
            let index = Int(reached[position])
            position += 1
            for term in definitions[index]?.terms ?? [] where definitions[term.symbol.index] != nil {
                if seen.insert(term.symbol.id).inserted { reached.append(term.symbol.id) }
            }
        }
        // Sorted as plain keys, rank then id, highest first: a comparator reading the
        // definitions captured the whole tableau, copied at every comparison.
        var keys = reached.map { id in
            UInt64(UInt32(bitPattern: definitions[Int(id)]?.rank ?? 0)) << 32 | UInt64(UInt32(bitPattern: id))
        }
        keys.sort(by: >)
        var weights: [Int32: Double] = [symbol.id: coefficient]
        for key in keys {
            let id = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            guard let weight = weights[id], !isNearZero(weight), let definition = definitions[Int(id)] else { continue }
            add(definition, times: weight, to: &row) { defined, amount in weights[defined, default: 0] += amount }
        }
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
            } else if definitions[term.symbol.index] != nil {
                deferDefined(term.symbol.id, amount)
            } else {
                row.insert(term.symbol, amount)
            }
        }
    }

    // MARK: - Values

    /// The definition's value from its terms' current values.
    func evaluate(_ definition: Definition) -> Double {
        rows.withUnsafeBufferPointer { rows in
            definedValues.withUnsafeBufferPointer { values in
                definition.terms.withUnsafeBufferPointer { terms in
                    Self.value(constant: definition.constant, terms: terms, rows: rows, definedValues: values)
                }
            }
        }
    }

    /// `constant + Σ coefficient · value` over the terms, each term's value read from the
    /// buffers: a basic symbol's row constant, else its defined value (0 for a parametric
    /// one). The one evaluation of a definition, for one (``evaluate(_:)``) or many in a row
    /// (``refreshDefinedValues()``).
    @inline(__always)
    static func value(
        constant: Double, terms: UnsafeBufferPointer<Cell>, rows: UnsafeBufferPointer<Row?>,
        definedValues: UnsafeBufferPointer<Double>
    ) -> Double {
        var value = constant
        for term in terms {
            value += term.coefficient * (rows[term.symbol.index]?.constant ?? definedValues[term.symbol.index])
        }
        return value
    }

    /// Sets a defined symbol's value, logged, and notes it changed (for
    /// ``Solver/updateVariables()`` and for the definitions that name it).
    private mutating func setDefinedValue(_ value: Double, of id: Int32) {
        let index = Int(id)
        guard definedValues[index] != value else { return }
        log(.definedValue(id, definedValues[index]))
        definedValues[index] = value
        noteChange(id)
    }

    /// Notes that the value of external symbol `id` may have changed, for the definitions
    /// that name it: they are re-evaluated at the next refresh.
    @inline(__always)
    mutating func noteSource(_ id: Int32) {
        let index = Int(id)
        guard !dependents[index].isEmpty, !isPendingSource[index] else { return }
        isPendingSource[index] = true
        pendingSources.append(id)
    }

    /// Re-evaluates every definition that depends, directly or through other definitions, on
    /// a symbol noted since the last refresh, each after every definition it names, and notes
    /// those whose value changed. Costs the definitions reached, not all of them: a
    /// suggestion that widens a grid of 1,024 views re-evaluates its 4,000 definitions on
    /// every cycle, so this is a hot path (no hashing, no sorting).
    mutating func refreshDefinedValues() {
        guard !pendingSources.isEmpty else { return }
        var sources: [Int32] = []
        swap(&sources, &pendingSources)
        for source in sources where Int(source) < isPendingSource.count { isPendingSource[Int(source)] = false }
        let order = dependencyOrder(from: sources)
        // Evaluated through the arrays' buffers (a definition read by value retains its
        // terms), the changes logged and noted after.
        var changes: [(id: Int32, old: Double)] = []
        definitions.withUnsafeBufferPointer { definitions in
            rows.withUnsafeBufferPointer { rows in
                definedValues.withUnsafeMutableBufferPointer { values in
                    for id in order {
                        let index = Int(id)
                        guard let constant = definitions[index]?.constant,
                            let value = definitions[index]?.terms.withUnsafeBufferPointer({ terms in
                                Self.value(constant: constant, terms: terms, rows: rows, definedValues: UnsafeBufferPointer(values))
                            })
                        else { continue }
                        guard values[index] != value else { continue }
                        changes.append((id, values[index]))
                        values[index] = value
                    }
                }
            }
        }
        for change in changes {
            log(.definedValue(change.id, change.old))
            // Its dependents are among those reached: note it for the update only.
            if changedExternals.note(change.id) { log(.noted(change.id)) }
        }
    }

    /// The definitions that name `sources`, directly or through one another, in an order
    /// where each comes after every definition it names: the reverse of the order in which
    /// a depth-first walk along the dependents finishes them (a definition finishes after
    /// everything that depends on it). Each is visited once, marked with this walk's stamp.
    private mutating func dependencyOrder(from sources: [Int32]) -> [Int32] {
        // Sources walked recently, with no dependents list changed since (the generation
        // counts those changes): the same order. Suggestions repeated on a few edits (a
        // window resized step by step, its width then its height) walk the graph once each.
        if let hit = cachedDependencyOrders.firstIndex(where: { $0.generation == dependencyGeneration && $0.sources == sources }) {
            return cachedDependencyOrders[hit].order
        }
        let order = walkDependents(from: sources)
        cachedDependencyOrders.removeAll { $0.generation != dependencyGeneration }
        if cachedDependencyOrders.count == Self.cachedDependencyOrderLimit { cachedDependencyOrders.removeFirst() }
        cachedDependencyOrders.append((dependencyGeneration, sources, order))
        return order
    }

    /// How many orders ``cachedDependencyOrders`` keeps: one per edit a caller suggests in
    /// turn, for a few edits.
    static let cachedDependencyOrderLimit = 4

    private mutating func walkDependents(from sources: [Int32]) -> [Int32] {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in visitMarks.indices { visitMarks[index] = 0 }
            visitStamp = 1
        }
        let stamp = visitStamp
        var finished: [Int32] = []
        var stack: [(id: Int32, next: Int)] = []
        // Through the arrays' buffers: a dependents list read by value is retained and
        // released at every step, which was half of a grid's suggestion.
        dependents.withUnsafeBufferPointer { dependents in
            visitMarks.withUnsafeMutableBufferPointer { marks in
                for source in sources where Int(source) < marks.count {
                    stack.append((source, 0))
                    while let top = stack.last {
                        let index = Int(top.id)
                        if top.next < dependents[index].count {
                            let dependent = dependents[index][top.next]
                            stack[stack.count - 1].next += 1
                            guard marks[Int(dependent)] != stamp else { continue }
                            marks[Int(dependent)] = stamp
                            stack.append((dependent, 0))
                        } else {
                            stack.removeLast()
                            // The sources themselves are not definitions to evaluate.
                            if !stack.isEmpty { finished.append(top.id) }
                        }
                    }
                }
            }
        }
        finished.reverse()
        return finished
    }
}
