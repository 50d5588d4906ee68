public import Commands
import Layout

/// Spacer views: `spacer NAME AXIS between FIRST SECOND` puts a hidden view in the space
/// between two siblings and ties it to both, so the gap has a name, a frame to print, and a
/// `length` to read or fix (equal spacers spread views evenly).
public enum SpacerCommands: Plugin {
    public static let name = "SpacerCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(kind: kind, from: name)
        try registry.register(properties: SpacerProperties.all, for: kind.name, from: name)
        try registry.register(SpacerCommand.command, from: name)
        try registry.register(ingredient: SpacerIngredient.ingredient, from: name)
    }

    /// A kind of view (ViewCommands registers `view`), so a spacer has every view property.
    static let kind = ObjectKind(name: "spacer", parent: "view", summary: "A hidden UIView holding the space between two siblings.",
                                 objectsOf: Spacer.self)
}
