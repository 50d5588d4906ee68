import Commands
import Layout

/// What every creation command reads: `NAME [in PARENT] [frame RECT]`.
struct Creation {
    let nameToken: Token
    var name: String { nameToken.text }
    let parent: View?
    let frame: Rect?

    /// Reads the name and the optional parent and frame, in any order after the name.
    static func read(_ reader: inout ArgumentReader, session: Session) throws(SyntaxError) -> Creation {
        let nameToken = try reader.word("a name for the new view")
        var parent: View?
        var frame: Rect?
        while true {
            if reader.keyword("in") != nil {
                parent = try session.view(named: try reader.word("the parent view's name"))
            } else if reader.keyword("frame") != nil {
                frame = try Values.rect(&reader)
            } else {
                break
            }
        }
        return Creation(nameToken: nameToken, parent: parent, frame: frame)
    }

    /// Adds the view: placed by its frame (translating its autoresizing mask, as views made in
    /// code are) when a frame was given, by constraints (as views laid out in Interface
    /// Builder are) when not.
    func add<Kind: View>(_ view: Kind, to session: Session) throws(SyntaxError) -> Kind {
        view.translatesAutoresizingMaskIntoConstraints = frame != nil
        do throws(LayoutError) {
            return try session.scene.add(view, to: parent)
        } catch {
            throw SyntaxError(message: error.description, found: nameToken.quotedForMessage,
                              at: nameToken.location, length: nameToken.length)
        }
    }
}
