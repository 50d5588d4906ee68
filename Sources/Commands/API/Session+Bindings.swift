extension Session {
    /// The names `let` bound, with their values. Kept in the session's plugin storage, so
    /// they start over with the session.
    public var bindings: [String: Value] {
        get { self["let.bindings", default: [String: Value]()] }
        set { self["let.bindings", default: [String: Value]()] = newValue }
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
