public import Commands
public import Layout
public import ScriptSyntax

/// What every command that makes a view takes and reads: `NAME [in PARENT] [frame RECT]`
/// (`view`, `label`, `table`, ...), in whichever plugin it is.
public struct ViewCreation {
    public let nameToken: Token
    public var name: String { nameToken.text }
    public let parent: View?
    public let frame: Rect?

    /// The name and the optional parent and frame (in any order after the name), followed
    /// by what the command adds.
    public static func signature(_ more: Signature.Element..., options: [KeyOption] = []) -> Signature {
        Signature(elements: [
            .argument(Parameter("NAME", .newName, help: "the new view's name", expected: "a name for the new view")),
            .clause(Clause("in", Parameter("PARENT", .view, expected: "the parent view's name"), help: "the superview (the window by default)")),
            .clause(Clause("frame", Parameter("RECT", .rect, usage: "(X, Y, W, H)"), help: "placed by this frame, not by constraints")),
        ] + more, options: options)
    }

    public static let discussion = """
        Without a frame the view is placed by constraints (translatesAutoresizingMaskIntoConstraints
        is false, as for views laid out in Interface Builder); with one it keeps that frame through
        its autoresizing mask (as views made in code do).
        """

    public init(_ arguments: ParsedArguments) throws(SyntaxError) {
        nameToken = try arguments.token("NAME")
        parent = arguments.value("PARENT")?.view
        frame = arguments.value("RECT")?.rect
    }

    /// Adds the view: placed by its frame (translating its autoresizing mask, as views made in
    /// code are) when a frame was given, by constraints (as views laid out in Interface
    /// Builder are) when not.
    public func add<Kind: View>(_ view: Kind, to session: Session) throws(SyntaxError) -> Kind {
        view.translatesAutoresizingMaskIntoConstraints = frame != nil
        do throws(LayoutError) {
            return try session.scene.add(view, to: parent)
        } catch {
            throw SyntaxError(message: error.description, found: nameToken.quotedForMessage,
                              at: nameToken.location, length: nameToken.length)
        }
    }
}
