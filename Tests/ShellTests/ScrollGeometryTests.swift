import Testing
@testable import Shell

/// Scroll ranges on the pixel grid, and safe-area insets that never exceed the window's.
@Suite("Scroll geometry")
struct ScrollGeometryTests {
    /// 3 rows of 73.6666666667 are 221.0000000001 in a view 221 high: the excess is rounding
    /// noise, below half a pixel, so the range is 0...0 and the table does not scroll.
    @Test func roundingNoiseDoesNotMakeATableScrollable() throws {
        let harness = try TransactionTests.harness()
        harness.run("table t frame (0, 0, 320, 221)", "prototype Cell in t", "set t.rowHeight = 73.6666666667", "rows add t 3 Cell")
        #expect(harness.run("print t.offsetRange t.canScroll") == ["t.offsetRange = 0...0", "t.canScroll = false"])
    }

    /// A table at (0, 400, 320, 400) hangs 232 pt out of a 568 pt window with no unsafe strips:
    /// its insets are 0, and 3 rows of 44 (132 < 400) do not scroll. On an iPhone X (812 high,
    /// 34 pt unsafe at the bottom), a table from 500 to 900 overlaps the strip 778...812 by 34.
    @Test func safeAreaInsetsAreTheWindowsUnsafeStripsInsideTheView() throws {
        let harness = try TransactionTests.harness()
        harness.run("table t frame (0, 400, 320, 400)", "prototype Cell in t", "rows add t 3 Cell")
        #expect(harness.run("print t.safeAreaInsets t.offsetRange") == [
            "t.safeAreaInsets = (top: 0, left: 0, bottom: 0, right: 0)", "t.offsetRange = 0...0",
        ])
        harness.run("screen iPhoneX", "set t.frame = (0, 500, 375, 400)")
        #expect(harness.run("print t.safeAreaInsets") == ["t.safeAreaInsets = (top: 0, left: 0, bottom: 34, right: 0)"])
    }
}
