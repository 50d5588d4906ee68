/// An incremental linear constraint solver of the Cassowary family.
///
/// Constraints are added and removed one at a time; edit variables take suggested values
/// that are re-solved with the dual simplex. The solution is exact under strict priority
/// ordering: every required constraint holds; among those solutions the summed error at
/// priority 999 is minimal, then with that fixed the error at 998, and so on down to 1.
///
/// ```swift
/// var solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(Constraint(x - y - 8, .greaterThanOrEqual))
/// try solver.add(Constraint(x - 100, .equal, priority: .defaultHigh))
/// solver.value(of: y)   // 0: y is free, and reads zero
/// ```
///
/// A required equality that names a variable no row, cost or definition holds is kept as
/// that variable's definition, outside the tableau (``Definition``): a column of views, each
/// placed below the previous one, then holds space linear in its length instead of
/// quadratic, and every row, conflict and explanation is the one Cassowary's rows give.
///
/// The solver is a value: copying it copies the whole system (cheaply, by copy on write).
/// It never prints, and every error leaves it as it was. Transactions
/// (``beginTransaction()``) undo any sequence of operations in the time they took.
public struct Solver: Sendable {
    var tableau = Tableau()
    /// The symbol of each variable the solver has seen.
    var symbols: [Variable: Symbol] = [:]
    /// `variablesBySymbol[id]` and `lastReadValues[id]` (NaN: never read) by symbol id:
    /// arrays, since ``updateVariables()`` reads them for every changed variable.
    var variablesBySymbol: [Variable?] = []
    var records: [ObjectIdentifier: ConstraintRecord] = [:]
    /// `markerOwners[id]`: the constraint whose marker or second error symbol `id` is. An
    /// array by symbol id, read through ``markerOwner(_:)`` (a dictionary hashed an id twice
    /// per constraint added).
    var markerOwners: [Constraint?] = []
    var edits: [Variable: EditInfo] = [:]
    var nextSerial = 0
    var lastReadValues: [Double] = []
    /// One log per open transaction, innermost last: the changes to the fields above since it
    /// began. See ``beginTransaction()``.
    var logs = NestedLogs<SolverChange>()

    /// Whether the primal re-solve of removals and additions waits for
    /// ``resumeOptimization()`` (see ``deferOptimization()``).
    var isOptimizationDeferred = false

    /// Whether a refused constraint comes with a minimal conflicting set (the default). The
    /// search for it re-solves small subsets; turning it off makes refusals cheap.
    public var explainsConflicts = true

    /// Asked during long solves, every few pivots, whether to stop (Ctrl-C): when it returns
    /// true, the operation throws ``SolverError/interrupted``. It must be cheap (it is called
    /// often) and safe from any thread.
    public var interruption: (@Sendable () -> Bool)? {
        get { tableau.interruption }
        set { tableau.interruption = newValue }
    }

    public init() {}

    /// Re-solves after a change that can neither make the system infeasible nor unbounded
    /// (errors absorb any constant; every cost is bounded below by zero), with the primal
    /// simplex or, after constants moved, the dual: an interruption is the only failure
    /// left to report.
    mutating func reoptimize(dual: Bool) throws(SolverError) {
        if isOptimizationDeferred, !dual { return }
        do {
            if dual { try tableau.dualOptimize() } else { try tableau.optimize() }
        } catch {
            if case .interrupted = error { throw .interrupted }
        }
        tableau.refreshDefinedValues()
    }

    // MARK: - Reading

    /// The value of `variable` in the current solution (zero for a variable the solver does
    /// not know, or one that nothing determines).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The constraint whose marker or second error symbol `id` is.
    func markerOwner(_ id: Int32) -> Constraint? {
        let index = Int(id)
        return index < markerOwners.count ? markerOwners[index] : nil
    }

