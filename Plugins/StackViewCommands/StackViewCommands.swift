public import Commands
import Layout

/// Stack views: `stack NAME ...` makes a `UIStackView`, `arrange` and `unarrange` choose its
/// arranged views, `spacing after` sets a custom spacing. The stack makes and owns its
/// constraints with UIKit's `UISV-*` identifiers (see `StackView+Constraints.swift`).
public enum StackViewCommands: Plugin {
    public static let name = "StackViewCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(kind: kind, from: name)
        try registry.register(properties: StackProperties.all, for: kind.name, from: name)
        for command in StackCommands.all { try registry.register(command, from: name) }
        try registry.register(ingredient: StackIngredient.ingredient, from: name)
    }

    /// A kind of view (ViewCommands registers `view`), so a stack view has every view property.
    static let kind = ObjectKind(name: "stackView", parent: "view", summary: "A UIStackView: lays out its arranged subviews in a row or a column.",
                                 objectsOf: StackView.self)
}
