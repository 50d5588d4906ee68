import Commands
import Layout
import ScriptSyntax

/// The properties of constraints (`NSLayoutConstraint`).
enum ConstraintProperties {
    static let all: [Property] = [
        .constraint("constant", .number(.coordinate), "The constant added to the second item's attribute.",
                    get: { constraint, _ in .number(constraint.constant) },
                    set: { constraint, value, session throws(ValueError) in session.scene.setConstant(try value.number(), of: constraint) }),
        .constraint("priority", .priority, "1...1000; 1000 is required. A required constraint cannot become optional once installed.",
                    get: { constraint, _ in .priority(constraint.priority) },
                    set: { constraint, value, session throws(ValueError) in
                        let priority = try value.priority()
                        do throws(LayoutError) {
                            try session.scene.setPriority(priority, of: constraint)
                        } catch {
                            throw ValueError(error)
                        }
                    }),
        .constraint("active", .bool, "isActive: whether the constraint is in the engine.",
                    get: { constraint, _ in .bool(constraint.isActive) },
                    set: { constraint, value, session throws(ValueError) in
                        guard try value.bool() else { return session.scene.deactivate(constraint) }
                        do throws(LayoutError) {
                            try session.scene.activate(constraint)
                        } catch {
                            throw ValueError(error)
                        }
                    }),
        .constraint("identifier", .optional(.text, none: "nil"), "The identifier UIKit's log shows, or nil.",
                    get: { constraint, _ in constraint.identifier.map(Value.text) ?? .none("nil") },
                    set: { constraint, value, _ throws(ValueError) in constraint.identifier = value.isNone ? nil : try value.text() }),
        .constraint("multiplier", .number(.finite), "The factor on the second item's attribute (fixed when made).",
                    get: { constraint, _ in .number(constraint.multiplier) }),
        .constraint("broken", .bool, "Whether the engine broke it to resolve a conflict.",
                    get: { constraint, session in .bool(session.scene.isBroken(constraint)) }),
        .constraint("installed", .bool, "Whether it is active and its views are in one tree.",
                    get: { constraint, session in .bool(session.scene.isInstalled(constraint)) }),
        .constraint("equation", .summary, "The constraint as a constrain command would write it.",
                    get: { constraint, _ in .summary(constraint.scriptForm) }),
    ]
}
