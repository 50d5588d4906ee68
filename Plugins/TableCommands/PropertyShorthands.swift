import Commands
import Layout
import ScriptSyntax
import Tables

/// Shorthands for the property tables of scroll views and tables: each fixes the class the
/// property is of, so the closures read `table.rowHeight` rather than casting.
extension Property {
    static func scroll(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (ScrollView, Session) -> Value, set: TypedSetter<ScrollView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }

    static func table(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (TableView, Session) -> Value, set: TypedSetter<TableView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }
}
