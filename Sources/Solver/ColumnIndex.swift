/// The tableau's column index: for each symbol, the basic symbols whose rows contain it.
///
/// It is what keeps every operation local: substituting a symbol touches the rows that hold
/// it and no others (kiwi walks every row instead), so adding a constraint, suggesting a value
/// and removing a constraint cost work near the rows they touch.
///
/// Kept lazily: an entry is appended when a symbol enters a row and left in place when it
/// leaves, so the index costs one append per new cell and nothing per vanished one (a hash set
/// cost most of a substitution). The count of holders is exact; a longer column holds stale or
/// repeated entries and is compacted when it is read (``holders(of:in:)``) or when it grows
/// past its bound (``columnBound(holders:)``). The index does not own the rows: the operations
/// that must tell a live entry from a stale one are given them.
struct ColumnIndex {
    /// `columns[id]` lists the rows that held symbol `id` when it entered them.
    private var columns: [[Int32]] = []
    /// `holderCounts[id]` is how many rows hold symbol `id` now.
    private var holderCounts: [Int32] = []
    /// Scratch marks for visiting each row once: `seenStamps[row] == seenGeneration` when
    /// seen (``startVisit()``).
    private var seenStamps: [UInt32] = []
    private var seenGeneration: UInt32 = 0

    /// Makes room for a new symbol, held by no row.
    mutating func appendSymbol() {
        columns.append([])
        holderCounts.append(0)
        seenStamps.append(0)
    }

    /// Forgets the symbols from id `count` on (a rollback drops the symbols it made).
    mutating func removeSymbols(from count: Int) {
        columns.removeSubrange(count...)
        holderCounts.removeSubrange(count...)
        seenStamps.removeSubrange(count...)
    }

    /// How many rows hold the symbol.
    @inline(__always)
    func holderCount(of symbol: Symbol) -> Int { Int(holderCounts[symbol.index]) }

    /// The rows that hold the symbol, each once, in the order the symbol entered them.
    mutating func holders(of symbol: Symbol, in rows: [Row?]) -> [Int32] {
        let index = symbol.index
        if columns[index].count != Int(holderCounts[index]) { compactColumn(of: symbol, in: rows) }
        return columns[index]
    }

    /// The same list without compacting it (for diagnostics and tests): sorted.
    func validHolders(of symbol: Symbol, in rows: [Row?]) -> [Int32] {
        Set(columns[symbol.index].filter { Self.row($0, in: rows, holds: symbol) }).sorted()
    }

    /// The symbol's column as it stands, stale and repeated entries included.
    @inline(__always)
    func entries(of symbol: Symbol) -> [Int32] { columns[symbol.index] }

    /// Empties the symbol's column (it has left every row) and hands over what it held, stale
    /// and repeated entries included.
    @inline(__always)
    mutating func removeColumn(of symbol: Symbol) -> [Int32] {
        let entries = columns[symbol.index]
        columns[symbol.index] = []
        holderCounts[symbol.index] = 0
        return entries
    }

    @inline(__always)
    private static func row(_ holder: Int32, in rows: [Row?], holds symbol: Symbol) -> Bool {
        let index = Int(holder)
        guard index < rows.count else { return false }
        return rows[index]?.position(of: symbol).found ?? false
    }

    /// Drops stale entries (the row no longer holds the symbol, or is gone) and repeats.
    private mutating func compactColumn(of symbol: Symbol, in rows: [Row?]) {
        startVisit()
        var kept: [Int32] = []
        kept.reserveCapacity(Int(holderCounts[symbol.index]))
        for holder in columns[symbol.index] where Self.row(holder, in: rows, holds: symbol) && visit(holder) {
            kept.append(holder)
        }
        columns[symbol.index] = kept
    }

    /// How long a column with `holders` holders may grow before it is compacted: 8 entries
    /// a holder, plus 256. Each compaction reads every entry, the live ones again each time,
    /// so the looser the bound the less it costs per entry appended: at 4 + 64, the dummies
    /// of a grid's equalities were compacted while an edit variable was added, a third of
    /// that operation.
    @inline(__always)
    static func columnBound(holders: Int32) -> Int {
        8 * Int(holders) + 256
    }

    // MARK: - Visiting each row once

    /// Starts a new round of marks: until the next, ``visit(_:)`` is true once per row.
    mutating func startVisit() {
        seenGeneration &+= 1
        if seenGeneration == 0 {
            for index in seenStamps.indices { seenStamps[index] = 0 }
            seenGeneration = 1
        }
    }

