import Commands
import Layout
import PluginSupport
import ScriptSyntax

/// The inspection commands that print the tree, the constraints, the broken ones and the
/// ambiguous views: the short forms of `dump` (issue 12 puts them beside it). `ambiguity`
/// came with `tree`, which prints the same ambiguity line.
enum InspectionCommands {
    static var all: [Command] { [
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
            discussion: """
                + a view placed by its frame (autoresizing mask), * by constraints, • the window.
                tree ids: each view made by load shows its Interface Builder id (id=Hdr-8d-K2x).
                """,
            signature: treeSignature, changesModel: false
        ) { invocation, session throws(SyntaxError) in
            let showsIDs = try invocation.parse(treeSignature, in: session).has("ids")
            let ambiguous = Dictionary(session.scene.ambiguousLayout().map { (ObjectIdentifier($0.view), $0) }, uniquingKeysWith: { first, _ in first })
            var marks: Set<String> = []
            // Depth first, parents before children, with a stack of its own: a tree thousands
            // of views deep (an imported description) must not exhaust the call stack.
            var pending: [(view: View, depth: Int)] = [(session.scene.window, 0)]
            while let (view, depth) = pending.popLast() {
                let marker = view === session.scene.window ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
                marks.insert(marker)
                var line = String(repeating: "|   ", count: depth) + "\(marker)\(view.className):\(view.name) \(view.frame)"
                if showsIDs, let id = session.origin(of: view) { line += " id=\(id)" }
                if let entry = ambiguous[ObjectIdentifier(view)] { line += " - " + ambiguityLine(entry) }
                session.emit(line)
                pending += view.subviews.reversed().map { ($0, depth + 1) }
            }
            // The marks used, explained, as render explains its own.
            session.emit(Self.treeLegend.filter { marks.contains($0.mark) }.map { "\($0.mark) \($0.meaning)" }.joined(separator: ", "))
        },
    ] }

    /// What `tree`'s marks say, in the order its legend lists them.
    static let treeLegend: [(mark: String, meaning: String)] = [
        ("•", "the window"), ("+", "placed by its frame (autoresizing mask)"), ("*", "placed by constraints"),
    ]

    static func ambiguityLine(_ entry: Scene.AmbiguousView) -> String {
        let parts = zip(entry.attributes, entry.ranges).map { attribute, range in
            "\(entry.view.name).\(attribute.rawValue){\(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))}"
        }
        return "AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
    }

    static let treeSignature = Signature(.clause(Clause("ids", help: "show the Interface Builder id of each view load made")))

    static let optionalViewSignature = Signature(.argument(Parameter("VIEW", .view, help: "the window by default", optional: true)))
}
