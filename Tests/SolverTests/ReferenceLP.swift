@testable import Solver

/// A dense, textbook two-phase simplex (Bland's rule), independent of the solver's code: the
/// randomised tests check the solver's answers against it.
enum ReferenceLP {
    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var bound: Double
    }

    /// The minimum of `objective · x` subject to the rows and `x >= 0`; nil when infeasible.
    static func minimize(_ objective: [Double], rows inputRows: [Row]) -> Double? {
        let variableCount = objective.count
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
        var table = [[Double]](repeating: [Double](repeating: 0, count: columnCount + 1), count: rows.count)
        var basis = [Int](repeating: 0, count: rows.count)
        var slack = variableCount
        for (index, row) in rows.enumerated() {
            for column in 0..<variableCount { table[index][column] = row.coefficients[column] }
            switch row.relation {
            case .lessThanOrEqual: table[index][slack] = 1; slack += 1
            case .greaterThanOrEqual: table[index][slack] = -1; slack += 1
            case .equal: break
            }
            table[index][artificialStart + index] = 1
            table[index][columnCount] = row.bound
            basis[index] = artificialStart + index
        }
        // Phase one: minimise the sum of the artificial variables.
        var phaseOneCost = [Double](repeating: 0, count: columnCount)
        for column in artificialStart..<columnCount { phaseOneCost[column] = 1 }
        guard run(&table, &basis, cost: phaseOneCost, allowed: columnCount) != nil,
            value(table, basis, cost: phaseOneCost) < 1e-7
        else { return nil }
        // Drive artificial variables out of the basis where a real column can replace them.
        for index in basis.indices where basis[index] >= artificialStart {
            if let column = (0..<artificialStart).first(where: { abs(table[index][$0]) > 1e-9 }) {
                pivot(&table, &basis, row: index, column: column)
            }
        }
        var cost = objective
        cost += [Double](repeating: 0, count: columnCount - variableCount)
        guard run(&table, &basis, cost: cost, allowed: artificialStart) != nil else { return -.infinity }
        return value(table, basis, cost: cost)
    }

    private static func value(_ table: [[Double]], _ basis: [Int], cost: [Double]) -> Double {
        var total = 0.0
        for (index, column) in basis.enumerated() { total += cost[column] * table[index][table[index].count - 1] }
        return total
    }

    /// Primal simplex with Bland's rule over columns below `allowed`; nil when unbounded.
    private static func run(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) -> Void? {
        let rhs = cost.count
        while true {
            var entering: Int?
            for column in 0..<allowed where !basis.contains(column) {
                var reduced = cost[column]
                for (index, basic) in basis.enumerated() { reduced -= cost[basic] * table[index][column] }
                if reduced < -1e-9 { entering = column; break }
            }
            guard let column = entering else { return () }
            var leaving: Int?
            var best = Double.infinity
            for index in table.indices where table[index][column] > 1e-9 {
                let ratio = table[index][rhs] / table[index][column]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[index] < basis[leaving ?? index]) {
                    best = ratio
                    leaving = index
                }
            }
            guard let row = leaving else { return nil }
            pivot(&table, &basis, row: row, column: column)
        }
    }

    private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let divisor = table[row][column]
        table[row] = table[row].map { $0 / divisor }
        for index in table.indices where index != row {
            let factor = table[index][column]
            if factor == 0 { continue }
            for position in table[index].indices { table[index][position] -= factor * table[row][position] }
        }
        basis[row] = column
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
        guard minimize([Double](repeating: 0, count: columnCount), rows: rows) != nil else { return nil }
        var optimum: [Double] = []
        for level in levels {
            let cost = levelCost(level)
            guard let best = minimize(cost, rows: rows) else { return nil }
            optimum.append(best)
            rows.append(Row(coefficients: cost, relation: .lessThanOrEqual, bound: best + 1e-7))
        }
        return optimum
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
