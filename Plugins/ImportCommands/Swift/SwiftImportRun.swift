import Commands
import Layout
import ScriptSyntax
import Tables

/// What `import swift FILE` and `paste swift` share: read the code into a plan, run its
/// commands (each in a transaction: a command the model refuses is undone and said, the rest
/// is imported), and say what was made, what was skipped and what the code does not give.
enum SwiftImportRun {
    /// The largest Swift file read: four times the largest Swift file of swift-syntax's own
    /// sources, and far past any view's layout code (the benchmark reads 10,000 lines).
    static let maximumFileSize = 4 * 1024 * 1024
    static let shownWarnings = 20
    static let shownViews = 60

    /// The scene's views of `className`, in tree order (a walk with its own stack: a tree
    /// loaded from a file may be deep).
    static func views(of className: String, in scene: Scene) -> [String] {
        var found: [String] = []
        var pending: [View] = [scene.window]
        while let view = pending.popLast() {
            if view.className == className { found.append(view.name) }
            pending += view.subviews.reversed()
        }
        return found
    }

    static func run(_ bytes: [UInt8], name: String, session: Session, failure: (String) -> SyntaxError) throws(SyntaxError) {
        if let place = PostfixChainDepth.firstTooDeep(bytes) {
            throw failure("\(name):\(place.line):\(place.column): a chain of more than \(PostfixChainDepth.maximum) member accesses, calls "
                          + "or subscripts (or a run of more prefixes: try try ..., - - ...; or square brackets nested more than "
                          + "\(PostfixChainDepth.maximumBrackets) deep) is deeper than an import reads; nothing was imported")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let scene = session.scene
        let plan = SwiftLayoutReader.read(
            text, fileName: name, screenSize: scene.screen.size, isAvailable: scene.isAvailable,
            existingView: { scene.viewOrGuide(named: $0) == nil || scene.view(named: $0) == nil ? nil : $0 },
            sceneParent: { scene.view(named: $0)?.superview?.name }, sceneSize: { scene.view(named: $0)?.frame.size },
            sceneHasConstraint: { scene.constraint(named: $0) != nil },
            sceneViewsOfClass: { className in Self.views(of: className, in: scene) },
            sceneTableView: { table, property in
                guard let table = scene.view(named: table) as? TableView else { return nil }
                return (property == "tableFooterView" ? table.tableFooterView : table.tableHeaderView)?.name
            })
        if Cancellation.isRequested { return }
        guard !plan.steps.isEmpty || !plan.reused.isEmpty else {
            let first = plan.warnings.first.map { "; \(name):\($0.line):\($0.column): \($0.message)" } ?? ""
            throw failure("nothing to import in \(name): no view or constraint of UIKit's was found in its Swift "
                          + "(\(counted(plan.lineCount, "line")), \(counted(plan.statementCount, "statement")) read)\(first); nothing was imported")
        }
        var warnings = plan.warnings
        var reports: [String] = []
        var made: [String] = []
        var constraintCount = 0
        for step in plan.steps {
            if Cancellation.isRequested { return }
            let checkpoint = session.checkpoint()
            do throws(SyntaxError) {
                let tokens = try Tokenizer.tokenize(step.command, line: step.line, column: 1)
                try session.runBlock(tokens, at: SourceLocation(line: step.line, column: step.column))
                var output = session.takeOutput()
                if step.command.hasPrefix("constrain ") {
                    constraintCount += 1
                    if let echo = output.first {
                        made.append(echo)
                        output.removeFirst()
                    }
                } else if step.command.hasPrefix("arrange "), let echo = output.first, echo.contains(".arrangedSubviews = ") {
                    output.removeFirst()
                }
                reports += output
            } catch {
                _ = session.takeOutput()
                session.rollback(to: checkpoint)
                warnings.append(ImportWarning(line: step.line, column: step.column,
                                              message: "'\(step.command)' (the code's, as a command) failed: \(error.message); not imported"))
            }
        }
        let views = plan.views.filter { scene.view(named: $0.name) != nil }
        var counts = [counted(views.count, "view"), counted(constraintCount, "constraint")]
        let reusedCount = Set(plan.reused).subtracting(["window"]).count
        if reusedCount > 0 { counts.append("\(reusedCount) of the scene's") }
        session.emit("imported swift \(name): " + counts.joined(separator: ", ")
                     + " (\(counted(plan.lineCount, "line")), \(counted(plan.statementCount, "statement")))")
        for view in views.prefix(shownViews) {
            let parent = scene.view(named: view.name)?.superview?.name ?? "window"
            let made = scene.view(named: view.name)?.className ?? view.className
            session.emit("  \(view.name): \(view.className)\(made == view.className ? "" : " (a \(made) here)"), in \(parent)")
        }
        if views.count > shownViews { session.emit("  ... and \(views.count - shownViews) more views") }
        // The window is every scene's (a view controller's view, an exported scene's `window`).
        for reused in Array(Set(plan.reused)).sorted() where reused != "window" {
            session.emit("  \(reused): the scene's (the code's constraints attach to it)")
        }
        for line in made.prefix(shownViews) { session.emit("  " + line) }
        if made.count > shownViews { session.emit("  ... and \(made.count - shownViews) more constraints") }
        session.emit(lines: reports)
        let sorted = warnings.enumerated().sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
        for warning in sorted.prefix(shownWarnings) {
            session.emit("warning: \(name):\(warning.element.line):\(warning.element.column): \(warning.element.message)")
        }
        if warnings.count > shownWarnings { session.emit("... and \(warnings.count - shownWarnings) more warnings") }
        if !plan.ignoredProperties.isEmpty {
            let listed = plan.ignoredProperties.sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.key) x\($0.value)" }
            session.emit("not layout, not imported: " + listed.joined(separator: ", "))
        }
        for unknown in plan.unknowns where !unknown.isEmpty { session.emit("unknown: " + unknown) }
        session.savedForm = ["# import swift \(name)"] + plan.steps.map(\.command)
    }
}
