import Commands
import Layout
import Timeline

/// `at T { COMMANDS }`: runs the commands when the clock reaches T, as a completion runs at
/// its animation's end (`DispatchQueue.main.asyncAfter` on the virtual clock).
///
/// The block waits on the timeline's schedule, which is part of the model: undo takes it
/// back, and a `seek` that runs it is undone with what it did. Due blocks run in order of
/// time, then of scheduling, completions and `at` blocks alike. T must not be in the past;
/// a block due now runs at the next clock command (`step 0` runs it), as `asyncAfter` with a
/// deadline of now runs on a later turn of the run loop, never inside the current one.
enum AtCommand {
    static var command: Command { Command(
        name: "at", summary: "Run commands when the clock reaches a time (seek, step and play run them on the way).",
        usage: "at TIME { COMMANDS }",
        discussion: """
            The block is scheduled, not run: the clock commands run it when they reach TIME, in
            order with animations' completions (by time, then by when each was scheduled).
              at 0.5 { print t.cell3.presentationFrame }
            """
    ) { invocation, session throws(SyntaxError) in
        let tokens = invocation.command.tokens
        let now = session.timeline.now
        guard tokens.count > 1, case .number(let time) = tokens[1].kind, time.isFinite, time >= now, time <= 86_400 else {
            throw AnimateCommand.error(at: 1, in: tokens, end: invocation.end, expected: "a time from now (\(formatSeconds(now)) s) to 86400 seconds")
        }
        guard let (block, next) = CommandSplitter.block(in: tokens, openingAt: 2) else {
            throw AnimateCommand.error(at: 2, in: tokens, end: invocation.end, expected: "'{' and the commands to run at \(formatSeconds(time)) s")
        }
        guard next == tokens.count else {
            throw AnimateCommand.error(at: next, in: tokens, end: invocation.end, expected: "the end of the command")
        }
        let entry = session.timeline.schedule(block: BlockStore.keep(block, in: session), at: time)
        session.emit("scheduled \(entry.number): at \(formatSeconds(time)) s")
    } }
}
