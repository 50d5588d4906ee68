/// `coefficient * variable`, one term of a linear expression.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `sum(coefficient * variable) + constant`.
///
/// Terms keep the order they were written in; a variable may appear more than once, the
/// solver adds its coefficients up.
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The coefficients of every term of `variable` added up (0 when it has none).
    func netCoefficient(of variable: Variable) -> Double {
        var net = 0.0
        for term in terms where term.variable === variable { net += term.coefficient }
        return net
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }
}

// MARK: - Arithmetic, so that `x - y - 8` reads as it does on paper.

public func * (coefficient: Double, variable: Variable) -> LinearExpression {
    LinearExpression([Term(variable, coefficient)])
}

public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(
        expression.terms.map { Term($0.variable, $0.coefficient * coefficient) },
        constant: expression.constant * coefficient
    )
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-1) * rhs
}

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}

public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + (-rhs)
}

public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
}

public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
}

public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
}

public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
}

public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
}

public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
}
