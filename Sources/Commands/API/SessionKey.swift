import ScriptSyntax
/// A key for state a plugin keeps in the session between commands, typed by the key:
///
/// ```swift
/// enum Bindings: SessionKey { static var defaultValue: [String: Value] { [:] } }
/// session[Bindings.self]["w"] = .number(320)
/// ```
///
/// Session state, not model state: undo and a rolled-back line leave it alone. Each key is a
/// type, so two plugins cannot collide on a name, and a value always has its key's type.
public protocol SessionKey {
    associatedtype Value
    /// What the key holds before anything is stored.
    static var defaultValue: Value { get }
}

extension Session {
    /// The value stored under `key`, or its default.
    public subscript<Key: SessionKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
        // Taken out of the storage while it changes, so an append to a kept array changes the
        // array in place rather than copying all of it (each `at` block kept did).
        _modify {
            let id = ObjectIdentifier(key)
            var value = storage.removeValue(forKey: id) as? Key.Value ?? Key.defaultValue
            defer { storage[id] = value }
            yield &value
        }
    }
}
