import Commands
import Layout

/// Fixes for an ambiguous layout: for each ambiguous attribute, the smallest constraint that
/// pins it, a required equality that holds it where the layout has it now (a size equal to its
/// value, a position equal to its offset from the superview's leading or top edge), so the
/// frame the user sees stays; each tried in a rolled-back transaction, to say which
/// ambiguities it leaves and whether it conflicts with anything.
enum AmbiguityFixes {
    static func find(in scene: Scene) -> [TriedFix] {
        guard let baseline = Trial.run(in: scene, {}, read: { _ in (SceneState.read(scene), scene.ambiguousLayout()) }) else { return [] }
        var tried: [TriedFix] = []
        var order = 0
        for entry in baseline.1 {
            for attribute in entry.attributes where !Cancellation.isRequested {
                defer { order += 1 }
                guard let pin = pin(entry.view, attribute) else { continue }
                let target = "\(entry.view.name).\(attribute.rawValue)"
                let outcome = Trial.run(in: scene, { () throws(LayoutError) in
                    try Candidate.pin(pin).apply(in: scene)
                }, read: { reports in
                    let after = SceneState.read(scene)
                    var outcome = TriedFix.Outcome()
                    outcome.resolves = !after.ambiguous.contains(target) && reports.isEmpty
                    outcome.newConflicts = reports
                    outcome.frameChanges = Trial.frameChanges(from: baseline.0, to: after)
                    outcome.stillAmbiguous = after.ambiguous
                    return outcome
                })
                guard let outcome else { continue }
                tried.append(TriedFix(candidate: .pin(pin), summary: "pin \(target): \(pin.equation)", note: nil, order: order,
                                      outcome: outcome))
            }
        }
        return tried.sorted(by: TriedFix.precedes)
    }

    /// The constraint that holds `attribute` of `view` where it is: the engine's `minX` and
    /// `minY` as the leading (left in a right-to-left view, where leading is the right edge)
    /// and top edges from the superview's, sizes as constants. Nil for a view with no superview.
    static func pin(_ view: View, _ attribute: LayoutAttribute) -> Pin? {
        let frame = view.frame
        switch attribute {
        case .width: return Pin(view: view, attribute: .width, other: nil, otherAttribute: nil, constant: frame.size.width)
        case .height: return Pin(view: view, attribute: .height, other: nil, otherAttribute: nil, constant: frame.size.height)
        case .minX:
            guard let superview = view.superview else { return nil }
            let edge: LayoutAttribute = view.effectiveUserInterfaceLayoutDirection == .leftToRight ? .leading : .left
            return Pin(view: view, attribute: edge, other: superview, otherAttribute: edge, constant: frame.origin.x)
        case .minY:
            guard let superview = view.superview else { return nil }
            return Pin(view: view, attribute: .top, other: superview, otherAttribute: .top, constant: frame.origin.y)
        default:
            return nil
        }
    }
}
