/// What the solver refuses to do, and why. The solver is left as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints already
    /// there. `conflicting` is a minimal conflicting set, in the order the constraints were
    /// added, ending with the new one: removing any one of them makes the rest satisfiable.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edits must be weaker than required.
    case requiredEditVariable(Variable)
    /// A priority update may not move a constraint between required and optional.
    case priorityCrossesRequired(Constraint)
    /// ``Solver/interruption`` asked to stop during a solve. An add stopped before its row
    /// was in place, or a required constant stopped before it was shown to hold, is taken
    /// back; otherwise the operation is done but the solve is not: the rows are consistent,
    /// the values need not be optimal or feasible. Roll back an enclosing transaction to
    /// return to a solved state.
    case interrupted

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "the constraint '\(constraint)' is already in the solver"
        case .unknownConstraint(let constraint):
            "the constraint '\(constraint)' is not in the solver"
        case .unsatisfiableConstraint(let constraint, let conflicting):
            "the required constraint '\(constraint)' conflicts with "
                + conflicting.filter { $0 !== constraint }.map { "'\($0)'" }.joined(separator: ", ")
        case .duplicateEditVariable(let variable):
            "the variable '\(variable)' already has an edit"
        case .unknownEditVariable(let variable):
            "the variable '\(variable)' has no edit"
        case .requiredEditVariable(let variable):
            "the edit of '\(variable)' must have a priority below required (1000)"
        case .priorityCrossesRequired(let constraint):
            "the priority of '\(constraint)' cannot move between required and optional in place"
        case .interrupted:
            "the solve was interrupted"
        }
    }
}
