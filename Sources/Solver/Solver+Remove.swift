extension Solver {
    /// Removes a constraint and re-solves.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        try removeRecord(record)
    }

    mutating func removeRecord(_ record: ConstraintRecord) throws(SolverError) {
        setRecord(nil, for: ObjectIdentifier(record.constraint))
        let tag = record.tag
        setMarkerOwner(nil, for: tag.marker.id)
        if let other = tag.other { setMarkerOwner(nil, for: other.id) }
        removeErrorsFromObjective(tag.errors, priority: record.priority.rank)
        if let defined = record.defines, dropOrMaterializeDefinition(of: defined, marker: tag.marker) { return }

        // The constraint's equation leaves with its marker's row. A parametric marker is
        // first pivoted into the basis on a row chosen to keep the tableau feasible.
        let marker = tag.marker
        if tableau.isBasic(marker) {
            tableau.setRow(nil, for: marker.id)
        } else if let leaving = tableau.markerLeavingRow(marker), var row = tableau.row(of: tableau.symbol(leaving)) {
            tableau.setRow(nil, for: leaving)
            row.solve(for: marker, replacing: tableau.symbol(leaving))
            tableau.substitute(marker, with: row)
        }
        if let defined = record.defines { redefineFromRow(defined) }
        try reoptimize(dual: false)
    }

    mutating func removeErrorsFromObjective(_ errors: [Symbol], priority: Int) {
        guard !errors.isEmpty, let level = tableau.objective.levelIndex(of: priority) else { return }
        for error in errors {
            tableau.objective.add(error, row: tableau.row(of: error), times: -1, level: level)
        }
        _ = tableau.objective.countError(-errors.count, level: level)
    }
}
