import Commands
import Layout
import PluginSupport
import ScriptSyntax

/// The Interface Builder id of each view a load made, kept with the session (not the model)
/// and read through the `interfaceBuilderID` property. A record holds its view weakly and
/// answers only for that very view, so a view made later under the same name (after an undo)
/// has no id.
enum LoadedObjects {
    final class Record {
        weak var view: View?
        let id: String
        let element: String
        let place: String

        init(view: View, id: String, element: String, place: String) {
            self.view = view
            self.id = id
            self.element = element
            self.place = place
        }
    }

    /// The records by view name: session state, as what the document said is not the model's.
    enum Records: SessionKey {
        static var defaultValue: [String: Record] { [:] }
    }

    static func remember(_ views: [LoadedView], file: String, in session: Session) {
        var records = session[Records.self]
        for loaded in views {
            guard let view = session.scene.view(named: loaded.name) else { continue }
            records[loaded.name] = Record(view: view, id: loaded.id, element: loaded.element, place: "\(file):\(loaded.line)")
            session.noteOrigin(loaded.id, of: view)
        }
        session[Records.self] = records
    }

    /// The record of `view`, if a load made this very view.
    static func record(of view: View, in session: Session) -> Record? {
        let records = session[Records.self]
        guard let record = records[view.name], record.view === view else { return nil }
        return record
    }

    /// `loaded`: the views loads made, as a tree (by depth in the scene), with their ids.
    static var listCommand: Command { Command(
        name: "loaded", summary: "List the views load made, as a tree, with their Interface Builder ids and lines.",
        signature: Signature(), changesModel: false,
        examplesPresume: ExampleSetup(files: [ExampleSetup.File("Main.storyboard", from: "Tests/Fixtures/InterfaceBuilder/TableHeader.storyboard")])
    ) { invocation, session throws(SyntaxError) in
        _ = try invocation.parse(Signature(), in: session)
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var next = depth
            if let record = record(of: view, in: session) {
                lines.append(String(repeating: "  ", count: depth) + "\(view.name): <\(record.element)> id=\(record.id) \(record.place)")
                next += 1
            }
            for subview in view.subviews { visit(subview, depth: next) }
        }
        visit(session.scene.window, depth: 0)
        session.emit(lines: lines.isEmpty ? ["no views were loaded"] : lines)
    } }

    static let property = Property(
        "interfaceBuilderID", .optional(.text, none: "nil"),
        help: "The Interface Builder id (and file:line) of a view made by load; nil for others.",
        get: { (view: View, session: Session) -> Value in
            guard let record = record(of: view, in: session) else { return .none("nil") }
            return .text("\(record.id) (\(record.place))")
        }
    )
}
