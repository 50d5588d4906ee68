extension Solver {
    /// A minimal set of required constraints that cannot hold together, ending with `added`
    /// (or with `replaced`, the constraint whose update `added` is).
    ///
    /// The markers of the row that proved the conflict name a conflicting set (the row is a
    /// combination of exactly those constraints' equations). A deletion filter then makes it
    /// irreducible: each member is dropped in turn, oldest first, and stays out if the rest
    /// still conflict, unless linear algebra proves the set irreducible at once
    /// (``provesIrreducible(_:added:)``). Members are checked in their current form (constants and priorities
    /// updated in place) and reported as the objects the caller added.
    func conflictingSet(for added: Constraint, markers: [Symbol], replacing replaced: Constraint? = nil) -> [Constraint] {
        let reported = replaced ?? added
        guard explainsConflicts else { return [reported] }
        var candidates = requiredOwners(of: markers).filter { $0.constraint !== replaced }
        if Self.isSatisfiable(candidates.map(\.current) + [added]) {
            // The row named too little (it cannot, but never trust it): search everything.
            candidates = records.values
                .filter { !$0.isEdit && $0.priority.isRequired && $0.constraint !== replaced }
                .sorted { $0.serial < $1.serial }
        }
        let members = candidates.map(\.current)
        if Self.provesIrreducible(members, added: added) { return candidates.map(\.constraint) + [reported] }
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if Self.isSatisfiable(trial.map(\.current) + [added]) {
                index += 1
            } else {
                candidates = trial
            }
        }
        return candidates.map(\.constraint) + [reported]
    }

    /// The records of the required constraints owning the markers, in the order they were
    /// added.
    private func requiredOwners(of markers: [Symbol]) -> [ConstraintRecord] {
        var seen = Set<ObjectIdentifier>()
        var owners: [ConstraintRecord] = []
        for marker in markers {
            guard let owner = markerOwner(marker.id), seen.insert(ObjectIdentifier(owner)).inserted,
                let record = records[ObjectIdentifier(owner)], record.priority.isRequired
            else { continue }
            owners.append(record)
        }
        return owners.sorted { $0.serial < $1.serial }
    }

    /// Whether the constraints can all hold at once, checked in a fresh solver.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var probe = Solver()
        probe.explainsConflicts = false
        for constraint in constraints {
            do {
                try probe.add(constraint)
            } catch {
                return false
            }
        }
        return true
    }
}
