/// The tableau's defined symbols (``Definition``): each one's definition, its value, which
/// definitions name each symbol, and what is needed to bring the values up to date.
///
/// Apart from the rows because a defined symbol has no row: its value is kept here and
/// refreshed lazily. A change to a symbol's value only notes it as a source
/// (``noteSource(_:)``); the next refresh (``refreshValues(rows:)``) re-evaluates the
/// definitions that depend on the sources noted since, each after every definition it
/// names. The store changes only what it is told to: the tableau logs each change for its
/// transactions (``TableauChangeLog``) and notes the values that moved, as it does for rows.
struct DefinitionStore {
    /// The definition of each symbol, by symbol id (nil: not defined).
    private(set) var byID: [Definition?] = []
    /// The value of each defined symbol (0 for every other symbol).
    private(set) var values: [Double] = []
    /// The defined symbols whose definitions name each symbol.
    private(set) var dependents: [[Int32]] = []
    /// Symbols whose value may have changed since the last refresh, among those a definition
    /// names; not logged (a refresh of one that did not change is a no-op).
    private var pendingSources: [Int32] = []
    private var isPendingSource: [Bool] = []
    /// The stamp of the last walk that reached each symbol (``walkDependents(from:)``).
    private var visitMarks: [UInt32] = []
    private var visitStamp: UInt32 = 0
    /// Counts the changes to the dependents lists, so that a cached dependency order
    /// (``dependencyOrder(from:)``) is used only while the lists are as they were.
    private var dependencyGeneration: UInt64 = 0
    private var cachedDependencyOrders: [(generation: UInt64, sources: [Int32], order: [Int32])] = []

    /// How many orders ``dependencyOrder(from:)`` keeps: one per edit a caller suggests in
    /// turn, for a few edits.
    static let cachedDependencyOrderLimit = 4

    /// Makes room for a new symbol, not defined and named by no definition.
    mutating func appendSymbol() {
        byID.append(nil)
        values.append(0)
        dependents.append([])
        isPendingSource.append(false)
        visitMarks.append(0)
    }

    /// Forgets the symbols from id `count` on (a rollback drops the symbols it made).
    mutating func removeSymbols(from count: Int) {
        byID.removeSubrange(count...)
        values.removeSubrange(count...)
        dependents.removeSubrange(count...)
        isPendingSource.removeSubrange(count...)
        visitMarks.removeSubrange(count...)
        dependencyGeneration &+= 1
        pendingSources.removeAll { Int($0) >= count }
    }

    func isDefined(_ symbol: Symbol) -> Bool { byID[symbol.index] != nil }

    func definition(of symbol: Symbol) -> Definition? { byID[symbol.index] }

    /// Whether a definition names the symbol.
    func hasDependents(_ symbol: Symbol) -> Bool { !dependents[symbol.index].isEmpty }

    // MARK: - Changes, each handing back what undoes it (for the tableau's log)

    /// Makes `definition` the definition of symbol `id` (nil: none) and returns the one it
    /// had. The dependents lists are changed apart (``appendDependent(_:to:)``).
    mutating func replaceDefinition(of id: Int32, with definition: Definition?) -> Definition? {
        let old = byID[Int(id)]
        byID[Int(id)] = definition
        return old
    }

    /// Sets the value of symbol `id` and returns the one it had.
    mutating func replaceValue(of id: Int32, with value: Double) -> Double {
        let old = values[Int(id)]
        values[Int(id)] = value
        return old
    }

    /// Adds `dependent` at the end of the dependents of `source`; returns its position.
    mutating func appendDependent(_ dependent: Int32, to source: Int32) -> Int {
        dependencyGeneration &+= 1
        dependents[Int(source)].append(dependent)
        return dependents[Int(source)].count - 1
    }

    /// Removes the last occurrence of `dependent` from the dependents of `source`; its
    /// position, nil when it was not there.
    mutating func removeDependent(_ dependent: Int32, from source: Int32) -> Int? {
        guard let position = dependents[Int(source)].lastIndex(of: dependent) else { return nil }
        removeDependent(at: position, of: source)
        return position
    }

    mutating func removeDependent(at position: Int, of source: Int32) {
        dependencyGeneration &+= 1
        dependents[Int(source)].remove(at: position)
    }

    mutating func insertDependent(_ dependent: Int32, at position: Int, of source: Int32) {
        dependencyGeneration &+= 1
        dependents[Int(source)].insert(dependent, at: position)
    }

    // MARK: - Values

    /// Notes that the value of external symbol `id` may have changed, for the definitions
    /// that name it: they are re-evaluated at the next refresh.
    @inline(__always)
    mutating func noteSource(_ id: Int32) {
        let index = Int(id)
        guard !dependents[index].isEmpty, !isPendingSource[index] else { return }
        isPendingSource[index] = true
        pendingSources.append(id)
    }

    /// Whether symbol `id`'s dependents wait to be re-evaluated from its value.
    func isPendingSource(_ id: Int32) -> Bool { isPendingSource[Int(id)] }

    /// Whether a refresh has anything to do.
    var hasPendingSources: Bool { !pendingSources.isEmpty }

    /// The definition's value from its terms' current values (`rows`: the tableau's).
    func evaluate(_ definition: Definition, rows: [Row?]) -> Double {
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeBufferPointer { values in
                definition.terms.withUnsafeBufferPointer { terms in
                    Self.value(constant: definition.constant, terms: terms, rows: rows, definedValues: values)
                }
            }
        }
    }

    /// `constant + Σ coefficient · value` over the terms, each term's value read from the
    /// buffers: a basic symbol's row constant, else its defined value (0 for a parametric
    /// one). The one evaluation of a definition, for one (``evaluate(_:rows:)``) or many in a
    /// row (``refreshValues(rows:)``).
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

    /// Re-evaluates every definition that depends, directly or through other definitions, on
    /// a source noted since the last refresh, each after every definition it names, and
    /// returns those whose value changed, with the value each had, for the tableau to log and
    /// note. Costs the definitions reached, not all of them: a suggestion that widens a grid
    /// of 1,024 views re-evaluates its 4,000 definitions on every cycle, so this is a hot
    /// path (no hashing, no sorting).
    mutating func refreshValues(rows: [Row?]) -> [(id: Int32, old: Double)] {
        guard !pendingSources.isEmpty else { return [] }
        var sources: [Int32] = []
        swap(&sources, &pendingSources)
        for source in sources where Int(source) < isPendingSource.count { isPendingSource[Int(source)] = false }
        let order = dependencyOrder(from: sources)
        // Evaluated through the arrays' buffers (a definition read by value retains its
        // terms).
        var changes: [(id: Int32, old: Double)] = []
        byID.withUnsafeBufferPointer { definitions in
            rows.withUnsafeBufferPointer { rows in
                values.withUnsafeMutableBufferPointer { values in
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
        return changes
    }

    // MARK: - Dependency order

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
