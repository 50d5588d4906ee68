public import Commands

/// The commands that fill tables and scroll them: prototypes, sections, rows, scrolling,
/// updates, reloads and Dynamic Type. Tables and scroll views themselves are made with the
/// view commands (`table`, `scrollview`), and their properties read and set with `print`/`set`.
public enum TableCommands: Plugin {
    public static let name = "TableCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in RowCommands.all + TableActionCommands.all + [CellCommand.command] {
            try registry.register(command, from: name)
        }
    }
}
