import Commands

/// What random scenes make of this family's kinds (``SceneIngredient``): plain views that hold
/// others, labels, images, controls, layout guides and `offset`s.
enum ViewIngredients {
    static let all: [SceneIngredient] = [
        SceneIngredient("view", kind: "view", isContainer: true) { generator, parent in
            let name = generator.newName("box")
            generator.emit("view \(name) in \(parent.name)")
            return .view(name, .none)
        },
        SceneIngredient("label", kind: "label") { generator, parent in
            let name = generator.newName("label")
            let wraps = generator.chance(0.5)
            generator.emit("label \(name) in \(parent.name) \(generator.text())" + (wraps ? " lines=0" : ""))
            return .view(name, wraps ? .heightForWidth : .intrinsic)
        },
        SceneIngredient("image", kind: "image") { generator, parent in
            let name = generator.newName("image")
            generator.emit("image \(name) in \(parent.name) size (\(generator.int(10...60)), \(generator.int(10...60)))")
            return .view(name, .intrinsic)
        },
        SceneIngredient("control", kind: "control") { generator, parent in
            let name = generator.newName("control")
            generator.emit("\(generator.pick(["switch", "stepper", "activity"])) \(name) in \(parent.name)")
            return .view(name, .intrinsic)
        },
        SceneIngredient("button", kind: "button") { generator, parent in
            let name = generator.newName("button")
            generator.emit("button \(name) in \(parent.name) \(generator.text(words: 1...2))")
            return .view(name, .intrinsic)
        },
        SceneIngredient("textField", kind: "textField") { generator, parent in
            let name = generator.newName("field")
            generator.emit("textfield \(name) in \(parent.name) \(generator.text(words: 1...3))")
            return .view(name, .intrinsic)
        },
        SceneIngredient("segmentedControl", kind: "segmentedControl") { generator, parent in
            let name = generator.newName("segments")
            generator.emit("segmented \(name) in \(parent.name) \"One\" \"Two\"" + (generator.chance(0.5) ? " \"Three\"" : ""))
            return .view(name, .intrinsic)
        },
        SceneIngredient("guide", kind: "layoutGuide") { generator, parent in
            let name = generator.newName("guide")
            generator.emit("guide \(name) in \(parent.name)")
            return .view(name, .none)
        },
        // A dimension across a sibling already placed: from its leading (or top) edge to its
        // trailing (or bottom) one, never negative.
        SceneIngredient("offset", kind: "layoutGuide") { generator, parent in
            guard let sibling = generator.lastPlaced(in: parent.name) else { return nil }
            let name = generator.newName("offset")
            let (start, end) = generator.chance(0.5) ? generator.horizontalEdges() : ("top", "bottom")
            generator.emit("offset \(name) from \(sibling).\(start) to \(sibling).\(end) in \(parent.name)")
            return .placed(name)
        },
    ]
}
