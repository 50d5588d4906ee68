import Commands
import Layout
import ScriptSyntax

/// `traitchange { ... }` and `traitchange none`: commands run whenever the window's traits
/// change, as UIKit calls `traitCollectionDidChange(_:)`.
enum TraitChangeCommand {
    static let signature = Signature(.choice(Choice("BLOCK", [
        Branch(nil, Signature(.argument(Parameter("BLOCK", .block, help: "commands to run now and after every change of traits",
                                                  expected: "'{' and the commands to run", usage: "{ COMMANDS }")))),
        Branch("none", help: "forget the blocks"),
    ], expected: "'{' and the commands to run, or none")))

    /// The blocks kept (``Session/keep(block:)``), in the order given, and the traits they last
    /// ran for. Session state: a line rolled back or undone leaves them.
    private enum Handlers: SessionKey {
        static var defaultValue: (blocks: [(number: Int, location: SourceLocation)], lastTraits: TraitCollection?) { ([], nil) }
    }

    static var command: Command { Command(
        name: "traitchange", summary: "Run commands now and whenever the traits change (traitCollectionDidChange).",
        discussion: """
            The block runs now, and again at the end of every line after which the window's trait
            collection differs from the one it last ran for (another screen, a turn, another
            direction, another text size), before the display cycle lays out: where UIKit calls
            a view controller's traitCollectionDidChange(_:). Blocks run in the order given;
            `traitchange none` forgets them. An error in a block fails the line that changed the
            traits. With `when`, the block can choose by the traits, as app code does:
              traitchange { when isAccessibilityCategory=true { set row.axis = vertical } else { set row.axis = horizontal } }
              traitchange none
            """,
        signature: signature,
        examplesPresume: ExampleSetup(scene: ["stack row axis=horizontal"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature)
        guard arguments.has("BLOCK") else {
            session[Handlers.self] = ([], nil)
            return
        }
        let location = arguments.entry("BLOCK")?.location ?? invocation.end
        let number = session.keep(block: arguments.tokens("BLOCK"))
        session[Handlers.self].blocks.append((number, location))
        try session.runKeptBlock(number, at: location)
        session[Handlers.self].lastTraits = session.scene.traitCollection
        session.onTurnEnd(Handlers.self) { session throws(SyntaxError) in try runIfTraitsChanged(session) }
    } }

    /// At the end of a turn: the blocks, when the traits differ from those they last ran for.
    static func runIfTraitsChanged(_ session: Session) throws(SyntaxError) {
        let handlers = session[Handlers.self]
        let traits = session.scene.traitCollection
        guard !handlers.blocks.isEmpty, traits != handlers.lastTraits else { return }
        for block in handlers.blocks { try session.runKeptBlock(block.number, at: block.location) }
        session[Handlers.self].lastTraits = traits
    }
}
