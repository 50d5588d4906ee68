/// Wall-clock timing on the monotonic clock (`ContinuousClock`), which no clock adjustment
/// can move backwards.
enum Clock {
    /// Runs `body` and returns its result with the time it took, in milliseconds.
    static func measure<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, ms: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        return (result, milliseconds(elapsed))
    }

    /// A duration in milliseconds, to attosecond precision before the conversion to Double.
    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }
}
