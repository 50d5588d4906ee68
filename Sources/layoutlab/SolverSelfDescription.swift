import Solver

/// A few lines that say what the solver is, ending with a small system it has just solved,
/// so that running `layoutlab` shows the engine at work.
enum SolverSelfDescription {
    static var text: String {
        var solver = Solver()
        let left = Variable("box.left")
        let width = Variable("box.width")
        let window = Variable("window.width")
        var lines = [
            "Solver: incremental simplex (Cassowary family), strict priorities 1...1000,",
            "dual simplex for edits, minimal conflict sets, ambiguity on demand.",
        ]
        do {
            try solver.add(Constraint(left - 20, .equal))
            try solver.add(Constraint(window - left - width - 20, .equal))
            try solver.add(Constraint(width - 100, .greaterThanOrEqual))
            try solver.addEditVariable(window, priority: .defaultHigh)
            for suggestion in [320.0, 100.0] {
                try solver.suggestValue(suggestion, for: window)
                lines.append(
                    "window.width suggested \(format(suggestion)): box.left = \(format(solver.value(of: left))),"
                        + " box.width = \(format(solver.value(of: width))),"
                        + " window.width = \(format(solver.value(of: window)))"
                )
            }
        } catch {
            lines.append("solver error: \(error)")
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
