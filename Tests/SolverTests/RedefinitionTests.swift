import Testing
@testable import Solver
import TestSupport

/// A row turned back into a definition when the constraint that defined its variable goes
/// (``Solver/redefineFromRow(_:)``): the shape of a stack grown a view at a time, where each
/// new view's trailing edge replaces the last one's (issue 40: a million tableau cells for a
/// stack of 1,000 grown so, against 15,000 for the same stack arranged at once).
@Suite("A row made a definition again")
struct RedefinitionTests {
    /// A row of items in a container 10,000 wide, grown one item at a time as a stack grows:
    /// the last item's trailing edge `x[k] + w[k] == end` goes, the new item's comes (it
    /// defines `x[k+1]`, new), then the spacing `x[k] + w[k] + 8 == x[k+1]`, which names
    /// only held or defined variables and so enters as a row. Each width is held by its
    /// floor `w >= 0` and kept near 10 by a weak preference.
    struct GrownRow {
        var solver = Solver()
        let end = Variable("end")
        var origins: [Variable] = []
        var widths: [Variable] = []
        var trailingEdge: Constraint?
        var spacings: [Constraint] = []
        var kept: [Constraint] = []

        init() throws {
            let fixedEnd = Constraint(end - 10_000, .equal)
            try solver.add(fixedEnd)
            kept.append(fixedEnd)
        }

        mutating func append() throws {
            let index = origins.count
            let origin = Variable("x\(index)"), width = Variable("w\(index)")
            let own = [
                Constraint(1 * width, .greaterThanOrEqual),
                Constraint(width - 10, .equal, priority: .defaultLow),
            ]
            for constraint in own { try solver.add(constraint) }
            kept += own
            if let trailingEdge { try solver.remove(trailingEdge) }
            let edge = Constraint(origin + width - end, .equal)
            try solver.add(edge)
            trailingEdge = edge
            if let previousOrigin = origins.last, let previousWidth = widths.last {
                let spacing = Constraint(previousOrigin + previousWidth + 8 - origin, .equal)
                try solver.add(spacing)
                spacings.append(spacing)
            } else {
                let leading = Constraint(1 * origin, .equal)
                try solver.add(leading)
                kept.append(leading)
            }
            origins.append(origin)
            widths.append(width)
        }

        var constraints: [Constraint] { kept + spacings + (trailingEdge.map { [$0] } ?? []) }
    }

    /// Cells per item stay flat from 50 to 200 items: each item brings a floor row, a weak
    /// preference's row and two definitions of a few terms; only the trailing edge's row
    /// holds the whole row. Kept as rows, the spacings held every marker before them
    /// (about N²/2 cells: 200 items, 20,000).
    @Test func aRowGrownAtItsEndStaysLinear() throws {
        var small = try GrownRow(), large = try GrownRow()
        for _ in 0..<50 { try small.append() }
        for _ in 0..<200 { try large.append() }
        let perItemSmall = Double(small.solver.statistics.cells) / 50
        let perItemLarge = Double(large.solver.statistics.cells) / 200
        #expect(perItemLarge <= perItemSmall * 1.2 + 1, "cells per item \(perItemSmall) at 50, \(perItemLarge) at 200")
        let laterOrigins = large.origins.dropFirst().compactMap { large.solver.symbols[$0] }
        #expect(laterOrigins.allSatisfy { large.solver.tableau.isDefined($0) })
    }

    /// The values are those of the same constraints added at once, and optimal. The items
    /// share 10,000 - 8·(N-1) points; with N = 12 that is 9,912 for 12 widths, each
    /// preferring 10 (120): the weak preferences cannot all hold, and the reference LP says
    /// the cost is least.
    @Test func theGrownRowSolvesAsTheSameConstraintsAddedAtOnce() throws {
        var grown = try GrownRow()
        for _ in 0..<12 { try grown.append() }
        var atOnce = Solver()
        for constraint in grown.constraints { try atOnce.add(constraint) }
        let variables = [grown.end] + grown.origins + grown.widths
        ReferenceLP.expectOptimal(grown.constraints, values: grown.solver, variables: variables, "grown")
        for variable in variables {
            #expect(abs(grown.solver.value(of: variable) - atOnce.value(of: variable)) < 1e-6, "\(variable)")
        }
        // The spacings still hold: x[k+1] = x[k] + w[k] + 8.
        for index in 1..<12 {
            let expected = grown.solver.value(of: grown.origins[index - 1]) + grown.solver.value(of: grown.widths[index - 1]) + 8
            #expect(abs(grown.solver.value(of: grown.origins[index]) - expected) < 1e-6)
        }
    }

    /// A growth taken back leaves the solver as it was, undone and redone it is as it was
    /// after, and the spacing that became a definition is updated and removed as any
    /// constraint.
    @Test func aRedefinitionRollsBackAndItsConstraintStaysOrdinary() throws {
        var grown = try GrownRow()
        for _ in 0..<6 { try grown.append() }
        let before = TransactionTests.Fingerprint(grown.solver)
        var attempt = grown
        attempt.solver.beginTransaction()
        try attempt.append()
        attempt.solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(attempt.solver) == before)
        // Undone and redone, as the shell's undo and redo do: the state after, again.
        attempt = grown
        attempt.solver.beginTransaction()
        try attempt.append()
        let after = TransactionTests.Fingerprint(attempt.solver)
        let undone = attempt.solver.undoTransaction()
        let redo = try #require(undone)
        #expect(TransactionTests.Fingerprint(attempt.solver) == before)
        let redone = attempt.solver.redoTransaction(redo)
        #expect(redone)
        #expect(TransactionTests.Fingerprint(attempt.solver) == after)
        attempt.solver.rollbackTransaction()
        // Go on from the rolled-back solver (the list of constraints is the one before).
        grown.solver = attempt.solver

        // The spacing between items 2 and 3 defines x3 now. Made 20 instead of 8, it holds
        // (x3 = x2 + w2 + 20) and the rest stays optimal.
        let spacing = grown.spacings[2]
        #expect(grown.solver.symbols[grown.origins[3]].map { grown.solver.tableau.isDefined($0) } == true)
        try grown.solver.updateConstant(of: spacing, to: 20)
        let moved = grown.solver.value(of: grown.origins[2]) + grown.solver.value(of: grown.widths[2]) + 20
        #expect(abs(grown.solver.value(of: grown.origins[3]) - moved) < 1e-6)
        let updated = grown.constraints.map { $0 === spacing ? Constraint(grown.origins[2] + grown.widths[2] + 20 - grown.origins[3], .equal) : $0 }
        ReferenceLP.expectOptimal(updated, values: grown.solver, variables: [grown.end] + grown.origins + grown.widths, "updated")
        try grown.solver.remove(spacing)
        let rest = grown.constraints.filter { $0 !== spacing }
        ReferenceLP.expectOptimal(rest, values: grown.solver, variables: [grown.end] + grown.origins + grown.widths, "removed")
    }
}
