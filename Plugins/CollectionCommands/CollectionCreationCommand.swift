import Collections
import Commands
import Layout
import PluginSupport
import ScriptSyntax

/// `collection NAME [in PARENT] [frame RECT]`: a collection view with a flow layout and one
/// empty section.
enum CollectionCreationCommand {
    static let signature = ViewCreation.signature()

    static var command: Command { Command(
        name: "collection", summary: "Make a collection view (UICollectionView) with a flow layout and one empty section.",
        discussion: ViewCreation.discussion + """

            Then: prototype NAME in CV, views and constraints in it, items add CV COUNT NAME. The
            flow layout's properties are the collection's (itemSize 50 x 50, both spacings 10,
            estimatedItemSize (0, 0)); compose gives it a compositional layout instead.
              collection grid frame (0, 0, 320, 568)
              set grid.itemSize = (90, 90)
            """,
        signature: signature
    ) { invocation, session throws(SyntaxError) in
        let creation = try ViewCreation(try invocation.parse(signature, in: session))
        _ = try creation.add(CollectionView(name: creation.name, frame: creation.frame ?? .zero), to: session)
    } }
}
