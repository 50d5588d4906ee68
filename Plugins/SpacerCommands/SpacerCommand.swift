import Commands
import Layout
import ScriptSyntax

/// `spacer NAME horizontal|vertical between FIRST SECOND [length=POINTS]`.
enum SpacerCommand {
    static let signature = Signature(
        .argument(Parameter("NAME", .newName, help: "the spacer's name", expected: "a name for the spacer")),
        .argument(Parameter("AXIS", .keyword(["horizontal", "vertical"]),
                           help: "along a row (FIRST's trailing to SECOND's leading) or down a column (FIRST's bottom to SECOND's top)",
                           expected: "an axis: horizontal or vertical", usage: "horizontal|vertical")),
        .clause(Clause("between", Parameter("FIRST", .view, expected: "the view before the spacer"),
                       Parameter("SECOND", .sibling(of: "FIRST")),
                       help: "two views of one superview, the first before the space", optional: false)),
        options: [KeyOption("length", .number, valueName: "POINTS", help: "fixes the space (a required width or height constraint)",
                            range: NumberDomain.length.range)]
    )

    static var command: Command {
        Command(
            name: "spacer", summary: "Put a hidden spacer view between two sibling views.",
            discussion: """
                The spacer goes in the views' superview, hidden and placed by constraints: along the
                axis it runs from FIRST to SECOND; across it, it lines up with FIRST. It prints the
                constraints it makes. Without length= it measures the gap the other constraints
                leave (print NAME.length); with it, or with set NAME.length = POINTS later, it fixes
                the gap and SECOND moves. Equal spacers spread views evenly, as in UIKit code
                written before UIStackView. Examples:
                  spacer gap vertical between title body length=8
                  spacer s1 horizontal between a b; spacer s2 horizontal between b c
                  s2.width == s1.width
                """,
            signature: signature,
            examplesPresume: ExampleSetup(scene: ["view title", "view body", "view a", "view b", "view c"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            let nameToken = try arguments.token("NAME")
            let axis: LayoutAttribute.Axis = arguments.value("AXIS")?.text == "vertical" ? .vertical : .horizontal
            let first = try arguments.view("FIRST")
            let second = try arguments.view("SECOND")
            // The sibling kind has checked that SECOND shares FIRST's superview.
            guard let parent = first.superview else {
                throw arguments.error(at: "FIRST", message: "'\(first.name)' has no superview to put a spacer in")
            }
            let spacer = Spacer(name: nameToken.text, axis: axis)
            do throws(LayoutError) {
                try session.scene.add(spacer, to: parent)
                for tie in ties(spacer, first, second, length: arguments.numberOption("length")) {
                    let constraint = try session.scene.addConstraint(tie.item, tie.attribute, .equal, tie.other, tie.otherAttribute,
                                                                     constant: tie.constant)
                    session.emit("\(constraint.name): \(constraint.scriptForm)")
                }
            } catch {
                // The interpreter rolls the whole line back: no half-made spacer stays.
                throw SyntaxError(message: error.description, found: nameToken.quotedForMessage, at: nameToken.location,
                                  length: nameToken.length)
            }
        }
    }

    /// One constraint to make: `item.attribute == other.otherAttribute + constant`.
    struct Tie {
        let item: View
        let attribute: LayoutAttribute
        let other: View?
        let otherAttribute: LayoutAttribute?
        var constant = 0.0
    }

    /// What holds the spacer: its two ends on FIRST and SECOND along the axis, its sides on
    /// FIRST's across it (so it is never ambiguous), and its length when one is given. SECOND
    /// is tied to the spacer's far end, as a visual format writes `[first][spacer][second]`.
    static func ties(_ spacer: Spacer, _ first: View, _ second: View, length: Double?) -> [Tie] {
        let (start, end, side, otherSide): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            spacer.axis == .horizontal ? (.leading, .trailing, .top, .bottom) : (.top, .bottom, .leading, .trailing)
        var ties = [
            Tie(item: spacer, attribute: start, other: first, otherAttribute: end),
            Tie(item: second, attribute: start, other: spacer, otherAttribute: end),
            Tie(item: spacer, attribute: side, other: first, otherAttribute: side),
            Tie(item: spacer, attribute: otherSide, other: first, otherAttribute: otherSide),
        ]
        if let length { ties.append(Tie(item: spacer, attribute: spacer.lengthAttribute, other: nil, otherAttribute: nil, constant: length)) }
        return ties
    }
}
