public import Commands

/// The commands that make and edit views and constraints, and read layouts back.
public enum ViewCommands: Plugin {
    public static let name = "ViewCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in ObjectCommands.all + ConstraintCommands.all + PropertyCommands.all + LayoutCommands.all {
            try registry.register(command, from: name)
        }
        for kind in ObjectKind.allCases {
            registry.addPropertyNames(Property.names(for: kind), for: kind)
        }
    }
}
