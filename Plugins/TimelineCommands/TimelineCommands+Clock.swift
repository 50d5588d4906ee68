public import Commands

extension TimelineCommands {
    /// Moves the session's clock forward to `time` as `seek` does, running each completion as
    /// its animation ends (cascades included), without printing the new time: for commands
    /// of other plugins that step through time (`render --frames`). Times outside 0...86400
    /// are refused with an error at the end of `invocation`.
    public static func advanceClock(to time: Double, _ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        try ClockCommands.advance(to: time, invocation, session)
    }
}