    /// Marks row `holder` seen in this round; whether it was not seen before.
    @inline(__always)
    mutating func visit(_ holder: Int32) -> Bool {
        let index = Int(holder)
        guard seenStamps[index] != seenGeneration else { return false }
        seenStamps[index] = seenGeneration
        return true
    }

    // MARK: - Following rows as they change

    /// Runs `body` with the index open for changes through `changes` (the rows may change
    /// meanwhile, and nothing may read the index otherwise); returns the symbols whose column
    /// grew past its bound, for ``compact(_:in:)`` once the rows are in place.
    ///
    /// The owner moves the index out of itself first, so that `body` can change its rows
    /// while the index's arrays are changed in place: one cell at a time through the owner,
    /// both arrays' uniqueness was checked per cell (a long new row, a column of views solved
    /// in terms of every view above, spent an eighth of an add there).
    @inline(__always)
    mutating func changing(_ body: (inout ColumnChanges) -> Void) -> [Symbol] {
        let generation = seenGeneration
        return columns.withUnsafeMutableBufferPointer { columns in
            holderCounts.withUnsafeMutableBufferPointer { counts in
                seenStamps.withUnsafeMutableBufferPointer { stamps in
                    var changes = ColumnChanges(columns: columns, counts: counts, seenStamps: stamps, seenGeneration: generation)
                    body(&changes)
                    return changes.overgrown
                }
            }
        }
    }

    /// Compacts the columns of `overgrown` that are still past their bound.
    mutating func compact(_ overgrown: [Symbol], in rows: [Row?]) {
        // A column can be listed more than once; once compacted it is within its bound.
        for symbol in overgrown where columns[symbol.index].count > Self.columnBound(holders: holderCounts[symbol.index]) {
            compactColumn(of: symbol, in: rows)
        }
    }
}

/// The column index while rows change (``ColumnIndex/changing(_:)``): a symbol that
/// enters row `holder` appends it to the symbol's column, one that leaves lowers the count.
/// The arrays are changed in place without a closure per cell.
struct ColumnChanges: RowCellChanges {
    var holder: Int32 = 0
    /// The index's arrays, by symbol id, reached through their elements' pointers (a
    /// buffer's subscript is a coroutine call, and the arrays' own accessors checked both
    /// arrays' uniqueness for every cell).
    private let columns: UnsafeMutableBufferPointer<[Int32]>
    private let counts: UnsafeMutableBufferPointer<Int32>
    /// The marks of the round of visits open when the changes began (``visit(_:)``).
    private let seenStamps: UnsafeMutableBufferPointer<UInt32>
    private let seenGeneration: UInt32
    /// Symbols whose column grew past its bound, to compact once the rows are in place.
    private(set) var overgrown: [Symbol] = []

    init(
        columns: UnsafeMutableBufferPointer<[Int32]>, counts: UnsafeMutableBufferPointer<Int32>,
        seenStamps: UnsafeMutableBufferPointer<UInt32>, seenGeneration: UInt32
    ) {
        self.columns = columns
        self.counts = counts
        self.seenStamps = seenStamps
        self.seenGeneration = seenGeneration
    }

    @inline(__always)
    mutating func symbolEntered(_ symbol: Symbol) {
        let index = symbol.index
        guard index >= 0, index < columns.count, index < counts.count,
            let column = columns.baseAddress.map({ $0 + index }),
            let count = counts.baseAddress.map({ $0 + index })
        else { return }
        column.pointee.append(holder)
        count.pointee += 1
        if column.pointee.count > ColumnIndex.columnBound(holders: count.pointee) { overgrown.append(symbol) }
    }

    @inline(__always)
    mutating func symbolLeft(_ symbol: Symbol) {
        let index = symbol.index
        guard index >= 0, index < counts.count, let count = counts.baseAddress.map({ $0 + index }) else { return }
        count.pointee -= 1
    }

    /// ``ColumnIndex/visit(_:)`` while the index is open for changes: marks row `holder` seen
    /// in the current round; whether it was not seen before (false for a row out of range).
    @inline(__always)
    func visit(_ holder: Int32) -> Bool {
        let index = Int(holder)
        guard index >= 0, index < seenStamps.count, let stamp = seenStamps.baseAddress.map({ $0 + index }),
            stamp.pointee != seenGeneration
        else { return false }
        stamp.pointee = seenGeneration
        return true
    }
}
