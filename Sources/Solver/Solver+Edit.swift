extension Solver {
    /// Makes `variable` editable at `priority` (below required): it then follows the values
    /// suggested for it as closely as that priority allows. Its first value is zero.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority, label: "edit(\(variable.name))")
        try add(constraint, isEdit: true)
        setEdit(EditInfo(constraint: constraint, constant: 0), for: variable)
    }

    /// Removes the edit of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable], let record = records[ObjectIdentifier(info.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        setEdit(nil, for: variable)
        removeRecord(record)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// The edit's equation `variable == value` changed only in its constant, so its errors
    /// absorb the change: the rows that hold the positive error move by the difference, and
    /// only rows that turn infeasible are pivoted.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = edits[variable], let record = records[ObjectIdentifier(info.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - info.constant
        info.constant = value
        setEdit(info, for: variable)

        // `variable - value == 0`: the expression's constant moves by -delta.
        shiftEquation(of: record.tag, by: -delta)
        // Edits are never required, so some error can always absorb the change.
        try? tableau.dualOptimize()
    }
}
