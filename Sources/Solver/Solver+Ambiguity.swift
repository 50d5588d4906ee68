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
    ///
    /// The runs take place on the face's restricted rows only. An external variable is
    /// unrestricted, so its row never limits a move; it only defines the variable, and is
    /// kept aside as that definition (in the face's first parameters) instead of being
    /// rewritten at every pivot. The runs share one copy of those rows and each starts where
    /// the previous one stopped: every basis of the face is a feasible start, and a view's
    /// edges, or the next view's, have their extremes a few pivots apart.
    ///
    /// The face is a copy of the whole tableau, so it is made only when a variable needs it:
    /// a question about variables that their rows settle costs those rows, not the tableau
    /// (a trial of `fixes` asks about the few views it can have changed, most of them settled).
    public func ambiguities(among variables: [Variable]) -> [Ambiguity] {
        var settled: [Int32: Bool] = [:]
        let unsettled = variables.map { variable in symbols[variable].map { !isSettledOnFace($0, settled: &settled) } ?? false }
        var (face, definitions) = unsettled.contains(true) ? optimalFace() : (Tableau(), [:])
        var found: [Ambiguity] = []
        for (variable, isUnsettled) in zip(variables, unsettled) {
            guard let symbol = symbols[variable] else {
                found.append(Ambiguity(variable: variable, value: 0, minimum: -.infinity, maximum: .infinity))
                continue
            }
            if !isUnsettled { continue }
            let value = tableau.value(of: symbol)
            // Basic in the solution: its definition; parametric: the symbol itself.
            let definition = definitions[symbol.id] ?? faceRow(ofDefined: symbol)
                ?? Row(cells: [Cell(symbol: symbol, coefficient: 1)])
            if definition.isConstant { continue }
            let minimum = Self.extreme(of: definition, on: &face, direction: 1)
            let maximum = -Self.extreme(of: definition, on: &face, direction: -1)
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
    /// every dummy, is fixed at zero; the objective is cleared; the rows of external symbols
    /// are taken out and returned by symbol id.
    private func optimalFace() -> (Tableau, [Int32: Row]) {
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
        var definitions: [Int32: Row] = [:]
        for index in 0..<face.symbolCount {
            let symbol = face.symbol(Int32(index))
            guard symbol.isExternal, let row = face.row(of: symbol) else { continue }
            definitions[symbol.id] = row
            face.setRow(nil, for: symbol.id)
        }
        _ = face.takeChangedExternals()
        return (face, definitions)
    }

    /// Whether the symbol's definition on the optimal face is a constant, read from the
    /// tableau without making the face: its row, or every part of its definition (the rows of
    /// its basic terms, the definitions of its defined ones), holds only symbols the face fixes
    /// at zero, dummies and parametric symbols with a cost, as ``optimalFace()`` eliminates them
    /// (a symbol in a row is parametric and held). Conservative for a defined symbol: terms that
    /// cancel in its expansion are not seen, and the face decides it then. `settled` keeps the
    /// defined symbols decided, so that a chain of definitions (a column of views, each below
    /// the last) is walked once for all its variables, not once per variable: a walk, not a
    /// recursion, for a chain of any length.
    private func isSettledOnFace(_ symbol: Symbol, settled: inout [Int32: Bool]) -> Bool {
        func isFixed(_ symbol: Symbol) -> Bool { symbol.isDummy || !tableau.objective.hasZeroCost(symbol) }
        func isFixedTerm(_ symbol: Symbol) -> Bool? {
            if let row = tableau.row(of: symbol) { return row.cells.allSatisfy { isFixed($0.symbol) } }
            if tableau.isDefined(symbol) { return settled[symbol.id] }
            return isFixed(symbol)
        }
        if let row = tableau.row(of: symbol) { return row.cells.allSatisfy { isFixed($0.symbol) } }
        guard tableau.isDefined(symbol) else { return false }
        // Depth first: a definition is decided once every defined term it names is.
        var stack: [(symbol: Symbol, termsPushed: Bool)] = [(symbol, false)]
        while let (current, termsPushed) = stack.popLast() {
            guard settled[current.id] == nil else { continue }
            guard let definition = tableau.definition(of: current) else {
                settled[current.id] = false
                continue
            }
            if !termsPushed {
                stack.append((current, true))
                for term in definition.terms where tableau.row(of: term.symbol) == nil && tableau.isDefined(term.symbol)
                    && settled[term.symbol.id] == nil {
                    stack.append((term.symbol, false))
                }
                continue
            }
            settled[current.id] = definition.terms.allSatisfy { isFixedTerm($0.symbol) ?? false }
        }
        return settled[symbol.id] ?? false
    }

    /// A defined variable's expanded definition (``Definition``) in the face's first
    /// parameters: without the symbols the face fixes at zero (dummies and costed symbols,
    /// which ``optimalFace()`` eliminates from its rows; here some may be held by no row).
    private func faceRow(ofDefined symbol: Symbol) -> Row? {
        guard tableau.isDefined(symbol), var row = tableau.solvedRow(of: symbol) else { return nil }
        row.cells.removeAll { $0.symbol.isDummy || !tableau.objective.hasZeroCost($0.symbol) }
        return row
    }

    /// The minimum of `direction * definition` over the face (negated back by the caller
    /// for a maximum); minus infinity when unbounded. The definition is in the face's first
    /// parameters; those that became basic since are replaced by their rows. The objective
    /// is a single row, minimised as phase one minimises its artificial objective (one sorted
    /// row costs no hashing, where the lexicographic objective keeps a table per level). The
    /// face is left at the optimum, or at the last vertex reached.
    private static func extreme(of definition: Row, on face: inout Tableau, direction: Double) -> Double {
        var objective = Row()
        for cell in definition.cells {
            if let row = face.row(of: cell.symbol) {
                objective.add(row, times: direction * cell.coefficient)
            } else {
                objective.insert(cell.symbol, direction * cell.coefficient)
            }
        }
        face.artificial = objective
        defer { face.artificial = nil }
        do {
            try face.optimize(phaseOne: true)
        } catch {
            return -.infinity
        }
        var value = definition.constant
        for cell in definition.cells { value += cell.coefficient * face.value(of: cell.symbol) }
        return direction * value
    }
}
