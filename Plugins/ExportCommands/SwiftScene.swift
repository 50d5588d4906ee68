import Collections
import Layout
import Solver
import Tables

/// UIKit code that rebuilds a view and its subtree (the whole scene when the view is the
/// window): a function that makes each view with its properties, puts it in its superview (a
/// stack view's arranged subviews with `addArrangedSubview`), makes the user's constraints
/// with anchors, sets identifiers and priorities, and activates them together with
/// `NSLayoutConstraint.activate`. Constraints UIKit makes itself (autoresizing masks,
/// intrinsic sizes, encapsulated sizes, `UISV-*`, guides) are left out, and a comment says
/// which. The text depends only on the scene: views in tree order, constraints in the order
/// they were made.
struct SwiftScene {
    let scene: Scene
    let root: View

    /// The views exported, in tree order (the root first); guides are reached through their
    /// owner. A container's own views (a table's cells, named `table.cell1` with a dot, which no
    /// name a user gives has) are its data source's to make, and are left out with their subtrees.
    var views: [View] { root.subtree.filter { view in !isContained(view) } }

    func isContained(_ view: View) -> Bool {
        var current: View? = view
        while let member = current, member !== root {
            if member.name.contains(".") { return true }
            current = member.superview
        }
        return false
    }

    func lines() -> [String] {
        let isWindow = root === scene.window
        let members = Set(root.subtreeAndGuides.filter { !isContained($0) }.map(ObjectIdentifier.init))
        // A view's own guides (safe area, margins, readable content) are reached through it.
        func isMember(_ view: View) -> Bool {
            if members.contains(ObjectIdentifier(view)) { return true }
            guard let guide = view as? LayoutGuide, guide.role != .custom, let owner = guide.superview else { return false }
            return members.contains(ObjectIdentifier(owner))
        }
        let writer = SwiftConstraint(item: { view in isMember(view) ? self.expression(for: view) : nil })
        var body: [String] = []
        var notes: [String] = []
        // Views, then the tree, then constraints: each view is made before anything names it.
        for view in views where !(isWindow && view === root) {
            body += make(view, isRoot: view === root)
        }
        for view in views {
            body += guides(of: view)
        }
        for view in views { body += tree(below: view) }
        let cells = root.subtree.filter { $0.name.contains(".") && $0.superview.map { !isContained($0) } == true }
        let collectionCells = cells.filter { $0.superview is CollectionView }
        let tableCells = cells.filter { !($0.superview is CollectionView) }
        if !tableCells.isEmpty {
            body += ["", "// Not exported, their table makes them: " + tableCells.map(\.name).joined(separator: ", ")]
        }
        if !collectionCells.isEmpty {
            body += ["", "// Not exported, their collection view makes them: " + collectionCells.map(\.name).joined(separator: ", ")]
        }
        var activated: [String] = []
        var reachingOut: [String] = []
        var startedConstraints = false
        for constraint in scene.constraints where constraint.items.contains(where: isMember) {
            let name = SwiftSyntax.identifier(constraint.name)
            guard let expression = writer.make(constraint) else {
                reachingOut.append("\(constraint.name) (\(constraint.equation))")
                continue
            }
            if !startedConstraints {
                body.append("")
                startedConstraints = true
            }
            if scene.isBroken(constraint) {
                body.append("// LayoutLab broke \(constraint.name) to resolve a conflict: run fixes to see what to change")
            }
            body.append("let \(name) = \(expression)")
            body += SwiftConstraint.settings(of: constraint, named: name)
            if constraint.isActive { activated.append(name) } else { body.append("// \(constraint.name) is made inactive") }
        }
        if !activated.isEmpty {
            body.append("")
            body.append("NSLayoutConstraint.activate([")
            var line = "   "
            for name in activated {
                if line.count + name.count + 2 > 100 {
                    body.append(line)
                    line = "   "
                }
                line += " \(name),"
            }
            body.append(line)
            body.append("])")
        }
        if !reachingOut.isEmpty {
            notes.append("// Not exported, they tie the subtree to views outside it: " + reachingOut.joined(separator: ", "))
        }
        notes += uikitsOwn().map { "// " + $0 }
        let rootName = SwiftSyntax.identifier(root.name)
        var lines = ["// LayoutLab: export swift\(isWindow ? "" : " " + root.name)", "import UIKit", ""]
        lines += notes
        if isWindow {
            lines.append("@MainActor func buildScene(in \(rootName): UIView) {")
            lines += body.drop { $0.isEmpty }.map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("}")
        } else {
            lines.append("@MainActor func make\(capitalized(root.name))() -> \(SwiftView.className(of: root)) {")
            lines += body.drop { $0.isEmpty }.map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("    return \(rootName)")
            lines.append("}")
        }
        return lines
    }

