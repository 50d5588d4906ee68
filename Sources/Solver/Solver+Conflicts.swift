extension Solver {
    /// A minimal set of required constraints that cannot hold together, ending with `added`.
    ///
    /// The markers of the row that proved the conflict name a conflicting set (the row is a
    /// combination of exactly those constraints' equations). A deletion filter then makes it
    /// irreducible: each member is dropped in turn, oldest first, and stays out if the rest
    /// still conflict.
    func conflictingSet(for added: Constraint, markers: [Symbol]) -> [Constraint] {
        guard explainsConflicts else { return [added] }
        var candidates = requiredOwners(of: markers)
        if Self.isSatisfiable(candidates + [added]) {
            // The row named too little (it cannot, but never trust it): search everything.
            candidates = constraints.filter(\.priority.isRequired)
        }
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if Self.isSatisfiable(trial + [added]) {
                index += 1
            } else {
                candidates = trial
            }
        }
        return candidates + [added]
    }

    /// The required constraints owning the markers, in the order they were added.
    private func requiredOwners(of markers: [Symbol]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var owners: [(serial: Int, constraint: Constraint)] = []
        for marker in markers {
            guard let owner = markerOwners[marker.id], owner.priority.isRequired,
                seen.insert(ObjectIdentifier(owner)).inserted,
                let record = records[ObjectIdentifier(owner)]
            else { continue }
            owners.append((record.serial, owner))
        }
        return owners.sorted { $0.serial < $1.serial }.map(\.constraint)
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
