public import Commands

/// `export swift [VIEW | fix | def NAME] [> FILE]`: UIKit code for a scene, a subtree, the fix
/// applied last, or a `def`.
public enum ExportCommands: Plugin {
    public static let name = "ExportCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(ExportCommand.command, from: name)
    }
}
