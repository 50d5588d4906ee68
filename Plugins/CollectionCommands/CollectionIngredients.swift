import Commands

/// What random scenes make of collection views (``SceneIngredient``): a flow layout of a few
/// fixed-size items. A collection view cannot be in a prototype cell (the model does not copy
/// collection views into cells), so prototype scenes leave it out.
enum CollectionIngredients {
    static let collection = SceneIngredient("collection", kind: "collection", fitsInCells: false) { generator, parent in
        let name = generator.newName("collection")
        let prototype = "\(name)_Tile"
        generator.emit("collection \(name) in \(parent.name)")
        generator.emit("set \(name).itemSize = (\(generator.int(20...60)), \(generator.int(20...60)))")
        generator.emit("prototype \(prototype) in \(name)")
        generator.emit("items add \(name) \(generator.int(1...6)) \(prototype)")
        // At least one item's width and the insets of none.
        return .view(name, .none, minimumWidth: 60)
    }
}
