import PluginTesting
import Testing
@testable import Layout

/// Setting a frame on a view that translates its autoresizing mask changes the constants of
/// the four translated constraints in place: the same constraints, the same solver symbols.
/// A new mask (or a proportion the mask derives from the frame) makes them anew. A new
/// screen likewise changes the constants of the window's own four.
@Suite("Frame and screen constraints updated in place")
struct ConstantsInPlaceTests {
    @Test func aNewFrameKeepsTheConstraintsAndTheSolverSize() throws {
        let harness = try Harness.viewsTablesAndDumps()
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
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view b frame (0, 0, 10, 10)")
        let view = try #require(harness.scene.view(named: "b"))
        let made = view.autoresizingConstraints.map(ObjectIdentifier.init)
        #expect(harness.run("set b.autoresizingMask = flexibleWidth").isEmpty)
        #expect(Set(view.autoresizingConstraints.map(ObjectIdentifier.init)).isDisjoint(with: made))
        // Under the window (320 wide), a flexible width is `width == S - (o + r)` with
        // r = 320 - 0 - 10 = 310: 320 - 310 = 10, the same frame by new constraints.
        #expect(harness.run("print b.frame") == ["b.frame = (0, 0, 10, 10)"])
    }

    /// Rotating back and forth keeps the window's screen constraints and the solver's size;
    /// the window takes each screen's size, and a view pinned to its trailing edge follows
    /// (320 - 10 - 20 = 290, then 568 - 30 = 538).
    @Test func aNewScreenKeepsTheWindowsConstraints() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view b", "set b.translatesAutoresizingMaskIntoConstraints = false",
                    "constrain b.trailing == window.trailing - 10", "constrain b.width == 20",
                    "constrain b.top == window.top", "constrain b.height == 20")
        let symbols = harness.scene.engine.solverState.statistics.symbols
        for _ in 0..<3 { harness.run("screen 568 320", "screen 320 568") }
        #expect(harness.scene.engine.solverState.statistics.symbols == symbols)
        #expect(harness.run("print window.frame b.frame") == ["window.frame = (0, 0, 320, 568)", "b.frame = (290, 0, 20, 20)"])
        harness.run("screen 568 320")
        #expect(harness.run("print window.frame b.frame") == ["window.frame = (0, 0, 568, 320)", "b.frame = (538, 0, 20, 20)"])
    }
}
