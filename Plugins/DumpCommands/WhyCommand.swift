import Commands
import Layout

/// `why VIEW.ATTRIBUTE`: the constraints that fix a value, read from the solver.
enum WhyCommand {
    /// The attributes `why` explains, as the engine's own variables.
    static let attributes: [(String, LayoutAttribute)] = [
        ("width", .width), ("height", .height), ("x", .minX), ("minX", .minX), ("left", .minX), ("leading", .minX),
        ("y", .minY), ("minY", .minY), ("top", .minY),
    ]

    static let signature = Signature(.argument(Parameter(
        "VIEW.ATTRIBUTE", .path, help: "a view and width, height, x (left, leading) or y (top)",
        expected: "VIEW.ATTRIBUTE, such as header.height")))

    static var command: Command { Command(
        name: "why", summary: "Explain a view's width, height or position: the constraints that fix it, from the solver.",
        discussion: """
            ATTRIBUTE is width, height, x (left, leading) or y (top), in the superview's
            coordinates. Each line is a constraint whose symbol expresses the value in the
            solved engine: 'holds' for a required one that is tight, 'optional, met exactly' for
            one that could give way; BROKEN marks one the engine broke, and whether it holds
            now. A value nothing fixes is ambiguous.
              why header.height
            """,
        signature: signature, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        let token = try invocation.parse(signature).token("VIEW.ATTRIBUTE")
        let text = token.text
        let parts = text.split(separator: ".").map(String.init)
        guard parts.count >= 2, let attributeName = parts.last,
            let view = session.scene.view(named: parts.dropLast().joined(separator: "."))
        else {
            throw SyntaxError(expected: "VIEW.ATTRIBUTE with an existing view, such as header.height", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        guard let attribute = attributes.first(where: { $0.0 == attributeName })?.1 else {
            throw SyntaxError(expected: "one of " + attributes.map(\.0).joined(separator: ", "), found: "'\(attributeName)'",
                              at: token.location, length: token.length)
        }
        let explained = session.scene.explanation(of: view, attribute)
        session.emit("\(text) = \(formatPoints(explained.value))" + (explained.isDetermined ? ", fixed by:" : ""))
        guard explained.isDetermined, !explained.reasons.isEmpty else {
            session.emit("  nothing fixes it: it is free within what the other constraints allow (ambiguous)")
            return
        }
        // A constraint may stand in the row twice (an inequality's slack and its error): once.
        var seen = Set<ObjectIdentifier>()
        for reason in explained.reasons where seen.insert(ObjectIdentifier(reason.constraint)).inserted {
            let constraint = reason.constraint
            let state: String
            if reason.isBroken {
                let violation = session.scene.violation(of: constraint) ?? 0
                state = violation == 0 ? "BROKEN, holds now" : "BROKEN, off by \(formatPoints(violation)) pt"
            } else if constraint.priority.isRequired {
                state = "holds"
            } else {
                state = "optional, met exactly"
            }
            // The implicit size floor prints as what it is, not as an inactive constraint.
            let description = constraint.kind == .nonNegativeSize
                ? "\(constraint.firstItem.name).\(constraint.firstAttribute.rawValue) >= 0 (a size is never negative)"
                : constraint.debugDescription
            session.emit("  \(state): \(description)")
        }
    } }
}
