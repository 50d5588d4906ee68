import Commands
import Layout
import ScriptSyntax

/// Shorthands for the property tables: each fixes the class the property is of, so the
/// closures read `view.frame` rather than casting.
extension Property {
    static func view(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (View, Session) -> Value, set: TypedSetter<View>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func label(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (Label, Session) -> Value, set: TypedSetter<Label>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func image(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (ImageView, Session) -> Value, set: TypedSetter<ImageView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func constraint(
        _ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (LayoutConstraint, Session) -> Value, set: TypedSetter<LayoutConstraint>? = nil
    ) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }
}

extension ValueError {
    /// A model error (a constraint that cannot be activated) as the value's error.
    init(_ error: some Error) {
        self.init(message: "\(error)")
    }
}
