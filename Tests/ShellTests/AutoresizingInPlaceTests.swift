import Testing
@testable import Layout
@testable import Shell

/// Setting a frame on a view that translates its autoresizing mask changes the constants of
/// the four translated constraints in place: the same constraints, the same solver symbols.
/// A new mask (or a proportion the mask derives from the frame) makes them anew.
@Suite("Autoresizing constraints updated in place")
struct AutoresizingInPlaceTests {
    @Test func aNewFrameKeepsTheConstraintsAndTheSolverSize() throws {
        let harness = try TransactionTests.harness()
        harness.run("view b frame (0, 0, 10, 10)")
        let view = try #require(harness.scene.view(named: "b"))
        let made = view.autoresizingConstraints.map(ObjectIdentifier.init)
        let symbols = harness.scene.engine.solverState.statistics.symbols
        for x in 1...5 { harness.run("set b.frame = (\(x), 2, 30, 40)") }
        #expect(view.autoresizingConstraints.map(ObjectIdentifier.init) == made)
        // minX, width, minY, height: the last frame's values as constants.
        #expect(view.autoresizingConstraints.map(\.constant) == [5, 30, 2, 40])
        #expect(harness.scene.engine.solverState.statistics.symbols == symbols)
        #expect(harness.run("print b.frame") == ["b.frame = (5, 2, 30, 40)"])
    }

    @Test func aNewMaskMakesThemAnew() throws {
        let harness = try TransactionTests.harness()
        harness.run("view b frame (0, 0, 10, 10)")
        let view = try #require(harness.scene.view(named: "b"))
        let made = view.autoresizingConstraints.map(ObjectIdentifier.init)
        #expect(harness.run("set b.autoresizingMask = flexibleWidth").isEmpty)
        #expect(Set(view.autoresizingConstraints.map(ObjectIdentifier.init)).isDisjoint(with: made))
        // Under the window (320 wide), a flexible width is `width == S - (o + r)` with
        // r = 320 - 0 - 10 = 310: 320 - 310 = 10, the same frame by new constraints.
        #expect(harness.run("print b.frame") == ["b.frame = (0, 0, 10, 10)"])
    }
}
