/// What an add has changed so far, so that a failed add can put the tableau back exactly as
/// it was: the solver stays in its previous state when a required constraint is refused.
///
/// It records only what is touched (the old version of each row, the old cost of each
/// objective cell), so an add pays for the rows it touches and no more.
struct Journal {
    /// The symbol count before the add: symbols made after it are forgotten on rollback.
    var symbolCount: Int
    /// The row each touched basic symbol had before the add (nil: it was not basic).
    var rows: [Int32: Row?] = [:]
    /// Old costs of objective cells, in the order they were changed.
    var objectiveCells: [(level: Int, symbol: Symbol, cost: Double?)] = []

    init(symbolCount: Int) {
        self.symbolCount = symbolCount
    }
}
