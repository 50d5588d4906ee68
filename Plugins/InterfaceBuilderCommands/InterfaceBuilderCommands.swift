public import Commands
import Layout

/// `load`: Interface Builder's storyboards and XIBs read into the live tree, as the commands a
/// person would type to build them.
///
/// A load turns the document into `view`, `label`, `table`, `prototype`, `constrain` and `set`
/// lines and runs them in the current turn; `save` then writes those lines (with each
/// element's Interface Builder id as a comment), so the loaded scene can be edited as a script.
/// The whole load is one line of the shell: one transaction, one undo step, all or nothing.
public enum InterfaceBuilderCommands: Plugin {
    public static let name = "InterfaceBuilderCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(LoadCommand.command, from: name)
        try registry.register(LoadedObjects.listCommand, from: name)
        try registry.register(properties: [LoadedObjects.property], for: "view", from: name)
    }
}
