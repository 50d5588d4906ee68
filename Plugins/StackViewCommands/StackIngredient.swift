import Commands

/// What random scenes make of stack views (``SceneIngredient``): a stack of two to four
/// views, each sized so the stack's layout is determined. A vertical stack is given its width
/// and takes its height from its views: labels, and plain views of a fixed height (and width,
/// unless the stack makes them as wide as itself, alignment fill). A horizontal stack takes
/// both from its views, one-line labels and plain views of a fixed size, aligned by their
/// tops, centres or bottoms (filling the height would leave plain views' heights to no one).
enum StackIngredient {
    static let ingredient = SceneIngredient("stackView", kind: "stackView") { generator, parent in
        let name = generator.newName("stack")
        let vertical = generator.chance(0.5)
        let alignment = vertical ? generator.pick(["fill", "leading", "center", "trailing"]) : generator.pick(["top", "center", "bottom"])
        generator.emit("stack \(name) in \(parent.name) axis=\(vertical ? "vertical" : "horizontal") alignment=\(alignment) spacing=\(generator.int(0...12))")
        var arranged: [String] = []
        var widest = 0
        for _ in 0..<generator.int(2...4) {
            let child: String
            if generator.chance(0.5) {
                child = generator.newName("label")
                let wraps = vertical && generator.chance(0.5)
                generator.emit("label \(child) in \(name) \(generator.text(words: 1...5))" + (wraps ? " lines=0" : ""))
            } else {
                child = generator.newName("box")
                generator.emit("view \(child) in \(name)")
                generator.emit("\(child).height == \(generator.int(8...30))")
                if !(vertical && alignment == "fill") {
                    let width = generator.int(8...60)
                    widest = max(widest, width)
                    generator.emit("\(child).width == \(width)")
                }
            }
            generator.compare(child, madeBy: "stackView")
            arranged.append(child)
        }
        generator.emit("arrange \(arranged.joined(separator: " ")) in \(name)")
        // A vertical stack given a width at least as wide as its widest fixed view.
        return .view(name, vertical ? .heightForWidth : .content, minimumWidth: Double(widest))
    }
}