    /// The expression a constraint uses for a view or a guide: a view's variable; a guide the
    /// user added, its variable; a view's own guide, the owner's property for it.
    func expression(for view: View) -> String {
        if let guide = view as? LayoutGuide, guide.role != .custom, let owner = guide.superview {
            return "\(SwiftSyntax.identifier(owner.name)).\(guide.role.rawValue)"
        }
        return SwiftSyntax.identifier(view.name)
    }

    func make(_ view: View, isRoot: Bool) -> [String] {
        let name = SwiftSyntax.identifier(view.name)
        return [""] + SwiftView.make(view, named: name)
    }

    func guides(of view: View) -> [String] {
        view.layoutGuides.filter { $0.role == .custom }.flatMap { guide in
            ["", "let \(SwiftSyntax.identifier(guide.name)) = UILayoutGuide()",
             "\(SwiftSyntax.identifier(view.name)).addLayoutGuide(\(SwiftSyntax.identifier(guide.name)))"]
        }
    }

    /// The statements that put `view`'s subviews in it: `addSubview`, or for a stack view's
    /// arranged subviews `addArrangedSubview` in arranged order.
    func tree(below view: View) -> [String] {
        guard !view.subviews.isEmpty else { return [] }
        let parent = SwiftSyntax.identifier(view.name)
        let arranged = SwiftView.arrangedSubviewNames(of: view)
        var lines = [""]
        for subview in view.subviews where !arranged.contains(subview.name) && !isContained(subview) {
            lines.append("\(parent).addSubview(\(SwiftSyntax.identifier(subview.name)))")
        }
        for name in arranged where view.subviews.contains(where: { $0.name == name }) {
            lines.append("\(parent).addArrangedSubview(\(SwiftSyntax.identifier(name)))")
        }
        if let table = view as? TableView {
            if let header = table.tableHeaderView, header.superview === table {
                lines.append("\(parent).tableHeaderView = \(SwiftSyntax.identifier(header.name))")
            }
            if let footer = table.tableFooterView, footer.superview === table {
                lines.append("\(parent).tableFooterView = \(SwiftSyntax.identifier(footer.name))")
            }
        }
        // A table's or collection's cells alone are its data source's: no lines for them.
        return lines.count > 1 ? lines : []
    }

    /// What UIKit makes for the exported views, by kind, to say why it is not in the code.
    func uikitsOwn() -> [String] {
        var autoresizing: [String] = []
        var owned: [String: Int] = [:]
        for view in views {
            if view.translatesAutoresizingMaskIntoConstraints, view.superview != nil, view !== scene.window {
                autoresizing.append(view.name)
            }
            for constraint in view.heldConstraints {
                owned[constraint.identifier ?? Self.ownerWord(constraint), default: 0] += 1
            }
        }
        var lines: [String] = []
        if !autoresizing.isEmpty {
            lines.append("Not exported, UIKit makes them from the frame (translatesAutoresizingMaskIntoConstraints): the autoresizing constraints of "
                         + autoresizing.joined(separator: ", "))
        }
        if !owned.isEmpty {
            let counts = owned.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            lines.append("Not exported, UIKit makes them (a container's own constraints): " + counts.joined(separator: ", "))
        }
        return lines
    }

    /// What a held constraint without an identifier is: an autoresizing constraint a log
    /// listed, one among UIKit's own views, a guide's placement, or a cell's copy of its
    /// prototype's (the only kind a scene made without an import holds).
    static func ownerWord(_ constraint: LayoutConstraint) -> String {
        switch constraint.kind {
        case .autoresizing: "autoresizing, as the log listed it"
        case .encapsulatedLayout: "encapsulated layout"
        case .layoutGuide: "a guide's placement"
        case .collapsingHiddenView: "a hidden arranged view's collapse"
        case .layout where constraint.isUIKits: "among UIKit's own views"
        default: "copied from a prototype"
        }
    }

    func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
