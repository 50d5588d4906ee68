import Testing
import TestSupport
@testable import Solver

/// The proof that a conflict is irreducible without the deletion filter
/// (``Solver/provesIrreducible(_:added:)``): it says yes only where the filter would keep
/// every member, and the sets the solver reports stay irreducible either way.
@Suite("Conflicts proved irreducible")
struct ConflictMinimalityTests {
    /// A column as `fixes` meets it: `y0 == 0`, `h_i == 8`, `y_i == y_(i-1) + h_(i-1) + 2`,
    /// and the container's `bottom == y_last + h_last` with a bottom 2 pt short.
    static func column(_ count: Int) -> (members: [Constraint], added: Constraint) {
        let tops = (0..<count).map { Variable("y\($0)") }
        let heights = (0..<count).map { Variable("h\($0)") }
        var members = [Constraint(tops[0] - 0, .equal, label: "y0 == 0")]
        for index in 0..<count {
            members.append(Constraint(heights[index] - 8, .equal, label: "h\(index) == 8"))
            if index > 0 {
                members.append(Constraint(tops[index] - tops[index - 1] - heights[index - 1] - 2, .equal, label: "y\(index) after y\(index - 1)"))
            }
        }
        // The column is 10 x count - 2 tall; the container says 2 less.
        let bottom = Double(10 * count - 4)
        let added = Constraint(tops[count - 1] + heights[count - 1] - bottom, .equal, label: "bottom")
        return (members, added)
    }

    /// Whether each member is needed: the set fails, and fails no longer without any one.
    static func isIrreducible(_ set: [Constraint]) -> Bool {
        guard !Solver.isSatisfiable(set) else { return false }
        return set.indices.allSatisfy { index in
            var rest = set
            rest.remove(at: index)
            return Solver.isSatisfiable(rest)
        }
    }

    @Test(arguments: [1, 2, 5, 30])
    func aColumnIsProvedIrreducibleAndIs(count: Int) {
        let (members, added) = Self.column(count)
        #expect(Solver.provesIrreducible(members, added: added))
        // The filter's own answer, member by member: every one is needed.
        #expect(Self.isIrreducible(members + [added]))
    }

    @Test func aColumnIsReportedWhole() throws {
        var solver = Solver()
        let (members, added) = Self.column(40)
        for member in members { try solver.add(member) }
        do {
            try solver.add(added)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(conflicting.map(\.label) == members.map(\.label) + ["bottom"])
        }
    }

    @Test func aMemberTheOthersImplyIsNotProved() {
        // height == 50 follows from the other three: the proof names four members where two
        // suffice, and only the filter finds the two.
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let members = [
            Constraint(top - 0, .equal), Constraint(bottom - top - height, .equal),
            Constraint(bottom - 50, .equal), Constraint(height - 50, .equal),
        ]
        #expect(!Solver.provesIrreducible(members, added: Constraint(height - 100, .equal)))
    }

    @Test func aMemberTheCombinationLeavesOutIsNotProved() {
        // x == 1 and x == 2 conflict; y == 3 is independent of them but not in the combination.
        let x = Variable("x"), y = Variable("y")
        let members = [Constraint(x - 1, .equal), Constraint(y - 3, .equal)]
        #expect(!Solver.provesIrreducible(members, added: Constraint(x - 2, .equal)))
    }

    @Test func aChainOfInequalitiesIsProved() throws {
        // x0 == 0, each edge at least 10 after the one before, the last at most 100 of 30
        // edges: the combination adds every member once (the inequalities with one sign).
        let edges = (0..<30).map { Variable("x\($0)") }
        var members = [Constraint(edges[0] - 0, .equal)]
        for index in 1..<edges.count { members.append(Constraint(edges[index] - edges[index - 1] - 10, .greaterThanOrEqual)) }
        let added = Constraint(edges[29] - 100, .lessThanOrEqual)
        #expect(Solver.provesIrreducible(members, added: added))
        #expect(Self.isIrreducible(members + [added]))
    }

    @Test func randomSystemsNeverProveASetTheFilterWouldShrink() throws {
        // Random equalities and inequalities over a few variables, small integer
        // coefficients: wherever the proof says irreducible, dropping any member makes the
        // rest hold.
        var generator = SplitMix64(seed: 40)
        var proved = 0
        for _ in 0..<3_000 {
            let variables = (0..<4).map { Variable("v\($0)") }
            func equation() -> Constraint {
                var expression = LinearExpression(constant: Double(Int(generator.next() % 7)) - 3)
                for variable in variables where generator.next() % 2 == 0 {
                    expression.terms.append(Term(variable, Double(Int(generator.next() % 5)) - 2))
                }
                let relations: [Relation] = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
                return Constraint(expression, relations[Int(generator.next() % 4)])
            }
            let members = (0..<Int(generator.next() % 5)).map { _ in equation() }
            let added = equation()
            guard !Solver.isSatisfiable(members + [added]), Solver.provesIrreducible(members, added: added) else { continue }
            proved += 1
            #expect(Self.isIrreducible(members + [added]))
        }
        #expect(proved > 50)
    }
}
