import Solver

/// A layout engine: the solver for one tree of views (a window, or the subtree a fitting
/// pass measures), holding the constraints installed in it.
///
/// Installing a required constraint that cannot hold never fails: like UIKit, the engine
/// reports the conflict and breaks one constraint of the minimal conflicting set. Which one
/// UIKit breaks is undocumented; the rule (``ConflictBreakRule/adopted``), deterministic, is
/// the one that matched UIKit most often on real logs it was not chosen on:
///
/// 1. The candidates are the app's constraints of the set: not UIKit's own (autoresizing,
///    content size, encapsulated layout, a guide's placement, a fitting target, a stack
///    view's `UISV-*`, an identifier of UIKit's such as `UIButtonBar.…`, or a constraint
///    among UIKit's private views: the keyboard's, the input system's, wrappers, windows);
///    when the set holds none of the app's, UIKit's, so those break only when nothing else can.
/// 2. Of them, those on the deepest view: the view with the most superviews among the
///    candidates' views (a layout guide counts as the view that owns it), the first named when
///    several are as deep (constraints in installation order, first item before second).
/// 3. Of those, the first that sets a size against a constant (`V:[view(80)]`,
///    `view.height >= 44`); else the first that holds the view by its far edge (bottom,
///    trailing, right, or that margin); else the newest installed.
///
/// Measured end to end on the 90 logs of Tests/Fixtures/ConsoleLogs that name the constraint
/// UIKit broke, each imported through `import` (which installs the constraints in the printed
/// order): the rule before issue 35 was chosen on 01-26 and the table-header seed; 100-163 were
/// gathered after it (held out), and every candidate is also cross-validated on 5 folds that
/// keep the logs of one app run together.
///
/// | rule                                                        | 01-26 | 100-163 held out | 5-fold mean (range) |
/// |-------------------------------------------------------------|-------|------------------|---------------------|
/// | newest of the app's (before issue 25)                       |    10 | 18 (28.1%)       | 31.2% (17.6-40.0)   |
/// | deepest view: size, far edge, first (issue 25)              |    21 | 48 (75.0%)       | 76.8% (50.0-90.9)   |
/// | deepest view: size, far edge, newest                        |    20 | 50 (78.1%)       | 78.2% (50.0-90.9)   |
/// | UIKit's private views UIKit's; size, far edge, first        |    22 | 49 (76.6%)       | 78.6% (65.0-90.9)   |
/// | UIKit's private views UIKit's; size, far edge, newest (this)|    21 | 51 (79.7%)       | 80.0% (65.0-90.9)   |
///
/// Before issue 35 changed the model and the reading, issue 25's rule matched 38 of the 64
/// held-out logs. Choosing the best rule on four folds and measuring it on the fifth gives 68 of
/// 90 (75.6%): what to expect on new logs. The misses, each explained, are listed in
/// Tests/ImportCommandsTests/CorpusLogTests.swift; every rule measured is in the DocC article
/// "Which Constraint a Conflict Breaks" and Tests/ImportCommandsTests/BreakRuleCrossValidation.swift.
///
/// A size is kept at 0 or more by each view's implicit floors, which no log lists
/// (``NegativeSizeRule``): a layout guide has none, a stack view's spacer has; and what is left
/// of a conflict once it is broken, when it holds only through a floor, is settled by the size
/// going negative, as UIKit lets a height go to -8 (log 18), without a second report.
///
/// A broken constraint stays in the engine just below required (``Priority/brokenRequired``),
/// as UIKit keeps it with error variables: it is satisfied as far as it can be, ahead of every
/// optional constraint.
final class LayoutEngine: JournalOwner {
    /// The solver. The first change in each epoch of the journal opens a solver transaction
    /// and records how to take it back (``openSolverTransactionIfNeeded()``), so a failing
    /// command, a query and `undo` restore the same basis and the same solution in time
    /// proportional to what changed, never by copying the tableau.
    ///
    /// Constant updates collected by ``updatingTogether(_:)`` are applied before the solver
    /// is read or changed in any other way, so no one sees it without them.
    private(set) var solver: Solver {
        get {
            applyPendingConstants()
            return solverState
        }
        _modify {
            applyPendingConstants()
            openSolverTransactionIfNeeded()
            yield &solverState
        }
    }
    var solverState = Solver()
    /// Constants of optional constraints waiting to be applied together, while
    /// ``updatingTogether(_:)`` runs (`batchDepth > 0`).
    var pendingConstants: [(constraint: Constraint, constant: Double)] = []
    var batchDepth = 0
    /// The journal epoch whose solver transaction is open.
    var solverTransactionEpoch = 0
    /// The handle of the solver transaction opened (or redone) last, for a nested change to
    /// merge into the turn's (``commitNestedChange(_:)``).
    /// Weak: a step dropped from the undo history frees its handle, which closes its transaction.
    weak var innermostTakingBack: SolverTransactionHandle?
    let root: View
    /// The scene's journal; nil for a temporary engine (a fitting pass), which nothing restores.
    let journal: ModelJournal?
    private var installed: [ObjectIdentifier: Installation] = [:]
    /// The layout constraint behind each solver constraint.
    private var owners: [ObjectIdentifier: LayoutConstraint] = [:]
    @Journaled private var nextOrder = 0
    /// Conflicts reported since the owner last took them: output, not state.
    var reports: [UnsatisfiableReport] = []
    /// The scene's watch on its changes, if one is open: told every constraint installed,
    /// taken out or updated (``SceneChangeWatch``). Not state.
    weak var changeWatch: SceneChangeWatch?

