/// Why a variable has its value, read from the solved tableau.
///
/// A basic variable's row is `x = c + Σ aᵢ·sᵢ` over parametric symbols, each the marker or
/// error of one constraint. Parametric symbols are 0 in the solution, so the constraints
/// behind them are the ones that fix x: a slack or dummy at 0 is a constraint that holds
/// tight; an error at 0 is an optional constraint satisfied exactly. Moving any of them would
/// move x by aᵢ per unit. A variable that is parametric itself reads 0 with nothing behind
/// it: no constraint decides it.
public struct Explanation: Sendable {
    /// One constraint behind the value, with how x moves per unit of its symbol.
    public struct Term: Sendable {
        public let constraint: Constraint
        public let coefficient: Double
        /// Whether the symbol is an error (the constraint is optional, and giving way here
        /// would let x move) rather than a slack or dummy (the constraint holds, tight).
        public let isError: Bool
    }

    public let value: Double
    /// Whether the variable is basic (some constraint expresses it); false: nothing fixes it.
    public let isDetermined: Bool
    public let terms: [Term]
}

extension Solver {
    /// The constraints that fix `variable`'s value now, in the order of their symbols.
    public func explanation(of variable: Variable) -> Explanation {
        guard let symbol = symbols[variable], let row = tableau.solvedRow(of: symbol) else {
            return Explanation(value: value(of: variable), isDetermined: false, terms: [])
        }
        // Each constraint owns its symbols: its marker, and its second error when it has one.
        let terms = row.cells.compactMap { cell -> Explanation.Term? in
            guard let constraint = markerOwner(cell.symbol.id), cell.coefficient != 0 else { return nil }
            return Explanation.Term(constraint: constraint, coefficient: cell.coefficient, isError: cell.symbol.kind == .error)
        }
        return Explanation(value: row.constant, isDetermined: true, terms: terms)
    }
}

extension Solver {
    /// The constraints that fix a linear expression of variables now (a view's bottom edge
    /// is its top plus its height): the rows of its basic variables, added up with the
    /// expression's coefficients, so a constraint whose symbol cancels out (it moves the top
    /// and the height in opposite ways) does not show. Not determined when some variable of
    /// the expression is parametric (nothing fixes it).
    public func explanation(of expression: LinearExpression) -> Explanation {
        var value = expression.constant
        var isDetermined = true
        // The symbols' combined coefficients, in the order they were first met.
        var order: [Symbol] = []
        var coefficients: [Int32: Double] = [:]
        for term in expression.terms where term.coefficient != 0 {
            guard let symbol = symbols[term.variable], let row = tableau.solvedRow(of: symbol) else {
                value += term.coefficient * self.value(of: term.variable)
                isDetermined = false
                continue
            }
            value += term.coefficient * row.constant
            for cell in row.cells {
                if coefficients[cell.symbol.id] == nil { order.append(cell.symbol) }
                coefficients[cell.symbol.id, default: 0] += term.coefficient * cell.coefficient
            }
        }
        let terms = order.compactMap { symbol -> Explanation.Term? in
            guard let coefficient = coefficients[symbol.id], abs(coefficient) > 1e-12,
                let constraint = markerOwner(symbol.id)
            else { return nil }
            return Explanation.Term(constraint: constraint, coefficient: coefficient, isError: symbol.kind == .error)
        }
        return Explanation(value: value, isDetermined: isDetermined, terms: terms)
    }
}
