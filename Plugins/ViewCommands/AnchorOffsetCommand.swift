import Commands
import Layout
import ScriptSyntax

/// `offset NAME from A.ANCHOR to B.ANCHOR`: UIKit's `anchorWithOffset(to:)`, the distance
/// between two anchors of one axis as a dimension that constraints can use
/// (`gap1.width == gap2.width` for equal gaps without spacer views).
///
/// The model holds the dimension as a custom layout guide that spans the two anchors: along
/// the axis its start edge is the first anchor and its end edge the second, so its width
/// (height) is the distance from the first to the second; across the axis it sits at its
/// owner's start edge, zero thick, so it is never ambiguous. UIKit documents the dimension's
/// value but not how it is held; the guide is the model's way, and it prints as the guide it
/// is. Like every size in the model, the distance is never negative: anchors given in the
/// wrong order make the guide's size floor conflict with them.
enum AnchorOffsetCommand {
    static let signature = Signature(
        .argument(Parameter("NAME", .newName, help: "the dimension's name (a guide's)", expected: "a name for the dimension")),
        .clause(Clause("from", Parameter("A.ANCHOR", .path, help: "where the distance starts, such as a.trailing",
                                         expected: "VIEW.ANCHOR after from, such as a.trailing"), help: "the first anchor", optional: false)),
        .clause(Clause("to", Parameter("B.ANCHOR", .path, help: "where it ends, such as b.leading",
                                       expected: "VIEW.ANCHOR after to, such as b.leading"), help: "the second anchor", optional: false)),
        .clause(Clause("in", Parameter("VIEW", .view, expected: "the owning view's name"),
                       help: "the view that owns it (the anchors' nearest common superview by default)"))
    )

    static var command: Command {
        Command(
            name: "offset", summary: "A dimension from one anchor to another (UIKit's anchorWithOffset(to:)), for equal gaps.",
            discussion: """
                NAME.width (for x-axis anchors) or NAME.height (y-axis) is the distance from the
                first anchor to the second; constrain it as any dimension. Both anchors must be
                on one axis: left, right, leading, trailing or centerX; top, bottom or centerY.
                The model holds the dimension as a custom layout guide spanning the two anchors.
                Example, equal gaps between a, b and c (as UIKit's
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)):
                  offset gap1 from a.trailing to b.leading
                  offset gap2 from b.trailing to c.leading
                  constrain gap1.width == gap2.width
                """,
            signature: signature,
            examplesPresume: ExampleSetup(scene: ["view a", "view b", "view c"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            let nameToken = try arguments.token("NAME")
            let (first, firstAttribute) = try anchor(try arguments.token("A.ANCHOR"), session)
            let (second, secondAttribute) = try anchor(try arguments.token("B.ANCHOR"), session)
            guard firstAttribute.axis == secondAttribute.axis else {
                let token = try arguments.token("B.ANCHOR")
                throw SyntaxError(expected: "an anchor on the same axis as \(firstAttribute.rawValue)", found: token.quotedForMessage,
                                  at: token.location, length: token.length)
            }
            guard let owner = arguments.value("VIEW")?.view ?? View.nearestCommonSuperview(of: [first, second]) else {
                throw SyntaxError(message: "\(first.name) and \(second.name) have no common superview: say which view owns the dimension with in VIEW",
                                  found: nameToken.quotedForMessage, at: nameToken.location, length: nameToken.length)
            }
            let scene = session.scene
            let guide: LayoutGuide
            do throws(LayoutError) {
                guide = try scene.addLayoutGuide(named: nameToken.text, to: owner)
            } catch {
                throw SyntaxError(message: error.description, found: nameToken.quotedForMessage, at: nameToken.location, length: nameToken.length)
            }
            let horizontal = firstAttribute.axis == .horizontal
            let directional = [firstAttribute, secondAttribute].contains { $0 == .leading || $0 == .trailing }
            let (start, end): (LayoutAttribute, LayoutAttribute) = horizontal ? (directional ? (.leading, .trailing) : (.left, .right)) : (.top, .bottom)
            // Across the axis the guide sits at its owner's leading edge, so a right-to-left
            // layout mirrors it with everything else.
            let (crossStart, crossSize): (LayoutAttribute, LayoutAttribute) = horizontal ? (.top, .height) : (.leading, .width)
            var made: [LayoutConstraint] = []
            func add(_ attribute: LayoutAttribute, _ item: View?, _ itemAttribute: LayoutAttribute?) {
                made.append(scene.makeHeldConstraint(guide, attribute, .equal, item, itemAttribute,
                                                     name: "\(guide.name).offset.\(made.count + 1)", identifier: "anchorWithOffset"))
            }
            add(start, first, firstAttribute)
            add(end, second, secondAttribute)
            add(crossStart, owner, crossStart)
            add(crossSize, nil, nil)
            scene.hold(made, on: guide)
        }
    }

    /// `VIEW.ANCHOR` read as a view (or guide) and one of its anchors.
    static func anchor(_ token: Token, _ session: Session) throws(SyntaxError) -> (View, LayoutAttribute) {
        let text = token.text
        guard let dot = text.lastIndex(of: "."),
              let view = session.scene.viewOrGuide(named: String(text[..<dot])) else {
            throw SyntaxError(expected: "VIEW.ANCHOR with an existing view, such as a.trailing", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        let anchors: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .top, .bottom, .centerY]
        guard let attribute = LayoutAttribute.userAttribute(named: String(text[text.index(after: dot)...])), anchors.contains(attribute) else {
            throw SyntaxError(expected: "an anchor: " + anchors.map(\.rawValue).joined(separator: ", "),
                              found: "'\(text[text.index(after: dot)...])'", at: token.location, length: token.length)
        }
        return (view, attribute)
    }
}
