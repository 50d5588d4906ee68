import Solver

/// A screen, a window and everything in it: the named views and constraints, and the layout
/// engine that solves them.
///
/// The scene is the model's single entry point for changes. It keeps the engine in step with
/// every change at once, as UIKit's engine does (a conflict is reported by the change that
/// causes it), and lays out lazily: frames are assigned when one is read after a change.
/// It never prints: conflicts are collected as reports for the caller to show.
public final class Scene: JournalOwner {
    @Journaled public private(set) var screen: Screen = .iPhone320x568
    public let window: View
    /// Dynamic Type: the text size the user chose (`preferredContentSizeCategory`), which
    /// labels' fonts follow (``Label/font``).
    @Journaled public private(set) var contentSizeCategory = ContentSizeCategory.default

    /// Every change to the model is recorded here, so a command that fails, `undo` and
    /// `redo` restore the state without replaying anything (see ``ModelJournal``).
    public let changeJournal = ModelJournal()
    public var journal: ModelJournal? { changeJournal }

    /// Named objects, in the order they were made. The registries change an entry at a time
    /// through the journal (O(1) to record), since one grows by one entry per command.
    private(set) var viewsByName: [String: View] = [:]
    private(set) var constraintsByName: [String: LayoutConstraint] = [:]
    public private(set) var views: [View] = []
    /// The constraint stores of every view the scene has registered, weakly: not state (no
    /// undo needs it), only what ``deinit`` must reach to free views the journal kept after
    /// they left the scene (a store lives as long as its view).
    private var madeViews: [WeakReference<OwnConstraints>] = []
    private var liveViewsAtLastSweep = 0
    /// Whether any view of the scene may preserve its superview's margins: turned on when a
    /// view that preserves them is registered or starts to, and never off (undo included), so
    /// it errs only towards looking. Not state: while it is off, the walk after each layout
    /// pass (``refreshPreservedMargins()``) has nothing to find and is skipped; it read every
    /// view of the scene, a quarter of each line's time in a chain of 5,000 views.
    var mayHavePreservingViews = false
    public private(set) var constraints: [LayoutConstraint] = []
    /// The user's constraints naming each view, so tree edits look only at their own.
    private var constraintsByView: [ObjectIdentifier: [LayoutConstraint]] = [:]

    let engine: LayoutEngine
    /// The watch open on the scene's changes, if any (``watchChanges()``): not state.
    var changeWatch: SceneChangeWatch? {
        didSet { engine.changeWatch = changeWatch }
    }
    /// Which view and which of its variables each engine variable is.
    var owners: [Variable: VariableOwner] = [:]
    @Journaled var needsLayout = true
    /// The views that want ``View/didLayout()`` after each pass (scroll views and tables), in
    /// the order they were made: a pass calls them without walking every view.
    @Journaled var layoutObservers: [View] = []
    /// The views that make constraints for their subviews in ``View/updateConstraints()``
    /// before each pass (stack-like containers), in the order they were made.
    @Journaled var constraintUpdaters: [View] = []
    /// The safe-area guides (and scroll views' frame guides) made so far, whose constants each
    /// layout pass brings up to date.
    @Journaled var safeAreaGuides: [LayoutGuide] = []
    /// The views whose margins feed a constraint, in the order they first did: each layout
    /// pass brings their margins up to date with their safe areas (Scene+Margins). Changed an
    /// entry at a time through the journal, as the registries are.
    var marginUsers: [View] = []
    /// Labels to re-measure at their solved width in the next layout pass.
    @Journaled var labelsToMeasure: [ObjectIdentifier: Label] = [:]
    /// Views moved to another superview, whose frames the next pass sets again even when
    /// their values did not change: their edges round to pixels at new window positions.
    @Journaled var movedViews: [ObjectIdentifier: View] = [:]
    @Journaled private var nextSerial = 0
    /// The number of the last generated constraint name: names are never reused.
    @Journaled private var lastConstraintNumber = 0
    /// Conflicts not yet shown: output, not state (a rollback drops them, undo ignores them).
    private var pendingReports: [UnsatisfiableReport] = []
    /// Other messages UIKit logs (a cell's zero height), not yet shown; output, not state.
    private var pendingWarnings: [String] = []
    @Journaled private var rootSizeConstraints: [LayoutConstraint] = []
    /// Model state kept beside the scene that its snapshots include (see ``addSnapshotContributor(_:)``).
    var snapshotContributors: [WeakContributor] = []
    /// Model parts other modules keep beside the scene, by type (see ``part(_:)``).
    var parts: [ObjectIdentifier: any ScenePart] = [:]

