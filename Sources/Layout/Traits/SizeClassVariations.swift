/// What a storyboard installs per size class: constraints installed or not and their
/// constants, and views installed or not, resolved for the window's size classes whenever
/// they change, as UIKit does.
///
/// Apple's Auto Layout Guide, "Size-Class-Specific Layout": per size class you can "Install or
/// uninstall a view or control. Install or uninstall a constraint. Set the value of select
/// attributes"; "the system adds these items to the view hierarchy only if they are installed
/// for the current size class. As the view's size class changes ... the system automatically
/// adds items to or removes them from the view hierarchy"; and a setting in a more specific
/// size class overrides a more general one's (``SizeClassKey/specificity``).
///
/// For each item with variations, the most specific key that matches the window's size classes
/// and says something decides each value: whether it is installed (installed when no matching
/// key says, as an item no variation mentions is everywhere) and a constraint's constant (the
/// constant it had when its first variation was set, when none says). An uninstalled view is
/// taken out of its superview with its constraints kept (not deleted, as `removeFromSuperview`
/// would), and put back at its place when a size class installs it again.
public final class SizeClassVariations: JournalOwner, ScenePart {
    public let journal: ModelJournal?
    unowned let scene: Scene

    /// One variation of a constraint: for `key`, installed or not, and a constant, each when said.
    public struct ConstraintVariation {
        public let constraint: LayoutConstraint
        public let key: SizeClassKey
        public var installed: Bool?
        public var constant: Double?
    }

    /// One variation of a view: for `key`, installed or not.
    public struct ViewVariation {
        public let view: View
        public let key: SizeClassKey
        public var installed: Bool
    }

    /// Where an uninstalled view goes back: its superview and its index there.
    struct Place {
        let view: View
        let parent: View
        let index: Int
    }

    @Journaled public private(set) var constraintVariations: [ConstraintVariation] = []
    @Journaled public private(set) var viewVariations: [ViewVariation] = []
    /// Each varied constraint's constant before its first variation, in the order set.
    @Journaled private var baseConstants: [(constraint: LayoutConstraint, constant: Double)] = []
    /// Views a size class took out, in the order taken.
    @Journaled private var places: [Place] = []

    public init(scene: Scene) {
        self.scene = scene
        journal = scene.changeJournal
    }

    /// Sets what a constraint is for `key` (a value left nil keeps what was said before for
    /// that key), then installs what the window's size classes now say.
    public func setVariation(of constraint: LayoutConstraint, for key: SizeClassKey, installed: Bool?, constant: Double?) {
        if !baseConstants.contains(where: { $0.constraint === constraint }) {
            baseConstants.append((constraint, constraint.constant))
        }
        if let index = constraintVariations.firstIndex(where: { $0.constraint === constraint && $0.key == key }) {
            if let installed { constraintVariations[index].installed = installed }
            if let constant { constraintVariations[index].constant = constant }
        } else {
            constraintVariations.append(ConstraintVariation(constraint: constraint, key: key, installed: installed, constant: constant))
        }
        apply(for: scene.traitCollection)
    }

    /// Sets whether a view is installed for `key`, then installs what the window's size
    /// classes now say.
    public func setVariation(of view: View, for key: SizeClassKey, installed: Bool) {
        if let index = viewVariations.firstIndex(where: { $0.view === view && $0.key == key }) {
            viewVariations[index].installed = installed
        } else {
            viewVariations.append(ViewVariation(view: view, key: key, installed: installed))
        }
        apply(for: scene.traitCollection)
    }

    /// Whether a view a size class took out is out now.
    public func isUninstalled(_ view: View) -> Bool {
        places.contains { $0.view === view }
    }

    /// Installs and uninstalls for `traits`: first what goes (constraints, then views), then
    /// the constants, then what comes (views, then the constraints that may name them), each
    /// in the order its first variation was set, so that no moment holds both a constraint
    /// that goes and one that replaces it (UIKit installs a size class's items at once).
    func apply(for traits: TraitCollection) {
        var views: [(view: View, installed: Bool)] = []
        for variation in viewVariations where !views.contains(where: { $0.view === variation.view }) {
            let installed = resolve(viewVariations.filter { $0.view === variation.view }.map { ($0.key, $0.installed) }, traits) ?? true
            views.append((variation.view, installed))
        }
        let constraints = baseConstants.filter { scene.constraint(named: $0.constraint.name) === $0.constraint }.map { entry in
            let own = constraintVariations.filter { $0.constraint === entry.constraint }
            return (constraint: entry.constraint, installed: resolve(own.map { ($0.key, $0.installed) }, traits) ?? true,
                    constant: resolve(own.map { ($0.key, $0.constant) }, traits) ?? entry.constant)
        }
        for entry in constraints where !entry.installed { scene.deactivate(entry.constraint) }
        for entry in views where !entry.installed { setInstalled(entry.view, false) }
        for entry in constraints where entry.constraint.constant != entry.constant { scene.setConstant(entry.constant, of: entry.constraint) }
        for entry in views where entry.installed { setInstalled(entry.view, true) }
        // A constraint naming a view that is out stays off until the view is back.
        for entry in constraints where entry.installed { try? scene.activate(entry.constraint) }
    }

    /// The value of the most specific matching key that says one.
    private func resolve<Value>(_ said: [(SizeClassKey, Value?)], _ traits: TraitCollection) -> Value? {
        said.filter { $0.0.matches(traits) && $0.1 != nil }.max { $0.0.specificity < $1.0.specificity }?.1 ?? nil
    }

    /// Takes a view out of its superview, or puts it back where it was.
    private func setInstalled(_ view: View, _ installed: Bool) {
        if installed {
            guard let index = places.firstIndex(where: { $0.view === view }) else { return }
            let place = places[index]
            places.remove(at: index)
            scene.attach(view, to: place.parent, at: min(place.index, place.parent.subviews.count))
        } else {
            guard !isUninstalled(view), let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) else { return }
            places.append(Place(view: view, parent: parent, index: index))
            scene.detach(view, keepingConstraints: true)
        }
    }

    public var snapshotLines: [String] {
        constraintVariations.map { variation in
            "variation \(variation.constraint.name) \(variation.key)"
                + (variation.installed.map { " installed=\($0)" } ?? "") + (variation.constant.map { " constant=\($0)" } ?? "")
        } + viewVariations.map { "variation \($0.view.name) \($0.key) installed=\($0.installed)" }
            + places.map { "uninstalled \($0.view.name) from \($0.parent.name) at \($0.index)" }
    }
}
