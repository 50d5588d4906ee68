import Synchronization
import Testing
@testable import Layout
import Solver

/// The engine never swallows what the solver refuses: a refusal is thrown to the caller, and
/// a constraint whose add failed is never listed as installed (kiwi throws; `try?` hid both).
@Suite("Layout engine: solver failures")
struct EngineFailureTests {
    /// A column of `count` views in a window, each at least 10 below the one above and
    /// weakly wanting to be at the window's top, the last no lower than 600: then a required
    /// `first.top >= 100` conflicts with the column, and breaking it (keeping it just below
    /// required) pushes every view down, pivot after pivot; `variant` picks other conflicts
    /// (an equality, or one at the bottom or the middle of the column). The constraints are
    /// made but not activated, for an engine of their own.
    static func column(_ count: Int, variant: Int = 0) throws -> (Scene, installed: [LayoutConstraint], conflicting: LayoutConstraint) {
        let scene = Scene()
        var views: [View] = []
        for index in 0..<count {
            let view = try scene.add(View(name: "v\(index)"))
            view.translatesAutoresizingMaskIntoConstraints = false
            views.append(view)
        }
        var installed: [LayoutConstraint] = []
        for view in views {
            installed.append(try scene.addConstraint(view, .top, .equal, scene.window, .top, priority: .defaultLow, activate: false))
        }
        for (upper, lower) in zip(views, views.dropFirst()) {
            installed.append(try scene.addConstraint(lower, .top, .greaterThanOrEqual, upper, .top, constant: 10, activate: false))
        }
        let last = views[count - 1]
        installed.append(try scene.addConstraint(last, .top, .lessThanOrEqual, scene.window, .top, constant: 10 * Double(count), activate: false))
        let conflicting: LayoutConstraint
        switch variant {
        case 1: conflicting = try scene.addConstraint(views[0], .top, .equal, scene.window, .top, constant: 100, activate: false)
        case 2: conflicting = try scene.addConstraint(last, .top, .greaterThanOrEqual, scene.window, .top, constant: 10 * Double(count) + 100, activate: false)
        case 3: conflicting = try scene.addConstraint(last, .top, .equal, scene.window, .top, constant: 10 * Double(count) + 100, activate: false)
        case 4: conflicting = try scene.addConstraint(views[count / 2], .top, .equal, scene.window, .top, constant: 10 * Double(count) + 100, activate: false)
        default: conflicting = try scene.addConstraint(views[0], .top, .greaterThanOrEqual, scene.window, .top, constant: 100, activate: false)
        }
        return (scene, installed, conflicting)
    }

    /// Ctrl-C can stop the install of a conflicting constraint anywhere: in its own refused
    /// add, or in the add of the broken constraint that resolves the conflict. Wherever it
    /// stops, the engine lists as installed only what the solver holds (the add of the broken
    /// constraint once recorded it whether or not the solver kept it). Stopping at each
    /// interruption check in turn reaches every point.
    @Test(arguments: [0, 1, 2, 3, 4]) func anInterruptedInstallListsOnlyWhatTheSolverHolds(variant: Int) throws {
        var reachedTheBreak = 0
        for stopAt in 1...8 {
            let (scene, installed, conflicting) = try Self.column(60, variant: variant)
            let engine = LayoutEngine(root: scene.window)
            for constraint in installed { engine.install(constraint) }
            #expect(engine.installedConstraintsAreInSolver)
            let checks = Atomic<Int>(0)
            engine.solverState.interruption = { checks.add(1, ordering: .relaxed).newValue >= stopAt }
            engine.install(conflicting)
            engine.solverState.interruption = nil
            #expect(engine.installedConstraintsAreInSolver, "stopped at check \(stopAt)")
            // The conflict was reported: the engine went on to add the broken constraint.
            if !engine.reports.isEmpty { reachedTheBreak += 1 }
        }
        #expect(reachedTheBreak > 0)
    }

    /// Uninterrupted, the same conflict is reported once and breaks one constraint, which
    /// stays installed, as does the new one. The set is every required constraint of the
    /// column (`v0.top >= 100`, the 59 steps of 10, `v59.top <= 600`: 690 > 600); the views
    /// are all as deep, so the engine's rule keeps the constraints on the first one named,
    /// `v1` (in the first step, `v1.top >= v0.top + 10`, and the second, `v2.top >= v1.top +
    /// 10`), and with no size or far edge among them breaks the newest: the second step.
    @Test func aBrokenConstraintIsInstalled() throws {
        let (scene, installed, conflicting) = try Self.column(60)
        let engine = LayoutEngine(root: scene.window)
        for constraint in installed { engine.install(constraint) }
        engine.install(conflicting)
        #expect(engine.reports.count == 1)
        let secondStep = try #require(installed.first { $0.firstItem.name == "v2" && $0.relation == .greaterThanOrEqual })
        #expect(engine.brokenConstraints.map(\.name) == [secondStep.name])
        #expect(engine.isInstalled(conflicting) && !engine.isBroken(conflicting))
        #expect(engine.installedConstraintsAreInSolver)
    }

    /// A required edit is refused by the solver; the engine throws it rather than going on to
    /// suggest a value for an edit that does not exist.
    @Test func aRefusedEditIsThrown() throws {
        let (scene, _, _) = try Self.column(2)
        let engine = LayoutEngine(root: scene.window)
        let variable = Variable("x")
        #expect(throws: SolverError.requiredEditVariable(variable)) {
            try engine.suggest(10, for: variable, priority: .required)
        }
        #expect(!engine.solverState.hasEditVariable(variable))
        try engine.suggest(10, for: variable, priority: .defaultHigh)
        try engine.suggest(25, for: variable, priority: .defaultHigh)
        #expect(engine.value(of: variable) == 25)
    }

    /// An interrupted suggestion is thrown too: the caller rolls the line back.
    @Test func anInterruptedSuggestionIsThrown() throws {
        let (scene, installed, _) = try Self.column(60)
        let engine = LayoutEngine(root: scene.window)
        for constraint in installed { engine.install(constraint) }
        let top = scene.window.subviews[0].variables.minY
        try engine.suggest(0, for: top, priority: Priority(999) ?? .defaultHigh)
        engine.solverState.interruption = { true }
        #expect(throws: SolverError.interrupted) {
            try engine.suggest(-500, for: top, priority: Priority(999) ?? .defaultHigh)
        }
    }

    /// Removing a constraint stopped mid-solve still takes it out of both the engine's list
    /// and the solver (the solve is left for the rolled-back line to undo).
    @Test func anInterruptedRemovalLeavesBothListAndSolver() throws {
        let (scene, installed, _) = try Self.column(60)
        let engine = LayoutEngine(root: scene.window)
        for constraint in installed { engine.install(constraint) }
        engine.solverState.interruption = { true }
        let last = installed[installed.count - 1]
        engine.uninstall(last)
        #expect(!engine.isInstalled(last))
        #expect(engine.installedConstraintsAreInSolver)
    }
}
