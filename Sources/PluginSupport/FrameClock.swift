public import Commands
public import ScriptSyntax
import Layout
import Timeline

/// The virtual clock moved by a command: `seek`, `step`, `play` and `render` at a time or
/// frame by frame all move it here, one way.
///
/// The clock moves forward only, completions and scheduled blocks running as their times come,
/// so a cascade's later stages (made by a completion) show too; a line that moves it is one
/// undo step, which puts it back.
public enum FrameClock {
    /// Moves the clock to `time`, running what comes due on the way (completions, `at`
    /// blocks) as the command's own lines; a failure is an error at the end of the command.
    public static func advance(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        let location = invocation.nameToken.location
        try session.scene.timeline.advance(to: time) { block throws(SyntaxError) in
            try session.runKeptBlock(block, at: location)
        } failure: { failure in
            SyntaxError(expected: failure.expected, found: failure.found, at: invocation.end)
        }
    }

    /// Runs the clock a frame at a time and calls `each` at every frame (its index and time),
    /// the clock at that time: `play` prints its values there, `render --frames` draws it.
    ///
    /// Frame i is at `from` + i / `fps`; the last is at `to`, or without `to` when nothing
    /// animates any more (read again after each frame, since a completion may start another
    /// animation). `from` must not be before now (the clock does not go back) and `to` not
    /// before `from`, and a run is at most ``Timeline/maximumFrames`` frames. Ctrl-C stops
    /// between frames: nil comes back and the interpreter puts the model back.
    public static func run(
        fps: Double, from: Double?, to: Double?, _ invocation: Invocation, _ session: Session,
        each: (_ index: Int, _ time: Double) throws(SyntaxError) -> Void
    ) throws(SyntaxError) -> Int? {
        let timeline = session.scene.timeline
        let start = from ?? timeline.now
        guard start >= timeline.now else {
            throw SyntaxError(expected: "from= a time not before now (\(formatPoints(timeline.now)) s): the clock only goes forward",
                              found: "'\(formatPoints(start))'", at: invocation.end)
        }
        func latestEnd() -> Double { timeline.animations.map(\.end).max() ?? 0 }
        if let to {
            guard to >= start else {
                throw SyntaxError(expected: "to= a time not before from= (\(formatPoints(start)) s)", found: "'\(formatPoints(to))'", at: invocation.end)
            }
            // Counted as a Double: to=1e300 must be refused, not overflow an Int.
            let frames = Timeline.frameCount(from: start, to: to, fps: fps)
            guard frames <= Double(Timeline.maximumFrames) else {
                throw SyntaxError(expected: Timeline.frameLimitExpectation, found: "\(formatPoints(frames)) frames", at: invocation.end)
            }
        } else if latestEnd() <= start {
            throw SyntaxError(expected: "an animation running after \(formatPoints(start)) s, or to=T", found: "nothing animating",
                              at: invocation.end)
        }
        var index = 0
        while true {
            var time = start + Double(index) / fps
            var end = to ?? latestEnd()
            // Without to=, reaching the last end may run a completion that animates on.
            while to == nil, time >= end {
                try advance(to: end, invocation, session)
                let later = latestEnd()
                if later <= end { break }
                end = later
            }
            let isLast = time >= end - 1e-9
            if isLast { time = end }
            try advance(to: time, invocation, session)
            try each(index, time)
            if isLast { return index + 1 }
            index += 1
            guard index < Timeline.maximumFrames else {
                throw SyntaxError(expected: Timeline.frameLimitExpectation, found: "more", at: invocation.end)
            }
            let estimate = (Int(exactly: min(Double(Timeline.maximumFrames), ((end - start) * fps).rounded(.up))) ?? Timeline.maximumFrames) + 1
            if Cancellation.progress(index, of: max(estimate, index + 1), .frames) { return nil }
        }
    }
}
