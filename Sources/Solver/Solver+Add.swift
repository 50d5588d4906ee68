extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// A required constraint that cannot hold with the required constraints already present
    /// is refused with ``SolverError/unsatisfiableConstraint(_:conflicting:)``, and the solver
    /// is left exactly as it was.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, isEdit: false)
    }

    mutating func add(_ constraint: Constraint, isEdit: Bool) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        if !isEdit, let subject = eliminationSubject(for: constraint) {
            define(subject.variable, by: constraint, coefficient: subject.coefficient)
            return
        }

        // A transaction of its own, so that a refusal puts everything back. Only a required
        // constraint can be refused (an optional one's errors absorb any constant), and an
        // interruption is taken back by the caller's transaction when one is open: without
        // either, the log would be kept for nothing, and logging a short row keeps its old
        // version alive, so the change that follows copies it (an edit variable substituted
        // into every row of a grid spent a third of its time copying rows).
        //
        // Nor can a constraint that names a free variable be refused or interrupted: its row
        // enters without a simplex run (``namesFreeVariable(_:)``). Most of a view's first
        // constraints do, and their transactions were a twentieth of adding a grid's.
        let mayNeedUndo = constraint.priority.isRequired || (logs.isEmpty && tableau.interruption != nil)
        let isAtomic = mayNeedUndo && !namesFreeVariable(constraint)
        if isAtomic { beginTransaction() }
        var (row, tag) = makeRow(for: constraint)
        do {
            try insert(&row, tag: tag)
        } catch {
            let conflictingMarkers = error.markers
            if isAtomic { rollbackTransaction() }
            if error.isInterrupted { throw .interrupted }
            throw .unsatisfiableConstraint(
                constraint,
                conflicting: conflictingSet(for: constraint, markers: conflictingMarkers)
            )
        }
        if isAtomic { commitTransaction() }

        // Errors enter the objective only now: a refused add never touches it.
        let errors = tag.errors
        if !errors.isEmpty {
            let level = tableau.objective.level(for: constraint.priority.rank)
            for error in errors {
                tableau.objective.add(error, row: tableau.row(of: error), times: 1, level: level)
            }
            _ = tableau.objective.countError(errors.count, level: level)
        }
        setRecord(ConstraintRecord(constraint: constraint, tag: tag, serial: takeSerial(), isEdit: isEdit), for: key)
        setMarkerOwner(constraint, for: tag.marker.id)
        if let other = tag.other { setMarkerOwner(constraint, for: other.id) }
        try reoptimize(dual: false)
    }

    /// Whether the constraint names, with a coefficient that does not cancel, a variable that
    /// no row holds and that is not basic: new to the solver, or left by every constraint that
    /// named it. The new row is then solved for such a variable (``chooseSubject(_:tag:)``
    /// takes the external variable held by the fewest rows), which no other row holds, so the
    /// substitution changes no row, none turns infeasible, and no simplex runs (nothing to
    /// interrupt): the constraint is added whatever it says.
    func namesFreeVariable(_ constraint: Constraint) -> Bool {
        let terms = constraint.expression.terms
        for term in terms where !isNearZero(term.coefficient) {
            if let symbol = symbols[term.variable] {
                guard !tableau.isBasic(symbol), !tableau.isDefined(symbol), tableau.holderCount(of: symbol) == 0 else { continue }
            }
            let net = constraint.expression.netCoefficient(of: term.variable)
            if !isNearZero(net) { return true }
        }
        return false
    }

    /// The symbol of `variable`, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        setSymbol(symbol, for: variable)
        setVariable(variable, forSymbol: symbol.id)
        // A reclaimed id keeps the value its last variable was read at: this one is new.
        if !lastReadValues[symbol.index].isNaN { setLastReadValue(.nan, for: symbol.id) }
        return symbol
    }

    /// Turns a constraint into a tableau row: basic variables are replaced by their rows,
    /// defined ones by their expanded definitions,
    /// and the markers the relation and priority call for are added (a slack for an
    /// inequality, an error for a non-required one, a pair of errors for a non-required
    /// equality, a dummy for a required equality). The row's constant is made non-negative.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            tableau.addTerm(symbol(for: term.variable), times: term.coefficient, to: &row)
        }
        let required = constraint.priority.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, coefficient)
            if required {
                tag = Tag(marker: slack, markerCoefficient: coefficient)
            } else {
                let error = tableau.makeSymbol(.error)
                row.insert(error, -coefficient)
                tag = Tag(marker: slack, other: error, markerCoefficient: coefficient)
            }
        case .equal:
            if required {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy)
            } else {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Puts a new row into the tableau: directly when a subject can be chosen, otherwise
    /// through phase one with an artificial variable. Throws the markers of the constraints
    /// that make it infeasible.
    mutating func insert(_ row: inout Row, tag: Tag) throws(Infeasibility) {
        if let subject = chooseSubject(row, tag: tag) {
            try insert(&row, solvedFor: subject)
            return
        }
        if row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard isNearZero(row.constant) else {
                throw Infeasibility(markers: row.cells.map(\.symbol))
            }
            // A redundant required equality: its dummy becomes basic, so that removing one
            // of the constraints it repeats later keeps the other in force.
            try insert(&row, solvedFor: tag.marker)
            return
        }
        try addWithArtificialVariable(row)
    }

    private mutating func insert(_ row: inout Row, solvedFor subject: Symbol) throws(Infeasibility) {
        row.solve(for: subject)
        tableau.substitute(subject, with: row)
        tableau.setRow(row, for: subject.id)
        // Substituting a subject that other restricted rows hold can drive them negative;
        // the objective is still optimal, so the dual simplex restores feasibility.
        guard !tableau.infeasible.isEmpty else { return }
        do {
            try tableau.dualOptimize()
        } catch {
            throw Infeasibility(failure: error, in: tableau)
        }
    }

    /// The symbol to solve a new row for: the external variable held by the fewest other rows
    /// (so substituting it touches the least; newest first among equals, as Cassowary prefers
    /// variables new to the tableau), else a new slack or error with a negative coefficient.
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, uses: Int)?
        for cell in row.cells where cell.symbol.isExternal {
            let uses = tableau.holderCount(of: cell.symbol)
            if let current = best, uses > current.uses || (uses == current.uses && cell.symbol.id < current.symbol.id) {
                continue
            }
            best = (cell.symbol, uses)
        }
        if let best { return best.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: the row gets an artificial variable, which is minimised; the constraint is
    /// satisfiable exactly when it reaches zero. Then the artificial variable is pivoted out
    /// and dropped.
    private mutating func addWithArtificialVariable(_ row: Row) throws(Infeasibility) {
        let artificial = tableau.makeSymbol(.slack)
        tableau.setRow(row, for: artificial.id)
        tableau.artificial = row
        do {
            try tableau.optimize(phaseOne: true)
        } catch {
            if case .interrupted = error { throw Infeasibility(interrupted: ()) }
            throw Infeasibility(markers: row.cells.map(\.symbol))
        }
        let reachedZero = isNearZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil
        if !reachedZero {
            throw Infeasibility(markers: (tableau.row(of: artificial)?.cells ?? []).map(\.symbol))
        }
        if var artificialRow = tableau.row(of: artificial) {
            tableau.setRow(nil, for: artificial.id)
            let cells = artificialRow.cells
            if let entering = cells.first(where: { $0.symbol.isExternal })
                ?? cells.first(where: { $0.symbol.isPivotable })
                ?? cells.first
            {
                artificialRow.solve(for: entering.symbol, replacing: artificial)
                tableau.substitute(entering.symbol, with: artificialRow)
                tableau.setRow(artificialRow, for: entering.symbol.id)
            }
        }
        tableau.eliminate(artificial)
    }
}

/// Why a row could not enter the tableau: the markers of the row that proves it, whose owning
/// constraints (with the new one) are the candidates for the conflicting set.
struct Infeasibility: Error {
    var markers: [Symbol]
    /// The solve was stopped (``Solver/interruption``) before it could tell.
    var isInterrupted = false

    init(markers: [Symbol]) {
        self.markers = markers
    }

    init(interrupted: Void) {
        markers = []
        isInterrupted = true
    }

    init(failure: SimplexFailure, in tableau: Tableau) {
        switch failure {
        case .infeasibleRow(let id):
            let symbol = tableau.symbol(id)
            markers = [symbol] + (tableau.row(of: symbol)?.cells.map(\.symbol) ?? [])
        case .unbounded:
            markers = []
        case .interrupted:
            markers = []
            isInterrupted = true
        }
    }
}