    /// The view an engine variable belongs to, and which of its attributes it is.
    struct VariableOwner {
        let view: View
        let attribute: LayoutAttribute
    }

    public init(screen: Screen = .iPhone320x568) {
        window = View(name: "window", frame: screen.bounds)
        // The window stands for the view controller's root view, whose margins are the
        // system's minimum and its safe area by default (Scene+Margins), not a plain view's 8.
        window.layoutMargins = .zero
        window.isAttachedToWindow = true
        window.translatesAutoresizingMaskIntoConstraints = false
        engine = LayoutEngine(root: window, journal: changeJournal)
        self.screen = screen
        register(window)
        installRootSize()
        refreshMargins(of: window, force: true)
        // What the scene starts with is not a change anyone can undo.
        changeJournal.clear()
    }

    /// The scene's views and their own constraints hold each other; the scene lets go of the
    /// constraints so both are freed with it: the views in it, and those removed or rolled
    /// back that the journal kept for undo.
    deinit {
        for reference in madeViews { reference.object?.releaseAll() }
    }

    // MARK: - Names

    public func view(named name: String) -> View? { viewsByName[name] }

    public func constraint(named name: String) -> LayoutConstraint? { constraintsByName[name] }

    /// Whether `name` can name a new object.
    public func isAvailable(_ name: String) -> Bool {
        viewsByName[name] == nil && constraintsByName[name] == nil
    }

    /// Whether `name` can name an object: letters, digits and `_`, not starting with a digit.
    /// An ASCII scalar is judged by its value: looking up its Unicode properties cost 1% of an
    /// import (every view and constraint made is named).
    public static func isValidName(_ name: String) -> Bool {
        var isFirst = true
        for scalar in name.unicodeScalars {
            let isAllowed: Bool
            if scalar.isASCII {
                let value = scalar.value
                let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                isAllowed = value == 0x5F || isLetter || (!isFirst && (0x30...0x39).contains(value))
            } else {
                isAllowed = scalar.properties.isAlphabetic
            }
            if !isAllowed { return false }
            isFirst = false
        }
        return !isFirst
    }

    func checkNewName(_ name: String) throws(LayoutError) {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        guard isAvailable(name) else { throw .nameTaken(name) }
    }

    func makeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    /// A fresh constraint name, `c1`, `c2`, ... skipping names in use. A number is never
    /// given twice in a session, so a name in a transcript means one constraint throughout.
    func generatedConstraintName() -> String {
        var index = lastConstraintNumber + 1
        while !isAvailable("c\(index)") { index += 1 }
        lastConstraintNumber = index
        return "c\(index)"
    }

    // MARK: - Views

    /// Adds a view to `parent` (the window when nil), at the end of its subviews.
    @discardableResult
    public func add<Kind: View>(_ view: Kind, to parent: View? = nil) throws(LayoutError) -> Kind {
        try checkNewName(view.name)
        let parent = parent ?? window
        guard parent.scene === self else { throw .unknownObject(parent.name) }
        if parent is LayoutGuide { throw .guideIsNotAView(parent.name) }
        try checkCopyable(view, under: parent)
        register(view)
        attach(view, to: parent, at: parent.subviews.count, isNew: true)
        return view
    }

