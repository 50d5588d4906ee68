import Commands

/// What random scenes make of this family's kinds (``SceneIngredient``): scroll views, and
/// tables of a few self-sizing rows.
enum TableIngredients {
    static let all: [SceneIngredient] = [scrollView, table]

    /// A scroll view with a content size of its own (nothing inside sizes its content).
    static let scrollView = SceneIngredient("scrollView", kind: "scrollView") { generator, parent in
        let name = generator.newName("scroll")
        generator.emit("scrollview \(name) in \(parent.name)")
        generator.emit("set \(name).contentSize = (\(generator.int(50...400)), \(generator.int(50...400)))")
        return .view(name, .none)
    }

    /// A table of a few self-sizing rows, each a label pinned inside its prototype's content
    /// view. A table cannot be in a prototype cell (the model does not copy tables into cells),
    /// so prototype scenes leave it out.
    static let table = SceneIngredient("table", kind: "table", fitsInCells: false) { generator, parent in
        let name = generator.newName("table")
        let prototype = "\(name)_Cell", label = "\(name)_title"
        generator.emit("table \(name) in \(parent.name)")
        generator.emit("prototype \(prototype) in \(name)")
        generator.emit("label \(label) in \(prototype) \(generator.text()) lines=0")
        generator.emit("vfl \"H:|-[\(label)]-|\" in \(prototype); vfl \"V:|-[\(label)]-|\" in \(prototype)")
        generator.emit("rows add \(name) \(generator.int(1...4)) \(prototype)")
        // Its cells' margins (16 pt at each side on a phone) and a word between them.
        return .view(name, .none, minimumWidth: 80)
    }
}
