import Commands
import Layout

/// What a lesson's next step relies on: the scene as the learner can change it, taken when a
/// step has run, and compared before the next one runs.
///
/// It holds what a learner's command sets (views and where they are, what each was told:
/// text, hidden, alpha, margins, a stack's axis...; constraints with their constants,
/// priorities and activity; the screen; the timeline's clock) and leaves out what a layout
/// pass derives (frames, a label's wrap width, a table's visible cells and caches, a scroll
/// view's offset, which layout moves to its insets), so looking around (`print`, `why`,
/// `render`, `tree`, which lay out first) never counts as a change, and a change always does.
struct LessonCheckpoint: Equatable {
    /// One line per view, per constraint, per screen and per clock fact, in creation order.
    let lines: [String]

    /// Attributes a layout pass sets: not the learner's doing.
    static let derivedAttributes: Set<String> = ["visible", "cache", "reuse", "wrapWidth", "effectiveMargins", "direction", "contentOffset"]

    init(_ snapshot: SceneSnapshot) {
        var lines = ["screen \(snapshot.screen.size.width)x\(snapshot.screen.size.height)@\(snapshot.screen.scale) text size \(snapshot.textSizeScale)"]
        for view in snapshot.views {
            var line = "view \(view.name) (\(view.className)) in \(view.superview ?? "nothing")"
            if view.isHidden { line += ", hidden" }
            if view.alpha != 1 { line += ", alpha \(formatPoints(view.alpha))" }
            for attribute in view.attributes where !Self.derivedAttributes.contains(attribute.name) {
                line += ", \(attribute.name) \(attribute.value)"
            }
            lines.append(line)
        }
        for constraint in snapshot.constraints {
            var line = "constraint \(constraint.name): \(constraint.equation)"
            if constraint.priority != 1000 { line += " @\(constraint.priority)" }
            if !constraint.isActive { line += " (inactive)" }
            lines.append(line)
        }
        self.lines = lines + snapshot.contributions
    }

    /// What differs from `earlier`, as a person would say it, at most `limit` lines: views
    /// and constraints added, removed or changed.
    func changes(since earlier: LessonCheckpoint, limit: Int = 6) -> [String] {
        let before = Set(earlier.lines), after = Set(lines)
        let removed = earlier.lines.filter { !after.contains($0) }
        let added = lines.filter { !before.contains($0) }
        // A line for the same view or constraint on both sides is a change of it.
        func key(_ line: String) -> String { String(line.prefix { $0 != ":" && $0 != "(" }) }
        let addedKeys = Dictionary(added.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var said: [String] = []
        var changedKeys = Set<String>()
        for line in removed {
            if let now = addedKeys[key(line)] {
                changedKeys.insert(key(line))
                said.append("changed: \(line)  ->  \(now)")
            } else {
                said.append("removed: \(line)")
            }
        }
        for line in added where !changedKeys.contains(key(line)) { said.append("added: \(line)") }
        guard said.count > limit else { return said }
        return Array(said.prefix(limit)) + ["... and \(said.count - limit) more"]
    }
}
