public import Commands
import Layout
import Timeline

/// Time: `animate` with its completion cascades, the clock (`seek`, `step`), `timeline`, and
/// each view's presentation (`presentationFrame`, `presentationAlpha`): what is on screen at
/// the clock's time while the model already holds the end state.
public enum TimelineCommands: Plugin {
    public static let name = "TimelineCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in [AnimateCommand.command, ClockCommands.seek, ClockCommands.step, PlayCommand.command, ClockCommands.timeline] {
            try registry.register(command, from: name)
        }
        try registry.register(properties: PresentationProperties.all, for: "view", from: name)
    }
}

/// What is on screen of a view at the clock's time.
enum PresentationProperties {
    static let all: [Property] = [
        Property("presentationFrame", .rect, help: "The frame on screen now: mid-animation, between the frame before and the model's.",
                 get: { (view: View, session: Session) in .rect(session.timeline.presentation(of: view).frame) }),
        Property("presentationAlpha", .number(.unit), help: "The alpha on screen now (an animation may be fading it).",
                 get: { (view: View, session: Session) in .number(session.timeline.presentation(of: view).alpha) }),
    ]
}
