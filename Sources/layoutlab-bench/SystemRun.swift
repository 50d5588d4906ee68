import Solver

/// The solver calls of a benchmark run, one method per phase, shared by `solve` and `suite` so
/// that both time exactly the same work. The caller times each method.
struct SystemRun {
    /// In which order the remove phase takes the constraints out.
    enum RemovalOrder: String {
        /// Oldest first, the order they were added.
        case fifo
        /// Newest first.
        case lifo
    }

    let system: ConstraintSystem
    private(set) var solver = Solver()
    /// The constraints the solver accepted, in the order added.
    private var accepted: [Constraint] = []

    init(_ system: ConstraintSystem) {
        self.system = system
        // The default stays on: a refused constraint is explained (a minimal conflicting set),
        // and that search is part of the cost being measured.
        solver.explainsConflicts = true
    }

    /// Adds every constraint in order. A required constraint that cannot hold is refused and
    /// the run goes on; returns the indices of the refused ones.
    mutating func addConstraints() throws(BenchError) -> [Int] {
        var refused: [Int] = []
        for (index, constraint) in system.constraints.enumerated() {
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch .unsatisfiableConstraint {
                refused.append(index)
            } catch {
                throw BenchError("constraint \(index): \(error)")
            }
        }
        return refused
    }

    /// Adds the edit variables in order.
    mutating func addEdits() throws(BenchError) {
        for edit in system.edits {
            do {
                try solver.addEditVariable(edit.variable, priority: edit.priority)
            } catch {
                throw BenchError("edit of '\(edit.variable)': \(error)")
            }
        }
    }

    /// Suggests every value of one round, then updates the solution once.
    mutating func apply(_ suggestion: Suggestion) throws(BenchError) {
        for (variable, value) in suggestion.values {
            do {
                try solver.suggestValue(value, for: variable)
            } catch {
                throw BenchError("suggestion for '\(variable)': \(error)")
            }
        }
        // The list of changed variables is what a layout engine would copy out; building it is
        // part of an update's cost, as kiwi's updateVariables writes every variable's value.
        _ = solver.updateVariables()
    }

    /// Removes every accepted constraint, in the given order.
    mutating func removeConstraints(_ order: RemovalOrder) throws(BenchError) {
        let sequence = order == .fifo ? accepted : accepted.reversed()
        for constraint in sequence {
            do {
                try solver.remove(constraint)
            } catch {
                throw BenchError("removing '\(constraint)': \(error)")
            }
        }
        accepted = []
    }

    /// The current value of a variable.
    func value(of variable: Variable) -> Double {
        solver.value(of: variable)
    }
}

/// A solver call that failed where the benchmark expects none to (for instance a workload that
/// adds the same constraint object twice): reported, never a trap.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
