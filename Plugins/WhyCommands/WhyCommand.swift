import Commands
import PluginSupport
import Layout
import ScriptSyntax

/// `why VIEW.ATTRIBUTE`: the constraints that fix a value, read from the solver, followed to
/// the ones that decide it (see ``WhyReport``).
enum WhyCommand {
    /// The attributes `why` explains, by the names a user types.
    static let attributes: [(String, LayoutAttribute)] = [
        ("width", .width), ("height", .height), ("x", .minX), ("minX", .minX), ("left", .left), ("leading", .leading),
        ("y", .minY), ("minY", .minY), ("top", .top), ("right", .right), ("trailing", .trailing), ("bottom", .bottom),
        ("centerX", .centerX), ("centerY", .centerY), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]

    /// Every name, `frame` included (its four values, each explained).
    static let names = attributes.map(\.0) + ["frame"]

    static let signature = Signature(.argument(Parameter(
        "VIEW.ATTRIBUTE", .path, help: "a view and an attribute: width, height, x, y, an edge, a centre, a baseline or frame",
        expected: "VIEW.ATTRIBUTE, such as header.height")))

    static var command: Command { Command(
        name: "why", summary: "Explain a view's size, position or frame: the constraints that fix it and those that lost.",
        discussion: """
            ATTRIBUTE is width, height, x (minX), y (minY), left, right, leading, trailing,
            top, bottom, centerX, centerY, firstBaseline, lastBaseline (in the superview's
            coordinates) or frame (its x, y, width and height in turn). Each line is a
            constraint whose symbol expresses the value in the solved engine: 'holds' for a
            required one that is tight, 'optional, met exactly' for one that could give way;
            BROKEN marks one the engine broke (it is kept just below required), and whether
            it holds now. Then the constraints on the view that are not met: 'decides it' for
            one without which the value would move (the value it would take is given), 'lost'
            for one that gave way without moving it (a compression resistance squeezed). A
            'because' section explains what a deciding constraint ties the view to, down to
            the constants you can change. A value nothing fixes is ambiguous; so is one only
            an inequality holds where the engine left it: AMBIGUOUS then gives its range.
              why header.height
              why label.frame
            """,
        signature: signature, changesModel: false,
        examplesPresume: ExampleScenes.header
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
        var report = WhyReport(scene: session.scene)
        if attributeName == "frame" {
            let frame = view.frame
            report.lines.append("\(text) = \(frame)")
            for (name, attribute) in [("x", LayoutAttribute.minX), ("y", .minY), ("width", .width), ("height", .height)] {
                report.explain(view, attribute, named: "\(view.name).\(name)")
            }
        } else {
            guard let attribute = attributes.first(where: { $0.0 == attributeName })?.1 else {
                throw SyntaxError(expected: "one of " + names.joined(separator: ", "), found: "'\(attributeName)'",
                                  at: token.location, length: token.length)
            }
            report.explain(view, attribute, named: text)
        }
        for line in report.lines { session.emit(line) }
    } }
}
