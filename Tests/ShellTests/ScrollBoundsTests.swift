import Testing
@testable import Shell

/// A scroll view's bounds start at its content offset, so what it holds shows shifted by it.
@Suite("Scroll view bounds")
struct ScrollBoundsTests {
    /// A box at y 500 in the content of a scroll view scrolled to 300 is on screen at
    /// 500 - 300 = 200; the scroll view's bounds are (0, 300, 320, 568). Found writing lesson 4,
    /// where both said 0 scrolled and unscrolled.
    @Test func contentShowsShiftedByTheOffset() throws {
        let harness = try TransactionTests.harness()
        harness.run("scrollview s frame (0, 0, 320, 568)", "view c in s frame (0, 0, 320, 2000)", "view box in c frame (0, 500, 10, 10)",
                    "set s.contentSize = (320, 2000)")
        #expect(harness.run("print box.frameInWindow s.bounds") == ["box.frameInWindow = (0, 500, 10, 10)", "s.bounds = (0, 0, 320, 568)"])
        harness.run("scroll s to 300")
        #expect(harness.run("print box.frameInWindow box.frame s.bounds") == [
            "box.frameInWindow = (0, 200, 10, 10)", "box.frame = (0, 500, 10, 10)", "s.bounds = (0, 300, 320, 568)",
        ])
    }
}
