extension Solver {
    /// Makes `variable` editable at `priority` (below required): it then follows the values
    /// suggested for it as closely as that priority allows. Its first value is the one it has
    /// now (zero for a variable the solver has not seen), as in the original Cassowary.
    ///
    /// Starting at the current value (kiwi starts at zero) means adding the edit moves
    /// nothing: its row enters with both errors at zero and no pivot follows, where zero
    /// would first drag the layout to a degenerate extreme (every view of a row squeezed to
    /// its minimum) and the first suggestion back again, pivoting through the whole system.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(
            LinearExpression([Term(variable)], constant: -current), .equal, priority: priority,
            label: "edit(\(variable.name))")
        try add(constraint, isEdit: true)
        setEdit(EditInfo(constraint: constraint, constant: current), for: variable)
    }

    /// Removes the edit of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable], let record = records[ObjectIdentifier(info.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        setEdit(nil, for: variable)
        try removeRecord(record)
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
        try reoptimize(dual: true)
    }
}
