public import Layout

/// The cells of a table or a collection view: which position (a table's global row, a
/// collection's global item) each visible cell shows, and the reuse pools the others wait
/// in, with the counts that show what reuse costs.
///
/// A cell remembers which prototype's layout (constraints) it holds, and is a real view
/// (`CellView`: ``TableViewCell``, or a collection view's cell) the container makes on first
/// use. Dequeuing under an identifier takes a cell from that identifier's pool, or creates
/// one; a cell configured for another prototype than the one it held must remove the old
/// constraints and add the new ones (constraint churn), which the container then really does
/// to the cell's views.
public final class CellReuse<CellView: View>: JournalOwner {
    public struct Cell {
        public let id: Int
        public let reuseIdentifier: String
        public internal(set) var prototype: Int32
        /// The cell's views, made by the container when it first shows the cell.
        public internal(set) var view: CellView?
    }

    /// The container's journal (``View/journal``), for the records of these properties.
    public weak var journal: ModelJournal?

    public init() {}

    /// The positions on screen and the cell showing each.
    @Journaled public var visibleCells: [Int: Int] = [:]
    @Journaled public private(set) var cells: [Cell] = []
    @Journaled private var pools: [String: [Int]] = [:]
    @Journaled public private(set) var statistics = ReuseStatistics()

    /// A cell for `prototype` under `reuseIdentifier`; `constraintCount` gives the number of
    /// constraints a prototype's layout holds.
    public func dequeue(reuseIdentifier: String, prototype: Int32, constraintCount: (Int32) -> Int) -> Int {
        if let id = pools[reuseIdentifier]?.popLast() {
            statistics.reused += 1
            let previous = cells[id].prototype
            if previous != prototype {
                statistics.constraintsRemoved += constraintCount(previous)
                statistics.constraintsAdded += constraintCount(prototype)
                statistics.layoutSwitches += 1
                cells[id].prototype = prototype
            }
            return id
        }
        let id = cells.count
        cells.append(Cell(id: id, reuseIdentifier: reuseIdentifier, prototype: prototype))
        statistics.created += 1
        statistics.constraintsAdded += constraintCount(prototype)
        return id
    }

    /// Gives cell `id` its views.
    public func setView(_ view: CellView, of id: Int) {
        guard cells.indices.contains(id) else { return }
        cells[id].view = view
    }

    /// Cell `id`'s views, nil until the table made them (or when there is no such cell).
    public func view(of id: Int) -> CellView? {
        cells.indices.contains(id) ? cells[id].view : nil
    }

    /// Puts a cell that scrolled out of view back in its identifier's pool.
    public func enqueue(_ id: Int) {
        guard cells.indices.contains(id) else { return }
        pools[cells[id].reuseIdentifier, default: []].append(id)
    }

    /// The position's cell leaves it for its pool; returns the cell (nil when it had none).
    public func recycle(row: Int) -> Int? {
        guard let cell = visibleCells.removeValue(forKey: row) else { return nil }
        enqueue(cell)
        return cell
    }

    /// The position's cell leaves it without going back to its pool yet (a collection view's
    /// deleted item keeps its cell out of reuse until its batch update is over); returns it.
    public func release(row: Int) -> Int? {
        visibleCells.removeValue(forKey: row)
    }

    /// Visible positions from `start` on move by `delta` (rows or items were inserted or
    /// deleted before them).
    public func shiftVisibleRows(from start: Int, by delta: Int) {
        guard delta != 0 else { return }
        var shifted: [Int: Int] = [:]
        for (row, cell) in visibleCells { shifted[row >= start ? row + delta : row] = cell }
        visibleCells = shifted
    }

    /// Cells waiting in pools, per identifier, in identifier order.
    public var pooled: [(String, Int)] {
        pools.keys.sorted().map { ($0, pools[$0]?.count ?? 0) }
    }
}

/// What reuse cost so far.
public struct ReuseStatistics: Hashable, Sendable {
    public var created = 0
    public var reused = 0
    /// Reused cells that had to change from one prototype's layout to another's.
    public var layoutSwitches = 0
    public var constraintsAdded = 0
    public var constraintsRemoved = 0
}
