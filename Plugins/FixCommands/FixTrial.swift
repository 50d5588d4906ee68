import Commands
import Layout
import Solver

/// A fix tried in a rolled-back transaction, and what it did.
struct TriedFix {
    let candidate: Candidate
    /// What it does, in words: `lower c10 (box.bottom == label.bottom + 15) to 999`.
    let summary: String
    /// The script commands that apply it.
    var commands: String { candidate.commands }
    /// Why this fix is worth a look beyond its numbers, if anything.
    var note: String?
    /// Where its constraint stands in the conflicting set (or the ambiguity list): ties break by it.
    let order: Int
    var outcome = Outcome()

    struct Outcome {
        /// Whether the conflict (or the ambiguity) it is meant for is gone.
        var resolves = false
        /// Conflicts the change reported that involve a constraint outside the original set.
        var newConflicts: [UnsatisfiableReport] = []
        var frameChanges: [FrameChange] = []
        /// Ambiguous attributes after the change that were not ambiguous before.
        var newAmbiguity: [String] = []
        /// Ambiguous attributes left after the change (ambiguity fixes report them).
        var stillAmbiguous: [String] = []
        /// Content the layout after the change leaves unseen (``UnseenContent``).
        var hiddenContent: [UnseenContent] = []
    }

    /// Lowering keeps the constraint as a wish, which is what accepted answers mostly do (a
    /// priority of 999): among equals it comes before removing, and both before turning a
    /// view's translation off, which changes more than the one constraint.
    var kindRank: Int {
        switch candidate {
        case .change(.lower), .change(.add), .change(.addAll), .pin, .pins: 0
        case .change(.remove): 1
        case .change(.translationOff): 2
        }
    }

    /// The ranking, by what the user sees: a fix that resolves comes first; then one that makes
    /// no new conflict; then one that leaves the fewest views with content unseen (a label at
    /// zero height, text squeezed below its lines, an image at zero width: issue 35's header,
    /// where lowering the label's bottom ended the conflict with its text invisible); then one
    /// that leaves no new ambiguity (and, pinning, the fewest ambiguities left); then the fewest
    /// frames changed, the least movement (to the pixel), the kind, and the constraint's place in
    /// the set. Deterministic: no two fixes have the same kind and place.
    static func precedes(_ left: TriedFix, _ right: TriedFix) -> Bool {
        func key(_ fix: TriedFix) -> [Int] {
            let outcome = fix.outcome
            let movement = Int((outcome.frameChanges.reduce(0) { $0 + $1.amount } * 2).rounded())
            return [outcome.resolves ? 0 : 1, outcome.newConflicts.isEmpty ? 0 : 1, outcome.hiddenContent.count,
                    outcome.newAmbiguity.isEmpty ? 0 : 1, outcome.stillAmbiguous.count,
                    outcome.frameChanges.count, movement, fix.kindRank, fix.order]
        }
        return key(left).lexicographicallyPrecedes(key(right))
    }
}

/// A fix to try: a change to what the scene has, or a new constraint.
enum Candidate {
    case change(LayoutFix)
    case pin(Pin)
    /// Several new constraints made together, as one fix.
    case pins([Pin])

    /// Makes the change in `scene` and returns it as a ``LayoutFix`` (a pin's new constraint
    /// made). When `reinstalling` names a broken constraint, it is taken out first and
    /// installed again last, as required, so that the engine says whether the constraints it
    /// conflicted with still conflict (a broken constraint stays broken until it is installed
    /// anew, as in UIKit).
    @discardableResult
    func apply(in scene: Scene, reinstalling broken: LayoutConstraint? = nil) throws(LayoutError) -> LayoutFix {
        var reinstall = broken.flatMap { $0.isActive ? $0 : nil }
        if let reinstall { scene.deactivate(reinstall) }
        let made: LayoutFix
        switch self {
        case .change(let fix):
            made = fix
            switch fix {
            case .remove(let constraint):
                if constraint === reinstall { reinstall = nil }
                scene.remove(constraint)
            case .lower(let constraint, _, let priority):
                let wasActive = constraint.isActive || constraint === reinstall
                if constraint === reinstall { reinstall = nil }
                scene.deactivate(constraint)
                try scene.setPriority(priority, of: constraint)
                if wasActive { try scene.activate(constraint) }
            case .translationOff(let view):
                view.translatesAutoresizingMaskIntoConstraints = false
            case .add(let constraint):
                try scene.activate(constraint)
            case .addAll(let constraints):
                for constraint in constraints { try scene.activate(constraint) }
            }
        case .pin(let pin):
            made = .add(try scene.addConstraint(pin.view, pin.attribute, .equal, pin.other, pin.otherAttribute, constant: pin.constant))
        case .pins(let pins):
            var constraints: [LayoutConstraint] = []
            for pin in pins {
                constraints.append(try scene.addConstraint(pin.view, pin.attribute, .equal, pin.other, pin.otherAttribute, constant: pin.constant))
            }
            made = .addAll(constraints)
        }
        if let reinstall { try scene.activate(reinstall) }
        return made
    }

    /// The constraint the change is to, if it is to one.
    var constraint: LayoutConstraint? {
        switch self {
        case .change(.remove(let constraint)), .change(.lower(let constraint, _, _)), .change(.add(let constraint)): constraint
        default: nil
        }
    }

    /// The script commands that make the change.
    var commands: String {
        switch self {
        case .change(.remove(let constraint)):
            return "remove \(constraint.name)"
        case .change(.lower(let constraint, _, let priority)):
            // UIKit refuses to move an installed constraint between required and optional.
            guard constraint.isActive else { return "set \(constraint.name).priority = \(priority.value)" }
            let name = constraint.name
            return "set \(name).active = false; set \(name).priority = \(priority.value); set \(name).active = true"
        case .change(.translationOff(let view)):
            return "set \(view.name).translatesAutoresizingMaskIntoConstraints = false"
        case .change(.add(let constraint)):
            return "activate \(constraint.name)"
        case .change(.addAll(let constraints)):
            return constraints.map { "activate \($0.name)" }.joined(separator: "; ")
        case .pin(let pin):
            return "constrain \(pin.equation)"
        case .pins(let pins):
            return pins.map { "constrain \($0.equation)" }.joined(separator: "; ")
        }
    }
}

/// A new required constraint that holds an ambiguous attribute where the layout has it now:
/// `b.leading == row.leading + 10`, `b.width == 60`.
struct Pin {
    let view: View
    let attribute: LayoutAttribute
    let other: View?
    let otherAttribute: LayoutAttribute?
    let constant: Double

    var equation: String {
        var text = "\(view.name).\(attribute.rawValue) =="
        guard let other, let otherAttribute else { return text + " " + formatPoints(constant) }
        text += " \(other.name).\(otherAttribute.rawValue)"
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatPoints(abs(constant)) }
        return text
    }
}
