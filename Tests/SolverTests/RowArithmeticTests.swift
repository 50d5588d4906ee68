import Testing
@testable import Solver
import TestSupport

/// `Row.add` has three ways to add one row to another (cell by cell into a long row, the
/// in-place merge from the back, and either with a symbol dropped on the way); each must give
/// what adding the two rows as plain maps from symbol to coefficient gives, and report every
/// symbol that enters or leaves.
@Suite("Row arithmetic against plain maps")
struct RowArithmeticTests {
    /// Records what `Row.add` reports.
    struct RecordedChanges: RowCellChanges {
        var entered: [Int32] = []
        var left: [Int32] = []
        mutating func symbolEntered(_ symbol: Symbol) { entered.append(symbol.id) }
        mutating func symbolLeft(_ symbol: Symbol) { left.append(symbol.id) }
    }

    /// A row of `count` cells over ids `0..<range`, coefficients from a small set so that sums
    /// cancel often (1 + -1, 0.5 * 2 + -1, ...).
    static func randomRow(count: Int, range: Int32, using generator: inout SplitMix64) -> Row {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
        var map: [Int32: Double] = [:]
        for _ in 0..<count {
            map[Int32.random(in: 0..<range, using: &generator)] = coefficients.randomElement(using: &generator) ?? 1
        }
        let cells = map.keys.sorted().map { Cell(symbol: Symbol(id: $0, kind: .slack), coefficient: map[$0] ?? 0) }
        return Row(constant: Double(Int.random(in: -5...5, using: &generator)), cells: cells)
    }

    static func map(of row: Row) -> [Int32: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.id, $0.coefficient) })
    }

    @Test("every path of add agrees with map arithmetic, over 2,000 random pairs")
    func addAgreesWithMaps() {
        var generator = SplitMix64(seed: 31)
        for case_ in 0..<2000 {
            // Sizes chosen to reach each path: a short row into a long one, a row of at most 4
            // cells, rows of comparable length merged in place, and long ones (more than
            // `Row.longRow` cells between them) merged into new storage; with few ids so many
            // coincide.
            let isLong = case_ % 8 == 0
            let targetCount = isLong ? 400 : [0, 1, 3, 8, 20, 60].randomElement(using: &generator) ?? 8
            let otherCount = isLong ? 300 : [1, 2, 4, 5, 9, 20, 40].randomElement(using: &generator) ?? 5
            let range = Int32(isLong ? 1000 : [10, 30, 120].randomElement(using: &generator) ?? 30)
            var target = Self.randomRow(count: targetCount, range: range, using: &generator)
            let other = Self.randomRow(count: otherCount, range: range, using: &generator)
            let multiplier: Double = [1.0, -1, 2, -0.5].randomElement(using: &generator) ?? 1
            // Drop one of the target's symbols that `other` does not hold, half the time (as a
            // substitution drops the symbol `other` is the row of).
            let droppable = target.cells.map(\.symbol).filter { other.coefficient(for: $0) == 0 }
            let dropped = Bool.random(using: &generator) ? droppable.randomElement(using: &generator) : nil

            var expected = Self.map(of: target)
            if let dropped { expected[dropped.id] = nil }
            for cell in other.cells {
                let sum = (expected[cell.symbol.id] ?? 0) + cell.coefficient * multiplier
                expected[cell.symbol.id] = isNearZero(sum) ? nil : Optional(sum)
            }
            var before = Set(Self.map(of: target).keys)
            if let dropped { before.remove(dropped.id) }
            let expectedConstant = target.constant + other.constant * multiplier

            var changes = RecordedChanges()
            target.add(other, times: multiplier, dropping: dropped, changes: &changes)

            #expect(Self.map(of: target) == expected, "case \(case_)")
            #expect(target.cells.map(\.symbol.id) == target.cells.map(\.symbol.id).sorted(), "case \(case_): cells sorted")
            #expect(target.constant == expectedConstant, "case \(case_)")
            let after = Set(expected.keys)
            #expect(Set(changes.entered) == after.subtracting(before), "case \(case_): entered")
            #expect(Set(changes.left) == before.subtracting(after), "case \(case_): left")
            #expect(changes.entered.count == Set(changes.entered).count, "case \(case_): each entry once")
        }
    }

    @Test("a merge whose sums all cancel leaves only the new cells, moved to the front")
    func mergeClosesTheGapLeftByCancellations() {
        // target = s1 + s2 + s3 + s4 + s5 + s6, other = -s1 - s2 - s3 - s4 - s5 + s9: every shared
        // cell cancels, so the six-cell row becomes s6 + s9 (two cells, kept in id order).
        let cells = (1...6).map { Cell(symbol: Symbol(id: Int32($0), kind: .slack), coefficient: 1) }
        var target = Row(constant: 1, cells: cells)
        let other = Row(
            constant: 2,
            cells: (1...5).map { Cell(symbol: Symbol(id: Int32($0), kind: .slack), coefficient: -1) }
                + [Cell(symbol: Symbol(id: 9, kind: .slack), coefficient: 1)])
        var changes = RecordedChanges()
        target.add(other, times: 1, changes: &changes)
        #expect(target.cells.map(\.symbol.id) == [6, 9])
        #expect(target.cells.map(\.coefficient) == [1, 1])
        #expect(target.constant == 3)
        #expect(changes.left == [5, 4, 3, 2, 1])
        #expect(changes.entered == [9])
    }
}
