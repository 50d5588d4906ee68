public import Commands

/// `render`: a view's subtree drawn in the terminal, as SVG or PNG, exploded, or frame by
/// frame through an animation.
public enum RenderCommands: Plugin {
    public static let name = "RenderCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(RenderCommand.command, from: name)
    }
}
