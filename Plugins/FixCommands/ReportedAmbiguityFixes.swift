import Commands
import Layout

/// Fixes for the ambiguity a log reported (an `_autolayoutTrace`'s `AMBIGUOUS LAYOUT` marks,
/// ``ReportsAmbiguity``): only the marked attributes, each given the relation a developer would
/// write rather than a pin at its current value, each tried in a rolled-back transaction.
///
/// A trace lists views without their constraints, so the model finds every view ambiguous;
/// UIKit's marks say which really are. For a marked attribute of a view in a superview:
/// - its top (`minY`): to the bottom of the subview before it, else to the superview's top;
/// - its height: the next subview's top to its bottom, else the superview's bottom to its
///   bottom (so a cell's content view grows with its last label);
/// - its leading (`minX`) and width: the same, across.
/// The gaps are the frames' when the text gave frames, else 0 (the edges meet: a trace gives
/// no frame to measure a gap by, and a guessed one may not fit). A view marked with no
/// attribute named gets all four.
///
/// Trusting the marks means the rest is settled in the app: in each trial every attribute the
/// model finds ambiguous, but the log did not mark or marked on another view, is held where it
/// is (pinned, then rolled back with the trial), so a view's relations are judged by whether
/// they settle its marked attributes once the others are settled (a developer fixes them all).
enum ReportedAmbiguityFixes {
    /// The marked views in tree order, with their marked attributes (the engine's: `minX`,
    /// `minY`, `width`, `height`); empty when the scene holds no mark.
    static func marked(in scene: Scene) -> [(view: View, attributes: [LayoutAttribute])] {
        scene.window.subtree.compactMap { view in
            guard let reported = (view as? any ReportsAmbiguity)?.reportedAmbiguity, view.superview != nil else { return nil }
            let attributes = reported.isEmpty ? [LayoutAttribute.minX, .minY, .width, .height] : reported.map(engineAttribute)
            var unique: [LayoutAttribute] = []
            for attribute in attributes where !unique.contains(attribute) { unique.append(attribute) }
            return (view, unique)
        }
    }

    /// `top` and `minY` are one variable of the engine's, so are `leading`, `left` and `minX`.
    static func engineAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .top, .minY: .minY
        case .left, .leading, .minX: .minX
        default: attribute
        }
    }

    static func find(in scene: Scene, marked: [(view: View, attributes: [LayoutAttribute])]) -> [TriedFix] {
        guard let (baseline, ambiguous) = Trial.run(in: scene, {}, read: { _ in (SceneState.read(scene), scene.ambiguousLayout()) })
        else { return [] }
        let markedKeys = marked.flatMap { entry in entry.attributes.map { "\(entry.view.name).\($0.rawValue)" } }
        // What the log did not mark is settled in the app, and so is what it marked on the other
        // views, once fixed: all held where they are in a view's trial.
        func held(except targets: [String]) -> [Pin] {
            ambiguous.flatMap { entry in
                entry.attributes.filter { !targets.contains("\(entry.view.name).\($0.rawValue)") }.compactMap { AmbiguityFixes.pin(entry.view, $0) }
            }
        }
        var tried: [TriedFix] = []
        // One fix per view: the relations for all its marked attributes, made together (a top
        // alone leaves a height free, as a developer pins a label's top and bottom together).
        for (order, entry) in marked.enumerated() where !Cancellation.isRequested {
            let relations = entry.attributes.compactMap { relation(entry.view, $0) }
            guard !relations.isEmpty else { continue }
            let targets = entry.attributes.map { "\(entry.view.name).\($0.rawValue)" }
            let outcome = Trial.run(in: scene, { () throws(LayoutError) in
                for pin in held(except: targets) { try Candidate.pin(pin).apply(in: scene) }
                try Candidate.pins(relations).apply(in: scene)
            }, read: { reports in
                let after = SceneState.read(scene)
                var outcome = TriedFix.Outcome()
                outcome.resolves = !targets.contains(where: after.ambiguous.contains) && reports.isEmpty
                outcome.newConflicts = reports
                outcome.frameChanges = Trial.frameChanges(from: baseline, to: after)
                outcome.stillAmbiguous = after.ambiguous.filter { markedKeys.contains($0) && !targets.contains($0) }
                return outcome
            })
            guard let outcome else { continue }
            let summary = "relate \(entry.view.name) (\(entry.attributes.map(\.rawValue).joined(separator: ", "))): "
                + relations.map(\.equation).joined(separator: "; ")
            tried.append(TriedFix(candidate: .pins(relations), summary: summary, note: nil, order: order, outcome: outcome))
        }
        return tried.sorted(by: TriedFix.precedes)
    }

    /// The relation for `attribute` (the engine's) of `view`; nil for a view without a superview.
    static func relation(_ view: View, _ attribute: LayoutAttribute) -> Pin? {
        guard let superview = view.superview else { return nil }
        let siblings = superview.subviews.filter { !($0 is LayoutGuide) && !$0.isHidden }
        let index = siblings.firstIndex { $0 === view }
        let before = index.flatMap { $0 > 0 ? siblings[$0 - 1] : nil }
        let after = index.flatMap { $0 + 1 < siblings.count ? siblings[$0 + 1] : nil }
        let framed = superview.frame.size.width > 0 && superview.frame.size.height > 0
        func gap(_ measured: Double) -> Double { framed ? measured : 0 }
        let frame = view.frame
        let bounds = superview.frame.size
        switch attribute {
        case .minY:
            if let before { return Pin(view: view, attribute: .top, other: before, otherAttribute: .bottom, constant: gap(frame.origin.y - before.frame.maxY)) }
            return Pin(view: view, attribute: .top, other: superview, otherAttribute: .top, constant: gap(frame.origin.y))
        case .height:
            if let after { return Pin(view: after, attribute: .top, other: view, otherAttribute: .bottom, constant: gap(after.frame.origin.y - frame.maxY)) }
            return Pin(view: superview, attribute: .bottom, other: view, otherAttribute: .bottom, constant: gap(bounds.height - frame.maxY))
        case .minX:
            if let before { return Pin(view: view, attribute: .leading, other: before, otherAttribute: .trailing, constant: gap(frame.origin.x - before.frame.maxX)) }
            return Pin(view: view, attribute: .leading, other: superview, otherAttribute: .leading, constant: gap(frame.origin.x))
        case .width:
            if let after { return Pin(view: after, attribute: .leading, other: view, otherAttribute: .trailing, constant: gap(after.frame.origin.x - frame.maxX)) }
            return Pin(view: superview, attribute: .trailing, other: view, otherAttribute: .trailing, constant: gap(bounds.width - frame.maxX))
        default:
            return nil
        }
    }
}
