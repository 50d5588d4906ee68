import Commands
import Layout
import Solver

/// Fixes for one conflict: each constraint of the conflicting set removed, or lowered to 999;
/// for an autoresizing constraint, its view's translation turned off. Constraints UIKit makes
/// (autoresizing, encapsulated layout, `UISV-*`, guides) are never removed or lowered: the
/// user cannot, and UIKit would make them again.
enum ConflictFixes {
    /// A conflict as the engine reports it: the constraint it broke and the minimal set.
    struct Conflict {
        let broken: LayoutConstraint
        let constraints: [LayoutConstraint]
    }

    /// What `fixes` found for a conflict.
    struct Findings {
        let conflict: Conflict
        /// Every fix tried, ranked.
        let tried: [TriedFix]
        /// The conflict's constraints no fix touches, each with why.
        let untouched: [(constraint: LayoutConstraint, reason: String)]
    }

    /// The priority a lowered constraint gets: just below required, so it still wins over
    /// every optional constraint (content hugging, compression resistance, the fitting
    /// targets), which is what the accepted answers mean by 999.
    static let lowered = Priority.required.lowered

    /// The conflicting set of a broken constraint, found again: in a trial the constraint is
    /// taken out and installed anew, and the engine reports the minimal set it conflicts with,
    /// as it did when it broke it. Nil when it no longer conflicts (it holds now).
    static func conflict(of broken: LayoutConstraint, in scene: Scene) -> Conflict? {
        let set = Trial.run(in: scene, { () throws(LayoutError) in
            scene.deactivate(broken)
            try scene.activate(broken)
        }, read: { reports in
            reports.first { report in report.conflicting.contains { $0 === broken } }?.conflicting
        })
        guard let set = set ?? nil else { return nil }
        return Conflict(broken: broken, constraints: set)
    }

    /// How a trial reads the scene after its change.
    enum Reading {
        /// Only what the trial changed (``TrialBaseline/read(after:in:)``): what `fixes` does.
        case changes
        /// The whole scene, compared with the whole scene before: what the reading of changes
        /// must agree with (the tests compare the two).
        case wholeScene
    }

