import Layout

/// Turns an Interface Builder document into the commands that build the same tree: views in
/// document order (parents before children), then the constraints, then the rows of static
/// tables. Running the commands is the load; writing them is what `save` keeps.
///
/// Two passes: the first gives every object a name and learns which views have constraints of
/// their own (Interface Builder's rule for `translatesAutoresizingMaskIntoConstraints`), the
/// second writes the commands. Every id a constraint names must be an object of the scene.
final class IBTranslator {
    /// What an Interface Builder id stands for.
    enum Object {
        case view(String)
        case guide(LayoutGuide)
        /// A guide the load makes with `guide NAME in VIEW` (a view's own, not the safe area).
        case namedGuide(String)
        /// An object the load leaves out, and why (said when a constraint names it).
        case skipped(String)
    }

    /// Where a view sits, which decides the command that makes it.
    enum Role {
        /// A view controller's view: it fills the screen, as UIKit sizes it.
        case root
        /// A top-level view of a XIB: at its own frame.
        case topLevel
        case subview(parent: String)
        /// A stack view's subview: Interface Builder's `<subviews>` of a `<stackView>` are its
        /// arranged subviews, in order (`arrange` places them).
        case arranged(stack: String)
        case tableHeader(table: String)
        case tableFooter(table: String)
        /// A prototype's (or a static cell's) content view.
        case contentView(table: String, cell: IBElement, staticSection: Int?)
    }

    struct ViewRecord {
        let element: IBElement
        let name: String
        let role: Role
    }

    let screen: Screen
    var names: IBNames
    var plan = LoadPlan()
    var objects: [String: Object] = [:]
    var records: [ViewRecord] = []
    /// Each constraint with the view whose `<constraints>` holds it (an omitted first item).
    var constraints: [(element: IBElement, holder: String)] = []
    /// What the document's `<variation>`s install per size class, by the id of the constraint
    /// or view they name, in the order met (``IBVariation``).
    var variations: [(id: String, variation: IBVariation)] = []
    /// The names given to constraints, by id (those a variation or an identifier names).
    var constraintNames: [String: String] = [:]
    /// Image sizes from the document's `<resources>`, by image name.
    var imageSizes: [String: (width: Double, height: Double)] = [:]
    /// `useAutolayout="YES"`: without it every view keeps its frame through its mask.
    var usesAutolayout = true
    /// The property of the controller's outlet to a view, by the view's id.
    var outletNames: [String: String] = [:]
    /// Custom layout guides (`guide NAME in VIEW`), by the name of their owning view.
    var customGuides: [String: [(name: String, element: IBElement)]] = [:]
    /// The ids of the views being collected, outermost first: an id met again inside itself
    /// is a cycle of superviews.
    private var ancestors: [String: IBElement] = [:]
    static let maximumDepth = 100

    init(screen: Screen, isAvailable: @escaping (String) -> Bool) {
        self.screen = screen
        names = IBNames(isAvailable: isAvailable)
    }

    /// The plan for `document`: a storyboard's scene (`scene` names one by its title, id or
    /// controller; the initial one otherwise) or a XIB's top-level views.
    static func plan(_ document: IBElement, scene: String?, screen: Screen,
                     isAvailable: @escaping (String) -> Bool) throws(IBLoadError) -> LoadPlan {
        let translator = IBTranslator(screen: screen, isAvailable: isAvailable)
        try translator.translate(document, scene: scene)
        return translator.plan
    }

    private func translate(_ document: IBElement, scene: String?) throws(IBLoadError) {
        try IBDocumentKind.check(document)
        usesAutolayout = document["useAutolayout"] == "YES"
        for image in document.list("resources") where image.name == "image" {
            if let name = image["name"], let width = try image.number("width", in: IBElement.Range.length, what: "a width"),
                let height = try image.number("height", in: IBElement.Range.length, what: "a height") {
                imageSizes[name] = (width, height)
            }
        }
        if IBDocumentKind.isStoryboard(document) {
            let (chosen, note) = try IBSceneChoice.scene(in: document, named: scene)
            plan.title = "scene '\(IBSceneChoice.title(of: chosen))'"
            if let note { plan.warn(chosen, note) }
            try collectScene(chosen)
        } else {
            if let scene {
                throw IBLoadError(document, "expected no scene= for a XIB (it has no scenes), found scene=\(scene)")
            }
            plan.title = "XIB"
            try collectTopLevel(document.list("objects"))
        }
        try emitViews()
        try emitConstraints()
        emitVariations()
        try emitStaticRows()
    }

    /// The view controller's view, when a scene was loaded.
    var rootName: String? {
        guard let first = records.first, case .root = first.role else { return nil }
        return first.name
    }

    // MARK: - Collecting

