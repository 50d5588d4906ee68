/// Copies of subtrees: how a table makes each cell from its prototype, and anything else the
/// model copies. A copy holds whatever the original holds: every view with its class and
/// state (``View/makeCopy(named:)``), the references views keep to one another (a stack
/// view's arranged subviews, ``View/copyReferences(to:through:)``), every layout guide (a
/// view's own margins, safe-area and readable guides, custom guides and `offset`s with the
/// constraints that place them), and the user's constraints among them, in the order they
/// were made.
///
/// A subtree the scene copies (a prototype) is a *template* (``addTemplate(_:)``): a view
/// that cannot be copied is refused when it is put in one, with an error at the line that
/// does it, so a copy never drops anything silently.
extension Scene {
    /// Adds a view that belongs to no window and whose subtree is copied (a table's
    /// prototype cell): as ``addDetached(_:)``, and views that cannot be copied are refused
    /// in it (``LayoutError/notCopyable(view:className:template:)``).
    @discardableResult
    public func addTemplate<Kind: View>(_ view: Kind) throws(LayoutError) -> Kind {
        let added = try addDetached(view)
        added.isTemplate = true
        return added
    }

    /// The template `view` is in (itself included), if any: a detached tree's root marked
    /// by ``addTemplate(_:)``. Views in the window are in none, at no cost.
    public func template(containing view: View) -> View? {
        guard !view.isAttachedToWindow else { return nil }
        let root = view.root
        return root.isTemplate ? root : nil
    }

    /// Refuses `subtree` under `parent` when `parent` is in a template and some view of the
    /// subtree cannot be copied.
    func checkCopyable(_ subtree: View, under parent: View) throws(LayoutError) {
        guard let template = template(containing: parent) else { return }
        for member in subtree.subtree where !member.isCopyable {
            if member.superview.map({ $0.makesItself(member) }) == true { continue }
            throw .notCopyable(view: member.name, className: member.className, template: template.name)
        }
    }

    /// Copies the subtree under `root` into `target`, which stands for `root` (its own
    /// properties are the caller's to set): every view below `root` and every guide of `root`
    /// and of those views, named `PREFIX.NAME` after the original (a guide of the view's own,
    /// by the copy's name and its role); then the references between them; then each custom
    /// guide's placement, held by its copy. Returns the copies and the copies of the user's
    /// active constraints among the originals, in the order the originals were made, for
    /// the caller to hold (``hold(_:on:)``).
    ///
    /// A view that cannot be copied (refused in templates, so not expected) or whose name is
    /// taken is left out with a warning, with its subtree; the rest is copied.
    public func copySubtree(of root: View, into target: View, prefix: String) -> SubtreeCopy {
        var copying = SubtreeCopy()
        copying.record(root, target)
        var members: [View] = [root]
        var placements: [(original: LayoutGuide, copy: LayoutGuide)] = []
        for original in root.subtreeAndGuides.dropFirst() {
            guard let parent = original.superview, let parentCopy = copying.copy(of: parent) else { continue }
            if !(original is LayoutGuide), parent.makesItself(original) { continue }
            do throws(LayoutError) {
                let copy: View
                if let guide = original as? LayoutGuide {
                    if guide.role == .custom {
                        let made = try addContainedGuide(named: "\(prefix).\(guide.name)", to: parentCopy)
                        placements.append((guide, made))
                        copy = made
                    } else {
                        copy = try layoutGuide(guide.role, of: parentCopy)
                    }
                } else {
                    guard let made = original.makeCopy(named: "\(prefix).\(original.name)") else {
                        throw LayoutError.notCopyable(view: original.name, className: original.className, template: root.name)
                    }
                    try addContained(made, to: parentCopy)
                    copy = made
                }
                copying.record(original, copy)
                members.append(original)
            } catch {
                warn("\(target.name) could not copy \(original.name) from \(root.name): \(error)")
            }
        }
        for original in members { if let copy = copying.copy(of: original) { original.copyReferences(to: copy, through: copying) } }
        for (original, copy) in placements {
            hold(original.heldConstraints.compactMap { copying.copy(of: $0, named: "\(prefix).\($0.name)", in: self) }, on: copy)
        }
        let originals = userConstraints(namingAnyOf: members).filter { constraint in
            constraint.isActive && constraint.items.allSatisfy { copying.copy(of: $0) != nil }
        }
        copying.constraints = originals.compactMap { copying.copy(of: $0, named: "\(prefix).\($0.name)", in: self) }
        return copying
    }
}

/// What ``Scene/copySubtree(of:into:prefix:)`` made: each original's copy, and the copies
/// of the user's constraints among the originals.
public struct SubtreeCopy {
    private var copies: [ObjectIdentifier: View] = [:]
    /// The copies, by the original's name.
    public private(set) var copiesByOriginalName: [String: View] = [:]
    /// The copies of the user's active constraints among the originals, in creation order.
    public internal(set) var constraints: [LayoutConstraint] = []

    mutating func record(_ original: View, _ copy: View) {
        copies[ObjectIdentifier(original)] = copy
        copiesByOriginalName[original.name] = copy
    }

    /// The copy of `original`; nil when it is outside the copied subtree or was left out.
    public func copy(of original: View) -> View? {
        copies[ObjectIdentifier(original)]
    }

    /// A copy of `constraint` between the copies of its views, named `name`; nil when one of
    /// its views has no copy.
    func copy(of constraint: LayoutConstraint, named name: String, in scene: Scene) -> LayoutConstraint? {
        guard let first = copy(of: constraint.firstItem) else { return nil }
        var second: View?
        if let item = constraint.secondItem {
            guard let copied = copy(of: item) else { return nil }
            second = copied
        }
        return scene.makeHeldConstraint(
            first, constraint.firstAttribute, constraint.relation, second, constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
            kind: constraint.kind, name: name, identifier: constraint.identifier
        )
    }
}

extension View {
    /// Whether the view can be copied into a cell (``makeCopy(named:)`` makes one).
    public var isCopyable: Bool {
        makeCopy(named: name) != nil
    }
}