    /// Tries every fix for `conflict` against the scene as it is laid out now.
    static func find(_ conflict: Conflict, in scene: Scene, reading: Reading = .changes) -> Findings {
        guard let start = TrialBaseline.read(scene) else { return Findings(conflict: conflict, tried: [], untouched: []) }
        var candidates: [(candidate: Candidate, summary: String, note: String?, order: Int)] = []
        var untouched: [(LayoutConstraint, String)] = []
        var encapsulatedHeights = conflict.constraints.filter {
            $0.kind == .encapsulatedLayout && $0.firstAttribute == .height && $0.secondItem == nil
        }.map(\.firstItem)
        // A collection view's cell holds the encapsulated height itself; its content view, which
        // the content is pinned to, follows it by its autoresizing height.
        encapsulatedHeights += conflict.constraints.filter { constraint in
            guard case .autoresizing = constraint.kind, constraint.firstAttribute == .height else { return false }
            return encapsulatedHeights.contains { $0 === constraint.secondItem }
        }.map(\.firstItem)
        for (order, constraint) in conflict.constraints.enumerated() {
            switch constraint.kind {
            case .layout where constraint.isUIKits:
                // A stack view's `UISV-…`, the keyboard bar's, or one among UIKit's private views.
                untouched.append((constraint, "UIKit's own: it is made again, so it is never removed or lowered"))
            case .layout:
                // A cell's constraint is a copy of its prototype's: the fix changes the prototype's,
                // and the table copies it into its cells again.
                guard let target = scene.source(of: constraint) else {
                    untouched.append((constraint, "a copy whose original is gone"))
                    continue
                }
                if candidates.contains(where: { $0.candidate.constraint === target }) { continue }
                let copied = target === constraint ? "" : ", copied into the cells"
                var note: String?
                if encapsulatedHeights.contains(where: { constraint.touchesBottom(of: $0) }) {
                    note = "the bottom below required: the usual answer to a container's encapsulated height"
                }
                let described = "\(target.name) (\(target.equation)\(copied))"
                candidates.append((.change(.lower(target, from: target.priority, to: lowered)), "lower \(described) to \(lowered.value)", note, order))
                candidates.append((.change(.remove(target)), "remove \(described)", nil, order))
            case .autoresizing where constraint.firstItem.isUIKitsOwn:
                untouched.append((constraint, "UIKit's, from the frame UIKit gives its own \(constraint.firstItem.name)"))
            case .autoresizing where constraint.firstItem.name.hasSuffix(".contentView"):
                // A cell's content view (named by its container, `grid.cell4.contentView`): turning
                // one cell's translation off is no fix for the cells to come, and UIKit asks that it
                // stay on ("[Assert] contentView of collectionViewCell has
                // translatesAutoresizingMaskIntoConstraints false and is missing constraints to the
                // cell ... Please leave the contentView's translatesAutoresizingMaskIntoConstraints
                // true", iOS 12, intuit/CardParts issue 100).
                untouched.append((constraint, "UIKit's, from the frame the cell gives \(constraint.firstItem.name); UIKit asks to leave its translation on"))
            case .autoresizing:
                let view = constraint.firstItem
                if view.translatesAutoresizingMaskIntoConstraints,
                    !candidates.contains(where: { if case .change(.translationOff(let other)) = $0.candidate { other === view } else { false } }) {
                    candidates.append((.change(.translationOff(view)),
                                       "turn \(view.name).translatesAutoresizingMaskIntoConstraints off (its frame stops being constraints)",
                                       nil, order))
                }
                untouched.append((constraint, "UIKit's, from \(view.name)'s frame: turn its translation off instead"))
            default:
                untouched.append((constraint, "UIKit's own: it is made again, so it is never removed or lowered"))
            }
        }
        // Members by source, so a cell's copies made again by a trial still count as the set's.
        let members = Set(conflict.constraints.map(scene.sourceKey))
        let brokenIsHeld = scene.constraint(named: conflict.broken.name) !== conflict.broken
        var tried: [TriedFix] = []
        for (index, entry) in candidates.enumerated() {
            // Ctrl-C stops between trials too; the interpreter then rolls the line back. The
            // count feeds the shell's progress line, shown past a second.
            if Cancellation.progress(index, of: candidates.count, .trials) { break }
            let result = Trial.run(in: scene, watching: reading == .changes, { () throws(LayoutError) in
                try entry.candidate.apply(in: scene, reinstalling: brokenIsHeld ? nil : conflict.broken)
                guard brokenIsHeld else { return }
                // A held copy is made again when its prototype changes; one that stays is
                // installed anew, so the engine says whether it still conflicts.
                scene.layoutIfNeeded()
                if scene.isInstalled(conflict.broken) {
                    scene.deactivate(conflict.broken)
                    try scene.activate(conflict.broken)
                }
            }, read: { reports, watch -> (TriedFix.Outcome, AmbiguityAfter) in
                func within(_ report: UnsatisfiableReport) -> Bool { report.conflicting.allSatisfy { members.contains(scene.sourceKey($0)) } }
                var outcome = TriedFix.Outcome()
                outcome.resolves = !reports.contains(where: within)
                outcome.newConflicts = reports.filter { !within($0) }
                if let watch, let changed = start.read(after: watch, in: scene) {
                    outcome.frameChanges = changed.frameChanges
                    outcome.hiddenContent = changed.hiddenContent
                    return (outcome, changed.ambiguity)
                }
                let after = SceneState.read(scene)
                outcome.frameChanges = Trial.frameChanges(from: start.frameList, to: after.frames)
                outcome.hiddenContent = after.hiddenContent
                return (outcome, AmbiguityAfter(names: after.ambiguous, among: nil))
            })
            // A change the model refuses is no fix (none of these is refused today).
            guard let (found, ambiguity) = result else { continue }
            var outcome = found
            // Rolled back now: the baseline's ambiguity of the views the trial asked about.
            let before = start.ambiguous(among: ambiguity.among ?? scene.window.subtreeAndGuides, in: scene)
            outcome.newAmbiguity = ambiguity.names.filter { !before.contains($0) }
            tried.append(TriedFix(candidate: entry.candidate, summary: entry.summary, note: entry.note, order: entry.order, outcome: outcome))
        }
        return Findings(conflict: conflict, tried: tried.sorted(by: TriedFix.precedes), untouched: untouched)
    }
}

extension Scene {
    /// The constraint in the scene's registry a constraint stands for: itself, or for a cell's
    /// copy (named `CELL.NAME` by its table) the prototype's constraint it copies. Nil for a
    /// copy whose original is gone.
    func source(of constraint: LayoutConstraint) -> LayoutConstraint? {
        if self.constraint(named: constraint.name) === constraint { return constraint }
        guard let dot = constraint.name.lastIndex(of: "."),
            let original = self.constraint(named: String(constraint.name[constraint.name.index(after: dot)...])),
            original.firstAttribute == constraint.firstAttribute, original.relation == constraint.relation,
            original.secondAttribute == constraint.secondAttribute, original.multiplier == constraint.multiplier
        else { return nil }
        return original
    }

    /// What a constraint of a conflict is, across copies made again: the name of the user's
    /// constraint it is or copies; for UIKit's own, its identifier (or class) and attribute.
    func sourceKey(_ constraint: LayoutConstraint) -> String {
        if constraint.kind == .layout, let source = source(of: constraint) { return source.name }
        return "\(constraint.identifier ?? constraint.className).\(constraint.firstAttribute.rawValue)"
    }
}

extension LayoutConstraint {
    /// Whether the constraint ties something to `view`'s bottom edge (or its bottom margin).
    func touchesBottom(of view: View) -> Bool {
        let bottoms: [LayoutAttribute] = [.bottom, .bottomMargin, .lastBaseline]
        return (firstItem === view && bottoms.contains(firstAttribute))
            || (secondItem === view && secondAttribute.map { bottoms.contains($0) } == true)
    }
}

extension Priority {
    /// One below: 999 for required.
    var lowered: Priority { Priority(value - 1) ?? self }
}
