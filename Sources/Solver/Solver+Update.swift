extension Solver {
    /// Gives `constraints`, in this order, the newest places in the order constraints were
    /// added, as if each were taken out and added again now, without touching the tableau:
    /// conflicting sets are filtered and listed in that order (``conflictingSet(for:markers:replacing:)``),
    /// so a caller that keeps constraints in place of new equal ones (a stack view rebuilding
    /// only what changed) gets the conflicts a rebuild from nothing would. Constraints the
    /// solver does not hold are passed over.
    public mutating func placeAsNewest(_ constraints: [Constraint]) {
        renumberRecords(constraints.lazy.map { ObjectIdentifier($0) })
    }

    /// Changes the constant of a constraint in the solver, in place: `expression + constant
    /// RELATION 0` with the new constant, as if it had been added that way.
    ///
    /// No row is rebuilt. A new constant is the old equation with the constraint's marker
    /// shifted, so the rows that hold the marker move by the difference and the dual simplex
    /// restores feasibility, as after a suggested value (Cassowary's edit step). A required
    /// constraint whose new constant cannot hold is refused with
    /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` (the conflicting set ends with
    /// `constraint`) and the solver is left as it was.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        let delta = constant - record.constant
        if delta == 0 { return }
        if !record.priority.isRequired {
            // Its errors absorb any constant, so the dual simplex cannot fail: no refusal to
            // prepare for, and no log to keep unless a transaction is open.
            shiftEquation(of: record.tag, by: delta)
            record.constant = constant
            setRecord(record, for: key)
            try reoptimize(dual: true)
            return
        }
        beginTransaction()
        if let defined = record.defines { tableau.shiftDefinition(of: defined, by: delta / record.tag.markerCoefficient) }
        shiftEquation(of: record.tag, by: delta)
        do {
            try tableau.dualOptimize()
            tableau.refreshDefinedValues()
        } catch {
            let markers = Infeasibility(failure: error, in: tableau).markers
            rollbackTransaction()
            if case .interrupted = error { throw .interrupted }
            var changed = record
            changed.constant = constant
            throw .unsatisfiableConstraint(
                constraint, conflicting: conflictingSet(for: changed.current, markers: markers, replacing: constraint))
        }
        record.constant = constant
        setRecord(record, for: key)
        commitTransaction()
    }

    /// Changes the constants of several constraints in place: the same result as
    /// ``updateConstant(of:to:)`` for each in turn (a constraint named twice takes its last
    /// constant). The non-required ones are shifted together and re-solved by one dual
    /// simplex, and the rows that hold their markers are read once each rather than once per
    /// marker (a column of labels re-measured in one pass). Required ones follow one at a
    /// time; if one is refused, or a constraint is unknown, the solver is left as it was.
    public mutating func updateConstants(_ updates: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        var required: [(constraint: Constraint, constant: Double)] = []
        for update in updates {
            guard let record = records[ObjectIdentifier(update.constraint)], !record.isEdit else {
                throw .unknownConstraint(update.constraint)
            }
            if record.priority.isRequired { required.append(update) }
        }
        // Only a required constant can be refused: then everything before it is taken back.
        let isAtomic = !required.isEmpty
        if isAtomic { beginTransaction() }
        var parametricShifts: [(symbol: Symbol, amount: Double)] = []
        for update in updates {
            let key = ObjectIdentifier(update.constraint)
            guard var record = records[key], !record.priority.isRequired else { continue }
            let delta = update.constant - record.constant
            if delta == 0 { continue }
            if let shift = shiftEquation(of: record.tag, by: delta, deferringParametric: true) {
                parametricShifts.append(shift)
            }
            record.constant = update.constant
            setRecord(record, for: key)
        }
        tableau.shiftRows(holding: parametricShifts)
        do {
            try reoptimize(dual: true)
            for update in required { try updateConstant(of: update.constraint, to: update.constant) }
        } catch {
            if isAtomic { rollbackTransaction() }
            throw error
        }
        if isAtomic { commitTransaction() }
    }

    /// Moves a non-required constraint to another non-required priority, in place: its
    /// errors' weights leave the old level of the objective and join the new one, and the
    /// primal simplex re-optimises. The rows do not change (a priority is only a cost).
    /// Crossing between required and optional is refused with
    /// ``SolverError/priorityCrossesRequired(_:)``.
    public mutating func updatePriority(of constraint: Constraint, to priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard var record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        guard record.priority.isRequired == priority.isRequired else { throw .priorityCrossesRequired(constraint) }
        if record.priority == priority { return }
        let errors = record.tag.errors
        removeErrorsFromObjective(errors, priority: record.priority.rank)
        // The level is looked up after the old one may have gone, so its index is current.
        let level = tableau.objective.level(for: priority.rank)
        for error in errors {
            tableau.objective.add(error, row: tableau.row(of: error), times: 1, level: level)
        }
        _ = tableau.objective.countError(errors.count, level: level)
        record.priority = priority
        setRecord(record, for: key)
        try reoptimize(dual: false)
    }

    /// The constraint's expression as it stands now (its constant updated in place), or nil
    /// when it is not in the solver.
    public func expression(of constraint: Constraint) -> LinearExpression? {
        guard let record = records[ObjectIdentifier(constraint)] else { return nil }
        return LinearExpression(constraint.expression.terms, constant: record.constant)
    }

    /// The constraint's priority as it stands now, or nil when it is not in the solver.
    public func priority(of constraint: Constraint) -> Priority? {
        records[ObjectIdentifier(constraint)]?.priority
    }

    /// Adds `delta` to the constant of the equation the tag belongs to. With `μ` the marker's
    /// coefficient in it, the new equation is the old one with the marker replaced by
    /// `marker + delta/μ`: a basic marker's row drops by `delta/μ` (or a basic second error's
    /// rises by it), otherwise every row holding the marker moves by its coefficient times
    /// `delta/μ`. Rows that turn negative are queued for the dual simplex.
    ///
    /// With `deferringParametric`, a parametric marker's rows are left alone and the shift is
    /// returned, for ``Tableau/shiftRows(holding:)`` to apply with others.
    @discardableResult
    mutating func shiftEquation(
        of tag: Tag, by delta: Double, deferringParametric: Bool = false
    ) -> (symbol: Symbol, amount: Double)? {
        let shift = delta / tag.markerCoefficient
        if tableau.isBasic(tag.marker) {
            tableau.shiftConstant(of: tag.marker.id, by: -shift)
        } else if let other = tag.other, tableau.isBasic(other) {
            tableau.shiftConstant(of: other.id, by: shift)
        } else if deferringParametric {
            return (tag.marker, shift)
        } else {
            tableau.shiftRows(holding: tag.marker, by: shift)
        }
        return nil
    }
}
