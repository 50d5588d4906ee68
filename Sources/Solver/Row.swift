/// One cell of a row: `coefficient * symbol`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + sum(coefficient * symbol)`.
///
/// Cells are kept sorted by symbol id, so lookups are binary searches, merging two rows is a
/// single pass, and iterating a row is deterministic.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    var isConstant: Bool { cells.isEmpty }

    /// The row with its cells in storage of their size when its own has more than twice the
    /// room they need (else the row itself, sharing its storage).
    ///
    /// For a logged old version (``TableauChangeLog/recordRow(_:in:)``): a copy of an array
    /// keeps the capacity it was copied from, and a merge grows a row's storage to twice what
    /// it needs, so a row changed turn after turn carried its largest size ever into every
    /// version the undo history kept (hiding and showing a view of a ten-view stack, a line at
    /// a time: the logs held 1.26 million cells in room for 7.9 million, and more each line).
    /// Copying here costs what the change's own copy would: the live row stays unshared, and
    /// is changed in place.
    var compacted: Row {
        guard cells.capacity > 2 * cells.count + 4 else { return self }
        return Row(constant: constant, cells: cells.withUnsafeBufferPointer { Array($0) })
    }

    /// The position of `symbol`, or where it would be inserted.
    ///
    /// Long rows (a column of views solved in terms of every view above) are searched by
    /// interpolation first: ids spread evenly enough that two guesses land near the cell,
    /// where a plain binary search touches a new cache line at each of its steps. The
    /// binary search then finishes in the narrowed range, so the worst case stays O(log n).
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        if high > 32 {
            for _ in 0..<2 where high - low > 32 {
                let first = Int(cells[low].symbol.id)
                let last = Int(cells[high - 1].symbol.id)
                let target = Int(symbol.id)
                if target < first { return (low, false) }
                if target > last { return (high, false) }
                if last == first { break }
                let guess = low + (target - first) * (high - 1 - low) / (last - first)
                let id = Int(cells[guess].symbol.id)
                if id == target { return (guess, true) }
                if id < target { low = guess + 1 } else { high = guess }
            }
        }
        while low < high {
            let middle = (low + high) >> 1
            let id = cells[middle].symbol.id
            if id < symbol.id {
                low = middle + 1
            } else if id > symbol.id {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// Adds `amount` times the symbol's coefficient to the constant (the symbol moved by
    /// `amount`); returns the new constant, or nil when the row does not hold the symbol.
    @inline(__always)
    mutating func shiftConstant(by amount: Double, along symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        constant += amount * cells[index].coefficient
        return constant
    }

    /// The sum of `amounts[id] * coefficient` over the cells with ids from `lowest` through
    /// `highest` (where every nonzero amount lies), or nil when none has a nonzero amount.
    /// `amounts` has an entry for every symbol id. This is the inner loop of
    /// ``Tableau/shiftRows(holding:)``, which reads whole long rows: read through buffers,
    /// without a bounds check per cell.
    @inline(__always)
    func sum(weighting amounts: UnsafeBufferPointer<Double>, from lowest: Int32, through highest: Int32) -> Double? {
        let start = position(of: Symbol(id: lowest, kind: .slack)).index
        return cells.withUnsafeBufferPointer { cells -> Double? in
            var sum = 0.0
            var moved = false
            var position = start
            while position < cells.count {
                let cell = cells[position]
                if cell.symbol.id > highest { break }
                let amount = amounts[cell.symbol.index]
                if amount != 0 {
                    sum += amount * cell.coefficient
                    moved = true
                }
                position += 1
            }
            return moved ? sum : nil
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell when the sum is near zero.
    /// Returns whether the symbol appears in the row afterwards, and whether it did before.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> (present: Bool, wasPresent: Bool) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
                return (false, true)
            }
            cells[index].coefficient = sum
            return (true, true)
        }
        if isNearZero(coefficient) { return (false, false) }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return (true, false)
    }

    /// Removes the symbol's cell, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `multiplier * other`, for a row outside the tableau (no column index to keep).
    mutating func add(_ other: Row, times multiplier: Double) {
        var ignored = IgnoredCellChanges()
        add(other, times: multiplier, changes: &ignored)
    }

    /// Adds `multiplier * other` in one merge pass. `changes` hears of every symbol that
    /// appears in or vanishes from the row, so the caller can keep its column index (a
    /// generic rather than two closures, which were called, not inlined, for every cell).
    /// `dropping` names a symbol to leave out of the result on the way (the one a
    /// substitution replaces: removing it first would shift the whole row once more);
    /// `changes` does not hear of it.
    @inline(__always)
    mutating func add<Changes: RowCellChanges>(
        _ other: Row,
        times multiplier: Double,
        dropping dropped: Symbol? = nil,
        changes: inout Changes
    ) {
        constant += other.constant * multiplier
        if other.cells.isEmpty {
            if let dropped { remove(dropped) }
            return
        }
        // A short row added to a long one: each of its cells is looked up and updated in
        // place (the long row shifts only where a cell appears or vanishes), instead of
        // copying the long row whole. Likewise a row of a few cells added to any row: a
        // merge into a new array cost an allocation per row (an edit variable's row,
        // substituted into every row of a grid, spent most of its time there). Same sums,
        // same result.
        if other.cells.count * 8 < cells.count || other.cells.count <= 4 {
            if let dropped { remove(dropped) }
            for cell in other.cells {
                let coefficient = cell.coefficient * multiplier
                let (index, found) = position(of: cell.symbol)
                if found {
                    let sum = cells[index].coefficient + coefficient
                    if isNearZero(sum) {
                        cells.remove(at: index)
                        changes.symbolLeft(cell.symbol)
                    } else {
                        cells[index].coefficient = sum
                    }
                } else if !isNearZero(coefficient) {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: coefficient), at: index)
                    changes.symbolEntered(cell.symbol)
                }
            }
            return
        }
        mergeInPlace(other, times: multiplier, droppingID: dropped?.id ?? -1, changes: &changes)
    }

    /// Past this many cells between them, two rows are merged forward into new storage instead
    /// of in place: in place writes the other row's length of placeholders and moves the
    /// result down over the gap its shared cells leave, two more passes over memory that only
    /// pay for themselves while the rows stay in cache (a column of 10,000 labels, whose rows
    /// run to thousands of cells, took half as long again for its first layout in place).
    static let longRow = 512

    /// The merge of ``mergeInPlace(_:times:droppingID:changes:)`` for long rows: one pass,
    /// forward, into storage sized for both.
    private mutating func mergeIntoNewStorage<Changes: RowCellChanges>(
        _ other: Row, times multiplier: Double, droppingID droppedID: Int32, changes: inout Changes
    ) {
        let merged = [Cell](unsafeUninitializedCapacity: cells.count + other.cells.count) { result, count in
            cells.withUnsafeBufferPointer { source in
                other.cells.withUnsafeBufferPointer { incoming in
                    var left = 0
                    var right = 0
                    while left < source.count || right < incoming.count {
                        guard count < result.count else { return }
                        if left < source.count && source[left].symbol.id == droppedID {
                            left += 1
                        } else if right == incoming.count
                            || (left < source.count && source[left].symbol.id < incoming[right].symbol.id)
                        {
                            result.initializeElement(at: count, to: source[left])
                            count += 1
                            left += 1
                        } else if left == source.count || incoming[right].symbol.id < source[left].symbol.id {
                            let cell = incoming[right]
                            let coefficient = cell.coefficient * multiplier
                            if !isNearZero(coefficient) {
                                result.initializeElement(at: count, to: Cell(symbol: cell.symbol, coefficient: coefficient))
                                count += 1
                                changes.symbolEntered(cell.symbol)
                            }
                            right += 1
                        } else {
                            let sum = source[left].coefficient + incoming[right].coefficient * multiplier
                            if isNearZero(sum) {
                                changes.symbolLeft(source[left].symbol)
                            } else {
                                result.initializeElement(at: count, to: Cell(symbol: source[left].symbol, coefficient: sum))
                                count += 1
                            }
                            left += 1
                            right += 1
                        }
                    }
                }
            }
        }
        cells = merged
    }

    /// The merge of ``add(_:times:dropping:changes:)`` for rows of comparable length, done
    /// in this row's own storage: the row is extended by `other`'s length and merged from the
    /// back (the write position never passes the read position, since it stays ahead by the
    /// number of `other`'s cells still to come), and whatever cells cancelled or were dropped
    /// leave a gap at the front, closed with one memmove. A merge into a new array cost an
    /// allocation and a capacity check per cell: on a grid, where an edit variable's row is
    /// substituted into rows of twenty cells, most of the edit phase.
    @inline(__always)
    private mutating func mergeInPlace<Changes: RowCellChanges>(
        _ other: Row, times multiplier: Double, droppingID droppedID: Int32, changes: inout Changes
    ) {
        let oldCount = cells.count
        let otherCount = other.cells.count
        guard oldCount + otherCount <= Self.longRow else {
            mergeIntoNewStorage(other, times: multiplier, droppingID: droppedID, changes: &changes)
            return
        }
        // Room for every cell of `other` (copied in as placeholders: one memcpy). Storage that
        // must grow gets twice what this merge needs: the next substitution into the row
        // usually adds cells too, and a grid's rows, built to size, otherwise each grew again
        // when an edit variable was substituted into them (a fifth fewer instructions).
        if cells.capacity < oldCount + otherCount { cells.reserveCapacity(2 * (oldCount + otherCount)) }
        cells.append(contentsOf: other.cells)
        let gap = cells.withUnsafeMutableBufferPointer { target -> Int in
            other.cells.withUnsafeBufferPointer { source -> Int in
                var read = oldCount - 1
                var right = otherCount - 1
                var write = oldCount + otherCount - 1
                var isDropPending = droppedID >= 0
                while right >= 0 {
                    let incoming = source[right]
                    if read >= 0 {
                        let cell = target[read]
                        if cell.symbol.id == droppedID {
                            isDropPending = false
                            read -= 1
                            continue
                        }
                        if cell.symbol.id > incoming.symbol.id {
                            target[write] = cell
                            write -= 1
                            read -= 1
                            continue
                        }
                        if cell.symbol.id == incoming.symbol.id {
                            let sum = cell.coefficient + incoming.coefficient * multiplier
                            if isNearZero(sum) {
                                changes.symbolLeft(cell.symbol)
                            } else {
                                target[write] = Cell(symbol: cell.symbol, coefficient: sum)
                                write -= 1
                            }
                            read -= 1
                            right -= 1
                            continue
                        }
                    }
                    let coefficient = incoming.coefficient * multiplier
                    if !isNearZero(coefficient) {
                        target[write] = Cell(symbol: incoming.symbol, coefficient: coefficient)
                        write -= 1
                        changes.symbolEntered(incoming.symbol)
                    }
                    right -= 1
                }
                // The cells left are in place unless a gap opened or the dropped symbol is
                // among them.
                while read >= 0 && (write != read || isDropPending) {
                    let cell = target[read]
                    read -= 1
                    if cell.symbol.id == droppedID {
                        isDropPending = false
                        continue
                    }
                    target[write] = cell
                    write -= 1
                }
                return write - read
            }
        }
        guard gap > 0 else { return }
        let kept = cells.count - gap
        cells.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            UnsafeMutableRawPointer(base).copyMemory(
                from: UnsafeRawPointer(base + gap), byteCount: kept * MemoryLayout<Cell>.stride)
        }
        cells.removeLast(gap)
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Solves `0 = constant + sum(cells)` for `symbol`, which must be in the row, and
    /// removes it: the row becomes `symbol = ...`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let multiplier = -1 / coefficient
        constant *= multiplier
        for index in cells.indices {
            cells[index].coefficient *= multiplier
        }
    }

    /// Turns `lhs = constant + ... + c*rhs + ...` into `rhs = ...`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}

/// Hears of the symbols that enter or leave a row while another is added to it
/// (``Row/add(_:times:dropping:changes:)``).
protocol RowCellChanges {
    mutating func symbolEntered(_ symbol: Symbol)
    mutating func symbolLeft(_ symbol: Symbol)
}

/// For rows outside the tableau: nothing to keep.
struct IgnoredCellChanges: RowCellChanges {
    func symbolEntered(_ symbol: Symbol) {}
    func symbolLeft(_ symbol: Symbol) {}
}
