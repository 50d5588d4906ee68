@testable import Solver

/// A dense, textbook two-phase simplex (Bland's rule) that optimises the levels one after the
/// other on a single tableau, independent of the solver's code: the
/// randomised tests check the solver's answers against it.
enum ReferenceLP {
    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var bound: Double
    }

    /// A dense tableau in one flat array: `width` entries a row, the last one the right-hand
    /// side. `basis[i]` is the column basic in row `i`.
    private struct Table {
        var cells: [Double]
        var width: Int
        var basis: [Int]

        subscript(row: Int, column: Int) -> Double {
            get { cells[row * width + column] }
            set { cells[row * width + column] = newValue }
        }

        var rowCount: Int { basis.count }

        // Pointer loops: the tests run unoptimised, where indexing the array cell by cell
        // would cost most of the test time.
        func reducedCost(_ column: Int, _ cost: [Double]) -> Double {
            var reduced = cost[column]
            cells.withUnsafeBufferPointer { table in
                for row in 0..<rowCount { reduced -= cost[basis[row]] * table[row * width + column] }
            }
            return reduced
        }

        func value(_ cost: [Double]) -> Double {
            var total = 0.0
            for row in 0..<rowCount { total += cost[basis[row]] * self[row, width - 1] }
            return total
        }

        mutating func pivot(row pivotRow: Int, column: Int) {
            let width = width, rowCount = rowCount
            cells.withUnsafeMutableBufferPointer { table in
                let base = pivotRow * width
                let divisor = table[base + column]
                for position in 0..<width { table[base + position] /= divisor }
                for row in 0..<rowCount where row != pivotRow {
                    let target = row * width
                    let factor = table[target + column]
                    if factor == 0 { continue }
                    for position in 0..<width { table[target + position] -= factor * table[base + position] }
                }
            }
            basis[pivotRow] = column
        }

        /// Primal simplex with Bland's rule over the columns `allowed` marks; nil when unbounded.
        mutating func run(cost: [Double], allowed: [Bool]) -> Void? {
            let rhs = width - 1
            var isBasic = [Bool](repeating: false, count: rhs)
            for column in basis { isBasic[column] = true }
            while true {
                var entering: Int?
                for column in 0..<rhs where allowed[column] && !isBasic[column] {
                    if reducedCost(column, cost) < -1e-9 { entering = column; break }
                }
                guard let column = entering else { return () }
                var leaving: Int?
                var best = Double.infinity
                for row in 0..<rowCount where self[row, column] > 1e-9 {
                    let ratio = self[row, rhs] / self[row, column]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[row] < basis[leaving ?? row]) {
                        best = ratio
                        leaving = row
                    }
                }
                guard let row = leaving else { return nil }
                isBasic[basis[row]] = false
                isBasic[column] = true
                pivot(row: row, column: column)
            }
        }
    }

    /// Minimises each cost in turn, lexicographically, subject to the rows and `x >= 0`:
    /// phase one once, then each cost on the optimal face of the ones before it (a column
    /// with a positive reduced cost at an optimum stays at zero from then on). Returns the
    /// optimum of each cost, nil when the rows are infeasible; an unbounded cost gives minus
    /// infinity and ends the sequence.
    static func minimizeLexicographically(_ costs: [[Double]], columns variableCount: Int, rows inputRows: [Row]) -> [Double]? {
        var rows = inputRows
        for index in rows.indices where rows[index].bound < 0 {
            rows[index].coefficients = rows[index].coefficients.map { -$0 }
            rows[index].bound = -rows[index].bound
            switch rows[index].relation {
            case .lessThanOrEqual: rows[index].relation = .greaterThanOrEqual
            case .greaterThanOrEqual: rows[index].relation = .lessThanOrEqual
            case .equal: break
            }
        }
        let slackCount = rows.filter { $0.relation != .equal }.count
        let artificialStart = variableCount + slackCount
        let columnCount = artificialStart + rows.count
        var table = Table(
            cells: [Double](repeating: 0, count: rows.count * (columnCount + 1)),
            width: columnCount + 1, basis: [Int](repeating: 0, count: rows.count))
        var slack = variableCount
        for (index, row) in rows.enumerated() {
            for column in 0..<variableCount { table[index, column] = row.coefficients[column] }
            switch row.relation {
            case .lessThanOrEqual: table[index, slack] = 1; slack += 1
            case .greaterThanOrEqual: table[index, slack] = -1; slack += 1
            case .equal: break
            }
            table[index, artificialStart + index] = 1
            table[index, columnCount] = row.bound
            table.basis[index] = artificialStart + index
        }
        // Phase one: minimise the sum of the artificial variables.
        var phaseOneCost = [Double](repeating: 0, count: columnCount)
        for column in artificialStart..<columnCount { phaseOneCost[column] = 1 }
        guard table.run(cost: phaseOneCost, allowed: [Bool](repeating: true, count: columnCount)) != nil,
            table.value(phaseOneCost) < 1e-7
        else { return nil }
        // Drive artificial variables out of the basis where a real column can replace them.
        for index in table.basis.indices where table.basis[index] >= artificialStart {
            if let column = (0..<artificialStart).first(where: { abs(table[index, $0]) > 1e-9 }) {
                table.pivot(row: index, column: column)
            }
        }
        var allowed = (0..<columnCount).map { $0 < artificialStart }
        var optimum: [Double] = []
        for cost in costs {
            let full = cost + [Double](repeating: 0, count: columnCount - cost.count)
            guard table.run(cost: full, allowed: allowed) != nil else { return optimum + [-.infinity] }
            optimum.append(table.value(full))
            let basic = Set(table.basis)
            for column in 0..<artificialStart where allowed[column] && !basic.contains(column) {
                if table.reducedCost(column, full) > 1e-9 { allowed[column] = false }
            }
        }
        return optimum
    }

    // MARK: - Constraint systems

    /// The lexicographically optimal error per priority level (highest first), or nil when
    /// the required constraints cannot all hold.
    static func optimalErrors(_ constraints: [Constraint], variables: [Variable]) -> [Double]? {
        let levels = Set(constraints.map(\.priority.value).filter { $0 < 1000 }).sorted(by: >)
        let soft = constraints.filter { !$0.priority.isRequired }
        // Columns: x+ and x- per variable, then the errors (two for a soft equality).
        let errorColumns = soft.map { $0.relation == .equal ? 2 : 1 }
        let columnCount = 2 * variables.count + errorColumns.reduce(0, +)
        var rows: [Row] = []
        var errorStart: [Int] = []
        var next = 2 * variables.count
        for constraint in constraints {
            var coefficients = [Double](repeating: 0, count: columnCount)
            for term in constraint.expression.terms {
                guard let index = variables.firstIndex(of: term.variable) else { continue }
                coefficients[2 * index] += term.coefficient
                coefficients[2 * index + 1] -= term.coefficient
            }
            if !constraint.priority.isRequired {
                errorStart.append(next)
                switch constraint.relation {
                case .equal: coefficients[next] = -1; coefficients[next + 1] = 1; next += 2
                case .lessThanOrEqual: coefficients[next] = -1; next += 1
                case .greaterThanOrEqual: coefficients[next] = 1; next += 1
                }
            }
            rows.append(Row(coefficients: coefficients, relation: constraint.relation, bound: -constraint.expression.constant))
        }
        func levelCost(_ level: Int) -> [Double] {
            var cost = [Double](repeating: 0, count: columnCount)
            for (index, constraint) in soft.enumerated() where constraint.priority.value == level {
                for offset in 0..<errorColumns[index] { cost[errorStart[index] + offset] = 1 }
            }
            return cost
        }
        return minimizeLexicographically(levels.map(levelCost), columns: columnCount, rows: rows)
    }

    /// The error per level (highest first) that given values incur.
    static func errors(of constraints: [Constraint], values: (Variable) -> Double) -> [Double] {
        let levels = Set(constraints.map(\.priority.value).filter { $0 < 1000 }).sorted(by: >)
        return levels.map { level in
            constraints.filter { $0.priority.value == level }.reduce(0) { sum, constraint in
                sum + violation(of: constraint, values: values)
            }
        }
    }

    static func violation(of constraint: Constraint, values: (Variable) -> Double) -> Double {
        let expression = constraint.expression
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values($1.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
