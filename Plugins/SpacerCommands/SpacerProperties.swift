import Commands
import Layout
import ScriptSyntax

/// The properties of spacers (every view property too: `spacer` is a kind of `view`).
enum SpacerProperties {
    static let all: [Property] = [length]

    /// `length`: reads the frame; writing fixes it with a constraint, so the views beside move.
    static let length = Property(
        "length", .number(.length),
        help: "The space held: the width (horizontal) or height (vertical) as last laid out; setting it makes or changes a required width or height constraint.",
        get: { (spacer: Spacer, _: Session) in .number(spacer.length) },
        set: { (spacer: Spacer, value: Value, session: Session) throws(ValueError) in
            let length = try value.number()
            if let constraint = spacer.lengthConstraint(in: session.scene) {
                session.scene.setConstant(length, of: constraint)
                return
            }
            do throws(LayoutError) {
                let constraint = try session.scene.addConstraint(spacer, spacer.lengthAttribute, .equal, nil, nil, constant: length)
                session.emit("\(constraint.name): \(constraint.scriptForm)")
            } catch {
                throw ValueError(message: error.description)
            }
        })
}
