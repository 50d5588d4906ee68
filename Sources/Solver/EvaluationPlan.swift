/// The definitions a refresh re-evaluates, in their order, laid out flat for the evaluation
/// loop (``DefinitionStore/refreshValues(rows:changed:)``): each one's constant, and its
/// terms' symbols and coefficients one after another in two arrays.
///
/// Read from the definitions themselves, each evaluation went through the definition's
/// optional and then to its terms' own storage, somewhere else in memory; a grid's
/// suggestion, which re-evaluates every definition on every cycle, spent most of its time
/// there. A plan is made for sources refreshed again and again with the definitions
/// unchanged (the store keeps it while they stay so), and gives exactly the values the
/// definitions do: the same constant, the same terms in the same order.
struct EvaluationPlan {
    /// The defined symbols, in order of evaluation.
    private(set) var ids: [Int32] = []
    private var constants: [Double] = []
    /// Where each one's terms end in ``termSymbols`` and ``termCoefficients`` (they start
    /// where the previous one's end).
    private var termEnds: [Int] = []
    private var termSymbols: [Int32] = []
    private var termCoefficients: [Double] = []

    /// The plan for evaluating the definitions `reached` names (everything downstream of
    /// some sources, each once, in any order in which each comes after every definition it
    /// names), in rank order (``rankOrder(_:definitions:)``).
    init(reached: [Int32], definitions: [Definition?]) {
        let order = Self.rankOrder(reached, definitions: definitions)
        ids.reserveCapacity(order.count)
        constants.reserveCapacity(order.count)
        termEnds.reserveCapacity(order.count)
        // Most definitions name two or three symbols (a view's edge: the previous edge and
        // size).
        termSymbols.reserveCapacity(3 * order.count)
        termCoefficients.reserveCapacity(3 * order.count)
        for id in order {
            guard let definition = definitions[Int(id)] else { continue }
            ids.append(id)
            constants.append(definition.constant)
            for term in definition.terms {
                termSymbols.append(term.symbol.id)
                termCoefficients.append(term.coefficient)
            }
            termEnds.append(termSymbols.count)
        }
    }

    /// Evaluates each definition in order from the tableau's rows and the defined values,
    /// storing the new values and telling `changed` of each that moved, with the value it had.
    @inline(__always)
    func evaluate(
        rows: UnsafeBufferPointer<Row?>, values: UnsafeMutableBufferPointer<Double>, changed: (Int32, Double) -> Void
    ) {
        ids.withUnsafeBufferPointer { ids in
            constants.withUnsafeBufferPointer { constants in
                termEnds.withUnsafeBufferPointer { termEnds in
                    termSymbols.withUnsafeBufferPointer { symbols in
                        termCoefficients.withUnsafeBufferPointer { coefficients in
                            var term = 0
                            for position in 0..<ids.count {
                                // `constant + Σ coefficient · value`, as ``DefinitionStore/value(constant:terms:rows:definedValues:)``.
                                var value = constants[position]
                                let end = termEnds[position]
                                while term < end {
                                    let index = Int(symbols[term])
                                    value += coefficients[term] * (rows[index]?.constant ?? values[index])
                                    term += 1
                                }
                                let index = Int(ids[position])
                                guard values[index] != value else { continue }
                                changed(ids[position], values[index])
                                values[index] = value
                            }
                        }
                    }
                }
            }
        }
    }

    /// The definitions `ids` by rank (among equals, in the order given): an order in which
    /// each comes after every definition it names, where one after another rarely depends
    /// on the one before. A depth-first walk follows each path to its end, so each evaluation
    /// waited for the value stored just before it (a grid's row of views, each left edge the
    /// previous one's right); by rank, the views of every row are evaluated side by side. A
    /// counting sort: ranks are small, and a comparison sort of the keys made a grid's
    /// first suggestions slower (400 views: the edit phase from 0.09 to 0.13 ms).
    /// `ids` as they are if some definition does not rank above one it names (never
    /// expected).
    private static func rankOrder(_ ids: [Int32], definitions byID: [Definition?]) -> [Int32] {
        var ranks: [Int] = []
        ranks.reserveCapacity(ids.count)
        var highest = 0
        for id in ids {
            guard let definition = byID[Int(id)] else { return ids }
            for term in definition.terms {
                if let named = byID[term.symbol.index], named.rank >= definition.rank { return ids }
            }
            let rank = max(0, Int(definition.rank))
            ranks.append(rank)
            highest = max(highest, rank)
        }
        // Where each rank's definitions start, then where the next of each goes.
        var starts = [Int](repeating: 0, count: highest + 2)
        for rank in ranks { starts[rank + 1] += 1 }
        for rank in 0...highest { starts[rank + 1] += starts[rank] }
        var ordered = [Int32](repeating: 0, count: ids.count)
        for (position, id) in ids.enumerated() {
            ordered[starts[ranks[position]]] = id
            starts[ranks[position]] += 1
        }
        return ordered
    }
}
