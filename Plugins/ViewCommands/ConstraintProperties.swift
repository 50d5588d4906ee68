import Commands
import Layout

/// The properties of constraints.
enum ConstraintProperties {
    static let all: [Property] = [
        .constraint("constant", get: { constraint, _ in formatPoints(constraint.constant) }, set: { constraint, reader, session throws(SyntaxError) in
            session.scene.setConstant(try reader.number("a number"), of: constraint)
        }),
        .constraint("priority", get: { constraint, _ in String(constraint.priority.value) }, set: { constraint, reader, session throws(SyntaxError) in
            let token = reader.next
            let priority = try Values.priority(&reader)
            do throws(LayoutError) {
                try session.scene.setPriority(priority, of: constraint)
            } catch {
                throw SyntaxError(message: error.description, found: token?.quotedForMessage ?? "end of input",
                                  at: token?.location ?? reader.end, length: token?.length ?? 1)
            }
        }),
        .constraint("active", get: { constraint, _ in Values.format(constraint.isActive) }, set: { constraint, reader, session throws(SyntaxError) in
            let token = reader.next
            if try Values.bool(&reader) {
                do throws(LayoutError) {
                    try session.scene.activate(constraint)
                } catch {
                    throw SyntaxError(message: error.description, found: token?.quotedForMessage ?? "end of input",
                                      at: token?.location ?? reader.end, length: token?.length ?? 1)
                }
            } else {
                session.scene.deactivate(constraint)
            }
        }),
        .constraint("identifier", get: { constraint, _ in constraint.identifier.map { "\"\($0)\"" } ?? "nil" }, set: { constraint, reader, _ throws(SyntaxError) in
            constraint.identifier = reader.keyword("nil") != nil ? nil : try reader.text("an identifier in quotes")
        }),
        .constraint("multiplier", get: { constraint, _ in formatPoints(constraint.multiplier) }),
        .constraint("broken", get: { constraint, session in Values.format(session.scene.isBroken(constraint)) }),
        .constraint("installed", get: { constraint, session in Values.format(session.scene.isInstalled(constraint)) }),
        .constraint("equation", get: { constraint, _ in constraint.scriptForm }),
    ]
}
