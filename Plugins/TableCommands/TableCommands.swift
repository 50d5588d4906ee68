public import Commands
import Layout
import Tables

/// Tables and scroll views: the commands that make them (`table`, `scrollview`), fill tables
/// (prototypes, sections, rows) and scroll them, updates, reloads and Dynamic Type; their kinds
/// and properties (read and set with `print` and `set`), and index paths in property paths.
public enum TableCommands: Plugin {
    public static let name = "TableCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in ScrollViewCreationCommands.all + RowCommands.all + TableActionCommands.all + [CellCommand.command] {
            try registry.register(command, from: name)
        }
        try registry.register(kind: ObjectKind(name: "scrollView", parent: "view", summary: "UIScrollView: a view that scrolls its content.",
                                               objectsOf: ScrollView.self), from: name)
        try registry.register(kind: ObjectKind(name: "table", parent: "scrollView", summary: "UITableView: a scroll view of rows.",
                                               objectsOf: TableView.self).indexing(TableIndexPaths.cell), from: name)
        try registry.register(properties: ScrollProperties.all + ScrollProperties.guides, for: "scrollView", from: name)
        try registry.register(properties: TableProperties.all, for: "table", from: name)
        try registry.register(kind: ObjectKind(name: "cellContentView", parent: "view",
                                               summary: "UITableViewCellContentView: a prototype's (or a cell's) content view.",
                                               objectsOf: CellContentView.self), from: name)
        try registry.register(properties: AccessoryProperties.all, for: "cellContentView", from: name)
        for ingredient in TableIngredients.all { try registry.register(ingredient: ingredient, from: name) }
    }
}
