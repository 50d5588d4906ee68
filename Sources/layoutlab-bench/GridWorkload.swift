import Solver

/// `grid`: a square of side √N views (rounded: N = 1000 gives 32 × 32 = 1024) with equal widths
/// and heights, all required.
///
/// In each row: the first left is 0, each left is the previous right, the last right is `W`,
/// and every width equals the row's first width. In each column likewise from top 0 to `H`,
/// with equal heights. Rows are added first, then columns: 4N constraints. `W` and `H` are
/// edits at 999, suggested 100 times (W growing from 60% to 140% of 50 pt a column, H
/// shrinking from 140% to 60%). The solution is always unique: width W/side, height H/side.
struct GridWorkload: Workload {
    let name = "grid"

    func build(size: Int) -> BuiltWorkload {
        let side = max(1, Int(Double(max(1, size)).squareRoot().rounded()))
        let width = Variable("W")
        let height = Variable("H")
        let cells = (0..<side).map { row in (0..<side).map { column in GridCell(row: row, column: column) } }

        var constraints: [Constraint] = []
        constraints.reserveCapacity(4 * side * side)
        for row in cells {
            constraints += Self.fill(row.map { ($0.left, $0.width) }, extent: width)
        }
        for column in 0..<side {
            constraints += Self.fill(cells.map { ($0[column].top, $0[column].height) }, extent: height)
        }

        let natural = Double(50 * side)
        let cycles = ChainWorkload.cycles
        let rounds = (0..<cycles).map { step in
            let fraction = Double(step) / Double(cycles - 1)
            return Suggestion(values: [(width, natural * (0.6 + 0.8 * fraction)), (height, natural * (1.4 - 0.8 * fraction))])
        }
        let middle = side / 2
        let picked = [cells[0][0], cells[middle][middle], cells[side - 1][side - 1]]
        return BuiltWorkload(
            system: ConstraintSystem(
                variables: [width, height] + cells.flatMap { $0.flatMap(\.variables) },
                constraints: constraints,
                edits: [Edit(variable: width, priority: .containerEdit), Edit(variable: height, priority: .containerEdit)],
                suggestions: [Suggestion(values: [(width, natural), (height, natural)])] + rounds
            ),
            views: side * side,
            samples: [width, height] + picked.flatMap(\.variables)
        )
    }

    /// Views along one axis filling `0...extent` with equal sizes: the first starts at 0, each
    /// starts where the previous ends, the last ends at `extent`, each size equals the first.
    private static func fill(_ spans: [(start: Variable, size: Variable)], extent: Variable) -> [Constraint] {
        guard let first = spans.first, let last = spans.last else { return [] }
        var constraints = [Constraint(LinearExpression(first.start), .equal)]
        for (previous, span) in zip(spans, spans.dropFirst()) {
            constraints.append(Constraint(span.start - previous.start - previous.size, .equal))
            constraints.append(Constraint(span.size - first.size, .equal))
        }
        constraints.append(Constraint(last.start + last.size - extent, .equal))
        return constraints
    }
}

/// One view of the grid.
private struct GridCell {
    let left: Variable
    let width: Variable
    let top: Variable
    let height: Variable

    init(row: Int, column: Int) {
        let suffix = "[\(row),\(column)]"
        left = Variable("left" + suffix)
        width = Variable("width" + suffix)
        top = Variable("top" + suffix)
        height = Variable("height" + suffix)
    }

    var variables: [Variable] { [left, width, top, height] }
}
