/// A command the load runs, the element it comes from (errors point there) and a note for the
/// saved script (the element's Interface Builder id and line).
struct PlannedCommand {
    let text: String
    let element: IBElement
    let note: String?

    /// The line `save` writes: the command, and where it came from as a comment.
    var savedText: String { note.map { "\(text)  # \($0)" } ?? text }
}

/// What a document becomes: the commands that build it, in order, and what the model could
/// not take (warnings, said after loading).
struct LoadPlan {
    /// The scene or file loaded, for the summary: `scene 'Table View Controller'`.
    var title = ""
    var commands: [PlannedCommand] = []
    var warnings: [IBWarning] = []
    /// The views made, in the order made, with their Interface Builder ids.
    var views: [LoadedView] = []
    var constraintCount = 0
    var tableCount = 0

    mutating func add(_ text: String, for element: IBElement, note: String? = nil) {
        commands.append(PlannedCommand(text: text, element: element, note: note))
    }

    mutating func warn(_ element: IBElement, _ message: String) {
        warnings.append(IBWarning(line: element.line, message: message))
    }
}

/// A view the load made: its name in the scene and where it came from.
struct LoadedView: Equatable {
    let name: String
    let id: String
    let element: String
    let line: Int
}
