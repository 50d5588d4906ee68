/// The part of the optimal face that some definitions can reach: where
/// ``Solver/ambiguities(among:)`` runs its two small simplex runs per variable.
///
/// On the optimal face, every parametric symbol with a cost, and every dummy, is fixed at zero;
/// the others may move (restricted ones only upward), limited by the restricted rows that hold
/// them. A run that minimises a definition only ever pivots on a symbol of its objective and a
/// row that holds it, and a pivot only rewrites the rows holding the entering symbol: the rows
/// reachable from the definitions' symbols through movable symbols are the only ones a run can
/// read or change. So the face is those rows, not the whole tableau: a question about a few
/// views of a scene of thousands (what each trial of `fixes` asks) costs the rows around them
/// (copying and clearing the whole tableau was a sixth of `fixes` among 1,000 views, issue 39).
///
/// The symbols are numbered anew, in the order of their ids: the simplex breaks every tie by
/// the lowest id (Bland's rule), and an order-preserving renumbering leaves every choice, and
/// so every pivot and every value, exactly as on the whole face. External rows are not part
/// of the face: an external symbol is unrestricted, so its row never limits a move (the caller
/// keeps such a row as a definition).
struct OptimalFace {
    /// The face's rows, in the face's own symbol numbering.
    var tableau = Tableau()
    /// The face's id of each original symbol it holds.
    private var faceIDs: [Int32: Int32] = [:]

    /// The face around `definitions` (rows of the solver's tableau, in its parametric symbols,
    /// without the symbols the face fixes): the restricted rows reachable from their symbols
    /// through symbols that may move.
    init(of tableau: Tableau, around definitions: [Row]) {
        func isFixed(_ symbol: Symbol) -> Bool { tableau.isFixedOnFace(symbol) }
        var held: Set<Int32> = []
        var rowIDs: [Int32] = []
        var queue: [Symbol] = []
        for definition in definitions {
            for cell in definition.cells where held.insert(cell.symbol.id).inserted { queue.append(cell.symbol) }
        }
        // A walk, not a recursion: a column of views chains its rows as deep as it is long.
        while let symbol = queue.popLast() {
            // A fixed symbol (only a definition names one: a variable's own symbol) is held at
            // zero, and its rows do not move with it.
            if isFixed(symbol) { continue }
            for holder in tableau.validHolders(of: symbol) where tableau.kinds[Int(holder)] != .external {
                guard held.insert(holder).inserted, let row = tableau.rows[Int(holder)] else { continue }
                rowIDs.append(holder)
                for cell in row.cells where !isFixed(cell.symbol) && held.insert(cell.symbol.id).inserted {
                    queue.append(cell.symbol)
                }
            }
        }
        for id in held.sorted() {
            faceIDs[id] = self.tableau.appendSymbol(tableau.kinds[Int(id)]).id
        }
        self.tableau.interruption = tableau.interruption
        for id in rowIDs.sorted() {
            guard let row = tableau.rows[Int(id)], let faceID = faceIDs[id] else { continue }
            var cells = row.cells
            cells.removeAll { isFixed($0.symbol) }
            self.tableau.setRow(faceRow(Row(constant: row.constant, cells: cells)), for: faceID)
        }
    }

    /// `row` (in the solver's symbols, all of them on the face) in the face's numbering; the
    /// order of cells is kept, as the numbering keeps the order of ids.
    func faceRow(_ row: Row) -> Row {
        Row(constant: row.constant, cells: row.cells.compactMap { cell in
            faceIDs[cell.symbol.id].map { Cell(symbol: Symbol(id: $0, kind: cell.symbol.kind), coefficient: cell.coefficient) }
        })
    }
}

extension Tableau {
    /// Whether the optimal face holds `symbol` at zero: a dummy, or a symbol with a cost (a
    /// parametric symbol that moved would change the objective).
    func isFixedOnFace(_ symbol: Symbol) -> Bool { symbol.isDummy || !objective.hasZeroCost(symbol) }
}
