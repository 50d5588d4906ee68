import Foundation

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

    /// The processor time this process has used so far (user and system), in milliseconds:
    /// on a machine shared with other work, a phase's wall-clock time can be several times
    /// its own.
    static func processorMs() -> Double {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        #endif
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}
