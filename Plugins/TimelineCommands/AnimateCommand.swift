import Commands
import PluginSupport
import Layout
import Timeline
import ScriptSyntax

/// `animate DURATION [delay=D] [curve=NAME] [damping=Z velocity=V] { ... } [completion { ... }]`:
/// `UIView.animate(withDuration:delay:options:animations:completion:)`.
///
/// The block runs at once and the model takes its end state, laid out (as `layoutIfNeeded`
/// inside an animation block does); the views that moved or faded get an animation on the
/// timeline from what was on screen before to the new state. The completion block runs when
/// the clock passes the animation's end (`seek`, `step`), and may start the next stage.
enum AnimateCommand {
    static let signature = Signature(
        .argument(Parameter("DURATION", .number, help: "seconds", expected: "a duration in seconds, from 0 to 3600", range: 0...3600)),
        .argument(Parameter("ANIMATIONS", .block, help: "the changes to animate", expected: "'{' and the commands to animate",
                           usage: "{ COMMANDS }")),
        .clause(Clause("completion", Parameter("COMPLETION", .block, help: "commands to run when the animation ends",
                                               expected: "'{' and the commands to run when it ends", usage: "{ COMMANDS }"),
                       help: "runs when the clock passes the animation's end")),
        options: [
            KeyOption("delay", .number, valueName: "D", help: "seconds before it starts", range: 0...3600),
            KeyOption("curve", .choice(TimingCurve.names.map(\.0)), valueName: "CURVE", help: "easeInOut by default"),
            KeyOption("damping", .number, valueName: "Z", help: "a spring's damping ratio (0 < Z <= 10)", range: 0...10),
            KeyOption("velocity", .number, valueName: "V", help: "a spring's initial velocity", range: -1000...1000),
        ]
    )

    static var command: Command { Command(
        name: "animate", summary: "Animate what a block changes: frames and alpha move from before to after on the timeline.",
        discussion: """
            The model jumps to the end state at once; print VIEW.presentationFrame and
            VIEW.presentationAlpha show what is on screen at the clock's time. damping= makes it
            UIKit's spring (usingSpringWithDamping:initialSpringVelocity:). seek and step move the
            clock and run completions as their animations end, in order of end time.
              animate 0.25 { set picker.alpha = 0 } completion { animate 0.5 { rows hide t 2; updates t } }
            """,
        signature: signature,
        examplesPresume: ExampleScenes.timeline
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let duration = try arguments.number("DURATION")
        if let damping = arguments.numberOption("damping"), damping <= 0 {
            throw arguments.error(atOption: "damping", expected: "damping= above 0, at most 10")
        }
        let curve: TimingCurve = arguments.numberOption("damping").map { damping in
            .spring(Spring(damping: damping, velocity: arguments.numberOption("velocity") ?? 0, duration: duration))
        } ?? TimingCurve.names.first { $0.0 == arguments.textOption("curve") }?.1 ?? .easeInOut
        let block = arguments.tokens("ANIMATIONS")
        let blockLocation = arguments.entry("ANIMATIONS")?.location ?? invocation.end
        let completion = arguments.has("COMPLETION") ? arguments.tokens("COMPLETION") : nil
        let timeline = session.scene.timeline
        guard let animation = try timeline.animating(
            duration: duration, delay: arguments.numberOption("delay") ?? 0, curve: curve, in: session.scene,
            { () throws(SyntaxError) in try session.runBlock(block, at: blockLocation) }
        ) else {
            // Nested in another animate block: its changes are that animation's.
            if let completion { try session.runBlock(completion, at: blockLocation) }
            return
        }
        if let completion {
            timeline.schedule(block: session.keep(block: completion), at: animation.end, completing: animation.number)
        }
        let moved = animation.changes.keys.sorted()
        session.emit("animation \(animation.number): \(formatSeconds(animation.start))...\(formatSeconds(animation.end)) s, \(moved.isEmpty ? "nothing moves" : moved.joined(separator: ", "))")
    } }
}

/// Seconds as the timeline prints them: `0.25`, `1`.
func formatSeconds(_ value: Double) -> String {
    formatPoints(value)
}
