import Commands
import Layout
import Tables
import ScriptSyntax

/// A prototype's accessories, set on the prototype's content view and read on any cell's:
/// `accessoryType`/`accessoryView`, and `editingAccessoryType`/`editingAccessoryView`, which
/// the cell shows instead while the table is editing.
enum AccessoryProperties {
    static let all: [Property] = [type(editing: false), view(editing: false), type(editing: true), view(editing: true)]

    static func type(editing: Bool) -> Property {
        Property(
            editing ? "editingAccessoryType" : "accessoryType", .enumeration(name: "AccessoryType", cases: AccessoryType.allCases.map(\.rawValue)),
            help: editing
                ? "The standard accessory shown while the table is editing (none: the accessory vanishes); narrows the content view then; set on a prototype."
                : "The standard accessory (UITableViewCell.AccessoryType), which narrows the content view; set on a prototype.",
            get: { (view: CellContentView, _: Session) in .enumCase((editing ? view.editingAccessoryType : view.accessoryType).rawValue) },
            set: { (view: CellContentView, value: Value, session: Session) throws(ValueError) in
                let type = try value.choice(AccessoryType.self)
                try table(owning: view, in: session).setAccessoryType(type, of: view, editing: editing)
            })
    }

    /// A custom accessory view: only its width counts (plus 16 pt of padding).
    static func view(editing: Bool) -> Property {
        let typeName = editing ? "editingAccessoryType" : "accessoryType"
        return Property(
            editing ? "editingAccessoryView" : "accessoryView", .optional(.view, none: "nil"),
            help: "A custom \(editing ? "editing " : "")accessory view, which wins over \(typeName): its frame's width plus 16 pt narrows the content view; set on a prototype.",
            get: { (view: CellContentView, _: Session) in (editing ? view.editingAccessoryView : view.accessoryView).map { .view($0.name) } ?? .none("nil") },
            set: { (view: CellContentView, value: Value, session: Session) throws(ValueError) in
                let table = try table(owning: view, in: session)
                var accessory: View?
                if !value.isNone {
                    let name = try value.viewName()
                    guard let found = session.scene.view(named: name) else { throw ValueError(message: "there is no view named '\(name)'") }
                    guard !found.isDescendant(of: table), !view.subtree.contains(where: { $0 === found }) else {
                        throw ValueError(message: "expected a view outside the table and the prototype, found \(name)")
                    }
                    accessory = found
                }
                table.setAccessoryView(accessory, of: view, editing: editing)
            })
    }

    private static func table(owning view: CellContentView, in session: Session) throws(ValueError) -> TableView {
        guard let table = TableView.owning(prototype: view, in: session.scene) else {
            throw ValueError(message: "'\(view.name)' is a cell's content view: set the accessory on its prototype")
        }
        return table
    }
}