    func register(_ view: View) {
        // Views that were freed leave an empty reference; drop those as the list doubles.
        if madeViews.count >= 64, madeViews.count >= 2 * liveViewsAtLastSweep {
            madeViews.removeAll { $0.object == nil }
            liveViewsAtLastSweep = madeViews.count
        }
        madeViews.append(WeakReference(view.ownConstraints))
        view.journal = changeJournal
        view.scene = self
        if view.preservesSuperviewLayoutMargins { mayHavePreservingViews = true }
        applyResolvedDirection(to: view)
        changeJournal.setEntry(self, \.viewsByName, view.name, view)
        changeJournal.append(self, \.views, view)
        if view.observesLayout { layoutObservers.append(view) }
        if view.updatesConstraints { constraintUpdaters.append(view) }
        for variable in view.variables.all {
            changeJournal.setEntry(self, \.owners, variable, VariableOwner(view: view, attribute: attributeOfVariable(variable, in: view)))
        }
        if view.hasScrollableContentArea {
            changeJournal.setEntry(self, \.owners, view.contentArea.width, VariableOwner(view: view, attribute: .width))
            changeJournal.setEntry(self, \.owners, view.contentArea.height, VariableOwner(view: view, attribute: .height))
        }
        view.nonNegativeSizeConstraints = [LayoutAttribute.width, .height].map { attribute in
            LayoutConstraint(
                name: "\(view.name).\(attribute.rawValue)>=0", kind: .nonNegativeSize, serial: makeSerial(),
                first: view, attribute, .greaterThanOrEqual, second: nil, nil
            )
        }
        refreshContentSizeConstraints(of: view)
    }

    private func attributeOfVariable(_ variable: Variable, in view: View) -> LayoutAttribute {
        if variable === view.variables.minX { return .minX }
        if variable === view.variables.minY { return .minY }
        return variable === view.variables.width ? .width : .height
    }

    /// Puts `view` under `parent` and installs what now can be.
    func attach(_ view: View, to parent: View, at index: Int, isNew: Bool = false) {
        view.superview = parent
        changeJournal.insert(parent, \.subviews, contentsOf: [view], at: index)
        placeInTree(view.subtreeAndGuides)
        refreshAutoresizingConstraints(of: view)
        if view.isInWindow {
            for member in view.subtreeAndGuides { installOwnConstraints(of: member) }
            // A new view has no constraints yet; a moved one brings those of its subtree.
            if !isNew {
                for constraint in userConstraints(namingAnyOf: view.subtreeAndGuides) where constraint.isActive {
                    engine.install(constraint)
                }
            }
            for member in view.subtreeAndGuides { if let label = member as? Label { labelsToMeasure[ObjectIdentifier(label)] = label } }
        }
        setNeedsLayout()
    }

