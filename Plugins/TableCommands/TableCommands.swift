public import Commands
import Layout
import Tables

/// The commands that fill tables and scroll them: prototypes, sections, rows, scrolling,
/// updates, reloads and Dynamic Type. Tables and scroll views themselves are made with the
/// view commands (`table`, `scrollview`), and their properties read and set with `print`/`set`.
public enum TableCommands: Plugin {
    public static let name = "TableCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in RowCommands.all + TableActionCommands.all + [CellCommand.command] {
            try registry.register(command, from: name)
        }
        try registry.register(kind: ObjectKind(name: "cellContentView", parent: "view",
                                               summary: "UITableViewCellContentView: a prototype's (or a cell's) content view.",
                                               objectsOf: CellContentView.self), from: name)
        try registry.register(properties: [accessoryType, accessoryView], for: "cellContentView", from: name)
    }

    /// A prototype's accessory: set on the prototype's content view, read on any cell's.
    static let accessoryType = Property(
        "accessoryType", .enumeration(name: "AccessoryType", cases: AccessoryType.allCases.map(\.rawValue)),
        help: "The standard accessory (UITableViewCell.AccessoryType), which narrows the content view; set on a prototype.",
        get: { (view: CellContentView, _: Session) in .enumCase(view.accessoryType.rawValue) },
        set: { (view: CellContentView, value: Value, session: Session) throws(ValueError) in
            let type = try value.choice(AccessoryType.self)
            guard let table = TableView.owning(prototype: view, in: session.scene) else {
                throw ValueError(message: "'\(view.name)' is a cell's content view: set the accessory on its prototype")
            }
            table.setAccessoryType(type, of: view)
        })

    /// A prototype's custom accessory view: only its width counts (plus 16 pt of padding).
    static let accessoryView = Property(
        "accessoryView", .optional(.view, none: "nil"),
        help: "A custom accessory view, which wins over accessoryType: its frame's width plus 16 pt narrows the content view; set on a prototype.",
        get: { (view: CellContentView, _: Session) in view.accessoryView.map { .view($0.name) } ?? .none("nil") },
        set: { (view: CellContentView, value: Value, session: Session) throws(ValueError) in
            guard let table = TableView.owning(prototype: view, in: session.scene) else {
                throw ValueError(message: "'\(view.name)' is a cell's content view: set the accessory on its prototype")
            }
            var accessory: View?
            if !value.isNone {
                let name = try value.viewName()
                guard let found = session.scene.view(named: name) else { throw ValueError(message: "there is no view named '\(name)'") }
                guard !found.isDescendant(of: table), !view.subtree.contains(where: { $0 === found }) else {
                    throw ValueError(message: "expected a view outside the table and the prototype, found \(name)")
                }
                accessory = found
            }
            table.setAccessoryView(accessory, of: view)
        })
}
