import Commands
import PluginSupport
import Layout
import Timeline
import ScriptSyntax

/// `at T { COMMANDS }`: runs the commands when the clock reaches T, as a completion runs at
/// its animation's end (`DispatchQueue.main.asyncAfter` on the virtual clock).
///
/// The block waits on the timeline's schedule, which is part of the model: undo takes it
/// back, and a `seek` that runs it is undone with what it did. Due blocks run in order of
/// time, then of scheduling, completions and `at` blocks alike. T must not be in the past;
/// a block due now runs at the next clock command (`step 0` runs it), as `asyncAfter` with a
/// deadline of now runs on a later turn of the run loop, never inside the current one.
enum AtCommand {
    static let signature = Signature(
        .argument(Parameter("TIME", .number, help: "seconds since the session began, not before now", expected: "a time in seconds")),
        .argument(Parameter("BLOCK", .block, help: "the commands to run then", expected: "'{' and the commands to run then",
                           usage: "{ COMMANDS }"))
    )

    static var command: Command { Command(
        name: "at", summary: "Run commands when the clock reaches a time (seek, step and play run them on the way).",
        discussion: """
            The block is scheduled, not run: the clock commands run it when they reach TIME, in
            order with animations' completions (by time, then by when each was scheduled).
              at 0.5 { print t.cell3.presentationFrame }
            """,
        signature: signature,
        examplesPresume: ExampleScenes.timeline.then(["animate 1 { rows hide t 1; updates t }"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let timeline = session.scene.timeline
        let time = try arguments.number("TIME")
        guard time >= timeline.now, time <= Timeline.latestTime else {
            throw arguments.error(at: "TIME", expected: "a time from now (\(formatSeconds(timeline.now)) s) to \(formatSeconds(Timeline.latestTime)) seconds")
        }
        let entry = timeline.schedule(block: session.keep(block: arguments.tokens("BLOCK")), at: time)
        session.emit("scheduled \(entry.number): at \(formatSeconds(time)) s")
    } }
}
