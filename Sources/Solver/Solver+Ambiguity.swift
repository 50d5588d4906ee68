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
    /// The runs take place on the face's restricted rows only, and only on those the asked
    /// variables' definitions reach (``OptimalFace``). An external variable is unrestricted,
    /// so its row never limits a move; it only defines the variable, and is kept aside as that
    /// definition (in the face's first parameters) instead of being rewritten at every pivot.
    /// The runs share one face and each starts where the previous one stopped: every basis of
    /// the face is a feasible start, and a view's edges, or the next view's, have their
    /// extremes a few pivots apart. A question about variables that their rows settle costs
    /// those rows, and makes no face (a trial of `fixes` asks about the few views it can have
    /// changed, most of them settled).
    public func ambiguities(among variables: [Variable]) -> [Ambiguity] {
        // What each variable is on the face: unknown to the solver, settled, or a definition.
        var settled = SettledDefinitions(symbolCount: tableau.symbolCount)
        let definitions: [Row?] = variables.map { variable in
            guard let symbol = symbols[variable] else { return nil }
            if isSettledOnFace(symbol, settled: &settled) { return Row() }
            return faceDefinition(of: symbol)
        }
        let unsettled = definitions.compactMap { $0 }.filter { !$0.isConstant }
        var face = OptimalFace(of: tableau, around: unsettled)
        var found: [Ambiguity] = []
        for (variable, definition) in zip(variables, definitions) {
            guard let definition, let symbol = symbols[variable] else {
                found.append(Ambiguity(variable: variable, value: 0, minimum: -.infinity, maximum: .infinity))
                continue
            }
            if definition.isConstant { continue }
            let value = tableau.value(of: symbol)
            let faceDefinition = face.faceRow(definition)
            let minimum = Self.extreme(of: faceDefinition, on: &face.tableau, direction: 1)
            let maximum = -Self.extreme(of: faceDefinition, on: &face.tableau, direction: -1)
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

    /// What a symbol is on the optimal face, in the face's first parameters (the solver's
    /// parametric symbols, without those the face fixes at zero: dummies and symbols with a
    /// cost): its row when basic, its expanded definition when defined (``faceRow(ofDefined:)``),
    /// else the symbol itself.
    func faceDefinition(of symbol: Symbol) -> Row {
        if var row = tableau.row(of: symbol) {
            row.cells.removeAll { tableau.isFixedOnFace($0.symbol) }
            return row
        }
        return faceRow(ofDefined: symbol) ?? Row(cells: [Cell(symbol: symbol, coefficient: 1)])
    }

    /// Whether the symbol's definition on the optimal face is a constant, read from the
    /// tableau without making the face: its row, or every part of its definition (the rows of
    /// its basic terms, the definitions of its defined ones), holds only symbols the face fixes
    /// at zero, dummies and parametric symbols with a cost, as ``OptimalFace`` leaves them out
    /// (a symbol in a row is parametric and held). Conservative for a defined symbol: terms that
    /// cancel in its expansion are not seen, and the face decides it then. `settled` keeps the
    /// defined symbols decided, so that a chain of definitions (a column of views, each below
    /// the last) is walked once for all its variables, not once per variable: a walk, not a
    /// recursion, for a chain of any length.
    private func isSettledOnFace(_ symbol: Symbol, settled: inout SettledDefinitions) -> Bool {
        func isFixed(_ symbol: Symbol) -> Bool { tableau.isFixedOnFace(symbol) }
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
    /// which ``OptimalFace`` leaves out of its rows; here some may be held by no row).
    private func faceRow(ofDefined symbol: Symbol) -> Row? {
        guard tableau.isDefined(symbol), var row = tableau.solvedRow(of: symbol) else { return nil }
        row.cells.removeAll { tableau.isFixedOnFace($0.symbol) }
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

/// What ``Solver/isSettledOnFace(_:settled:)`` decided of each defined symbol, by id: a flat
/// array made at the first decision (a dictionary hashed every term of a column's chain of
/// definitions, in every trial of `fixes`).
struct SettledDefinitions {
    private let symbolCount: Int
    /// 0: not decided; 1: not settled; 2: settled.
    private var marks: [UInt8] = []

    init(symbolCount: Int) {
        self.symbolCount = symbolCount
    }

    subscript(id: Int32) -> Bool? {
        get {
            let index = Int(id)
            guard index < marks.count, marks[index] != 0 else { return nil }
            return marks[index] == 2
        }
        set {
            let index = Int(id)
            if marks.isEmpty { marks = [UInt8](repeating: 0, count: max(symbolCount, index + 1)) }
            guard index < marks.count else { return }
            marks[index] = newValue.map { $0 ? 2 : 1 } ?? 0
        }
    }
}
