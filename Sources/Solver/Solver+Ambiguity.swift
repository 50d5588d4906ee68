/// A variable that the constraints do not determine: another solution of equal error gives
/// it another value. `minimum` and `maximum` bound the values it can take (infinite when
/// nothing bounds it).
public struct Ambiguity: Sendable, Equatable {
    public let variable: Variable
    public let value: Double
    public let minimum: Double
    public let maximum: Double
}

extension Solver {
    /// Which of `variables` are not uniquely determined, in the order given.
    ///
    /// The optimal solutions form a face of the feasible region: parametric symbols with a
    /// cost must stay at zero, those without may move (restricted ones only upward). A
    /// variable is ambiguous when it can move on that face, which two small simplex runs
    /// (minimise it, maximise it) decide exactly. Most variables are settled without them:
    /// a basic variable whose row holds no movable symbol is determined.
    public func ambiguities(among variables: [Variable]) -> [Ambiguity] {
        let face = optimalFace()
        var found: [Ambiguity] = []
        for variable in variables {
            guard let symbol = symbols[variable] else {
                found.append(Ambiguity(variable: variable, value: 0, minimum: -.infinity, maximum: .infinity))
                continue
            }
            let value = tableau.value(of: symbol)
            if let row = face.row(of: symbol), row.isConstant { continue }
            let minimum = Self.extreme(of: symbol, on: face, direction: 1)
            let maximum = -Self.extreme(of: symbol, on: face, direction: -1)
            let tolerance = 1e-7 * max(1, abs(value))
            if value - minimum > tolerance || maximum - value > tolerance {
                found.append(Ambiguity(variable: variable, value: value, minimum: minimum, maximum: maximum))
            }
        }
        return found
    }

    /// Whether any of `variables` is ambiguous.
    public func hasAmbiguity(among variables: [Variable]) -> Bool {
        !ambiguities(among: variables).isEmpty
    }

    /// The tableau restricted to the optimal face: every parametric symbol with a cost, and
    /// every dummy, is fixed at zero; the objective is cleared.
    private func optimalFace() -> Tableau {
        var face = tableau
        face.forgetTransactions()
        face.objective = Objective()
        for index in 0..<face.symbolCount {
            let symbol = face.symbol(Int32(index))
            if face.isBasic(symbol) || face.holderCount(of: symbol) == 0 { continue }
            if symbol.isDummy || !tableau.objective.hasZeroCost(symbol) {
                face.eliminate(symbol)
            }
        }
        _ = face.takeChangedExternals()
        return face
    }

    /// The minimum of `direction * symbol` over the face (negated back by the caller for a
    /// maximum); minus infinity when unbounded.
    private static func extreme(of symbol: Symbol, on face: Tableau, direction: Double) -> Double {
        var probe = face
        let level = probe.objective.level(for: 1)
        probe.objective.add(symbol, row: probe.row(of: symbol), times: direction, level: level)
        do {
            try probe.optimize()
        } catch {
            return -.infinity
        }
        return direction * probe.value(of: symbol)
    }
}
