public import Commands
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
        static var defaultValue: OriginTable? { nil }
    }

    /// The notes by view, held by reference so that a note is added in place: a copy of the
    /// table per note made a load of n views take time quadratic in n.
    private final class OriginTable {
        var entries: [ObjectIdentifier: Origin] = [:]
        /// The size at which the notes of views that are gone are dropped: twice the notes
        /// left by the last sweep, so sweeping costs constant time per note.
        var sweepAt = 64
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
        let table: OriginTable
        if let existing = self[Origins.self] {
            table = existing
        } else {
            table = OriginTable()
            self[Origins.self] = table
        }
        // Drop the notes of views that are gone, so the table does not grow with every load.
        if table.entries.count >= table.sweepAt {
            table.entries = table.entries.filter { $0.value.view != nil }
            table.sweepAt = max(64, 2 * table.entries.count)
        }
        table.entries[ObjectIdentifier(view)] = Origin(view: view, text: text)
    }

    /// Where `view` came from, if a command noted it for this very view.
    public func origin(of view: View) -> String? {
        guard let origin = self[Origins.self]?.entries[ObjectIdentifier(view)], origin.view === view else { return nil }
        return origin.text
    }
}
