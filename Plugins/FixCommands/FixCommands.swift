public import Commands

/// What-if fixes: `fixes` tries removing or lowering each constraint of a conflict (or pinning
/// each ambiguous attribute) in rolled-back transactions and ranks the outcomes; `fixes apply N`
/// makes one.
public enum FixCommands: Plugin {
    public static let name = "FixCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(FixesCommand.command, from: name)
    }
}
