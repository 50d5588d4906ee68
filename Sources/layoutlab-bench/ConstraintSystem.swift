import Solver

/// A constraint system ready for the solver. Every `Variable` and `Constraint` object is built
/// before any timing starts, as the kiwi measurement pre-builds its constraint objects, so the
/// timed phases measure the solver and nothing else.
struct ConstraintSystem {
    /// Every variable, in declaration order. Names are unique: they key the output.
    var variables: [Variable]
    /// The constraints, added in this order.
    var constraints: [Constraint]
    /// The edit variables, added in this order after the constraints.
    var edits: [Edit]
    /// The suggestions, applied in this order; each is followed by one `updateVariables()`.
    var suggestions: [Suggestion]
}

/// An edit variable and its priority (below required).
struct Edit {
    let variable: Variable
    let priority: Priority
}

/// One round of suggested values: every pair is suggested, then the solution is updated once.
struct Suggestion {
    var values: [(variable: Variable, value: Double)]
}
