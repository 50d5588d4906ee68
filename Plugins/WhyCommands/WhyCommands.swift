public import Commands

/// `why VIEW.ATTRIBUTE`: what fixes a view's size, position or frame, and what does not.
public enum WhyCommands: Plugin {
    public static let name = "WhyCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(WhyCommand.command, from: name)
    }
}
