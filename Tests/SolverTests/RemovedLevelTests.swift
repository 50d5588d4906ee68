import Testing
@testable import Solver

/// A removed priority level as the log keeps it: only the costs that are not 0, however far
/// the symbol ids have grown, and the same array again when the level comes back.
@Suite("Removed levels")
struct RemovedLevelTests {
    @Test func aLevelComesBackAsItWas() {
        var dense = [Double](repeating: 0, count: 200_000)
        dense[3] = 1
        dense[70_000] = -2.5
        dense[199_998] = 1e-3
        let removed = Objective.RemovedLevel(dense)
        #expect(removed.symbols == [3, 70_000, 199_998])
        // Trailing zeros are not kept: a cost past the array's end reads as 0.
        #expect(removed.dense == Array(dense.prefix(199_999)))
        #expect(Objective.RemovedLevel([]).dense.isEmpty)
        #expect(Objective.RemovedLevel([0, 0, 0]).symbols.isEmpty)
    }
}
