/// The variables ``Solver/updateVariables()`` reports changed, in the order the solver first
/// saw them.
///
/// A sequence over the solver's own table of variables rather than an array of them: an
/// update that moves every view of a grid spent a third of a suggestion's time retaining each
/// variable into an array and releasing it again, and a caller that only needs some of them
/// (or none) pays for those alone.
public struct ChangedVariables: Sequence, Sendable {
    /// Symbol ids, each naming a variable of `variables`.
    let ids: [Int32]
    /// The solver's variables by symbol id (shared with the solver, not copied).
    let variables: [Variable?]

    public var count: Int { ids.count }
    public var isEmpty: Bool { ids.isEmpty }
    public var underestimatedCount: Int { ids.count }

    public func makeIterator() -> Iterator {
        Iterator(ids: ids, variables: variables)
    }

    public struct Iterator: IteratorProtocol {
        let ids: [Int32]
        let variables: [Variable?]
        var position = 0

        public mutating func next() -> Variable? {
            while position < ids.count {
                let index = Int(ids[position])
                position += 1
                if index >= 0, index < variables.count, let variable = variables[index] { return variable }
            }
            return nil
        }
    }
}
