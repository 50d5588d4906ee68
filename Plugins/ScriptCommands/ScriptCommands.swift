public import Commands

/// The commands of regression scripts: `let` names a value, `expect` checks one.
public enum ScriptCommands: Plugin {
    public static let name = "ScriptCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in [LetCommand.command, ExpectCommand.command] {
            try registry.register(command, from: name)
        }
    }
}