    /// Whether the constraint object is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Whether the variable has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// The constraints in the solver, in the order they were added (edits excluded), as the
    /// objects that were added: a constant or priority updated in place since is read with
    /// ``expression(of:)`` and ``priority(of:)``.
    public var constraints: [Constraint] {
        records.values
            .filter { !$0.isEdit }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    /// The variables whose value changed since the last call, in the order the solver first
    /// saw them. Reading values needs no update; this tells a caller what to copy out.
    public mutating func updateVariables() -> ChangedVariables {
        tableau.refreshDefinedValues()
        if !logs.isEmpty {
            let ids = tableau.takeChangedExternals()
            let values = tableau.values(ofIDs: ids)
            var changed: [Int32] = []
            changed.reserveCapacity(ids.count)
            for (id, value) in zip(ids, values) {
                let index = Int(id)
                guard index < variablesBySymbol.count, variablesBySymbol[index] != nil else { continue }
                // NaN, never read, differs from every value.
                if lastReadValues[index] != value {
                    setLastReadValue(value, for: id)
                    changed.append(id)
                }
            }
            return ChangedVariables(ids: changed, variables: variablesBySymbol)
        }
        // Nothing to log: each changed symbol is read with its value in one pass, through
        // buffers, the ids written in place. The last-read values are moved out meanwhile, so
        // the pass may change them while it changes the tableau.
        var lastRead: [Double] = []
        swap(&lastRead, &lastReadValues)
        defer { swap(&lastRead, &lastReadValues) }
        let variables = variablesBySymbol
        let changed = [Int32](unsafeUninitializedCapacity: tableau.changedExternalCount) { result, count in
            variables.withUnsafeBufferPointer { variables in
                lastRead.withUnsafeMutableBufferPointer { lastRead in
                    tableau.takeChangedExternals { id, value in
                        let index = Int(id)
                        // NaN, never read, differs from every value.
                        guard index < variables.count, index < lastRead.count, lastRead[index] != value,
                            variables[index] != nil, count < result.count
                        else { return }
                        lastRead[index] = value
                        result.initializeElement(at: count, to: id)
                        count += 1
                    }
                }
            }
        }
        return ChangedVariables(ids: changed, variables: variables)
    }

    /// Sizes of the tableau, for benchmarks and diagnostics.
    public var statistics: Statistics {
        let basic = tableau.basicSymbols
        let cells = basic.reduce(0) { $0 + (tableau.row(of: $1)?.cells.count ?? 0) }
        return Statistics(
            constraints: records.count, rows: basic.count, cells: cells,
            symbols: tableau.symbolCount, priorityLevels: tableau.objective.levelCount
        )
    }

    public struct Statistics: Sendable, Equatable {
        public let constraints: Int
        public let rows: Int
        public let cells: Int
        public let symbols: Int
        public let priorityLevels: Int
    }
}

/// The markers that tie a constraint to the tableau: `marker` is the symbol that appears
/// only in this constraint's equation (a slack, a dummy or the positive error); `other` is
/// the second error of a non-required constraint.
struct Tag: Sendable {
    var marker: Symbol
    var other: Symbol?
    /// The marker's coefficient in the constraint's equation `expression + ... = 0` (the
    /// other error's is its opposite): how far the marker moves when the constant does.
    var markerCoefficient: Double = 1

    /// The error symbols among the two (none for a required constraint).
    var errors: [Symbol] {
        var errors: [Symbol] = []
        if marker.kind == .error { errors.append(marker) }
        if let other, other.kind == .error { errors.append(other) }
        return errors
    }
}

struct ConstraintRecord: Sendable {
    let constraint: Constraint
    let tag: Tag
    /// Its place in the order constraints were added (``Solver/placeAsNewest(_:)`` moves it).
    var serial: Int
    let isEdit: Bool
    /// The variable the constraint defines, when it is kept as a definition (``Definition``).
    let defines: Symbol?
    /// The expression's constant and the priority now; they start as the constraint's and
    /// change in place (``Solver/updateConstant(of:to:)``, ``Solver/updatePriority(of:to:)``).
    var constant: Double
    var priority: Priority

    init(constraint: Constraint, tag: Tag, serial: Int, isEdit: Bool, defines: Symbol? = nil) {
        self.constraint = constraint
        self.tag = tag
        self.serial = serial
        self.isEdit = isEdit
        self.defines = defines
        constant = constraint.expression.constant
        priority = constraint.priority
    }

    /// The constraint as it stands now: the object itself while nothing changed, otherwise
    /// a copy with the current constant and priority.
    var current: Constraint {
        if constant == constraint.expression.constant && priority == constraint.priority { return constraint }
        return Constraint(
            LinearExpression(constraint.expression.terms, constant: constant), constraint.relation,
            priority: priority, label: constraint.label)
    }
}

struct EditInfo: Sendable {
    let constraint: Constraint
    var constant: Double
}