    private func collectScene(_ scene: IBElement) throws(IBLoadError) {
        let objects = scene.list("objects")
        guard let controller = objects.first(where: { $0.child(key: "view") != nil }), let view = controller.child(key: "view") else {
            let what = objects.first { $0.name != "placeholder" }?.tag ?? "nothing but placeholders"
            throw IBLoadError(scene, "expected a scene whose controller has a view (a view controller or table view controller), found \(what)")
        }
        if let custom = controller["customClass"] {
            plan.warn(controller, "\(controller.tag) has custom class \(custom): its code does not run here")
        }
        for guide in controller.list("layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide.id else { continue }
            switch guide["type"] {
            case "top"?: try register(id, .guide(LayoutGuide(owner: view, kind: .topLayoutGuide)), at: guide)
            case "bottom"?: try register(id, .guide(LayoutGuide(owner: view, kind: .bottomLayoutGuide)), at: guide)
            default: throw IBLoadError(guide, "expected type=\"top\" or type=\"bottom\" for \(guide.tag), found '\(guide["type"] ?? "")'")
            }
        }
        for other in objects where other !== controller && !IBKnownAttributes.sceneObjects.contains(other.name) {
            plan.warn(other, "\(other.tag) in the scene's dock is not loaded (only the controller's view is)")
        }
        // The controller's outlets name the views they point at (`@IBOutlet var subView` is
        // `subView`), so the controller's Swift, imported after the load, finds them by the
        // same names; a `userLabel` still comes first.
        for outlet in controller.list("connections") where outlet.name == "outlet" {
            if let property = outlet["property"], let destination = outlet["destination"], outletNames[destination] == nil {
                outletNames[destination] = property
            }
        }
        try collect(view, role: .root)
    }

    private func collectTopLevel(_ objects: [IBElement]) throws(IBLoadError) {
        for object in objects where object.name != "placeholder" {
            if object.name == "tableViewCell" || object.name == "collectionViewCell" || object.name == "collectionReusableView" {
                plan.warn(object, "\(object.tag) at the top level of a XIB needs a table to show it; it is not loaded (build it as a prototype)")
                if let id = object.id { try register(id, .skipped("a top-level cell is not loaded"), at: object) }
                continue
            }
            try collect(object, role: .topLevel)
        }
    }

    func register(_ id: String, _ object: Object, at element: IBElement) throws(IBLoadError) {
        if let outer = ancestors[id] {
            throw IBLoadError(element, "expected each id once, found id '\(id)' inside the view it names (line \(outer.line)): a cycle of superviews")
        }
        guard objects[id] == nil else {
            throw IBLoadError(element, "expected each id once, found id '\(id)' a second time")
        }
        objects[id] = object
    }

    /// Names a view and what it holds (guides, constraints, subviews, a table's header and
    /// cells), depth first.
    func collect(_ element: IBElement, role: Role) throws(IBLoadError) {
        guard let id = element.id else { throw IBLoadError(element, "expected an id= on \(element.tag)") }
        // Interface Builder's trees are a few dozen levels deep; thousands are a hostile file,
        // and would cost the layout pass time quadratic in the depth.
        guard ancestors.count < Self.maximumDepth else {
            throw IBLoadError(element, "expected views nested at most \(Self.maximumDepth) deep, found \(element.tag) deeper")
        }
        let kind = IBViewKind(element)
        let name = names.allocate(label: element["userLabel"] ?? outletNames[id], fallback: kind.fallbackName)
        try register(id, .view(name), at: element)
        ancestors[id] = element
        defer { ancestors[id] = nil }
        records.append(ViewRecord(element: element, name: name, role: role))
        plan.views.append(LoadedView(name: name, id: id, element: element.name, line: element.line))
        try collectContents(of: element, named: name)
        if kind == .table { try collectTable(element, named: name) }
        if kind == .collection { try collectCollection(element, named: name) }
        let isStack = kind == .stack
        for subview in element.list("subviews") {
            try collect(subview, role: isStack ? .arranged(stack: name) : .subview(parent: name))
        }
    }

    /// A view's guides, size-class variations and constraints.
    func collectContents(of element: IBElement, named name: String) throws(IBLoadError) {
        // Custom guides: a `<layoutGuide>`, or a `<viewLayoutGuide>` without a key, with an id.
        let custom = element.children(named: "layoutGuide") + element.children(named: "viewLayoutGuide").filter { $0.key == nil }
        for guide in custom.sorted(by: { $0.line < $1.line }) {
            guard let id = guide.id else { throw IBLoadError(guide, "expected an id= on \(guide.tag)") }
            let guideName = names.allocate(label: guide["userLabel"] ?? guide["identifier"], fallback: "guide")
            try register(id, .namedGuide(guideName), at: guide)
            customGuides[name, default: []].append((guideName, guide))
        }
        for guide in element.children(named: "viewLayoutGuide") where guide.key != nil {
            guard let id = guide.id, let kind = LayoutGuide.Kind(key: guide.key) else {
                plan.warn(guide, "\(guide.tag) key=\(guide.key ?? "none") is not modelled")
                continue
            }
            try register(id, .guide(LayoutGuide(owner: element, kind: kind)), at: guide)
        }
        for variation in element.children(named: "variation") {
            collectVariation(variation)
        }
        for constraint in element.list("constraints") {
            constraints.append((constraint, name))
            collectConstantVariations(of: constraint)
        }
    }
}
