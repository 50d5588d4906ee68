import Commands
import Layout
import Timeline

/// `animate DURATION [delay=D] [curve=NAME] [damping=Z velocity=V] { ... } [completion { ... }]`:
/// `UIView.animate(withDuration:delay:options:animations:completion:)`.
///
/// The block runs at once and the model takes its end state, laid out (as `layoutIfNeeded`
/// inside an animation block does); the views that moved or faded get an animation on the
/// timeline from what was on screen before to the new state. The completion block runs when
/// the clock passes the animation's end (`seek`, `step`), and may start the next stage.
enum AnimateCommand {
    static var command: Command { Command(
        name: "animate", summary: "Animate what a block changes: frames and alpha move from before to after on the timeline.",
        usage: "animate DURATION [delay=D] [curve=linear|easeIn|easeOut|easeInOut] [damping=Z velocity=V] { COMMANDS } [completion { COMMANDS }]",
        discussion: """
            The model jumps to the end state at once; print VIEW.presentationFrame and
            VIEW.presentationAlpha show what is on screen at the clock's time. damping= makes it
            UIKit's spring (usingSpringWithDamping:initialSpringVelocity:). seek and step move the
            clock and run completions as their animations end, in order of end time.
              animate 0.25 { set picker.alpha = 0 } completion { animate 0.5 { rows hide t 2; updates t } }
            """
    ) { invocation, session throws(SyntaxError) in
        let tokens = invocation.command.tokens
        var index = 1
        guard index < tokens.count, case .number(let duration) = tokens[index].kind, duration >= 0, duration <= 3600 else {
            throw error(at: index, in: tokens, end: invocation.end, expected: "a duration in seconds, from 0 to 3600")
        }
        index += 1
        var delay = 0.0, curveName = "easeInOut", damping: Double?, velocity = 0.0
        while index < tokens.count, case .option(let key, let value) = tokens[index].kind {
            guard let number = Double(value), number.isFinite else {
                if key == "curve", TimingCurve.names.contains(where: { $0.0 == value }) {
                    curveName = value
                    index += 1
                    continue
                }
                throw error(at: index, in: tokens, end: invocation.end,
                            expected: key == "curve" ? "curve=linear, easeIn, easeOut or easeInOut" : "a number after '\(key)='")
            }
            switch key {
            case "delay" where (0...3600).contains(number): delay = number
            case "damping" where number > 0 && number <= 10: damping = number
            case "velocity" where abs(number) <= 1000: velocity = number
            default:
                throw error(at: index, in: tokens, end: invocation.end, expected: "delay= (0...3600), curve=, damping= (0 < z <= 10) or velocity=")
            }
            index += 1
        }
        guard let (block, afterBlock) = CommandSplitter.block(in: tokens, openingAt: index) else {
            throw error(at: index, in: tokens, end: invocation.end, expected: "'{' and the commands to animate")
        }
        var completion: [Token]?
        if afterBlock < tokens.count {
            guard tokens[afterBlock].text == "completion", let (inner, end) = CommandSplitter.block(in: tokens, openingAt: afterBlock + 1),
                end == tokens.count
            else {
                throw error(at: afterBlock, in: tokens, end: invocation.end, expected: "completion { ... } or the end of the command")
            }
            completion = inner
        }
        let curve: TimingCurve = damping.map { .spring(Spring(damping: $0, velocity: velocity, duration: duration)) }
            ?? TimingCurve.names.first { $0.0 == curveName }?.1 ?? .easeInOut
        let blockLocation = tokens[index].location
        guard let animation = try session.animating(duration: duration, delay: delay, curve: curve, { () throws(SyntaxError) in
            try session.runBlock(block, at: blockLocation)
        }) else {
            // Nested in another animate block: its changes are that animation's.
            if let completion { try session.runBlock(completion, at: blockLocation) }
            return
        }
        if let completion {
            session.timeline.schedule(block: BlockStore.keep(completion, in: session), at: animation.end, completing: animation.number)
        }
        let moved = animation.changes.keys.sorted()
        session.emit("animation \(animation.number): \(formatSeconds(animation.start))...\(formatSeconds(animation.end)) s, \(moved.isEmpty ? "nothing moves" : moved.joined(separator: ", "))")
    } }

    static func error(at index: Int, in tokens: [Token], end: SourceLocation, expected: String) -> SyntaxError {
        guard tokens.indices.contains(index) else { return SyntaxError(expected: expected, found: "end of input", at: end) }
        let token = tokens[index]
        return SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
    }
}

/// The commands of scheduled blocks (completions, `at`), by a number never reused: session
/// state, as blocks are the script's. When they run is the timeline's (journaled) schedule,
/// so undo and a failed line take a scheduled block back with the rest of the model, and a
/// redo finds its commands still here.
enum BlockStore {
    static let key = "timeline.blocks"

    /// A block's commands and the script lines they were written on.
    struct Kept {
        let tokens: [Token]
        let lines: [ScriptText]
    }

    /// Keeps `block` (written on the lines of the command running now); returns its number.
    static func keep(_ block: [Token], in session: Session) -> Int {
        var blocks = session[key, default: [Kept]()]
        blocks.append(Kept(tokens: block, lines: session.scriptLines))
        session[key, default: [Kept]()] = blocks
        return blocks.count - 1
    }

    static func block(_ id: Int, in session: Session) -> Kept? {
        let blocks = session[key, default: [Kept]()]
        return blocks.indices.contains(id) ? blocks[id] : nil
    }
}

/// Seconds as the timeline prints them: `0.25`, `1`.
func formatSeconds(_ value: Double) -> String {
    formatPoints(value)
}
