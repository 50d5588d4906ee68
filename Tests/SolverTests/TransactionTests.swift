import Testing
@testable import Solver
import TestSupport

/// Transactions: a rollback leaves the solver identical to one that never ran the undone
/// operations, down to the tableau, the objective and the serials; nested transactions undo
/// only their own part.
@Suite("Transactions")
struct TransactionTests {
    /// Everything the solver holds, in a form that compares exactly (bit for bit).
    struct Fingerprint: Equatable {
        var rows: [String]
        var columns: [[Int32]]
        var objective: [String]
        var infeasible: [Int32]
        var changedExternals: [Int32]
        var records: [String]
        var edits: [String]
        var symbols: [String]
        var lastRead: [String]
        var nextSerial: Int
        var statistics: Solver.Statistics

        /// The names of the fields that differ, for failure messages.
        func differences(from other: Fingerprint) -> [String] {
            var names: [String] = []
            if rows != other.rows { names.append("rows") }
            if columns != other.columns { names.append("columns") }
            if objective != other.objective { names.append("objective \(objective) vs \(other.objective)") }
            if infeasible != other.infeasible { names.append("infeasible \(infeasible) vs \(other.infeasible)") }
            if changedExternals != other.changedExternals { names.append("changed \(changedExternals) vs \(other.changedExternals)") }
            if records != other.records { names.append("records") }
            if edits != other.edits { names.append("edits") }
            if symbols != other.symbols { names.append("symbols") }
            if lastRead != other.lastRead { names.append("lastRead") }
            if nextSerial != other.nextSerial { names.append("nextSerial") }
            return names
        }

        init(_ solver: Solver) {
            let tableau = solver.tableau
            rows = (0..<tableau.symbolCount).map { id in
                let symbol = tableau.symbol(Int32(id))
                let dependents = " named by \(tableau.definitions.dependents[id])"
                if let definition = tableau.definition(of: symbol) {
                    return "\(id) defined = \(definition.constant.bitPattern) rank \(definition.rank)"
                        + definition.terms.map { " \($0.coefficient.bitPattern)*\($0.symbol.id)" }.joined()
                        + " \(definition.dummyCoefficient.bitPattern)*\(definition.dummy.id)"
                        + " value \(tableau.definitions.values[id].bitPattern)" + dependents
                }
                guard let row = tableau.row(of: symbol) else { return "\(id)\(symbol.kind) parametric" + dependents }
                return "\(id)\(symbol.kind) = \(row.constant.bitPattern)"
                    + row.cells.map { " \($0.coefficient.bitPattern)*\($0.symbol.id)" }.joined() + dependents
            }
            columns = (0..<tableau.symbolCount).map { tableau.validHolders(of: tableau.symbol(Int32($0))) }
            objective = (0..<tableau.objective.levelCount).map { level in
                "level \(level): " + tableau.objective.costs(level: level)
                    .map { "\($0.id):\($0.cost.bitPattern)" }.joined(separator: " ")
            }
            // Sets kept in lists: their order follows a column's hash order, which no result
            // depends on (the dual simplex takes the lowest id, updateVariables sorts).
            infeasible = tableau.infeasible.sorted()
            changedExternals = tableau.changedExternalIDs
            records = solver.records.values.sorted { $0.serial < $1.serial }.map {
                "\($0.constraint.label) #\($0.serial) \($0.tag.marker.id) \($0.tag.other?.id ?? -1) \($0.isEdit)"
                    + " owner \(solver.markerOwner($0.tag.marker.id)?.label ?? "-")"
            }
            records += solver.records.values.map { "\($0.constraint.label) \($0.constant.bitPattern) \($0.priority)" }.sorted()
            edits = solver.edits.map { "\($0.key.name)=\($0.value.constant.bitPattern) \($0.value.constraint.label)" }.sorted()
            symbols = solver.symbols.map { "\($0.key.name):\($0.value.id) \(solver.variablesBySymbol[Int($0.value.id)]?.name ?? "-")" }.sorted()
            lastRead = solver.lastReadValues.enumerated().filter { !$0.element.isNaN }.map { "\($0.offset):\($0.element.bitPattern)" }
            nextSerial = solver.nextSerial
            statistics = solver.statistics
        }
    }

    /// A random operation on a pool of constraints and variables.
    enum Operation {
        case add(Constraint), remove(Constraint), addEdit(Variable, Priority), removeEdit(Variable)
        case suggest(Variable, Double), update, updateConstant(Constraint, Double), updatePriority(Constraint, Priority)
    }

    struct Pool {
        var variables: [Variable]
        var constraints: [Constraint]
    }

