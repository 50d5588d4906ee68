extension Solver {
    /// The variable a required equality can define instead of entering the tableau as a row
    /// (``Definition``), with its net coefficient: among the variables it names with a
    /// coefficient that does not cancel, one that no row, cost or definition holds
    /// (``Tableau/canDefine(_:)``), the newest (a variable new to the solver, the last such;
    /// else the highest symbol id, as ``chooseSubject(_:tag:)`` prefers among equals). Nil
    /// for any other constraint. Makes no symbol: a constraint that is not defined may still
    /// be refused, and a refusal leaves the solver as it was.
    ///
    /// Every such equality is defined, however short its row would be: keeping rows under 4
    /// or 16 cells in the tableau was measured and made a grid's suggestions slower (100
    /// views: 7.1 and 9.1-10.6 µs a cycle against 6.7 when all are defined).
    func eliminationSubject(for constraint: Constraint) -> (variable: Variable, coefficient: Double)? {
        guard constraint.priority.isRequired, constraint.relation == .equal else { return nil }
        var best: (variable: Variable, coefficient: Double, id: Int32)?
        let terms = constraint.expression.terms
        for term in terms where !isNearZero(term.coefficient) {
            // A new variable ranks above every symbol, a later new one above an earlier one.
            let id = symbols[term.variable]?.id ?? Int32.max
            if let symbol = symbols[term.variable], !tableau.canDefine(symbol) { continue }
            guard best.map({ id >= $0.id }) ?? true else { continue }
            let net = constraint.expression.netCoefficient(of: term.variable)
            if !isNearZero(net) { best = (term.variable, net, id) }
        }
        return best.map { ($0.variable, $0.coefficient) }
    }

    /// Keeps `constraint`, `coefficient · variable + rest + constant == 0`, as the definition
    /// `variable = -(rest + constant + dummy) / coefficient`: no row changes, nothing is solved,
    /// and it cannot be refused (the symbol is free).
    mutating func define(_ variable: Variable, by constraint: Constraint, coefficient: Double) {
        let symbol = symbol(for: variable)
        let dummy = tableau.makeSymbol(.dummy)
        tableau.define(symbol, as: definition(
            of: variable, by: constraint.expression, constant: constraint.expression.constant,
            coefficient: coefficient, dummy: dummy))
        let record = ConstraintRecord(constraint: constraint, tag: Tag(marker: dummy), serial: takeSerial(), isEdit: false, defines: symbol)
        setRecord(record, for: ObjectIdentifier(constraint))
        setMarkerOwner(constraint, for: dummy.id)
        tableau.refreshDefinedValues()
    }

    /// `variable = -(rest + constant + dummy) / coefficient`, where `expression` is
    /// `coefficient · variable + rest` (its own constant set aside for `constant`).
    private mutating func definition(
        of variable: Variable, by expression: LinearExpression, constant: Double, coefficient: Double, dummy: Symbol
    ) -> Definition {
        var rest = Row()
        for term in expression.terms where term.variable !== variable {
            rest.insert(symbol(for: term.variable), -term.coefficient / coefficient)
        }
        var rank: Int32 = 1
        for cell in rest.cells {
            if let named = tableau.definition(of: cell.symbol) { rank = max(rank, named.rank &+ 1) }
        }
        return Definition(
            constant: -constant / coefficient, terms: rest.cells,
            dummy: dummy, dummyCoefficient: -1 / coefficient, rank: rank)
    }

    /// Turns the row of `symbol`, basic and named by no definition, back into a definition
    /// by a required equality it holds the dummy of, when one names it: the row is that
    /// equation solved for the variable and expanded (a basic variable's row in the
    /// parametric symbols is unique, and the equation holds), so the definition says the same
    /// in a few terms where the row held the expansion of each.
    ///
    /// Called when removing the constraint that defined `symbol` left it a row
    /// (``dropOrMaterializeDefinition(of:marker:)``). A stack grown a view a line let go of
    /// each former last view's trailing edge so, and the spacing to the view before became
    /// that view's row, holding a marker of every spacing before it: 1,000 views made a
    /// million cells and took 53 s, against 15,000 cells and 0.1 s arranged in one line,
    /// where the spacings are definitions from the start (issue 40).
    mutating func redefineFromRow(_ symbol: Symbol) {
        let index = Int(symbol.id)
        guard index < variablesBySymbol.count, let variable = variablesBySymbol[index],
            let row = tableau.row(of: symbol), !tableau.hasDependents(symbol)
        else { return }
        // The first such equation in the row's order (by marker id): deterministic.
        for cell in row.cells where cell.symbol.isDummy {
            guard let owner = markerOwner(cell.symbol.id), let record = records[ObjectIdentifier(owner)],
                record.defines == nil, !record.isEdit, record.priority.isRequired, owner.relation == .equal,
                record.tag.marker.id == cell.symbol.id
            else { continue }
            let coefficient = owner.expression.netCoefficient(of: variable)
            guard !isNearZero(coefficient) else { continue }
            let definition = definition(
                of: variable, by: owner.expression, constant: record.constant, coefficient: coefficient, dummy: cell.symbol)
            tableau.setRow(nil, for: symbol.id)
            tableau.define(symbol, as: definition)
            var defining = ConstraintRecord(constraint: owner, tag: record.tag, serial: record.serial, isEdit: false, defines: symbol)
            defining.constant = record.constant
            defining.priority = record.priority
            setRecord(defining, for: ObjectIdentifier(owner))
            tableau.refreshDefinedValues()
            return
        }
    }

    /// Prepares the removal of a definition's constraint: when nothing names the variable or
    /// holds the dummy, the definition is dropped and true returned (nothing left to do);
    /// otherwise the variable's row is put in place, and the caller removes the constraint
    /// as any other.
    mutating func dropOrMaterializeDefinition(of symbol: Symbol, marker: Symbol) -> Bool {
        if !tableau.hasDependents(symbol), !tableau.isBasic(marker), tableau.holderCount(of: marker) == 0,
            tableau.objective.hasZeroCost(marker)
        {
            tableau.undefine(symbol)
            tableau.refreshDefinedValues()
            return true
        }
        tableau.materialize(symbol)
        return false
    }
}
