public import ScriptSyntax
extension Session {
    private enum Bindings: SessionKey {
        static var defaultValue: [String: Value] { [:] }
    }

    /// The names `let` bound, with their values: session state, so they start over with the
    /// session, and undo leaves them alone.
    public var bindings: [String: Value] {
        get { self[Bindings.self] }
        set { self[Bindings.self] = newValue }
    }

    /// The view or constraint of that name.
    public func object(named name: String) -> AnyObject? {
        if let view = scene.view(named: name) { return view }
        return scene.constraint(named: name)
    }

    /// Every view's and constraint's name, views first.
    public var objectNames: [String] {
        scene.views.map(\.name) + scene.constraints.map(\.name)
    }
}