    static func makePool(seed: UInt64) -> Pool {
        var generator = SplitMix64(seed: seed)
        let variables = (0..<Int.random(in: 3...8, using: &generator)).map { Variable("v\($0)") }
        let priorities = [1000, 1000, 999, 750, 500, 250, 50]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let constraints = (0..<20).map { index -> Constraint in
            let terms = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Term(variables[Int.random(in: 0..<variables.count, using: &generator)],
                     [1, -1, 2, 0.5][Int.random(in: 0..<4, using: &generator)])
            }
            return Constraint(
                LinearExpression(terms, constant: Double(Int.random(in: -200...200, using: &generator))),
                relations[Int.random(in: 0..<3, using: &generator)],
                priority: Priority(priorities[Int.random(in: 0..<priorities.count, using: &generator)]) ?? .required,
                label: "c\(index)")
        }
        return Pool(variables: variables, constraints: constraints)
    }

    static func randomOperation(_ solver: Solver, _ pool: Pool, using generator: inout SplitMix64) -> Operation {
        let variable = pool.variables[Int.random(in: 0..<pool.variables.count, using: &generator)]
        let constraint = pool.constraints[Int.random(in: 0..<pool.constraints.count, using: &generator)]
        switch Int.random(in: 0..<12, using: &generator) {
        case 10: return .updateConstant(constraint, Double(Int.random(in: -200...200, using: &generator)))
        case 11: return .updatePriority(constraint, Priority([999, 750, 250, 50][Int.random(in: 0..<4, using: &generator)]) ?? .defaultLow)
        case 0...2: return solver.contains(constraint) ? .remove(constraint) : .add(constraint)
        case 3: return .remove(constraint)
        case 4: return solver.hasEditVariable(variable) ? .removeEdit(variable)
            : .addEdit(variable, Priority([999, 750, 250][Int.random(in: 0..<3, using: &generator)]) ?? .defaultLow)
        case 5...8: return .suggest(variable, Double(Int.random(in: -300...300, using: &generator)))
        default: return .update
        }
    }

    /// Runs the operation; returns what it printed, so that two solvers can be compared.
    @discardableResult
    static func run(_ operation: Operation, on solver: inout Solver) -> String {
        do {
            switch operation {
            case .add(let constraint): try solver.add(constraint)
            case .remove(let constraint): try solver.remove(constraint)
            case .addEdit(let variable, let priority): try solver.addEditVariable(variable, priority: priority)
            case .removeEdit(let variable): try solver.removeEditVariable(variable)
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variable)
            case .update: return solver.updateVariables().map(\.name).joined(separator: ",")
            case .updateConstant(let constraint, let constant): try solver.updateConstant(of: constraint, to: constant)
            case .updatePriority(let constraint, let priority): try solver.updatePriority(of: constraint, to: priority)
            }
            return "ok"
        } catch {
            return "error: \(error)"
        }
    }

    /// A chain of positions, each the one before plus a width (`p[i] == p[i-1] + w[i-1]`,
    /// required), and constraints on one width or position, or between two widths. While the
    /// widths are parametric every position's row holds every width above it, so rows are
    /// long and a width's constraint touches one cell of each: the case the tableau logs cell
    /// by cell instead of whole rows (``TableauChange/cells(_:_:)``).
    static func makeChainPool(seed: UInt64) -> (pool: Pool, chain: [Constraint]) {
        var generator = SplitMix64(seed: seed)
        let count = Int.random(in: 20...40, using: &generator)
        let positions = (0...count).map { Variable("p\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        let chain = (1...count).map { index in
            // Written width first, so the new position gets the newest symbol and becomes the
            // row's subject (``Solver/chooseSubject(_:tag:)`` takes the newest of the least
            // used): its row is then written in the widths above it.
            Constraint(widths[index - 1] + positions[index - 1] - positions[index], .equal, label: "chain\(index)")
        }
        let priorities = [1000, 999, 750, 250]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let singles = (0..<24).map { index -> Constraint in
            let variable = Int.random(in: 0..<3, using: &generator) == 0
                ? positions[Int.random(in: 0..<positions.count, using: &generator)]
                : widths[Int.random(in: 0..<widths.count, using: &generator)]
            // One in three relates two widths (`w[a] - w[b] == c`): substituted into a row
            // that holds both, it changes a coefficient the row keeps.
            var terms = [Term(variable, 1)]
            if Int.random(in: 0..<3, using: &generator) == 0 {
                terms.append(Term(widths[Int.random(in: 0..<widths.count, using: &generator)], -1))
            }
            return Constraint(
                LinearExpression(terms, constant: -Double(Int.random(in: 0...100, using: &generator))),
                relations[Int.random(in: 0..<3, using: &generator)],
                priority: Priority(priorities[Int.random(in: 0..<priorities.count, using: &generator)]) ?? .required,
                label: "s\(index)")
        }
        return (Pool(variables: positions + widths, constraints: chain + singles), chain)
    }

    @Test(arguments: 0..<300)
    func rollbackRestoresTheSolverExactly(seed: UInt64) {
        checkRollback(seed: seed, pool: Self.makePool(seed: seed), setUp: [])
    }

    @Test(arguments: 0..<100)
    func rollbackRestoresLongRowsChangedCellByCell(seed: UInt64) {
        let (pool, chain) = Self.makeChainPool(seed: seed)
        checkRollback(seed: seed, pool: pool, setUp: chain)
    }

    /// Random operations (`setUp` first), then a transaction of random operations with nested
    /// transactions committed or rolled back at random, then the rollback: the solver must be
    /// the one before, bit for bit, and go on exactly as a copy that never ran them.
    func checkRollback(seed: UInt64, pool: Pool, setUp: [Constraint]) {
        var generator = SplitMix64(seed: seed &+ 77)
        var solver = Solver()
        for constraint in setUp { Self.run(.add(constraint), on: &solver) }
        for _ in 0..<Int.random(in: 0...15, using: &generator) {
            Self.run(Self.randomOperation(solver, pool, using: &generator), on: &solver)
        }
        let before = solver
        let fingerprint = Fingerprint(before)
        solver.beginTransaction()
        // Nested transactions inside, each committed or rolled back at random.
        var nested: [Solver] = []
        for _ in 0..<Int.random(in: 1...25, using: &generator) {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                nested.append(solver)
                solver.beginTransaction()
            case 1 where !nested.isEmpty:
                let expected = Fingerprint(nested.removeLast())
                let rolledBack = solver.rollbackTransaction()
                #expect(rolledBack)
                #expect(Fingerprint(solver) == expected, "seed \(seed): inner rollback")
            case 2 where !nested.isEmpty:
                nested.removeLast()
                let committed = solver.commitTransaction()
                #expect(committed)
            default:
                let operation = Self.randomOperation(solver, pool, using: &generator)
                let untouched = Fingerprint(solver)
                if Self.run(operation, on: &solver).hasPrefix("error") {
                    #expect(Fingerprint(solver) == untouched, "seed \(seed): a refused \(operation) changed the solver")
                }
            }
        }
        while !nested.isEmpty {
            nested.removeLast()
            solver.commitTransaction()
        }
        #expect(solver.transactionDepth == 1)
        let rolledBack = solver.rollbackTransaction()
        #expect(rolledBack)
        #expect(solver.transactionDepth == 0)
        #expect(Fingerprint(solver) == fingerprint, "seed \(seed): outer rollback")
        // The same operations afterwards give the same results, step by step.
        var twin = before
        for _ in 0..<15 {
            let operation = Self.randomOperation(solver, pool, using: &generator)
            let ours = Self.run(operation, on: &solver)
            let theirs = Self.run(operation, on: &twin)
            #expect(ours == theirs, "seed \(seed)")
            #expect(Fingerprint(solver) == Fingerprint(twin),
                    "seed \(seed): after the rollback, \(operation): \(Fingerprint(solver).differences(from: Fingerprint(twin)))")
        }
        for variable in pool.variables {
            #expect(solver.value(of: variable).bitPattern == twin.value(of: variable).bitPattern)
        }
    }

    /// Three nested transactions of random operations; forgetting the outermost keeps what it
    /// did, and the two inside it still roll back exactly, each to where it began.
    @Test(arguments: 0..<60)
    func forgettingTheOutermostTransactionKeepsTheInnerOnesExact(seed: UInt64) {
        let (pool, chain) = seed.isMultiple(of: 2) ? Self.makeChainPool(seed: seed) : (Self.makePool(seed: seed), [])
        var generator = SplitMix64(seed: seed &+ 5)
        var solver = Solver()
        for constraint in chain { Self.run(.add(constraint), on: &solver) }
        var starts: [Fingerprint] = []
        for _ in 0..<3 {
            starts.append(Fingerprint(solver))
            solver.beginTransaction()
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                Self.run(Self.randomOperation(solver, pool, using: &generator), on: &solver)
            }
        }
        let now = Fingerprint(solver)
        let forgot = solver.forgetOutermostTransaction()
        #expect(forgot && solver.transactionDepth == 2)
        #expect(Fingerprint(solver) == now, "seed \(seed): forgetting changed the solver")
        let rolledBackInnermost = solver.rollbackTransaction()
        #expect(rolledBackInnermost && Fingerprint(solver) == starts[2], "seed \(seed): innermost rollback")
        let rolledBackMiddle = solver.rollbackTransaction()
        #expect(rolledBackMiddle && Fingerprint(solver) == starts[1], "seed \(seed): middle rollback")
        let rolledBackMore = solver.rollbackTransaction()
        let forgotMore = solver.forgetOutermostTransaction()
        #expect(!rolledBackMore && !forgotMore)
    }

    @Test func commitKeepsTheChangesAndEndsTheTransaction() throws {
        var solver = Solver()
        let x = Variable("x")
        solver.beginTransaction()
        try solver.add(Constraint(x - 10, .equal))
        let committed = solver.commitTransaction()
        #expect(committed)
        #expect(solver.transactionDepth == 0)
        let rolledBackNothing = solver.rollbackTransaction()
        let committedNothing = solver.commitTransaction()
        #expect(!rolledBackNothing && !committedNothing)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aRefusalInsideATransactionUndoesOnlyItself() throws {
        var solver = Solver()
        let x = Variable("x")
        solver.beginTransaction()
        try solver.add(Constraint(x - 10, .equal))
        let refused = Constraint(x - 20, .equal)
        #expect(throws: SolverError.self) { try solver.add(refused) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.transactionDepth == 1)
        solver.rollbackTransaction()
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.isEmpty)
        #expect(Fingerprint(solver) == Fingerprint(Solver()))
    }
}
