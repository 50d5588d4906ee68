/// Which constraint of a minimal conflicting set the engine breaks: the rule ``LayoutEngine``
/// states and gives the evidence for, in steps a study can recombine.
///
/// A rule sees the set in the order its constraints were installed, the one being installed
/// last, and returns one of them. It is a value so that the corpus study
/// (Tests/ImportCommandsTests/BreakRuleEndToEndStudy.swift) can run the real import under
/// other rules; ``current`` is task-local, so parallel tests do not see each other's, and the
/// program only ever runs ``adopted``. Every step is one pass over the set: O(size of the set),
/// a view's depth being kept by the scene (``View/depth``).
struct ConflictBreakRule: Sendable {
    let name: String
    /// Picks from the set in installation order; nil only for an empty set.
    let choose: @Sendable (_ set: [LayoutConstraint]) -> LayoutConstraint?

    /// The rule the engine applies: ``adopted`` unless a study says otherwise.
    @TaskLocal static var current = ConflictBreakRule.adopted

    /// Of the app's constraints (``candidates(in:)``: a constraint among UIKit's private views
    /// is UIKit's), those on the deepest view (``deepestView(in:)``); of those, the first size
    /// against a constant, else the first that holds that view by its far edge, else the newest.
    /// Adopted by issue 35 on the held-out logs 100-163: 51 of 64 (79.7%), 21 of the 26 it was
    /// not chosen on before, the seed; 5-fold mean 80.0% (65.0-90.9%). See ``LayoutEngine``.
    static let adopted = ConflictBreakRule(name: "UIKit's private views UIKit's; deepest view: size, far edge, newest") { set in
        let candidates = candidates(in: set)
        guard let view = deepestView(in: candidates) else { return set.last }
        let onView = candidates.filter { involves($0, view) }
        return onView.first(where: isSizeAgainstConstant)
            ?? onView.first { holdsByFarEdge($0, view) }
            ?? onView.last
    }

    /// The rule issue 25 adopted, before issue 35: the app's by kind only, and the first when
    /// the deepest view has no size and no far edge.
    static let deepestViewSizeFarEdgeFirst = ConflictBreakRule(name: "deepest view: size, far edge, first") { set in
        let chosen = candidatesByKind(in: set)
        guard let view = deepestView(in: chosen) else { return set.last }
        let onView = chosen.filter { involves($0, view) }
        return onView.first(where: isSizeAgainstConstant)
            ?? onView.first { holdsByFarEdge($0, view) }
            ?? onView.first
    }

    /// The model's rule before the corpus measured it, as it was: the newest of the user's
    /// constraints (`.layout`, a stack view's among them), else the newest a log lists.
    static let newestOfTheApps = ConflictBreakRule(name: "newest of the app's") { set in
        set.last(where: \.isUserConstraint) ?? set.last(where: \.isListedInLogs) ?? set.last
    }

    // MARK: The steps

    /// Whether the app made the constraint, not UIKit (``LayoutConstraint/isUIKits``):
    /// autoresizing, content size, encapsulated layout, a guide's placement and a fitting
    /// target are UIKit's by their kind, a stack view's by the `UISV-` its identifiers start
    /// with, one among UIKit's private views (the keyboard's bar in its host) by its views.
    /// A table's copies of a prototype's constraints are the app's.
    static func isApps(_ constraint: LayoutConstraint) -> Bool {
        !constraint.isUIKits
    }

    /// Issue 25's test: by kind and identifier only.
    static func isAppsByKind(_ constraint: LayoutConstraint) -> Bool {
        constraint.kind == .layout && constraint.identifier?.hasPrefix("UISV-") != true
    }

    /// The app's constraints of the set, in order; when it holds none, what a log lists of it
    /// (UIKit's own); when not even that, the whole set.
    static func candidates(in set: [LayoutConstraint]) -> [LayoutConstraint] {
        let apps = set.filter(isApps)
        if !apps.isEmpty { return apps }
        let listed = set.filter(\.isListedInLogs)
        return listed.isEmpty ? set : listed
    }

    /// Issue 25's candidates: the app's by kind and identifier (``isAppsByKind(_:)``); when
    /// none, what a log lists; when not even that, the whole set.
    static func candidatesByKind(in set: [LayoutConstraint]) -> [LayoutConstraint] {
        let apps = set.filter(isAppsByKind)
        if !apps.isEmpty { return apps }
        let listed = set.filter(\.isListedInLogs)
        return listed.isEmpty ? set : listed
    }

    /// The view an item stands for: a layout guide is its owning view's area, not a view
    /// inside it, so it counts as the owner.
    static func standIn(for item: View) -> View {
        item is LayoutGuide ? (item.superview ?? item) : item
    }

    /// The deepest view the constraints relate (the most superviews above it), the first one
    /// named when several are as deep: constraints in order, first item before second.
    static func deepestView(in constraints: [LayoutConstraint]) -> View? {
        var deepest: View?
        for constraint in constraints {
            for item in constraint.items {
                let view = standIn(for: item)
                if deepest.map({ view.depth > $0.depth }) ?? true { deepest = view }
            }
        }
        return deepest
    }

    /// Whether the constraint relates `view` (or a guide of it).
    static func involves(_ constraint: LayoutConstraint, _ view: View) -> Bool {
        constraint.items.contains { standIn(for: $0) === view }
    }

    /// `width` or `height` against a constant, whatever the relation: `V:[view(80)]`,
    /// `view.height >= 44`.
    static func isSizeAgainstConstant(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isSize && constraint.secondItem == nil
    }

    /// Whether the constraint holds `view` by its far edge: bottom, trailing or right, or
    /// the margin on that side.
    static func holdsByFarEdge(_ constraint: LayoutConstraint, _ view: View) -> Bool {
        if standIn(for: constraint.firstItem) === view, isFarEdge(constraint.firstAttribute) { return true }
        guard let second = constraint.secondItem, let attribute = constraint.secondAttribute else { return false }
        return standIn(for: second) === view && isFarEdge(attribute)
    }

    static func isFarEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin: true
        default: false
        }
    }
}
