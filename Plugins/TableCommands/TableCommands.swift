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
        try registry.register(properties: [accessoryType], for: "cellContentView", from: name)
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
}
