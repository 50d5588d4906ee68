import Commands
import Layout
import Timeline
import ScriptSyntax

/// Runs the clock through an animation a frame at a time and pictures each frame, for
/// `render --frames` and `render --animated`.
///
/// The clock moves as `play` moves it: forward only, completions running as their
/// animations end, so a cascade's later stages (made by a completion) are drawn too; the
/// clock is left at the last frame (one undo step puts it back). Frame i is at from + i/fps;
/// the last is at `to`, or without `to` when nothing animates any more (re-read after each
/// frame, since a completion may start another animation).
enum FrameSampler {
    /// The frames' pictures, in order. `from` must not be before now (the clock does not go
    /// back). Ctrl-C stops between frames: nil comes back and the interpreter puts the model
    /// back.
    static func sample(
        _ root: View, fps: Double, from: Double?, to: Double?, _ invocation: Invocation, _ session: Session,
        each: (_ index: Int, _ frame: AnimatedSVG.Frame) throws(SyntaxError) -> Void
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
                try advanceClock(to: end, invocation, session)
                let later = latestEnd()
                if later <= end { break }
                end = later
            }
            let isLast = time >= end - 1e-9
            if isLast { time = end }
            try advanceClock(to: time, invocation, session)
            let picture = Picture.capture(root, scene: session.scene) { view in
                let shown = timeline.presentation(of: view)
                return (shown.frame, shown.alpha)
            }
            try each(index, AnimatedSVG.Frame(time: time, picture: picture))
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
