import PluginTesting
import Testing
import Timeline

/// A block that schedules itself at the same instant: the clock's guard stops it after
/// ``Timeline/maximumBlockRuns`` runs. Each run used to take every line printed before it
/// along (each block's commands took the whole pending output and gave it back), so the
/// 10,000 runs copied some 50 million lines; now each run handles its own line.
@Suite("A runaway schedule")
struct RunawayScheduleTests {
    /// `tick` schedules `tick` at 0: `seek 1` runs it again and again, each run printing
    /// "scheduled N" (numbered from 0). Runs 1 through 10,000 each print one line (scheduled
    /// 1 ... 10000: the first `tick` printed scheduled 0); the 10,001st run is refused, and
    /// the line fails.
    @Test func theGuardTripsAfterTenThousandRuns() throws {
        let harness = try Harness()
        harness.run("def tick { at 0 { tick } }")
        #expect(harness.run("tick") == ["scheduled 0: at 0 s"])
        let output = harness.run("seek 1")
        let runs = output.filter { $0.hasPrefix("scheduled ") }
        #expect(runs.count == Timeline.maximumBlockRuns)
        #expect(runs.first == "scheduled 1: at 0 s")
        #expect(runs.last == "scheduled 10000: at 0 s")
        #expect(output.contains { $0.contains("error: expected at most 10000 scheduled blocks on the way to 1 s") })
        // The failed line took its runs back: the clock is where it was, one block waiting.
        #expect(harness.run("timeline") == ["now 0 s", "scheduled 0: at 0 s"])
    }
}
