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
        try registry.register(properties: AccessoryProperties.all, for: "cellContentView", from: name)
        try registry.register(ingredient: TableIngredient.ingredient, from: name)
    }
}
