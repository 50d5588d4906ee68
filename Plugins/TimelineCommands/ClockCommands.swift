import Commands
import Layout
import Timeline

/// Moving the clock, and listing what is on it.
enum ClockCommands {
    static let seekSignature = Signature(.argument(Parameter("TIME", .number, help: "seconds since the session began", expected: "a time in seconds")))
    static let stepSignature = Signature(.argument(Parameter("SECONDS", .number, help: "how far to move the clock", expected: "a number of seconds")))

    static var seek: Command { Command(
        name: "seek", summary: "Move the clock to a time; completions run as their animations end.",
        signature: seekSignature
    ) { invocation, session throws(SyntaxError) in
        let time = try invocation.parse(seekSignature, in: session).number("TIME")
        try move(to: time, invocation, session)
    } }

    static var step: Command { Command(
        name: "step", summary: "Move the clock on by some seconds.",
        signature: stepSignature
    ) { invocation, session throws(SyntaxError) in
        let seconds = try invocation.parse(stepSignature, in: session).number("SECONDS")
        try move(to: session.timeline.now + seconds, invocation, session)
    } }

    /// ``advance(to:_:_:)``, then says where the clock is.
    static func move(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        try advance(to: time, invocation, session)
        session.emit("now \(formatSeconds(session.timeline.now)) s")
    }

    /// Advances the clock to `time`, stopping at each scheduled block due on the way (an
    /// animation's completion at its end, an `at` block at its time) to run it with the clock
    /// there; it may schedule more, which can come due on the way too. Blocks run by time,
    /// then in the order they were scheduled.
    static func advance(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        guard time.isFinite, time >= 0, time <= 86_400 else {
            throw SyntaxError(expected: "a time from 0 to 86400 seconds", found: "'\(formatSeconds(time))'", at: invocation.end)
        }
        let timeline = session.timeline
        var runs = 0
        while let next = timeline.nextDue(through: time) {
            runs += 1
            guard runs <= maximumBlockRuns else {
                throw SyntaxError(message: "more than \(maximumBlockRuns) scheduled blocks ran on the way to \(formatSeconds(time)) s (a block that schedules itself?)",
                                  found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location)
            }
            timeline.setNow(max(timeline.now, next.time))
            timeline.unschedule(next)
            if let block = BlockStore.block(next.block, in: session) {
                try session.runBlock(block.tokens, lines: block.lines, at: invocation.nameToken.location)
                session.scene.layoutIfNeeded()
            }
        }
        timeline.setNow(time)
    }

    /// A bound on the blocks one move of the clock runs, so a block that schedules itself
    /// at the same instant fails the line instead of running forever.
    static let maximumBlockRuns = 10_000

    static var timeline: Command { Command(
        name: "timeline", summary: "List the animations: when, curve, what moves, and whether each is done.",
        signature: .none, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        _ = try invocation.parse(.none)
        let timeline = session.timeline
        session.emit("now \(formatSeconds(timeline.now)) s")
        for animation in timeline.animations {
            let state = timeline.now >= animation.end ? "done" : timeline.now < animation.start ? "waiting" : "running"
            session.emit("animation \(animation.number): \(formatSeconds(animation.start))...\(formatSeconds(animation.end)) s \(describe(animation.curve)), \(state): "
                + animation.changes.keys.sorted().joined(separator: ", "))
        }
        for entry in timeline.scheduled {
            session.emit("scheduled \(entry.number): at \(formatSeconds(entry.time)) s" + (entry.animation.map { ", completion of animation \($0)" } ?? ""))
        }
    } }

    static func describe(_ curve: TimingCurve) -> String {
        if case .spring(let spring) = curve { return "spring(damping \(formatPoints(spring.damping)), velocity \(formatPoints(spring.velocity)))" }
        return TimingCurve.names.first { $0.1 == curve }?.0 ?? "bezier"
    }
}

/// `play to=T fps=N EXPRESSION...`: the clock runs from now to T in steps of 1/N second,
/// printing the expressions at each frame (completions run on the way, as with `seek`).
enum PlayCommand {
    static let maximumFrames = 10_000

    static var command: Command { Command(
        name: "play", summary: "Run the clock to a time, printing values at each frame.",
        usage: "play to=T [fps=N] EXPRESSION...",
        discussion: """
            One line per frame, from now to T (60 frames a second unless fps= says otherwise):
              play to=0.75 fps=4 picker.presentationAlpha t.cell3.presentationFrame.y
            """,
        arguments: [.path], options: ["to", "fps"]
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: ["to", "fps"])
        guard let end = try invocation.numberOption("to") else {
            throw SyntaxError(expected: "to=T, the time to play to", found: "end of input", at: invocation.end)
        }
        let fps = try invocation.numberOption("fps") ?? 60
        guard fps > 0, fps <= 1000 else {
            throw SyntaxError(expected: "fps= from 1 to 1000", found: "'\(formatPoints(fps))'", at: invocation.end)
        }
        let start = session.timeline.now
        guard end >= start else {
            throw SyntaxError(expected: "to= a time not before now (\(formatSeconds(start)) s)", found: "'\(formatPoints(end))'", at: invocation.end)
        }
        let frames = Int(((end - start) * fps).rounded(.up))
        guard frames <= maximumFrames else {
            throw SyntaxError(expected: "at most \(maximumFrames) frames (fewer fps or a nearer to=)", found: "\(frames) frames", at: invocation.end)
        }
        var parser = ExpressionParser(tokens: invocation.positional, end: invocation.end)
        let expressions = try parser.parseList(expected: "the values to print at each frame")
        guard parser.isAtEnd else {
            let leftover = ArgumentReader(tokens: Array(invocation.positional.dropFirst(parser.consumed)), end: invocation.end)
            throw leftover.error(expected: "an expression or end of command")
        }
        for frame in 0...frames {
            let time = min(end, start + Double(frame) / fps)
            try ClockCommands.advance(to: time, invocation, session)
            let environment = ExpressionEnvironment.current(session)
            var values: [String] = []
            for expression in expressions { values.append("\(try expression.evaluate(in: environment))") }
            session.emit("\(formatSeconds(time)) s: " + values.joined(separator: ", "))
        }
    } }
}
