/// Which documents load: Interface Builder's XML for iOS, as Xcode 5 and later write it
/// (`<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">`
/// for storyboards, `...CocoaTouch.XIB` for XIBs). Xcode 4's `<archive>` format and macOS
/// documents are refused with a message that says so.
enum IBDocumentKind {
    static let storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    static func check(_ root: IBElement) throws(IBLoadError) {
        if root.name == "archive" {
            throw IBLoadError(root, "expected a document saved by Xcode 5 or later (<document>), found Xcode 4's <archive> format: open and save it in a newer Xcode")
        }
        guard root.name == "document" else {
            throw IBLoadError(root, "expected an Interface Builder <document>, found \(root.tag)")
        }
        let type = root["type"] ?? ""
        guard type == storyboard || type == xib else {
            let found = type.isEmpty ? "no type=" : "type=\"\(type)\""
            throw IBLoadError(root, "expected an iOS storyboard or XIB (type=\"\(storyboard)\" or \"\(xib)\"), found \(found)")
        }
    }

    static func isStoryboard(_ root: IBElement) -> Bool {
        root["type"] == storyboard
    }
}

/// Which scene of a storyboard loads: the one `scene=` names (by the title Xcode writes in a
/// comment before it, its sceneID, its controller's id, storyboardIdentifier or userLabel),
/// else the initial view controller's; when that controller has no view of its own (a
/// navigation or tab bar controller), the scene its root view controller relationship leads
/// to, else the first scene with a view.
enum IBSceneChoice {
    /// The scene, and a note when it is not the initial one though none was named.
    static func scene(in document: IBElement, named wanted: String?) throws(IBLoadError) -> (scene: IBElement, note: String?) {
        let scenes = document.list("scenes").filter { $0.name == "scene" }
        guard let first = scenes.first else { throw IBLoadError(document, "expected at least one <scene> in <scenes>, found none") }
        if let wanted {
            if let found = scenes.first(where: { names(of: $0).contains(wanted) }) { return (found, nil) }
            let titles = scenes.map { "'\(title(of: $0))'" }.joined(separator: ", ")
            throw IBLoadError(document, "expected scene= to name one of the scenes \(titles), found '\(wanted)'")
        }
        func scene(holding id: String) -> IBElement? {
            scenes.first { $0.list("objects").contains { $0.id == id } }
        }
        guard let initialID = document["initialViewController"], let initial = scene(holding: initialID) else { return (first, nil) }
        if controller(of: initial) != nil { return (initial, nil) }
        let container = initial.list("objects").first { $0.id == initialID }
        let root = container?.list("connections").first { $0.name == "segue" && $0["relationship"] == "rootViewController" }
        let chosen = root?["destination"].flatMap(scene(holding:)) ?? scenes.first { controller(of: $0) != nil } ?? initial
        let note = "the initial scene '\(title(of: initial))' has no view of its own (\(container?.tag ?? "?") is not modelled); loaded '\(title(of: chosen))'"
        return (chosen, note)
    }

    /// The scene's title as Xcode's outline shows it.
    static func title(of scene: IBElement) -> String {
        scene.comment ?? controller(of: scene)?["userLabel"] ?? scene["sceneID"] ?? "?"
    }

    private static func controller(of scene: IBElement) -> IBElement? {
        scene.list("objects").first { $0.child(key: "view") != nil }
    }

    private static func names(of scene: IBElement) -> [String] {
        var names = [scene.comment, scene["sceneID"]]
        if let controller = controller(of: scene) {
            names += [controller.id, controller["storyboardIdentifier"], controller["userLabel"]]
        }
        return names.compactMap { $0 }
    }
}
