import Commands
import Foundation
import Layout
import ScriptSyntax

/// `load FILE [scene=NAME|ID] [screen=PRESET|WxH]`.
enum LoadCommand {
    static let signature = Signature(
        .argument(Parameter("FILE", .file, help: "a .storyboard or .xib", expected: "a storyboard or XIB file")),
        options: [
            KeyOption("scene", .text(suggestions: []), valueName: "NAME",
                      help: "the scene: its title, sceneID, controller id or storyboard identifier (the initial one by default)"),
            KeyOption("screen", .text(suggestions: []), valueName: "SCREEN",
                      help: "a screen preset or WIDTHxHEIGHT to show it on (the current screen by default)"),
        ]
    )

    static var command: Command { Command(
        name: "load", summary: "Load a storyboard scene or a XIB into the live tree.",
        discussion: """
            Interface Builder's XML (Xcode 5 and later) becomes the commands that build it: views,
            labels, image views, buttons, text fields, segmented controls and the other controls
            (with their intrinsic sizes), stack views (stack and arrange), scroll and table views with
            their headers, prototype and static cells, frames, autoresizing masks,
            translatesAutoresizingMaskIntoConstraints (as Interface Builder decides it for a view that
            does not say: NO when the view has constraints of its own), hugging, compression
            resistance, margins, semanticContentAttribute, custom guides, and constraints (the safe
            area is the view's safeAreaLayoutGuide, so it follows screen). What the model cannot take is
            listed as warnings with its line. A view controller's view fills the screen. `save`
            writes the commands, so the scene can be edited as a script.
            Examples:
              load Main.storyboard scene="Table View Controller"
              load HeaderView.xib screen=500x568
            """,
        signature: signature,
        examplesPresume: ExampleSetup(files: [
                ExampleSetup.File("Main.storyboard", from: "Tests/Fixtures/InterfaceBuilder/TableHeader.storyboard"),
                ExampleSetup.File("HeaderView.xib", from: "Tests/Fixtures/InterfaceBuilder/Banner.xib"),
            ])
    ) { invocation, session throws(SyntaxError) in
        try run(try invocation.parse(signature, in: session), invocation, session)
    } }

    private static func run(_ arguments: ParsedArguments, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        let path = try arguments.file("FILE")
        guard let fileEntry = arguments.entry("FILE") else { throw SyntaxError(expected: "a storyboard or XIB file", found: "end of input", at: invocation.end) }
        func failure(_ message: String) -> SyntaxError {
            fileEntry.error(message: message)
        }
        var screen = session.scene.screen
        var lines: [(text: String, element: IBElement?, saved: String)] = []
        if arguments.option("screen") != nil {
            let (chosen, line) = try Self.screen(arguments, current: screen)
            screen = chosen
            lines.append((line, nil, line))
        }
        guard let data = session.readInputFile(path) else {
            throw failure("cannot read '\(path)'")
        }
        let plan: LoadPlan
        do throws(IBLoadError) {
            let document = try IBXMLReader.read(data, file: path)
            plan = try IBTranslator.plan(document, scene: arguments.textOption("scene"), screen: screen,
                                         isAvailable: session.scene.isAvailable)
        } catch {
            throw failure(error.description + "; nothing was loaded")
        }
        lines += plan.commands.map { ($0.text, $0.element, $0.savedText) }
        var counts = [counted(plan.views.count, "view"), counted(plan.constraintCount, "constraint")]
        if plan.tableCount > 0 { counts.append("\(plan.tableCount) \(plan.tableCount == 1 ? "table" : "tables")") }
        session.emit("loading \(plan.title) from \(path): " + counts.joined(separator: ", "))
        for line in lines {
            // Ctrl-C: the shell rolls the whole line back; running the rest would be wasted.
            if Cancellation.isRequested { return }
            do throws(SyntaxError) {
                let tokens = try Tokenizer.tokenize(line.text, line: fileEntry.location.line, column: 1)
                try session.runBlock(tokens, at: invocation.nameToken.location)
            } catch {
                // The document passed every check the load makes, yet the model refused a
                // command made from it (a constraint the model cannot pair): name the element.
                // What the commands before it printed is dropped with what they did.
                _ = session.takeOutput()
                let place = line.element.map { "\(path):\($0.line):\($0.column): \($0.tag) became" } ?? "the screen option became"
                throw failure("\(place) '\(line.text)', which failed: \(error.message); nothing was loaded")
            }
        }
        for warning in plan.warnings.enumerated().sorted(by: { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }) {
            session.emit("warning: \(path):\(warning.element.line): \(warning.element.message)")
        }
        LoadedObjects.remember(plan.views, file: path, in: session)
        session.savedForm = ["# load \(path): \(plan.title)"] + lines.map(\.saved)
    }

    /// The screen `screen=` names, and the command that shows the scene on it.
    private static func screen(_ arguments: ParsedArguments, current: Screen) throws(SyntaxError) -> (Screen, String) {
        let text = arguments.textOption("screen") ?? ""
        if let preset = Screen.preset(named: text) { return (preset, "screen \(text)") }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            (1...10_000).contains(width), (1...10_000).contains(height) else {
            let presets = Screen.presets.map { $0.names[0] }.joined(separator: ", ")
            throw arguments.error(atOption: "screen", expected: "a screen preset (\(presets)) or WIDTHxHEIGHT in 1...10000")
        }
        let scale = current.scale
        let name = "\(formatPoints(width))x\(formatPoints(height))@\(formatPoints(scale))x"
        return (Screen(name: name, size: Size(width: width, height: height), scale: scale),
                "screen \(ScriptNumber.text(width)) \(ScriptNumber.text(height)) scale=\(ScriptNumber.text(scale))")
    }
}
