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
/// else the initial view controller's, else the first.
enum IBSceneChoice {
    static func scene(in document: IBElement, named wanted: String?) throws(IBLoadError) -> IBElement {
        let scenes = document.list("scenes").filter { $0.name == "scene" }
        guard let first = scenes.first else { throw IBLoadError(document, "expected at least one <scene> in <scenes>, found none") }
        if let wanted {
            if let found = scenes.first(where: { names(of: $0).contains(wanted) }) { return found }
            let titles = scenes.map { "'\(title(of: $0))'" }.joined(separator: ", ")
            throw IBLoadError(document, "expected scene= to name one of the scenes \(titles), found '\(wanted)'")
        }
        if let initial = document["initialViewController"],
            let found = scenes.first(where: { $0.list("objects").contains { $0.id == initial } }) {
            return found
        }
        return first
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
