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
    /// Counts the changes to the definitions and their dependents lists, so that a cached
    /// plan (``repeatedPlan(from:)``) is used only while they are as they were.
    private var definitionsGeneration: UInt64 = 0
    private var cachedPlans: [(generation: UInt64, sources: [Int32], plan: EvaluationPlan)] = []
    /// Sources refreshed once under the current generation, not yet given a plan: seen
    /// again, they are.
    private var recentSources: [(generation: UInt64, sources: [Int32])] = []
    /// Scratch for ``propagateByRank(from:rows:changed:)``: the definitions queued at each
    /// rank, empty between refreshes; one bucket for every rank a definition has had.
    private var rankBuckets: [[Int32]] = []

    /// How many plans ``repeatedPlan(from:)`` keeps: one per edit a caller suggests in
    /// turn, for a few edits.
    static let cachedPlanLimit = 4

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
        definitionsGeneration &+= 1
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
        definitionsGeneration &+= 1
        if let rank = definition?.rank, Int(rank) >= rankBuckets.count {
            rankBuckets.append(contentsOf: repeatElement([], count: Int(rank) + 1 - rankBuckets.count))
        }
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
        definitionsGeneration &+= 1
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
        definitionsGeneration &+= 1
        dependents[Int(source)].remove(at: position)
    }

    mutating func insertDependent(_ dependent: Int32, at position: Int, of source: Int32) {
        definitionsGeneration &+= 1
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
    /// note.
    mutating func refreshValues(rows: [Row?]) -> [(id: Int32, old: Double)] {
        var changes: [(id: Int32, old: Double)] = []
        refreshValues(rows: rows) { id, old in changes.append((id, old)) }
        return changes
    }

    /// ``refreshValues(rows:)`` telling `changed` of each definition whose value changed, with
    /// the value it had, as it changes (no list to build when nothing is logged).
    ///
    /// Costs the definitions reached, not all of them: a suggestion that widens a grid of
    /// 1,024 views re-evaluates its 4,000 definitions on every cycle, so this is a hot path
    /// (no hashing, no sorting). Sources seen before, with no definition or dependents list
    /// changed since, are evaluated along a cached plan (``repeatedPlan(from:)``); any others
    /// are propagated by rank and only past the values that changed
    /// (``propagateByRank(from:rows:changed:)``): removing a view's width constraint from a
    /// chain moves no value, yet every definition downstream was walked and evaluated.
    @inline(__always)
    mutating func refreshValues(rows: [Row?], changed: (_ id: Int32, _ old: Double) -> Void) {
        guard !pendingSources.isEmpty else { return }
        var sources: [Int32] = []
        swap(&sources, &pendingSources)
        for source in sources where Int(source) < isPendingSource.count { isPendingSource[Int(source)] = false }
        if let plan = repeatedPlan(from: sources) {
            rows.withUnsafeBufferPointer { rows in
                values.withUnsafeMutableBufferPointer { values in
                    plan.evaluate(rows: rows, values: values, changed: changed)
                }
            }
        } else if !propagateByRank(from: sources, rows: rows, changed: changed) {
            // A rank out of order (never expected: a definition ranks above what it names):
            // every definition downstream, in dependency order, as before.
            evaluate(walkDependents(from: sources), rows: rows, changed: changed)
        }
    }

    /// Evaluates the definitions `order` names, in that order.
    @inline(__always)
    private mutating func evaluate(_ order: [Int32], rows: [Row?], changed: (Int32, Double) -> Void) {
        // Evaluated through the arrays' buffers (a definition read by value retains its
        // terms).
        byID.withUnsafeBufferPointer { definitions in
            rows.withUnsafeBufferPointer { rows in
                values.withUnsafeMutableBufferPointer { values in
                    for id in order {
                        Self.refresh(id, definitions: definitions, rows: rows, values: values, changed: changed)
                    }
                }
            }
        }
    }

    /// Evaluates definition `id` from the buffers and, when its value moved, tells `changed`
    /// (with the old value) and stores the new one. Returns whether it moved (false for a
    /// symbol with no definition).
    @inline(__always)
    @discardableResult
    private static func refresh(
        _ id: Int32, definitions: UnsafeBufferPointer<Definition?>, rows: UnsafeBufferPointer<Row?>,
        values: UnsafeMutableBufferPointer<Double>, changed: (Int32, Double) -> Void
    ) -> Bool {
        let index = Int(id)
        guard let constant = definitions[index]?.constant,
            let value = definitions[index]?.terms.withUnsafeBufferPointer({ terms in
                Self.value(constant: constant, terms: terms, rows: rows, definedValues: UnsafeBufferPointer(values))
            }),
            values[index] != value
        else { return false }
        changed(id, values[index])
        values[index] = value
        return true
    }

    /// Evaluates the definitions that name `sources`, in increasing rank, and the dependents
    /// of each whose value changed, and so on: a definition ranks above every definition it
    /// names, so each is evaluated once, after all of its terms are final, and a value that
    /// did not move stops the walk there. Returns false, having evaluated only some, if a
    /// dependent ranks at or below the definition that reached it.
    ///
    /// One bucket of definitions per rank, read from the lowest rank reached to the highest;
    /// the buckets keep their storage from one refresh to the next.
    private mutating func propagateByRank(
        from sources: [Int32], rows: [Row?], changed: (Int32, Double) -> Void
    ) -> Bool {
        let stamp = nextVisitStamp()
        var buckets: [[Int32]] = []
        swap(&buckets, &rankBuckets)
        defer { swap(&buckets, &rankBuckets) }
        var isOrdered = true
        // Everything through buffers, with no nested function: one that captured the bounds
        // kept them in boxes, checked for exclusive access at every use.
        byID.withUnsafeBufferPointer { definitions in
            dependents.withUnsafeBufferPointer { dependents in
                visitMarks.withUnsafeMutableBufferPointer { marks in
                    buckets.withUnsafeMutableBufferPointer { buckets in
                        rows.withUnsafeBufferPointer { rows in
                            values.withUnsafeMutableBufferPointer { values in
                                var lowest = buckets.count
                                var highest = 0
                                var floor = 0
                                var reached = sources
                                var next = 0
                                // `reached[next...]` wait for their dependents to be queued:
                                // first the sources, then each definition whose value moved.
                                var rank = 0
                                while true {
                                    while next < reached.count {
                                        let id = Int(reached[next])
                                        next += 1
                                        guard id < dependents.count else { continue }
                                        // By position: the list read whole is retained and
                                        // released for each definition.
                                        let count = dependents[id].count
                                        var position = 0
                                        while position < count {
                                            let dependent = dependents[id][position]
                                            position += 1
                                            let index = Int(dependent)
                                            guard marks[index] != stamp else { continue }
                                            marks[index] = stamp
                                            guard let dependentRank = definitions[index]?.rank else { continue }
                                            let bucket = Int(dependentRank)
                                            guard bucket > floor, bucket < buckets.count else {
                                                isOrdered = false
                                                return
                                            }
                                            buckets[bucket].append(dependent)
                                            lowest = min(lowest, bucket)
                                            highest = max(highest, bucket)
                                        }
                                    }
                                    if rank == 0 { rank = lowest }
                                    guard rank <= highest else { return }
                                    // Dependents rank higher: this bucket does not grow meanwhile.
                                    floor = rank
                                    reached.removeAll(keepingCapacity: true)
                                    next = 0
                                    for id in buckets[rank] {
                                        if Self.refresh(id, definitions: definitions, rows: rows, values: values, changed: changed) {
                                            reached.append(id)
                                        }
                                    }
                                    buckets[rank].removeAll(keepingCapacity: true)
                                    rank += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        if !isOrdered {
            for index in buckets.indices { buckets[index].removeAll(keepingCapacity: true) }
        }
        return isOrdered
    }

    // MARK: - Dependency order

    /// The plan (``EvaluationPlan``) for the definitions that name `sources`, directly or
    /// through one another, in an order where each comes after every definition it names,
    /// when the same sources were refreshed before with no definition or dependents list
    /// changed since (the generation counts those changes); nil the first time. Suggestions
    /// repeated on a few edits (a window resized step by step, its width then its height)
    /// walk the graph once each, from their second cycle; sources seen once (a removal
    /// changes the lists each time) are propagated instead.
    ///
    /// The walk is depth-first along the dependents; the plan puts what it reached in rank
    /// order.
    private mutating func repeatedPlan(from sources: [Int32]) -> EvaluationPlan? {
        let generation = definitionsGeneration
        if let hit = cachedPlans.firstIndex(where: { $0.generation == generation && $0.sources == sources }) {
            return cachedPlans[hit].plan
        }
        recentSources.removeAll { $0.generation != generation }
        guard let seen = recentSources.firstIndex(where: { $0.sources == sources }) else {
            if recentSources.count == Self.cachedPlanLimit { recentSources.removeFirst() }
            recentSources.append((generation, sources))
            return nil
        }
        recentSources.remove(at: seen)
        let plan = EvaluationPlan(reached: walkDependents(from: sources), definitions: byID)
        cachedPlans.removeAll { $0.generation != generation }
        if cachedPlans.count == Self.cachedPlanLimit { cachedPlans.removeFirst() }
        cachedPlans.append((generation, sources, plan))
        return plan
    }

    /// A new stamp for ``visitMarks``: no symbol carries it yet.
    private mutating func nextVisitStamp() -> UInt32 {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in visitMarks.indices { visitMarks[index] = 0 }
            visitStamp = 1
        }
        return visitStamp
    }

    private mutating func walkDependents(from sources: [Int32]) -> [Int32] {
        let stamp = nextVisitStamp()
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
