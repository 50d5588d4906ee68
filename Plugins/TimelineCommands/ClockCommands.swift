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

    /// Advances the clock to `time`, stopping at each animation's end on the way to run its
    /// completion with the clock at that end (it may start the next stage, which can end on
    /// the way too): in order of end time, then of the order the animations were made.
    static func move(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        guard time.isFinite, time >= 0, time <= 86_400 else {
            throw SyntaxError(expected: "a time from 0 to 86400 seconds", found: "'\(formatSeconds(time))'", at: invocation.end)
        }
        let timeline = session.timeline
        var guardCount = 0
        while let next = timeline.ending(through: time).first, guardCount < 10_000 {
            guardCount += 1
            timeline.setNow(next.end)
            if let block = Completions.take(for: next.number, in: session) {
                try session.runBlock(block, at: invocation.nameToken.location)
                session.scene.layoutIfNeeded()
            }
        }
        timeline.setNow(time)
        session.emit("now \(formatSeconds(timeline.now)) s")
    }

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
    } }

    static func describe(_ curve: TimingCurve) -> String {
        if case .spring(let spring) = curve { return "spring(damping \(formatPoints(spring.damping)), velocity \(formatPoints(spring.velocity)))" }
        return TimingCurve.names.first { $0.1 == curve }?.0 ?? "bezier"
    }
}
