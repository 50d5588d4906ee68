import Solver

/// `chain`: N views in a row inside a container, like a horizontal stack view.
///
/// View i has `left[i]` and `width[i]`. Required: `left[0] == 8`, each left edge 8 pt after the
/// previous right edge, `width[i] >= 10`, and the last right edge + 8 <= `W`. Preferred:
/// `width[i] == 50 @750`. The container width `W` is an edit at 999, suggested around the
/// natural width 58N + 8 (60% to 140% of it), so some rounds squeeze the views and some don't.
/// The last round is the widest: every width is then 50 and the solution is unique.
struct ChainWorkload: Workload {
    let name = "chain"

    /// How many suggest cycles are timed.
    static let cycles = 100

    func build(size: Int) -> BuiltWorkload {
        let count = max(1, size)
        let container = Variable("W")
        let lefts = (0..<count).map { Variable("left[\($0)]") }
        let widths = (0..<count).map { Variable("width[\($0)]") }

        var constraints: [Constraint] = []
        constraints.reserveCapacity(3 * count + 1)
        for index in 0..<count {
            if index == 0 {
                constraints.append(Constraint(lefts[0] - 8, .equal))
            } else {
                constraints.append(Constraint(lefts[index] - lefts[index - 1] - widths[index - 1] - 8, .equal))
            }
            constraints.append(Constraint(widths[index] - 10, .greaterThanOrEqual))
            constraints.append(Constraint(widths[index] - 50, .equal, priority: .defaultHigh))
        }
        let last = count - 1
        constraints.append(Constraint(lefts[last] + widths[last] + 8 - container, .lessThanOrEqual))

        let natural = Double(58 * count + 8)
        let cycles = Self.cycles
        let rounds = (0..<cycles).map { step in
            Suggestion(values: [(container, natural * (0.6 + 0.8 * Double(step) / Double(cycles - 1)))])
        }
        let middle = count / 2
        return BuiltWorkload(
            system: ConstraintSystem(
                variables: [container] + zip(lefts, widths).flatMap { [$0, $1] },
                constraints: constraints,
                edits: [Edit(variable: container, priority: .containerEdit)],
                suggestions: [Suggestion(values: [(container, natural)])] + rounds
            ),
            views: count,
            samples: [container, lefts[0], widths[0], lefts[middle], widths[middle], lefts[last], widths[last]]
        )
    }
}
