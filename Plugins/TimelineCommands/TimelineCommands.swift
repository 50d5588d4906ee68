public import Commands
import Layout
import Tables
import Timeline

/// Time: `animate` with its completion cascades, the clock (`seek`, `step`), `timeline`, and
/// each view's presentation (`presentationFrame`, `presentationAlpha`): what is on screen at
/// the clock's time while the model already holds the end state.
public enum TimelineCommands: Plugin {
    public static let name = "TimelineCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in [AnimateCommand.command, AtCommand.command, ClockCommands.seek, ClockCommands.step, PlayCommand.command, ClockCommands.timeline] {
            try registry.register(command, from: name)
        }
        try registry.register(properties: PresentationProperties.all, for: "view", from: name)
        try registry.register(properties: PresentationProperties.scrolling, for: "scrollView", from: name)
    }
}

/// What is on screen of a view at the clock's time.
enum PresentationProperties {
    static let all: [Property] = [
        Property("presentationFrame", .rect, help: "The frame on screen now: mid-animation, between the frame before and the model's.",
                 get: { (view: View, session: Session) in .rect(session.scene.timeline.presentation(of: view).frame) }),
        Property("presentationAlpha", .number(.unit), help: "The alpha on screen now (an animation may be fading it).",
                 get: { (view: View, session: Session) in .number(session.scene.timeline.presentation(of: view).alpha) }),
    ]

    /// A scroll view's content offset and size on screen, and the indicator drawn from them.
    static let scrolling: [Property] = [
        Property("presentationContentOffset", .point, help: "The content offset on screen now (the bounds origin, animated as bounds are).",
                 get: { (view: ScrollView, session: Session) in .point(session.scene.timeline.presentation(of: view).contentOffset) }),
        Property("presentationContentSize", .size, help: "The content size on screen now: updates and animate blocks move it over their duration.",
                 get: { (view: ScrollView, session: Session) in .size(session.scene.timeline.presentation(of: view).contentSize) }),
        Property("presentationIndicator", .optional(.summary, none: "hidden"),
                 help: "The vertical scroll indicator on screen now, from the presented content size and offset.",
                 get: { (view: ScrollView, session: Session) in
                     let shown = session.scene.timeline.presentation(of: view)
                     guard let indicator = view.verticalIndicator(contentSize: shown.contentSize, offset: shown.contentOffset) else { return .none("hidden") }
                     return .summary("y \(formatPoints(indicator.position)), length \(formatPoints(indicator.length))")
                 }),
    ]
}