    private struct Installation {
        let constraint: Constraint
        let order: Int
        let isBroken: Bool
    }

    init(root: View, journal: ModelJournal? = nil) {
        self.root = root
        self.journal = journal
        // Ctrl-C stops a long solve too, not only the loops around it; the interpreter then
        // rolls the line back (see Cancellation), so what the solver was doing is undone.
        solverState.interruption = { Cancellation.isRequested }
    }

    func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        installed[ObjectIdentifier(constraint)] != nil
    }

    /// The installed constraints that are broken.
    /// The installed constraints that are broken (a size's implicit floor that gave way is
    /// no constraint of the app's or UIKit's: it is not among them).
    var brokenConstraints: [LayoutConstraint] {
        installed.values.filter(\.isBroken).compactMap { owners[ObjectIdentifier($0.constraint)] }.filter(\.isListedInLogs)
    }

    /// The solver constraints of every installed constraint, in no particular order.
    var installedSolverConstraints: [Constraint] { installed.values.map(\.constraint) }

    /// Whether the solver constraint is installed now (a rollback installs the same object again).
    func holds(_ constraint: Constraint) -> Bool {
        owners[ObjectIdentifier(constraint)] != nil
    }

    /// The priority the solver holds an installed constraint at (updated in place, it is no
    /// longer the one the constraint was made with); nil when it is not installed.
    func priority(of constraint: Constraint) -> Priority? {
        solverState.priority(of: constraint)
    }

    /// The layout constraint a solver constraint stands for.
    func layoutConstraint(for constraint: Constraint) -> LayoutConstraint? {
        owners[ObjectIdentifier(constraint)]
    }

    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        installed[ObjectIdentifier(constraint)]?.isBroken ?? false
    }

    func value(of variable: Variable) -> Double {
        SolvedValues.finite(solver.value(of: variable))
    }

    /// The solved values, for many reads in a row: reading through the engine copies the
    /// solver out of it (a dozen retains and releases) at every value, which laying out
    /// 5,000 nested views did 12 million times. Keep it only while the engine does not change.
    func solvedValues() -> SolvedValues {
        SolvedValues(solver: solver)
    }

    struct SolvedValues {
        let solver: Solver

        func callAsFunction(_ variable: Variable) -> Double {
            Self.finite(solver.value(of: variable))
        }

        /// Geometry stays finite whatever the constraints ask: a chain of multipliers can ask
        /// for more than a Double holds (forty views each 1e9 times the last gave inf and
        /// nan frames). Past ±1e12 a value is held there, and nan reads as 0; a frame that
        /// shows 1e+12 says the constraints asked for the impossible.
        static func finite(_ value: Double) -> Double {
            guard !value.isNaN else { return 0 }
            return min(max(value, -LayoutEngine.largestValue), LayoutEngine.largestValue)
        }
    }

    /// The largest coordinate or length the engine gives a view.
    static let largestValue = 1e12

    /// How far the installed constraint is from holding in the current solution, in points
    /// (0 when it holds); nil when it is not installed.
    func violation(of constraint: LayoutConstraint) -> Double? {
        guard let installed = installed[ObjectIdentifier(constraint)]?.constraint else { return nil }
        let expression = solver.expression(of: installed) ?? installed.expression
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch installed.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Installs the constraint if its views share an ancestor in this engine's tree;
    /// returns whether it did.
    ///
    /// A required constraint that conflicts is reported and one constraint of the minimal
    /// set is broken (``constraintToBreak(in:adding:)``); when that was an older one, the new
    /// one is tried again, as another conflict may remain. Each try breaks a constraint that
    /// held, so the tries end; they are a loop, not a recursion, however many there are.
    @discardableResult
    func install(_ constraint: LayoutConstraint) -> Bool {
        guard !isInstalled(constraint),
            let expression = AttributeExpression.expression(for: constraint, in: root)
        else { return false }
        var afterABreak = false
        // The re-solves of breaking a conflict (the older constraint out, back in broken, the
        // new one in) are made once, when the new one is in (see Solver+DeferredOptimization).
        defer { if afterABreak { resumeOptimization() } }
        while true {
            let solverConstraint = Constraint(expression, constraint.relation, priority: constraint.priority, label: constraint.name)
            do {
                try solver.add(solverConstraint)
                record(constraint, as: solverConstraint, broken: false)
                return true
            } catch {
                if case .interrupted = error {
                    // Stopped mid-solve: the line is rolled back, and until then the registry
                    // says what the solver holds.
                    if solverState.contains(solverConstraint) { record(constraint, as: solverConstraint, broken: false) }
                    return true
                }
                guard case .unsatisfiableConstraint(_, let conflicting) = error else { return true }
                let others = conflicting.dropLast().compactMap { owners[ObjectIdentifier($0)] }
                if afterABreak, NegativeSizeRule.current.sizeGivesWayAfterABreak,
                    let floor = others.first(where: { $0.kind == .nonNegativeSize }) {
                    solver.deferOptimization()
                    // What is left of a conflict already broken holds only through a size
                    // kept at 0: the size goes negative, as UIKit's does (log 18's -8), with
                    // no second report.
                    breakInstalled(floor)
                    continue
                }
                let victim = Self.constraintToBreak(in: others, adding: constraint)
                reports.append(UnsatisfiableReport(conflicting: (others + [constraint]).filter(\.isListedInLogs), broken: victim))
                if victim === constraint {
                    installBroken(constraint, expression: expression)
                    return true
                }
                // Break an older constraint, then try again: another conflict may remain.
                solver.deferOptimization()
                breakInstalled(victim)
                afterABreak = true
            }
        }
    }

    /// Makes the re-solve ``install(_:)`` put off while it broke a conflict.
    private func resumeOptimization() {
        do {
            try solver.resumeOptimization()
        } catch {
            // Only an interruption (Ctrl-C) is left to fail, and the line is then rolled back.
        }
    }

    /// Takes an installed constraint out and installs it again broken.
    private func breakInstalled(_ constraint: LayoutConstraint) {
        uninstall(constraint)
        if let expression = AttributeExpression.expression(for: constraint, in: root) {
            installBroken(constraint, expression: expression)
        }
    }

    /// Gives the installed ones of `constraints`, in this order, the newest places in the
    /// solver's order, as a rebuild installing them again would (``Solver/placeAsNewest(_:)``).
    func placeAsNewest(_ constraints: [LayoutConstraint]) {
        let installedConstraints = constraints.compactMap { installed[ObjectIdentifier($0)]?.constraint }
        guard !installedConstraints.isEmpty else { return }
        solver.placeAsNewest(installedConstraints)
    }

    func uninstall(_ constraint: LayoutConstraint) {
        guard let installation = installed[ObjectIdentifier(constraint)] else { return }
        changeWatch?.note(installation.constraint, of: constraint)
        setEntry(\.installed, ObjectIdentifier(constraint), nil)
        setEntry(\.owners, ObjectIdentifier(installation.constraint), nil)
        do {
            try solver.remove(installation.constraint)
        } catch {
            switch error {
            case .interrupted:
                // Stopped mid-solve (Ctrl-C): the constraint is out of the solver, the solve is
                // unfinished, and the line is rolled back (see Cancellation).
                break
            default:
                // `unknownConstraint`, the only other refusal, cannot happen: the registry lists
                // a constraint only while the solver holds it (``record(_:as:broken:)`` follows
                // a successful add, or one the solver kept when interrupted, and nothing else
                // removes it). Were it to, the constraint is out of both already.
                break
            }
        }
    }

    /// Brings an installed constraint's constant and priority up to date in place, as
    /// Cassowary does: the solver shifts the rows that hold its marker, or moves its errors
    /// to another level, and re-solves around them. Falls back to ``reinstall(_:)`` when the
    /// equation's terms changed, the constraint is broken, or the new constant conflicts (so
    /// the conflict is reported and broken as on install).
    func update(_ constraint: LayoutConstraint) {
        guard let installation = installed[ObjectIdentifier(constraint)] else { return }
        guard !installation.isBroken,
            let expression = AttributeExpression.expression(for: constraint, in: root),
            Self.haveSameTerms(expression, installation.constraint.expression)
        else {
            reinstall(constraint)
            return
        }
        changeWatch?.note(installation.constraint, of: constraint)
        let priority = solverState.priority(of: installation.constraint)
        if batchDepth > 0, priority == constraint.priority, !constraint.priority.isRequired {
            pendingConstants.append((installation.constraint, expression.constant))
            return
        }
        do {
            if priority != constraint.priority {
                try solver.updatePriority(of: installation.constraint, to: constraint.priority)
            }
            try solver.updateConstant(of: installation.constraint, to: expression.constant)
        } catch {
            // Stopped mid-solve (Ctrl-C), the update is done and the line is rolled back.
            if case .interrupted = error { return }
            reinstall(constraint)
        }
    }

    private static func haveSameTerms(_ lhs: LinearExpression, _ rhs: LinearExpression) -> Bool {
        lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Uninstalls and installs again: after its views moved.
    func reinstall(_ constraint: LayoutConstraint) {
        guard isInstalled(constraint) else { return }
        uninstall(constraint)
        install(constraint)
    }

    /// Adds a variable to edit at a priority, or changes its suggested value. Throws what the
    /// solver refuses: a required priority (``SolverError/requiredEditVariable(_:)``), or an
    /// interruption (the line is then rolled back).
    func suggest(_ value: Double, for variable: Variable, priority: Priority) throws(SolverError) {
        if !solver.hasEditVariable(variable) {
            try solver.addEditVariable(variable, priority: priority)
        }
        try solver.suggestValue(value, for: variable)
    }

    /// Variables whose values changed since the last call.
    func takeChangedVariables() -> ChangedVariables {
        solver.updateVariables()
    }

    func ambiguities(among variables: [Variable]) -> [Ambiguity] {
        solver.ambiguities(among: variables)
    }

    /// A copy of the solver with `variable` pinned to `value`, for showing another valid
    /// layout without touching this one.
    func solver(pinning variable: Variable, to value: Double) -> Solver? {
        var probe = solverState
        do {
            try probe.add(Constraint(variable - value, .equal))
        } catch {
            return nil
        }
        return probe
    }

    /// Whether every constraint listed as installed is in the solver (for tests: one whose
    /// add failed must never be listed).
    var installedConstraintsAreInSolver: Bool {
        installed.values.allSatisfy { solverState.contains($0.constraint) }
    }

    private func record(_ constraint: LayoutConstraint, as solverConstraint: Constraint, broken: Bool) {
        changeWatch?.note(solverConstraint, of: constraint)
        setEntry(\.installed, ObjectIdentifier(constraint), Installation(constraint: solverConstraint, order: nextOrder, isBroken: broken))
        setEntry(\.owners, ObjectIdentifier(solverConstraint), constraint)
        nextOrder += 1
    }

    /// A registry entry, through the journal when there is one (inlined: see ModelJournal).
    @inline(__always)
    private func setEntry<Key: Hashable, Value>(_ dictionary: ReferenceWritableKeyPath<LayoutEngine, [Key: Value]>, _ key: Key, _ value: Value?) {
        if let journal { journal.setEntry(self, dictionary, key, value) } else { self[keyPath: dictionary][key] = value }
    }

    /// Installs `constraint` broken: its equation just below required, recorded as broken
    /// when the solver took it.
    private func installBroken(_ constraint: LayoutConstraint, expression: LinearExpression) {
        let broken = Constraint(expression, constraint.relation, priority: .brokenRequired, label: constraint.name)
        do {
            try solver.add(broken)
        } catch {
            // Below required, the constraint cannot be refused as unsatisfiable, and as a new
            // object it is no duplicate: what is left is an interruption (Ctrl-C), and the
            // line is then rolled back. Until then the registry says what the solver holds,
            // as in ``install(_:)``: an add stopped before its row was in place took nothing.
            guard solverState.contains(broken) else { return }
        }
        record(constraint, as: broken, broken: true)
    }

    /// The rule above (``ConflictBreakRule/current``, which is ``ConflictBreakRule/adopted``
    /// outside a study), over the conflicting set in installation order, the new one last.
    static func constraintToBreak(in others: [LayoutConstraint], adding constraint: LayoutConstraint) -> LayoutConstraint {
        ConflictBreakRule.current.choose(others + [constraint]) ?? constraint
    }
}
