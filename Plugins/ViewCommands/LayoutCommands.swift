import Commands
import Layout
import Solver

/// Commands that lay out and look at the result.
enum LayoutCommands {
    static var all: [Command] { [
        Command(
            name: "screen", aliases: ["device"], summary: "Show the scene on another screen, or print the screen.",
            discussion: "Presets: " + Screen.presets.map { $0.names.joined(separator: " or ") }.joined(separator: "; ") + ".",
            signature: screenSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(screenSignature)
            if let preset = arguments.value("PRESET")?.text.flatMap(Screen.preset(named:)) {
                session.scene.setScreen(preset)
                return
            }
            guard let size = arguments.value("SIZE")?.size else {
                let screen = session.scene.screen
                session.emit("screen = \(screen.name) \(screen.size) @\(formatPoints(screen.scale))x safe area \(screen.safeAreaInsets)")
                return
            }
            let insets = arguments.value("INSETS")?.insets ?? .zero
            let scale = arguments.numberOption("scale") ?? 2
            guard size.width > 0, size.height > 0, [1, 2, 3].contains(scale) else {
                throw SyntaxError(expected: "a positive size and a scale of 1, 2 or 3", found: invocation.nameToken.quotedForMessage,
                                  at: invocation.nameToken.location, length: invocation.nameToken.length)
            }
            let name = "\(formatPoints(size.width))x\(formatPoints(size.height))@\(formatPoints(scale))x"
            session.scene.setScreen(Screen(name: name, size: size, scale: scale, safeAreaInsets: insets))
        },
        Command(
            name: "layout", summary: "Lay out now: setNeedsLayout and layoutIfNeeded on a view (the window by default).",
            discussion: "Labels that wrap at their layout width measure again, from one line, as in UIKit's two-pass layout.",
            signature: optionalViewSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(optionalViewSignature, in: session)
            session.scene.layout(arguments.value("VIEW")?.view ?? session.scene.window)
        },
        Command(
            name: "fit", summary: "systemLayoutSizeFitting: the size a view's subtree wants.",
            discussion: "Targets default to compressed (0, 0), priorities to fittingSizeLevel (50).\n"
                + "Example: fit cell (320, 0) h=required",
            signature: fitSignature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(fitSignature, in: session)
            let view = try arguments.view("VIEW")
            let target = arguments.branch("TARGET") == "expanded"
                ? Size.layoutFittingExpandedSize : arguments.value("SIZE")?.size ?? .layoutFittingCompressedSize
            let horizontal = try priorityOption("h", arguments) ?? .fittingSizeLevel
            let vertical = try priorityOption("v", arguments) ?? .fittingSizeLevel
            let size = session.scene.systemLayoutSizeFitting(
                view, target: target, horizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            session.emit("\(view.name).fittingSize = \(size)")
        },
        Command(
            name: "exercise", summary: "Show another frame an ambiguous view could have (exerciseAmbiguityInLayout).",
            signature: viewSignature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            let view = try invocation.parse(viewSignature, in: session).view("VIEW")
            guard let other = session.scene.exerciseAmbiguity(of: view) else {
                session.emit("\(view.name) is not ambiguous: its frame is \(view.frame)")
                return
            }
            session.emit("\(view.name).frame = \(view.frame), and could be \(other)")
        },
    ] }

    /// `h=` or `v=`: a priority, read by the priority grammar.
    private static func priorityOption(_ key: String, _ arguments: ParsedArguments) throws(SyntaxError) -> Priority? {
        guard let option = arguments.option(key) else { return nil }
        let token = option.token
        let tokens = (try? Tokenizer.tokenize(option.text, line: token.location.line, column: token.location.column + key.count + 1)) ?? []
        var reader = ArgumentReader(tokens: tokens, end: token.location)
        let priority = try Values.priority(&reader)
        try reader.expectEnd()
        return priority
    }

    static let viewSignature = Signature(.argument(Parameter("VIEW", .view, expected: "a view")))

    static let optionalViewSignature = Signature(.argument(Parameter("VIEW", .view, help: "the window by default", optional: true)))

    static let screenSignature = Signature(
        .choice(Choice("SCREEN", [
            Branch(nil, Signature(.argument(Parameter(
                "PRESET", .keyword(Screen.presets.flatMap(\.names)), help: "a device's screen",
                expected: "a screen preset: " + Screen.presets.map { $0.names[0] }.joined(separator: ", "))))),
            Branch(nil, Signature(
                .argument(Parameter("SIZE", .size, help: "the screen's width and height in points", expected: "a screen width and height",
                                   usage: "WIDTH HEIGHT")),
                .clause(Clause("safe", Parameter("INSETS", .insets, usage: "(T, L, B, R)"), help: "the safe area insets"))
            )),
        ], optional: true)),
        options: [KeyOption("scale", .number, valueName: "S", help: "points to pixels: 1, 2 (default) or 3")]
    )

    static let fitSignature = Signature(
        .argument(Parameter("VIEW", .view, expected: "a view")),
        .choice(Choice("TARGET", [
            Branch("compressed", help: "the smallest size (0, 0), the default"),
            Branch("expanded", help: "the largest size"),
            Branch(nil, Signature(.argument(Parameter("SIZE", .size, help: "a target size", usage: "(W, H)")))),
        ], optional: true)),
        options: [
            KeyOption("h", .text(suggestions: priorityNames), valueName: "PRIORITY", help: "the horizontal fitting priority"),
            KeyOption("v", .text(suggestions: priorityNames), valueName: "PRIORITY", help: "the vertical fitting priority"),
        ]
    )

    static let priorityNames = ["required", "high", "low", "fittingSizeLevel"]
}
