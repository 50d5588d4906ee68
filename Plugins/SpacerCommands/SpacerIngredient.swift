import Commands

/// What random scenes make of spacers (``SceneIngredient``): two views in a row, the second
/// after the first, and a spacer holding the space between them; the generator places the
/// two views vertically (the spacer lines up with the first).
enum SpacerIngredient {
    static let ingredient = SceneIngredient("spacer", kind: "spacer") { generator, parent in
        guard parent.width >= 120 else { return nil }
        let first = generator.newName("box"), second = generator.newName("box"), spacer = generator.newName("spacer")
        let (start, end) = generator.horizontalEdges()
        generator.emit("view \(first) in \(parent.name); view \(second) in \(parent.name)")
        generator.emit("\(first).\(start) == \(parent.name).\(start) + \(generator.int(0...20)); \(first).width == \(generator.int(10...40))")
        generator.emit("\(second).\(start) == \(first).\(end) + \(generator.int(0...30)); \(second).width == \(generator.int(10...40))")
        for view in [first, second] {
            generator.compare(view, madeBy: "spacer")
            generator.placeVertically(view, sizing: .none, in: parent)
        }
        generator.emit("spacer \(spacer) horizontal between \(first) \(second)")
        return .placed(spacer)
    }
}