    /// Takes `view` out of its parent; constraints that reached outside its subtree are
    /// removed, as `removeFromSuperview` removes them, unless they are `kept` (a view a size
    /// class uninstalls keeps its constraints for when it is installed again).
    func detach(_ view: View, keepingConstraints kept: Bool = false) {
        let subtree = view.subtreeAndGuides
        let members = Set(subtree.map(ObjectIdentifier.init))
        for constraint in userConstraints(namingAnyOf: subtree) {
            let inside = constraint.items.allSatisfy { members.contains(ObjectIdentifier($0)) }
            engine.uninstall(constraint)
            if !inside && !kept { delete(constraint) }
        }
        for member in subtree { uninstallOwnConstraints(of: member) }
        if let guide = view as? LayoutGuide, let owner = guide.superview,
            let index = owner.layoutGuides.firstIndex(where: { $0 === guide }) {
            owner.layoutGuides.remove(at: index)
        }
        if let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) {
            changeJournal.removeSubrange(parent, \.subviews, index..<(index + 1))
        }
        view.superview = nil
        placeInTree(subtree)
        setNeedsLayout()
    }

    /// Brings the depth, window membership and layout origin of `subtree` (a view first,
    /// then its descendants, parents before children) up to date after the view's superview
    /// changed.
    func placeInTree(_ subtree: [View]) {
        for member in subtree {
            member.depth = member.superview.map { $0.depth + 1 } ?? 0
            member.isAttachedToWindow = member.superview?.isAttachedToWindow ?? false
            // Before the subtree's constraints are installed again: they read it.
            applyResolvedDirection(to: member)
            member.layoutOrigin = nil
            movedViews[ObjectIdentifier(member)] = member
        }
    }

    /// Adds a view that belongs to no window, such as a table's prototype cell: it and its
    /// subviews can be named, constrained and measured (``systemLayoutSizeFitting``), but
    /// the window's layout never places them.
    @discardableResult
    public func addDetached<Kind: View>(_ view: Kind) throws(LayoutError) -> Kind {
        try checkNewName(view.name)
        register(view)
        return view
    }

    /// Removes the view, its subviews, and every constraint that names any of them.
    public func remove(_ view: View) throws(LayoutError) {
        guard view !== window else { throw .cannotRemoveWindow }
        guard view.scene === self else { throw .unknownObject(view.name) }
        if let guide = view as? LayoutGuide, guide.role != .custom { throw .ownGuide(guide.name) }
        detach(view)
        let members = Set(view.subtreeAndGuides.map(ObjectIdentifier.init))
        for constraint in userConstraints(namingAnyOf: view.subtreeAndGuides) { delete(constraint) }
        for member in view.subtreeAndGuides {
            changeJournal.setEntry(self, \.viewsByName, member.name, nil)
            for variable in member.variables.all { changeJournal.setEntry(self, \.owners, variable, nil) }
            if member.hasScrollableContentArea {
                changeJournal.setEntry(self, \.owners, member.contentArea.width, nil)
                changeJournal.setEntry(self, \.owners, member.contentArea.height, nil)
            }
            labelsToMeasure[ObjectIdentifier(member)] = nil
            member.scene = nil
        }
        layoutObservers.removeAll { members.contains(ObjectIdentifier($0)) }
        constraintUpdaters.removeAll { members.contains(ObjectIdentifier($0)) }
        for index in marginUsers.indices.reversed() where members.contains(ObjectIdentifier(marginUsers[index])) {
            changeJournal.removeSubrange(self, \.marginUsers, index..<(index + 1))
        }
        if safeAreaGuides.contains(where: { members.contains(ObjectIdentifier($0)) }) {
            safeAreaGuides.removeAll { members.contains(ObjectIdentifier($0)) }
        }
        for index in views.indices.reversed() where members.contains(ObjectIdentifier(views[index])) {
            changeJournal.removeSubrange(self, \.views, index..<(index + 1))
        }
    }

    /// Moves the view under `parent` at `index` (the end when nil). Constraints that reached
    /// outside its subtree are removed, as UIKit removes them when a view leaves its superview.
    public func move(_ view: View, to parent: View, at index: Int? = nil) throws(LayoutError) {
        guard view !== window else { throw .cannotRemoveWindow }
        guard view.scene === self, parent.scene === self else { throw .unknownObject(view.scene === self ? parent.name : view.name) }
        guard !parent.isDescendant(of: view) else { throw .moveIntoOwnSubtree(view: view.name, target: parent.name) }
        if view is LayoutGuide { throw .guideIsNotAView(view.name) }
        if parent is LayoutGuide { throw .guideIsNotAView(parent.name) }
        try checkCopyable(view, under: parent)
        detach(view)
        attach(view, to: parent, at: index ?? parent.subviews.count)
    }

    // MARK: - Screen and text size

    /// Shows the scene on another screen: the window takes its size.
    public func setScreen(_ newScreen: Screen) {
        let directionChanged = newScreen.layoutDirection != screen.layoutDirection
        let before = traitCollection
        screen = newScreen
        if directionChanged { refreshLayoutDirectionOfAllTrees() }
        window.storedFrame = newScreen.bounds
        installRootSize()
        // The root view's system minimum and safe area follow the screen at once.
        refreshMargins(of: window, force: true)
        // Labels ceil their size to the new scale (their constants applied together).
        engine.updatingTogether {
            for view in views where view is Label { view.invalidateIntrinsicContentSize() }
        }
        setNeedsLayout()
        traitCollectionDidChange(from: before)
    }

    /// How much body text grows at the category: what a label of the default font (a custom
    /// size with body's metrics) is scaled by; 1 at large. Each category has its own.
    public var textSizeScale: Double {
        FontMetrics.default.scale(at: contentSizeCategory)
    }

    /// Dynamic Type: the user chose another text size. Every label that adjusts measures again.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        guard category != contentSizeCategory else { return }
        let before = traitCollection
        contentSizeCategory = category
        for view in views where view is Label {
            view.invalidateIntrinsicContentSize()
            viewGeometryDidChange(view)
        }
        traitCollectionDidChange(from: before)
    }

    /// The window's frame comes from the screen: required constraints, replaced when the
    /// screen changes, which a log names as UIKit names a container's
    /// (`'UIView-Encapsulated-Layout-Width'`).
    ///
    /// A new screen changes their constants in place, as any constant changes: removing the
    /// window's width and adding it again re-solved every row that holds it twice (a column
    /// of 1,000 labels spent a sixth of its relayout there).
    private func installRootSize() {
        let size = screen.size
        let specification: [(LayoutAttribute, Double, String)] = [
            (.minX, 0, "Left"), (.minY, 0, "Top"), (.width, size.width, "Width"), (.height, size.height, "Height"),
        ]
        if rootSizeConstraints.map(\.firstAttribute) == specification.map(\.0) {
            setConstantsInPlace(zip(rootSizeConstraints, specification.map(\.1)), of: window)
            return
        }
        for constraint in rootSizeConstraints { engine.uninstall(constraint) }
        rootSizeConstraints = specification.map { attribute, value, suffix in
            let constraint = LayoutConstraint(
                name: "window.\(attribute.rawValue)(screen)", kind: .encapsulatedLayout, serial: makeSerial(),
                first: window, attribute, .equal, second: nil, nil, constant: value,
                identifier: "UIView-Encapsulated-Layout-\(suffix)"
            )
            constraint.isActive = true
            return constraint
        }
        for constraint in rootSizeConstraints { engine.install(constraint) }
    }

    /// How many turns' solver transactions are open: the turns the undo history can still
    /// take back in the solver (for tests and benchmarks).
    public var openSolverTransactions: Int { engine.solverState.transactionDepth }

    // MARK: - Reports

    /// Conflicts reported since the last call, oldest first.
    public func takeReports() -> [UnsatisfiableReport] {
        let reports = pendingReports + engine.reports
        pendingReports = []
        engine.reports = []
        return reports
    }

    /// Logs a message as UIKit logs its warnings; the caller shows it after the command.
    public func warn(_ message: String) {
        pendingWarnings.append(message)
    }

    /// Warnings logged since the last call, oldest first.
    public func takeWarnings() -> [String] {
        defer { pendingWarnings = [] }
        return pendingWarnings
    }

    func appendReports(_ reports: [UnsatisfiableReport]) {
        pendingReports += engine.reports + reports
        engine.reports = []
    }

    public func setNeedsLayout() {
        needsLayout = true
    }

    func constraintsByNameInsert(_ constraint: LayoutConstraint) {
        changeJournal.setEntry(self, \.constraintsByName, constraint.name, constraint)
        changeJournal.append(self, \.constraints, constraint)
        for item in constraint.distinctItemIdentifiers { changeJournal.appendToEntry(self, \.constraintsByView, item, constraint) }
    }

    func constraintsByNameRemove(_ constraint: LayoutConstraint) {
        guard constraintsByName[constraint.name] === constraint else { return }
        changeJournal.setEntry(self, \.constraintsByName, constraint.name, nil)
        if let index = constraints.lastIndex(where: { $0 === constraint }) {
            changeJournal.removeSubrange(self, \.constraints, index..<(index + 1))
        }
        for item in constraint.distinctItemIdentifiers {
            if let index = constraintsByView[item]?.lastIndex(where: { $0 === constraint }) {
                changeJournal.removeFromEntry(self, \.constraintsByView, item, at: index)
            }
        }
    }

    /// The user's constraints that name `view`, in creation order.
    func userConstraints(naming view: View) -> [LayoutConstraint] {
        constraintsByView[ObjectIdentifier(view)] ?? []
    }

    /// The user's constraints that name any of `views`, each once, in creation order.
    func userConstraints(namingAnyOf views: [View]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return views.flatMap(userConstraints(naming:))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
            .sorted { $0.serial < $1.serial }
    }
}
