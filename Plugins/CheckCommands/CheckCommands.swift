public import Commands

/// Layout checks for CI: `check` states a layout's invariants (no conflict, no ambiguity,
/// views inside their superviews and not overlapping, text that fits, content at a size,
/// touch targets, the safe area), and `vary` runs a block on every device, orientation, text
/// size, direction, release and data set asked for, each in a session of its own, as
/// LinkedIn's LayoutTest runs its checks over data and sizes.
public enum CheckCommands: Plugin {
    public static let name = "CheckCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(CheckCommand.command, from: name)
        try registry.register(VaryCommand.command, from: name)
    }
}
