import Commands
import Layout
import PluginSupport
import Timeline
import ScriptSyntax

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
        try move(to: session.scene.timeline.now + seconds, invocation, session)
    } }

    /// ``FrameClock/advance(to:_:_:)``, then says where the clock is.
    static func move(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        try FrameClock.advance(to: time, invocation, session)
        session.emit("now \(formatSeconds(session.scene.timeline.now)) s")
    }

    static var timeline: Command { Command(
        name: "timeline", summary: "List the animations: when, curve, what moves, and whether each is done.",
        signature: .none, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        _ = try invocation.parse(.none)
        let timeline = session.scene.timeline
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
    static let signature = Signature(
        .argument(Parameter("EXPRESSION", .expressions, help: "the values to print at each frame", expected: "the values to print at each frame",
                           usage: "EXPRESSION...")),
        options: [
            KeyOption("to", .number, valueName: "T", help: "the time to play to", required: true, range: 0...Timeline.latestTime),
            KeyOption("fps", .number, valueName: "N", help: "frames a second (60 by default)", range: 1...1000),
        ]
    )

    static var command: Command { Command(
        name: "play", summary: "Run the clock to a time, printing values at each frame.",
        discussion: """
            One line per frame, from now to T (60 frames a second unless fps= says otherwise):
              play to=0.75 fps=4 picker.presentationAlpha t.cell3.presentationFrame.y
            """,
        signature: signature,
        examplesPresume: ExampleScenes.timeline.then(["animate 0.5 { set picker.alpha = 0; rows hide t 1; updates t }"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        // The declaration requires to=: a number is there.
        guard let end = arguments.numberOption("to") else { throw arguments.error(atOption: "to", expected: "to=T") }
        let fps = arguments.numberOption("fps") ?? 60
        let start = session.scene.timeline.now
        guard end >= start else {
            throw arguments.error(atOption: "to", expected: "to= a time not before now (\(formatSeconds(start)) s)")
        }
        // Counted as a Double first: the range of to= keeps it far below Int.max, and a frame
        // count past the limit is refused before it becomes one. The count and the message are
        // render's: one line for each frame render would draw.
        let frameCount = Timeline.frameCount(from: start, to: end, fps: fps)
        guard frameCount <= Double(Timeline.maximumFrames) else {
            throw SyntaxError(expected: Timeline.frameLimitExpectation, found: "\(formatPoints(frameCount)) frames", at: invocation.end)
        }
        let expressions = try ExpressionParser.list(arguments.tokens("EXPRESSION"), expected: "the values to print at each frame",
                                                    end: invocation.end)
        // The frames are render's too (FrameClock.run): frame i at now + i/fps, the last at T.
        _ = try FrameClock.run(fps: fps, from: nil, to: end, invocation, session) { _, time throws(SyntaxError) in
            let environment = ExpressionEnvironment.current(session)
            var values: [String] = []
            for expression in expressions { values.append("\(try expression.evaluate(in: environment))") }
            session.emit("\(formatSeconds(time)) s: " + values.joined(separator: ", "))
        }
    } }
}
