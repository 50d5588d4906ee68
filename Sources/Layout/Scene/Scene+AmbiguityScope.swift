import Solver

/// The engine's installed constraints by the variables they hold, as they were when it was
/// made: what ``Scene/viewsWhoseAmbiguityMayHaveChanged(_:since:)`` traces a change through.
/// Made once before a series of rolled-back trials (each rollback restores these very
/// constraints), so that a trial does not walk the scene.
public struct ConstraintGraph {
    fileprivate let incident: [ObjectIdentifier: [Constraint]]
}

extension Scene {
    public func constraintGraph() -> ConstraintGraph {
        var incident: [ObjectIdentifier: [Constraint]] = [:]
        for constraint in engine.installedSolverConstraints {
            for term in constraint.expression.terms { incident[ObjectIdentifier(term.variable), default: []].append(constraint) }
        }
        return ConstraintGraph(incident: incident)
    }

    /// The views whose ambiguity the changes `watch` saw can have changed, each once, in no
    /// particular order: those holding a variable connected to a changed constraint, through
    /// the constraints installed now (those of `graph` still installed, and those the changes
    /// installed), not through a variable held at a constant.
    ///
    /// Why this is all: a view's attributes are ambiguous when another optimal solution moves
    /// them, and the optimum splits into independent problems along the constraint graph's
    /// components: no constraint joins two, and each constraint's error costs only in its own.
    /// A component that holds no variable of a changed constraint has the same constraints
    /// before and after the changes, so the same ambiguity (a constraint taken out splits its
    /// component, and every part keeps a variable of it; one put in joins only components
    /// holding its variables). A variable that a required `variable == constant` holds is the
    /// same constant in every solution, so the problem splits there too: unless a changed
    /// constraint holds that variable (then its hold may be what changed), the walk stops at it,
    /// which keeps a trial inside a frame-placed container (its autoresizing constraints hold
    /// each of its variables at a constant) from walking the rest of the window.
    public func viewsWhoseAmbiguityMayHaveChanged(_ watch: SceneChangeWatch, since graph: ConstraintGraph) -> [View] {
        var added: [ObjectIdentifier: [Constraint]] = [:]
        var changed: Set<ObjectIdentifier> = []
        var queue: [Variable] = []
        for constraint in watch.constraints {
            for term in constraint.expression.terms {
                changed.insert(ObjectIdentifier(term.variable))
                queue.append(term.variable)
                if engine.holds(constraint) { added[ObjectIdentifier(term.variable), default: []].append(constraint) }
            }
        }
        // The constraints installed now that hold the variable: no array made per variable, as
        // a column's trial walks every variable of the column.
        func forEachIncident(_ variable: Variable, _ body: (Constraint) -> Void) {
            let key = ObjectIdentifier(variable)
            for constraint in graph.incident[key] ?? [] where engine.holds(constraint) { body(constraint) }
            for constraint in added[key] ?? [] { body(constraint) }
        }
        func isHeldAtConstant(_ variable: Variable) -> Bool {
            var held = false
            forEachIncident(variable) { constraint in
                if !held, constraint.relation == .equal, constraint.expression.terms.count == 1,
                    constraint.expression.terms[0].coefficient != 0, engine.priority(of: constraint)?.isRequired == true {
                    held = true
                }
            }
            return held
        }
        var seen: Set<ObjectIdentifier> = []
        var views: [View] = []
        var viewsSeen: Set<ObjectIdentifier> = []
        while let variable = queue.popLast() {
            guard seen.insert(ObjectIdentifier(variable)).inserted else { continue }
            if let view = owners[variable]?.view, viewsSeen.insert(ObjectIdentifier(view)).inserted { views.append(view) }
            if !changed.contains(ObjectIdentifier(variable)) && isHeldAtConstant(variable) { continue }
            forEachIncident(variable) { constraint in
                for term in constraint.expression.terms where !seen.contains(ObjectIdentifier(term.variable)) { queue.append(term.variable) }
            }
        }
        return views
    }
}
