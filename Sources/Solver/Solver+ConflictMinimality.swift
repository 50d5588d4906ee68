extension Solver {
    /// Whether `candidates` and `added`, required constraints that cannot hold together, are
    /// already an irreducible conflict, proved by linear algebra instead of the deletion
    /// filter's one fresh solve per member (a conflict of k members cost k solves of k
    /// constraints: a column of 1,000 views, 2,002 members, took about half of `fixes`).
    ///
    /// The proof (Farkas' lemma): a set of equalities and inequalities fails exactly when a
    /// combination of its members (inequalities with coefficients of one sign) cancels every
    /// variable and leaves a contradiction in the constants. When the candidates' left sides
    /// are linearly independent and `added`'s is a combination of them with every coefficient
    /// nonzero, every combination of the set that cancels the variables is a multiple of that
    /// one, which needs every member: leaving any member out leaves none, so the rest can hold.
    /// The deletion filter would then keep every member: the answer is the same.
    ///
    /// False when it cannot prove it (left sides that depend on each other, a coefficient of
    /// the combination near zero, or `added` independent of the rest): the caller runs the
    /// deletion filter. Gaussian elimination over sparse rows, the pivots chosen by size and
    /// then by the order variables were first met, so the answer never depends on hashing.
    static func provesIrreducible(_ candidates: [Constraint], added: Constraint) -> Bool {
        var elimination = SparseElimination()
        for (index, candidate) in candidates.enumerated() {
            // A member that depends on the earlier ones: the proof does not hold.
            guard elimination.addIndependent(candidate.expression, member: index) else { return false }
        }
        guard let combination = elimination.combination(of: added.expression), combination.count == candidates.count else {
            return false
        }
        return combination.values.allSatisfy { !isNearZero($0) }
    }
}

/// Rows reduced one by one against the pivots found so far, each with the combination of the
/// original rows it is (``Solver/provesIrreducible(_:added:)``).
private struct SparseElimination {
    /// A pivot row: normalized so the pivot's coefficient is 1, with the combination of the
    /// members it stands for.
    private struct Pivot {
        let row: [Int: Double]
        let combination: [Int: Double]
    }

    /// Each variable's number, in the order first met (the pivot tie-break).
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var pivots: [Int: Pivot] = [:]

    private mutating func row(of expression: LinearExpression) -> [Int: Double] {
        var row: [Int: Double] = [:]
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            let number = numbers[key] ?? numbers.count
            numbers[key] = number
            row[number, default: 0] += term.coefficient
        }
        return row.filter { !isNearZero($0.value) }
    }

    /// `row` with every pivot variable eliminated, and the combination it became.
    private func reduce(_ start: [Int: Double], combination first: [Int: Double]) -> (row: [Int: Double], combination: [Int: Double]) {
        var row = start
        var combination = first
        // The smallest-numbered pivot variable left, each time: a deterministic order.
        while let variable = row.keys.filter({ pivots[$0] != nil }).min(), let pivot = pivots[variable], let factor = row[variable] {
            for (other, coefficient) in pivot.row {
                let value = (row[other] ?? 0) - factor * coefficient
                row[other] = isNearZero(value) || other == variable ? nil : value
            }
            for (member, coefficient) in pivot.combination {
                let value = (combination[member] ?? 0) - factor * coefficient
                combination[member] = isNearZero(value) ? nil : value
            }
        }
        return (row, combination)
    }

    /// Adds member `member`'s equation; false when it reduces to nothing (it depends on the
    /// members added before).
    mutating func addIndependent(_ expression: LinearExpression, member: Int) -> Bool {
        let (row, combination) = reduce(row(of: expression), combination: [member: 1])
        // The largest coefficient, the smallest-numbered among equals.
        guard let (variable, size) = row.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }),
            !isNearZero(size)
        else { return false }
        pivots[variable] = Pivot(row: row.mapValues { $0 / size }, combination: combination.mapValues { $0 / size })
        return true
    }

    /// The members' combination equal to `expression`'s equation (each member's coefficient),
    /// or nil when it is not one of theirs.
    mutating func combination(of expression: LinearExpression) -> [Int: Double]? {
        let (row, combination) = reduce(row(of: expression), combination: [:])
        guard row.isEmpty else { return nil }
        return combination.mapValues { -$0 }
    }
}
