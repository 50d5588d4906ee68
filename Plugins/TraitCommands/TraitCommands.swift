public import Commands

/// Traits: `traits` prints the window's trait collection (size classes, text size, direction)
/// or every device's; `traitchange { ... }` reacts to a change as `traitCollectionDidChange`
/// does; `when` runs a block for some traits; `variation` installs a constraint or a view per
/// size class, as a storyboard's `<variation>` does.
public enum TraitCommands: Plugin {
    public static let name = "TraitCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(TraitsCommand.command, from: name)
        try registry.register(TraitChangeCommand.command, from: name)
        try registry.register(WhenCommand.command, from: name)
        try registry.register(VariationCommand.command, from: name)
    }
}
