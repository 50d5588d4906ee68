import Solver

extension SystemInput {
    /// Checks every name, operator, priority and number, and builds the solver's objects.
    /// Throws an ``InputError`` naming the first problem and where it is.
    func makeSystem() throws(InputError) -> ConstraintSystem {
        var byName: [String: Variable] = [:]
        var variableList: [Variable] = []
        for (index, name) in variables.enumerated() {
            guard byName[name] == nil else {
                throw InputError(at: "variables[\(index)]", "the variable '\(name)' is declared twice")
            }
            let variable = Variable(name)
            byName[name] = variable
            variableList.append(variable)
        }
        func lookUp(_ name: String, at path: String) throws(InputError) -> Variable {
            guard let variable = byName[name] else {
                throw InputError(at: path, "unknown variable '\(name)' (not in \"variables\")")
            }
            return variable
        }

        var constraintList: [Constraint] = []
        for (index, input) in constraints.enumerated() {
            let path = "constraints[\(index)]"
            var terms: [Term] = []
            for (termIndex, term) in input.terms.enumerated() {
                let termPath = "\(path).terms[\(termIndex)]"
                try requireFinite(term.coefficient, at: termPath)
                terms.append(Term(try lookUp(term.variable, at: termPath), term.coefficient))
            }
            try requireFinite(input.constant, at: "\(path).constant")
            let relation = try Self.relation(input.op, at: "\(path).op")
            let priority = try Self.priority(input.priority ?? 1000, allowed: Priority.validRange, at: "\(path).priority")
            constraintList.append(
                Constraint(LinearExpression(terms, constant: input.constant), relation, priority: priority)
            )
        }

        var editList: [Edit] = []
        var edited: Set<String> = []
        for (index, input) in edits.enumerated() {
            let path = "edits[\(index)]"
            let variable = try lookUp(input.variable, at: "\(path).variable")
            guard edited.insert(input.variable).inserted else {
                throw InputError(at: "\(path).variable", "the variable '\(input.variable)' already has an edit")
            }
            // An edit must be weaker than required: the solver refuses a required edit.
            let priority = try Self.priority(input.priority ?? 999, allowed: 1...999, at: "\(path).priority")
            editList.append(Edit(variable: variable, priority: priority))
        }

        var suggestionList: [Suggestion] = []
        for (index, pairs) in suggestions.enumerated() {
            var suggestion = Suggestion(values: [])
            for (pairIndex, pair) in pairs.enumerated() {
                let path = "suggestions[\(index)][\(pairIndex)]"
                let variable = try lookUp(pair.variable, at: path)
                guard edited.contains(pair.variable) else {
                    throw InputError(at: path, "the variable '\(pair.variable)' has no edit (add it to \"edits\")")
                }
                try requireFinite(pair.value, at: path)
                suggestion.values.append((variable, pair.value))
            }
            suggestionList.append(suggestion)
        }
        return ConstraintSystem(
            variables: variableList, constraints: constraintList, edits: editList, suggestions: suggestionList
        )
    }

    private static func relation(_ op: String, at path: String) throws(InputError) -> Relation {
        switch op {
        case "==": return .equal
        case "<=": return .lessThanOrEqual
        case ">=": return .greaterThanOrEqual
        default: throw InputError(at: path, "unknown op '\(op)' (use \"==\", \"<=\" or \">=\")")
        }
    }

    private static func priority(_ value: Double, allowed: ClosedRange<Int>, at path: String) throws(InputError) -> Priority {
        let range = "\(allowed.lowerBound)...\(allowed.upperBound)"
        guard value == value.rounded() else {
            throw InputError(at: path, "priority \(value) must be an integer in \(range)")
        }
        guard let integer = Int(exactly: value), allowed.contains(integer), let priority = Priority(integer) else {
            throw InputError(at: path, "priority \(Int(exactly: value).map(String.init) ?? value.description) is outside \(range)")
        }
        return priority
    }
}

/// Numbers beyond Double's range decode as infinity on some platforms; the solver must not see them.
private func requireFinite(_ value: Double, at path: String) throws(InputError) {
    guard value.isFinite else { throw InputError(at: path, "the number must be finite") }
}
