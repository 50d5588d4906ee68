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
            name: "ambiguity", summary: "List views whose layout the constraints do not determine.",
            signature: .none, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            _ = try invocation.parse(.none)
            let found = session.scene.ambiguousLayout()
            if found.isEmpty { session.emit("no ambiguous layout") }
            for entry in found { session.emit(ambiguityLine(entry)) }
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
        Command(
            name: "conflicts", summary: "List the constraints the engine broke to resolve conflicts, and whether each holds now.",
            signature: .none, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            _ = try invocation.parse(.none)
            // Held constraints too: a cell's copy of its prototype's constraint breaks like any.
            let broken = session.scene.brokenConstraints
            if broken.isEmpty { session.emit("no broken constraints") }
            for constraint in broken {
                // A broken constraint stays in the engine just below required: say whether it holds now.
                let violation = session.scene.violation(of: constraint) ?? 0
                let state = violation == 0 ? "holds now" : "off by \(formatPoints(violation)) pt"
                session.emit("broken \(constraint.name) (\(state)): \(constraint.debugDescription)")
            }
        },
        Command(
            name: "constraints", summary: "List constraints: all the user's, or every one affecting a view.",
            signature: optionalViewSignature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            guard let view = try invocation.parse(optionalViewSignature, in: session).value("VIEW")?.view else {
                for constraint in session.scene.constraints { session.emit("\(constraint.name) \(constraint.debugDescription)") }
                return
            }
            for constraint in session.scene.constraints(affecting: view) where constraint.kind != .nonNegativeSize {
                let name = constraint.isUserConstraint ? "\(constraint.name) " : ""
                session.emit(name + constraint.debugDescription)
            }
        },
        Command(
            name: "tree", summary: "Print the view tree with frames, as _autolayoutTrace marks it.",
            signature: .none, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            _ = try invocation.parse(.none)
            let ambiguous = session.scene.ambiguousLayout()
            func visit(_ view: View, depth: Int) {
                let marker = view === session.scene.window ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
                var line = String(repeating: "|   ", count: depth) + "\(marker)\(view.className):\(view.name) \(view.frame)"
                if let entry = ambiguous.first(where: { $0.view === view }) { line += " - " + ambiguityLine(entry) }
                session.emit(line)
                for subview in view.subviews { visit(subview, depth: depth + 1) }
            }
            visit(session.scene.window, depth: 0)
        },
    ] }

    static func ambiguityLine(_ entry: Scene.AmbiguousView) -> String {
        let parts = zip(entry.attributes, entry.ranges).map { attribute, range in
            "\(entry.view.name).\(attribute.rawValue){\(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))}"
        }
        return "AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
    }

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
