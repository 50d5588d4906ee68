import Solver

/// A constraint a container wants its view to hold (``Scene/replaceHeldConstraints(of:with:)``):
/// what it says, its kind, its name and its identifier.
public struct HeldConstraintRequest {
    public var equation: ConstraintEquation<View>
    public var kind: LayoutConstraint.Kind
    public var name: String
    public var identifier: String?

    public init(_ equation: ConstraintEquation<View>, kind: LayoutConstraint.Kind, name: String, identifier: String?) {
        self.equation = equation
        self.kind = kind
        self.name = name
        self.identifier = identifier
    }
}

extension Scene {
    /// `view` holds `wanted`, in that order, in place of what it held, changing the engine
    /// only where they differ: a held constraint that says the same as a wanted one (same
    /// items, attributes, relation, multiplier, constant, priority, kind and identifier) is
    /// kept; the others are let go and the rest made and installed. Appending one view to a
    /// stack of N views then costs a few engine changes, not 4N (issue 40: each rebuild took
    /// every constraint out of the tableau and put it back).
    ///
    /// The result reads as a rebuild from nothing: every constraint held is renamed to its
    /// wanted name and given a new serial in the wanted order, and takes its place in the
    /// engine's order in the wanted order too, so listings and later conflicts' reports and
    /// breaks are a rebuild's. A conflict met while the new ones are installed depends on the
    /// engine's order then, where a kept constraint is older than a new one the plan puts
    /// ahead of it: so the change is made as a part of the turn that can be taken back, and
    /// when it meets a conflict, it is taken back and made again as a rebuild, which reports
    /// and breaks as a rebuild does. (Without a session, which keeps no log to take it back,
    /// the first report stands.) A broken constraint is never kept: it is made again, so its
    /// conflict is met (and reported) again, as a rebuild meets it.
    ///
    /// When a view the held constraints name has left the scene (a stack's spacer when its
    /// gaps become fewer, an arranged view removed), nothing is kept: the engine does not
    /// take a variable out of its rows when the last constraint naming it goes, and rows kept
    /// across many such removals gather them. Hiding and showing a view of an equalCentering
    /// stack of 10 (a spacer goes and comes each line) 1,000 times grew the tableau to 16,541
    /// cells and 565 MB kept, against 1,449 cells and 273 MB made again.
    public func replaceHeldConstraints(of view: View, with wanted: [HeldConstraintRequest]) {
        let part = engine.beginNestedChange()
        let keptAny = replaceHeldConstraints(of: view, with: wanted, keeping: true)
        guard let part else { return }
        if keptAny && engine.reports.count > part.reportCount {
            engine.rollbackNestedChange(part)
            replaceHeldConstraints(of: view, with: wanted, keeping: false)
        } else {
            engine.commitNestedChange(part)
        }
    }

    /// ``replaceHeldConstraints(of:with:)`` keeping what it can, or none (a rebuild). Returns
    /// whether it kept any.
    @discardableResult
    private func replaceHeldConstraints(of view: View, with wanted: [HeldConstraintRequest], keeping: Bool) -> Bool {
        let namesALeaver = view.heldConstraints.contains { constraint in constraint.items.contains { $0.scene !== self } }
        var keepable: [HeldConstraintKey: [LayoutConstraint]] = [:]
        for constraint in view.heldConstraints where keeping && !namesALeaver && !engine.isBroken(constraint) {
            keepable[HeldConstraintKey(constraint), default: []].append(constraint)
        }
        // Oldest first among equal ones, so the same request keeps the same constraint.
        for key in keepable.keys { keepable[key]?.reverse() }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(wanted.count)
        var kept = Set<ObjectIdentifier>()
        for request in wanted {
            let key = HeldConstraintKey(request)
            if let constraint = keepable[key]?.popLast() {
                kept.insert(ObjectIdentifier(constraint))
                constraint.name = request.name
                constraint.serial = makeSerial()
                result.append(constraint)
            } else {
                result.append(makeHeldConstraint(request.equation, kind: request.kind, name: request.name, identifier: request.identifier))
            }
        }
        for constraint in view.heldConstraints where !kept.contains(ObjectIdentifier(constraint)) {
            engine.uninstall(constraint)
        }
        view.heldConstraints = result
        // In the wanted order; a constraint kept installed is passed over (and one kept that
        // could not be installed is tried again, as a rebuild would).
        if view.isInWindow {
            for constraint in result { engine.install(constraint) }
            // The kept ones move to their places among the new: the solver filters and lists
            // a conflict in its order, which must be the rebuild's.
            if !kept.isEmpty { engine.placeAsNewest(result) }
        }
        setNeedsLayout()
        return !kept.isEmpty
    }
}

/// What makes two held constraints the same for ``Scene/replaceHeldConstraints(of:with:)``:
/// everything but the name and serial. The equation's items by identity, so a key is built
/// alike from a constraint (``ConstraintEquation/init(_:)``) and from a request.
private struct HeldConstraintKey: Hashable {
    let equation: ConstraintEquation<ObjectIdentifier>
    let kind: LayoutConstraint.Kind
    let identifier: String?

    init(_ constraint: LayoutConstraint) {
        equation = ConstraintEquation(constraint).mapItems { ObjectIdentifier($0) }
        kind = constraint.kind
        identifier = constraint.identifier
    }

    init(_ request: HeldConstraintRequest) {
        equation = request.equation.mapItems { ObjectIdentifier($0) }
        kind = request.kind
        identifier = request.identifier
    }
}
