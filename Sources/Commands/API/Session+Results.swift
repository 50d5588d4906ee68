public import ScriptSyntax
extension Session {
    private enum ProducedValue: SessionKey {
        static var defaultValue: Value? { nil }
    }

    /// The value the last command that computes one produced (`fit`'s size), for
    /// `let NAME = COMMAND ...`: a command says what it computed with ``produce(_:)``, and
    /// `let` runs the command and names the value. Session state, like `let`'s bindings.
    public var producedValue: Value? {
        get { self[ProducedValue.self] }
        set { self[ProducedValue.self] = newValue }
    }

    /// Records what the running command computed, for a `let` that runs it.
    public func produce(_ value: Value) {
        producedValue = value
    }
}
