import Commands
import Layout

/// The Interface Builder id of each view a load made, kept with the session (not the model)
/// and read through the `interfaceBuilderID` property. A record holds its view weakly and
/// answers only for that very view, so a view made later under the same name (after an undo)
/// has no id.
enum LoadedObjects {
    final class Record {
        weak var view: View?
        let id: String
        let place: String

        init(view: View, id: String, place: String) {
            self.view = view
            self.id = id
            self.place = place
        }
    }

    static let key = "InterfaceBuilderCommands.loaded"

    static func remember(_ views: [LoadedView], file: String, in session: Session) {
        var records: [String: Record] = session[key, default: [:]]
        for loaded in views {
            guard let view = session.scene.view(named: loaded.name) else { continue }
            records[loaded.name] = Record(view: view, id: loaded.id, place: "\(file):\(loaded.line)")
        }
        session[key, default: [String: Record]()] = records
    }

    static let property = Property(
        "interfaceBuilderID", .optional(.text, none: "nil"),
        help: "The Interface Builder id (and file:line) of a view made by load; nil for others.",
        get: { (view: View, session: Session) -> Value in
            let records: [String: Record] = session[key, default: [:]]
            guard let record = records[view.name], record.view === view else { return .none("nil") }
            return .text("\(record.id) (\(record.place))")
        }
    )
}
