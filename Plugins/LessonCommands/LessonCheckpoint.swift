import Commands
import Layout

/// What a lesson's next step relies on: the scene as the learner can change it, taken when a
/// step has run, and compared before the next one runs.
///
/// It holds what a learner's command sets: views and where they are, what each was told
/// (text, hidden, alpha, margins, a stack's axis...), the frame of a view placed by its frame
/// (its autoresizing mask translated: `set header.frame.height = 146` is a change); each
/// constraint's equation, constant, priority and activity; the screen; the timeline's clock.
/// It leaves out what a layout pass derives: the frames of views placed by constraints, a
/// label's wrap width, a scroll view's offset (layout moves it to its insets), and a table's
/// cells (`UITableViewCell`s and what is in them), which the table makes, reuses and hides
/// as rows come and go. So
/// looking around (`print`, `why`, `render`, `tree`) never counts as a change, and a change
/// to the model always does.
struct LessonCheckpoint: Equatable {
    /// One object: a view, a constraint, or the scene itself, with what the learner can set.
    struct Entry: Equatable {
        let name: String
        let properties: [(name: String, value: String)]

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.name == rhs.name && lhs.properties.elementsEqual(rhs.properties) { $0.name == $1.name && $0.value == $1.value }
        }
    }

    /// In creation order: the scene first, then views, then constraints.
    let entries: [Entry]

    /// Attributes a layout pass sets: not the learner's doing.
    static let derivedAttributes: Set<String> = ["visible", "cache", "reuse", "wrapWidth", "effectiveMargins", "direction", "contentOffset"]

    init(_ snapshot: SceneSnapshot) {
        var entries = [Entry(name: "screen", properties: [
            ("size", "\(formatPoints(snapshot.screen.size.width)) x \(formatPoints(snapshot.screen.size.height))"),
            ("scale", formatPoints(snapshot.screen.scale)), ("text size", formatPoints(snapshot.textSizeScale)),
        ] + snapshot.contributions.enumerated().map { ("timeline \($0.offset + 1)", $0.element) })]
        let madeByTables = Self.tableCellViews(in: snapshot)
        for view in snapshot.views where !madeByTables.contains(view.name) {
            var properties: [(name: String, value: String)] = [
                ("class", view.className), ("superview", view.superview ?? "none"), ("hidden", "\(view.isHidden)"), ("alpha", formatPoints(view.alpha)),
            ]
            let attributes = view.attributes.filter { !Self.derivedAttributes.contains($0.name) }
            if attributes.contains(where: { $0.name == "translates" && $0.value == "true" }) {
                properties.append(("frame", "\(view.frame)"))
            }
            properties += attributes.map { ($0.name, $0.value) }
            entries.append(Entry(name: view.name, properties: properties))
        }
        for constraint in snapshot.constraints {
            var properties: [(name: String, value: String)] = [("equation", constraint.equation)]
            if constraint.priority != 1000 { properties.append(("priority", "\(constraint.priority)")) }
            if !constraint.isActive { properties.append(("active", "false")) }
            entries.append(Entry(name: constraint.name, properties: properties))
        }
        self.entries = entries
    }

    /// The cells a table made for its rows (`UITableViewCell`s) and every view inside them:
    /// the table's doing, not the learner's.
    static func tableCellViews(in snapshot: SceneSnapshot) -> Set<String> {
        let byName = Dictionary(snapshot.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var made = Set<String>()
        for view in snapshot.views {
            var current: SceneSnapshot.ViewState? = view
            while let ancestor = current {
                if ancestor.className == "UITableViewCell" {
                    made.insert(view.name)
                    break
                }
                current = ancestor.superview.flatMap { byName[$0] }
            }
        }
        return made
    }

    /// What differs from `earlier`, as a person would say it, at most `limit` lines:
    /// `added: view extra (UIView)`, `removed: constraint tempWidth`, `label.text: "The quick…"
    /// -> "Short"`.
    func changes(since earlier: LessonCheckpoint, limit: Int = 6) -> [String] {
        let before = Dictionary(earlier.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(entries.map(\.name))
        var said: [String] = []
        for entry in entries {
            guard let old = before[entry.name] else {
                said.append("added: " + Self.describe(entry))
                continue
            }
            guard old != entry else { continue }
            let oldValues = Dictionary(old.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let newValues = Dictionary(entry.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let names = old.properties.map(\.name) + entry.properties.map(\.name).filter { oldValues[$0] == nil }
            for name in names where oldValues[name] != newValues[name] {
                said.append("\(entry.name).\(name): \(Self.shortened(oldValues[name] ?? "none")) -> \(Self.shortened(newValues[name] ?? "none"))")
            }
        }
        for entry in earlier.entries where !now.contains(entry.name) { said.append("removed: " + Self.describe(entry)) }
        guard said.count > limit else { return said }
        return Array(said.prefix(limit)) + ["... and \(said.count - limit) more"]
    }

    /// `view extra (UIView)` or `constraint zz: window.width >= 0`.
    static func describe(_ entry: Entry) -> String {
        if let equation = entry.properties.first(where: { $0.name == "equation" })?.value {
            return "constraint \(entry.name): \(equation)"
        }
        let className = entry.properties.first { $0.name == "class" }?.value ?? "view"
        return "view \(entry.name) (\(className))"
    }

    /// A value cut to 32 characters, so one change is one line.
    static func shortened(_ value: String) -> String {
        value.count > 32 ? String(value.prefix(31)) + "…" : value
    }
}
