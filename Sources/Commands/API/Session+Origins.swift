public import Layout

/// Where a view came from, when a command made it from a document: `load` notes each view's
/// Interface Builder id, and `tree ids` shows it beside the view. Plugins that print views
/// read it here without knowing the plugin that wrote it.
///
/// Session state, as `let` bindings are: undo leaves it alone. Each note holds its view
/// weakly and answers only for that very view, so a view made later under the same name (or
/// again after an undo) has none.
extension Session {
    private enum Origins: SessionKey {
        static var defaultValue: [ObjectIdentifier: Origin] { [:] }
    }

    private final class Origin {
        weak var view: View?
        let text: String

        init(view: View, text: String) {
            self.view = view
            self.text = text
        }
    }

    /// Notes where `view` came from (an Interface Builder id), replacing an earlier note.
    public func noteOrigin(_ text: String, of view: View) {
        var origins = self[Origins.self]
        // Drop the notes of views that are gone, so the table does not grow with every load.
        origins = origins.filter { $0.value.view != nil }
        origins[ObjectIdentifier(view)] = Origin(view: view, text: text)
        self[Origins.self] = origins
    }

    /// Where `view` came from, if a command noted it for this very view.
    public func origin(of view: View) -> String? {
        let origins = self[Origins.self]
        guard let origin = origins[ObjectIdentifier(view)], origin.view === view else { return nil }
        return origin.text
    }
}
