import Solver

/// The engine's installed constraints and the variables they hold, as they were when it was
/// made: what ``Scene/viewsWhoseAmbiguityMayHaveChanged(_:since:)`` traces a change through.
/// Made once before a series of rolled-back trials (each rollback restores these very
/// constraints), so that a trial does not walk the scene.
///
/// Both directions are flat arrays of dense indices (each variable's constraints, each
/// constraint's variables), with each variable's view and whether a required
/// `variable == constant` holds it, read once here: a trial of `fixes` in a conflicting column
/// walks every variable of the column, and a dictionary of arrays looked up per variable, with
/// the holding constraints and their priorities looked up again per variable, was a fifth of
/// each trial (issue 39).
public struct ConstraintGraph {
    /// Each variable's dense index.
    fileprivate let variableIndex: [ObjectIdentifier: Int32]
    /// The view each variable belongs to, by index.
    fileprivate let views: [View?]
    /// Whether a required `variable == constant` holds the variable, by index.
    fileprivate let isHeldAtConstant: [Bool]
    /// The constraints of variable `v` are `constraintsOfVariable[constraintStart[v]..<constraintStart[v + 1]]`.
    fileprivate let constraintStart: [Int32]
    fileprivate let constraintsOfVariable: [Int32]
    /// The variables of constraint `c` are `variablesOfConstraint[variableStart[c]..<variableStart[c + 1]]`.
    fileprivate let variableStart: [Int32]
    fileprivate let variablesOfConstraint: [Int32]
}

extension Scene {
    public func constraintGraph() -> ConstraintGraph {
        var variableIndex: [ObjectIdentifier: Int32] = [:]
        var views: [View?] = []
        var isHeldAtConstant: [Bool] = []
        var variableStart: [Int32] = [0]
        var variablesOfConstraint: [Int32] = []
        for constraint in engine.installedSolverConstraints {
            let terms = constraint.expression.terms
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                let index: Int32
                if let known = variableIndex[key] {
                    index = known
                } else {
                    index = Int32(views.count)
                    variableIndex[key] = index
                    views.append(owners[term.variable]?.view)
                    isHeldAtConstant.append(false)
                }
                variablesOfConstraint.append(index)
            }
            variableStart.append(Int32(variablesOfConstraint.count))
            if constraint.relation == .equal, terms.count == 1, terms[0].coefficient != 0,
                engine.priority(of: constraint)?.isRequired == true, let held = variablesOfConstraint.last {
                isHeldAtConstant[Int(held)] = true
            }
        }
        // Each variable's constraints: counted, then placed (a counting sort by variable).
        var constraintStart = [Int32](repeating: 0, count: views.count + 1)
        for variable in variablesOfConstraint { constraintStart[Int(variable) + 1] += 1 }
        for index in views.indices { constraintStart[index + 1] += constraintStart[index] }
        var next = constraintStart
        var constraintsOfVariable = [Int32](repeating: 0, count: variablesOfConstraint.count)
        for constraint in 0..<(variableStart.count - 1) {
            for position in Int(variableStart[constraint])..<Int(variableStart[constraint + 1]) {
                let variable = Int(variablesOfConstraint[position])
                constraintsOfVariable[Int(next[variable])] = Int32(constraint)
                next[variable] += 1
            }
        }
        return ConstraintGraph(
            variableIndex: variableIndex, views: views, isHeldAtConstant: isHeldAtConstant, constraintStart: constraintStart,
            constraintsOfVariable: constraintsOfVariable, variableStart: variableStart, variablesOfConstraint: variablesOfConstraint)
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
    ///
    /// The walk follows the graph as it was made, and needs nothing of the changes but their
    /// variables: a constraint the changes took out or put in holds only variables they
    /// changed, which the walk starts from, so its edges reach nothing more; and a variable
    /// they did not change is held at a constant now exactly when it was then (a constraint
    /// that held it, taken out or given another priority, would be a change holding it).
    public func viewsWhoseAmbiguityMayHaveChanged(_ watch: SceneChangeWatch, since graph: ConstraintGraph) -> [View] {
        var views: [View] = []
        var viewsSeen: Set<ObjectIdentifier> = []
        func reach(_ view: View?) {
            if let view, viewsSeen.insert(ObjectIdentifier(view)).inserted { views.append(view) }
        }
        var isChanged = [Bool](repeating: false, count: graph.views.count)
        var isQueued = [Bool](repeating: false, count: graph.views.count)
        var isWalked = [Bool](repeating: false, count: graph.variableStart.count - 1)
        var queue: [Int32] = []
        for constraint in watch.constraints {
            for term in constraint.expression.terms {
                // A variable no constraint held when the graph was made has no edges in it.
                guard let index = graph.variableIndex[ObjectIdentifier(term.variable)] else {
                    reach(owners[term.variable]?.view)
                    continue
                }
                isChanged[Int(index)] = true
                if !isQueued[Int(index)] {
                    isQueued[Int(index)] = true
                    queue.append(index)
                }
            }
        }
        while let variable = queue.popLast().map(Int.init) {
            reach(graph.views[variable])
            if !isChanged[variable] && graph.isHeldAtConstant[variable] { continue }
            for position in Int(graph.constraintStart[variable])..<Int(graph.constraintStart[variable + 1]) {
                let constraint = Int(graph.constraintsOfVariable[position])
                guard !isWalked[constraint] else { continue }
                isWalked[constraint] = true
                for termPosition in Int(graph.variableStart[constraint])..<Int(graph.variableStart[constraint + 1]) {
                    let next = Int(graph.variablesOfConstraint[termPosition])
                    if !isQueued[next] {
                        isQueued[next] = true
                        queue.append(Int32(next))
                    }
                }
            }
        }
        return views
    }
}
