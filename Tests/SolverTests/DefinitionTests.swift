import Testing
@testable import Solver
import TestSupport

/// Variables eliminated by substitution (``Definition``): a required equality naming a
/// variable nothing else holds is kept as that variable's definition, outside the rows. These
/// check that the system it gives is the one Cassowary's rows give (values, optimality,
/// conflicts, explanations, ambiguity, removal in any order, constants updated in place,
/// transactions), and that a chain is held in space linear in its length.
@Suite("Variables defined by required equalities")
struct DefinitionTests {
    /// A column: `top[k] == top[k-1] + height[k-1] + gap` (each top is new when its equality
    /// arrives, so each is defined), with each height held near a content size by the pair
    /// UIKit gives a label (`>= size @750`, `<= size @250`).
    struct Column {
        var tops: [Variable] = []
        var heights: [Variable] = []
        var links: [Constraint] = []
        var sizes: [Constraint] = []
        var all: [Constraint] { links + sizes }
        var variables: [Variable] { tops + heights }
    }

    static func makeColumn(_ count: Int, gap: Double = 8, in solver: inout Solver) throws -> Column {
        var column = Column()
        for index in 0..<count {
            let top = Variable("top\(index)"), height = Variable("height\(index)")
            let size = Double(20 + index % 7)
            let pair = [
                Constraint(height - size, .greaterThanOrEqual, priority: .defaultHigh),
                Constraint(height - size, .lessThanOrEqual, priority: .defaultLow),
            ]
            for constraint in pair { try solver.add(constraint) }
            column.sizes += pair
            let link = index == 0
                ? Constraint(top - gap, .equal)
                : Constraint(top - column.tops[index - 1] - column.heights[index - 1] - gap, .equal)
            try solver.add(link)
            column.links.append(link)
            column.tops.append(top)
            column.heights.append(height)
        }
        return column
    }

    /// Each top is the sum of the gaps and the content sizes above it: top[k] = 8 + Σ_{j<k}
    /// (size[j] + 8), with size[j] = 20 + j mod 7.
    @Test func aColumnTakesItsValuesFromTheDefinitions() throws {
        var solver = Solver()
        let column = try Self.makeColumn(30, in: &solver)
        var expected = 8.0
        for index in 0..<30 {
            #expect(solver.value(of: column.tops[index]) == expected)
            let isDefined = solver.symbols[column.tops[index]].map { solver.tableau.isDefined($0) } ?? false
            #expect(isDefined, "top\(index) is not defined")
            expected += Double(20 + index % 7) + 8
        }
        ReferenceLP.expectOptimal(solver.constraints, values: solver, variables: column.variables, "column")
    }

    /// The tableau of a column grows linearly: each label adds its two size rows (a height
    /// and one error or slack row, a handful of cells each) and a definition of three terms,
    /// where rows would hold every symbol above each top (about N²/2 cells).
    @Test func aColumnsTableauGrowsLinearly() throws {
        var small = Solver(), large = Solver()
        _ = try Self.makeColumn(100, in: &small)
        _ = try Self.makeColumn(400, in: &large)
        let perLabelSmall = Double(small.statistics.cells) / 100
        let perLabelLarge = Double(large.statistics.cells) / 400
        #expect(perLabelLarge <= perLabelSmall * 1.05 + 0.5, "cells per label \(perLabelSmall) at 100, \(perLabelLarge) at 400")
        #expect(perLabelLarge < 10)
    }

    /// The content sizes change in place (a re-measured column): every top below follows.
    @Test func updatedSizesMoveEveryTopBelow() throws {
        var solver = Solver()
        let column = try Self.makeColumn(20, in: &solver)
        // Every label grows by 10: top[k] moves down by 10·k.
        let before = column.tops.map { solver.value(of: $0) }
        let updates = column.sizes.enumerated().map { index, constraint in
            (constraint: constraint, constant: -Double(20 + (index / 2) % 7) - 10)
        }
        try solver.updateConstants(updates)
        for index in 0..<20 {
            #expect(solver.value(of: column.tops[index]) == before[index] + 10 * Double(index))
        }
        let changed = Set(solver.updateVariables().map(\.name))
        #expect(changed.isSuperset(of: column.tops.dropFirst().map(\.name)))
    }

