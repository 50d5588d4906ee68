import Commands
import Layout
import Solver

/// Commands that lay out and look at the result.
enum LayoutCommands {
    static var all: [Command] { [
        Command(
            name: "screen", aliases: ["device"], summary: "Show the scene on another screen, or print the screen.",
            usage: "screen [PRESET | WIDTH HEIGHT [scale=S] [safe=(T, L, B, R)]]",
            discussion: "Presets: " + Screen.presets.map { $0.names.joined(separator: " or ") }.joined(separator: "; ") + ".",
            arguments: [.keyword(Screen.presets.flatMap(\.names))], options: ["scale"]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: ["scale"])
            var reader = invocation.reader()
            if reader.isAtEnd {
                let screen = session.scene.screen
                session.emit("screen = \(screen.name) \(screen.size) @\(formatPoints(screen.scale))x safe area \(screen.safeAreaInsets)")
                return
            }
            if let token = reader.next, case .word(let name) = token.kind {
                reader.advance()
                try reader.expectEnd()
                guard let preset = Screen.preset(named: name) else {
                    throw SyntaxError(expected: "a screen preset: " + Screen.presets.map { $0.names[0] }.joined(separator: ", "),
                                      found: token.quotedForMessage, at: token.location, length: token.length)
                }
                session.scene.setScreen(preset)
                return
            }
            let size = try Values.numbers(2, &reader, what: "a screen width and height")
            var insets = EdgeInsets.zero
            if reader.keyword("safe") != nil { insets = try Values.insets(&reader) }
            try reader.expectEnd()
            let scale = try invocation.numberOption("scale") ?? 2
            guard size[0] > 0, size[1] > 0, [1, 2, 3].contains(scale) else {
                throw SyntaxError(expected: "a positive size and a scale of 1, 2 or 3", found: invocation.nameToken.quotedForMessage,
                                  at: invocation.nameToken.location, length: invocation.nameToken.length)
            }
            let name = "\(formatPoints(size[0]))x\(formatPoints(size[1]))@\(formatPoints(scale))x"
            session.scene.setScreen(Screen(name: name, size: Size(width: size[0], height: size[1]), scale: scale, safeAreaInsets: insets))
        },
        Command(
            name: "layout", summary: "Lay out now: setNeedsLayout and layoutIfNeeded on a view (the window by default).",
            usage: "layout [VIEW]",
            discussion: "Labels that wrap at their layout width measure again, from one line, as in UIKit's two-pass layout.",
            arguments: [.view]
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: [])
            var reader = invocation.reader()
            let view = reader.isAtEnd ? session.scene.window : try session.view(named: try reader.word("a view"))
            try reader.expectEnd()
            session.scene.layout(view)
        },
        Command(
            name: "fit", summary: "systemLayoutSizeFitting: the size a view's subtree wants.",
            usage: "fit VIEW [compressed | expanded | (W, H)] [h=PRIORITY] [v=PRIORITY]",
            discussion: "Targets default to compressed (0, 0), priorities to fittingSizeLevel (50).\n"
                + "Example: fit cell (320, 0) h=required",
            arguments: [.view, .keyword(["compressed", "expanded"])], options: ["h", "v"], changesModel: false
        ) { invocation, session throws(SyntaxError) in
            try invocation.checkOptions(allowed: ["h", "v"])
            var reader = invocation.reader()
            let token = try reader.word("a view")
            let view = try session.view(named: token)
            var target = Size.layoutFittingCompressedSize
            if reader.keyword("expanded") != nil {
                target = .layoutFittingExpandedSize
            } else if reader.keyword("compressed") == nil, !reader.isAtEnd {
                target = try Values.size(&reader)
            }
            try reader.expectEnd()
            let horizontal = try priorityOption("h", invocation) ?? .fittingSizeLevel
            let vertical = try priorityOption("v", invocation) ?? .fittingSizeLevel
            let size = session.scene.systemLayoutSizeFitting(
                view, target: target, horizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
            session.emit("\(view.name).fittingSize = \(size)")
        },
        Command(
            name: "ambiguity", summary: "List views whose layout the constraints do not determine.",
            usage: "ambiguity", changesModel: false
        ) { invocation, session throws(SyntaxError) in
            try invocation.reader().expectEnd()
            let found = session.scene.ambiguousLayout()
            if found.isEmpty { session.emit("no ambiguous layout") }
            for entry in found { session.emit(ambiguityLine(entry)) }
        },
        Command(
            name: "exercise", summary: "Show another frame an ambiguous view could have (exerciseAmbiguityInLayout).",
            usage: "exercise VIEW", arguments: [.view], changesModel: false
        ) { invocation, session throws(SyntaxError) in
            var reader = invocation.reader()
            let view = try session.view(named: try reader.word("a view"))
            try reader.expectEnd()
            guard let other = session.scene.exerciseAmbiguity(of: view) else {
                session.emit("\(view.name) is not ambiguous: its frame is \(view.frame)")
                return
            }
            session.emit("\(view.name).frame = \(view.frame), and could be \(other)")
        },
        Command(
            name: "conflicts", summary: "List the constraints the engine broke to resolve conflicts, and whether each holds now.",
            usage: "conflicts", changesModel: false
        ) { invocation, session throws(SyntaxError) in
            try invocation.reader().expectEnd()
            let broken = session.scene.constraints.filter { session.scene.isBroken($0) }
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
            usage: "constraints [VIEW]", arguments: [.view], changesModel: false
        ) { invocation, session throws(SyntaxError) in
            var reader = invocation.reader()
            if reader.isAtEnd {
                for constraint in session.scene.constraints { session.emit("\(constraint.name) \(constraint.debugDescription)") }
                return
            }
            let view = try session.view(named: try reader.word("a view"))
            try reader.expectEnd()
            for constraint in session.scene.constraints(affecting: view) where constraint.kind != .nonNegativeSize {
                let name = constraint.isUserConstraint ? "\(constraint.name) " : ""
                session.emit(name + constraint.debugDescription)
            }
        },
        Command(
            name: "tree", summary: "Print the view tree with frames, as _autolayoutTrace marks it.",
            usage: "tree", changesModel: false
        ) { invocation, session throws(SyntaxError) in
            try invocation.reader().expectEnd()
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

    private static func priorityOption(_ key: String, _ invocation: Invocation) throws(SyntaxError) -> Priority? {
        guard let (value, token) = invocation.option(key) else { return nil }
        let tokens = (try? Tokenizer.tokenize(value, line: token.location.line, column: token.location.column + key.count + 1)) ?? []
        var reader = ArgumentReader(tokens: tokens, end: token.location)
        let priority = try Values.priority(&reader)
        try reader.expectEnd()
        return priority
    }
}
