public import Commands
import Collections
import Layout

/// Collection views: the commands that make them (`collection`), fill them (`items`,
/// `sections`), give them a compositional layout (`compose`) and change them in batch updates
/// (`batch`); their kind and properties (the flow layout's among them), and index paths in
/// property paths (`cv[0, 2].title.frame`). Prototypes are made with `prototype NAME in CV`, as
/// a table's are, and scrolling is `scroll`.
public enum CollectionCommands: Plugin {
    public static let name = "CollectionCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in [CollectionCreationCommand.command, ItemCommands.command, SectionCommands.command, ComposeCommand.command, BatchCommand.command] {
            try registry.register(command, from: name)
        }
        try registry.register(kind: ObjectKind(name: "collection", parent: "scrollView",
                                               summary: "UICollectionView: a scroll view of items placed by a flow or compositional layout.",
                                               objectsOf: CollectionView.self).indexing(CollectionIndexPaths.cell), from: name)
        try registry.register(properties: CollectionProperties.all + FlowLayoutProperties.all, for: "collection", from: name)
        try registry.register(ingredient: CollectionIngredients.collection, from: name)
    }
}