    /// A constraint naming the end of the column enters the rows through the definitions:
    /// a required `bottom <= 300` squeezes the heights down to their content sizes' strength
    /// order (the 250 hugging gives first, then the 750 compression resistance).
    @Test func aConstraintOnTheEndOfTheColumnIsSolvedThroughIt() throws {
        var solver = Solver()
        let column = try Self.makeColumn(10, in: &solver)
        let bottom = try #require(column.tops.last) + (try #require(column.heights.last))
        let limit = Constraint(bottom - 300, .lessThanOrEqual)
        try solver.add(limit)
        ReferenceLP.expectOptimal(solver.constraints, values: solver, variables: column.variables, "limit")
        // 10 gaps of 8 and 10 content sizes (20..26, 20, 21, 22) sum 80 + 226 = 306 > 300.
        #expect(abs(solver.value(of: column.tops[9]) + solver.value(of: column.heights[9]) - 300) < 1e-9)
        // A required bottom == 400 contradicts bottom <= 300 alone: the set is those two.
        let impossible = Constraint(bottom - 400, .equal)
        do {
            try solver.add(impossible)
            Issue.record("bottom == 400 was accepted under bottom <= 300")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.map(ObjectIdentifier.init) == [limit, impossible].map(ObjectIdentifier.init))
        }
    }

    /// Conflicts are named through the definitions' dummies, as through rows.
    @Test func aConflictNamesTheDefiningConstraints() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let first = Constraint(a - 10, .equal)
        let second = Constraint(b - a - 5, .equal)
        let third = Constraint(c - b - 5, .equal)
        for constraint in [first, second, third] { try solver.add(constraint) }
        let isDefined = solver.symbols[c].map { solver.tableau.isDefined($0) } ?? false
        #expect(isDefined, "c is not defined")
        let contradiction = Constraint(c - 21, .equal)
        do {
            try solver.add(contradiction)
            Issue.record("c == 21 was accepted with c = 20")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.map(ObjectIdentifier.init) == [first, second, third, contradiction].map(ObjectIdentifier.init))
        }
        #expect(solver.value(of: c) == 20)
    }

    /// Removal in any order leaves the solution of the constraints left, each time.
    @Test(arguments: 0..<40)
    func removalInAnyOrderKeepsTheRestOptimal(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var solver = Solver()
        let column = try Self.makeColumn(12, in: &solver)
        let end = try #require(column.tops.last) + (try #require(column.heights.last))
        let limit = Constraint(end - 280, .lessThanOrEqual, priority: .required)
        try solver.add(limit)
        var left = column.all + [limit]
        var order = left
        order.shuffle(using: &generator)
        for constraint in order.prefix(20) {
            try solver.remove(constraint)
            left.removeAll { $0 === constraint }
            ReferenceLP.expectOptimal(solver.constraints, values: solver, variables: column.variables, "seed \(seed)")
        }
        #expect(solver.constraints.count == left.count)
    }

    /// Updating a link's constant moves the tops below it; a transaction puts it all back.
    @Test func aLinksConstantMovesTheTopsBelowAndRollsBack() throws {
        var solver = Solver()
        let column = try Self.makeColumn(10, in: &solver)
        let before = TransactionTests.Fingerprint(solver)
        let values = column.tops.map { solver.value(of: $0) }
        solver.beginTransaction()
        // Link 4 says top4 - top3 - height3 - 8 == 0; constant -8 → -20 is a gap of 20.
        try solver.updateConstant(of: column.links[4], to: -20)
        for index in 0..<10 {
            #expect(solver.value(of: column.tops[index]) == values[index] + (index >= 4 ? 12 : 0))
        }
        try solver.remove(column.links[2])
        try solver.add(Constraint(column.tops[9] - 1000, .equal, priority: .defaultHigh))
        solver.rollbackTransaction()
        #expect(TransactionTests.Fingerprint(solver) == before)
        #expect(column.tops.map { solver.value(of: $0) } == values)
    }

    /// Suggestions repeated on one edit are evaluated along a plan made for their sources
    /// (``EvaluationPlan``); a link's constant changed in place in between must reach the
    /// suggestions after it, whose sources are the same. Each top is checked against the one
    /// above, its height and its gap.
    @Test func aLinksNewConstantReachesTheSuggestionsAfterIt() throws {
        var solver = Solver()
        let column = try Self.makeColumn(10, in: &solver)
        try solver.addEditVariable(column.heights[0], priority: Priority(999) ?? .defaultHigh)
        func expectTops(gapAt5 gap: Double, _ comment: Comment) {
            for index in 1..<10 {
                let above = solver.value(of: column.tops[index - 1]) + solver.value(of: column.heights[index - 1])
                #expect(solver.value(of: column.tops[index]) == above + (index == 5 ? gap : 8), comment)
            }
        }
        for value in [30.0, 31, 32] {
            try solver.suggestValue(value, for: column.heights[0])
            _ = solver.updateVariables()
            expectTops(gapAt5: 8, "suggested \(value)")
        }
        // Link 5 says top5 - top4 - height4 - 8 == 0; constant -8 → -20 is a gap of 20.
        try solver.updateConstant(of: column.links[5], to: -20)
        for value in [33.0, 34, 35] {
            try solver.suggestValue(value, for: column.heights[0])
            _ = solver.updateVariables()
            #expect(solver.value(of: column.heights[0]) == value)
            expectTops(gapAt5: 20, "suggested \(value) after the new constant")
        }
    }

    /// Definitions sharing a defined term (a diamond, repeated): expanding the deepest one
    /// visits each definition once. u[k] = v[k-1] + 1, v[k] = v[k-1] + u[k-1], so v doubles
    /// roughly each step; walking every path would take 2^40 steps.
    @Test func sharedDefinitionsExpandOnce() throws {
        var solver = Solver()
        var v = [Variable("v0")], u = [Variable("u0")]
        try solver.add(Constraint(v[0] - 1, .equal))
        try solver.add(Constraint(u[0] - 1, .equal))
        for index in 1...40 {
            let nextV = Variable("v\(index)"), nextU = Variable("u\(index)")
            try solver.add(Constraint(nextU - v[index - 1] - 1, .equal))
            try solver.add(Constraint(nextV - v[index - 1] - u[index - 1], .equal))
            v.append(nextV)
            u.append(nextU)
        }
        // An optional constraint on the last one is expanded into a row of parametric
        // symbols (here only dummies and the error pair: every value is fixed).
        let last = try #require(v.last)
        let value = solver.value(of: last)
        try solver.add(Constraint(last - 0, .equal, priority: .defaultLow))
        #expect(solver.value(of: last) == value)
        // v[k] = v[k-1] + u[k-1] = v[k-1] + v[k-2] + 1 for k ≥ 2, v0 = u0 = 1, v1 = 2.
        var expected = [1.0, 2.0]
        while expected.count <= 40 { expected.append(expected[expected.count - 1] + expected[expected.count - 2] + 1) }
        #expect(value == expected[40])
    }

    /// `why` reads a defined variable's expanded definition: the links above it and the size
    /// constraints that hold the heights.
    @Test func anExplanationNamesTheChainAboveAVariable() throws {
        var solver = Solver()
        let column = try Self.makeColumn(4, in: &solver)
        let explanation = solver.explanation(of: column.tops[3])
        #expect(explanation.isDetermined)
        #expect(explanation.value == solver.value(of: column.tops[3]))
        let named = Set(explanation.terms.map { ObjectIdentifier($0.constraint) })
        #expect(named.isSuperset(of: column.links.map(ObjectIdentifier.init)))
    }

    /// A definition that names a free variable is as ambiguous as that variable; an edit of
    /// the defined variable moves the free one.
    @Test func aDefinitionOfAFreeVariableIsAmbiguousAndEditable() throws {
        var solver = Solver()
        let free = Variable("free"), defined = Variable("defined")
        try solver.add(Constraint(defined - free - 30, .equal))
        #expect(solver.ambiguities(among: [defined]).count == 1)
        try solver.addEditVariable(defined, priority: .defaultHigh)
        try solver.suggestValue(100, for: defined)
        #expect(solver.value(of: defined) == 100)
        #expect(solver.value(of: free) == 70)
        #expect(solver.ambiguities(among: [defined, free]).isEmpty)
    }
}
