import Commands
import Layout
import Tables
import ScriptSyntax

/// Shorthands for the property tables: each fixes the class the property is of, so the
/// closures read `view.frame` rather than casting.
extension Property {
    typealias TypedSetter<Subject> = @Sendable (Subject, Value, Session) throws(ValueError) -> Void

    static func view(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (View, Session) -> Value, set: TypedSetter<View>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func label(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (Label, Session) -> Value, set: TypedSetter<Label>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func image(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (ImageView, Session) -> Value, set: TypedSetter<ImageView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func scroll(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (ScrollView, Session) -> Value, set: TypedSetter<ScrollView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func table(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (TableView, Session) -> Value, set: TypedSetter<TableView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func constraint(
        _ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (LayoutConstraint, Session) -> Value, set: TypedSetter<LayoutConstraint>? = nil
    ) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }
}

extension Value {
    /// A number, or `none` spelt as the type spells it, from an optional.
    static func optional(_ number: Double?, none: String) -> Value {
        number.map(Value.number) ?? .none(none)
    }

    /// The number of an optional number type, nil for its `none`.
    func optionalNumber() throws(ValueError) -> Double? {
        isNone ? nil : try number()
    }
}

extension ValueError {
    /// A model error (a constraint that cannot be activated) as the value's error.
    init(_ error: some Error) {
        self.init(message: "\(error)")
    }
}
