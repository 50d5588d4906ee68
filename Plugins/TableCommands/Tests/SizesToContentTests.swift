import PluginTesting
import Testing

/// A table whose intrinsic height is its content height (the intrinsic-height seed): the
/// engine hears of every change to what that height is, not only of the content's.
@Suite("A table that sizes to its content")
struct SizesToContentTests {
    /// 18 rows of 50 = 900 on an iPhone X (812 high) pinned to the bottom: the table's top is
    /// 812 - 900 = -88. Capping it at 812 - 100 = 712 afterwards (the content unchanged) takes
    /// effect at once: top 812 - 712 = 100, and it scrolls. Found while writing lesson 3.
    @Test func aNewMaximumReachesTheEngineWithoutAContentChange() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhoneX", "table t", "vfl \"H:|[t]|\"", "t.bottom == window.bottom", "set t.rowHeight = 50",
                    "set t.sizesToContent = true", "prototype Cell in t", "rows add t 18 Cell")
        #expect(harness.run("print t.frame") == ["t.frame = (0, -88, 375, 900)"])
        harness.run("set t.maximumHeight = 712")
        #expect(harness.run("print t.frame t.isScrollEnabled") == ["t.frame = (0, 100, 375, 712)", "t.isScrollEnabled = true"])
    }

    /// Turned off, the table has no intrinsic height again: nothing fixes its height, which
    /// is ambiguous (the engine leaves it at 0: the top is at the bottom, 812).
    @Test func turningItOffTakesTheContentHeightAway() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhoneX", "table t", "vfl \"H:|[t]|\"", "t.bottom == window.bottom", "set t.rowHeight = 50",
                    "set t.sizesToContent = true", "prototype Cell in t", "rows add t 8 Cell")
        #expect(harness.run("print t.frame") == ["t.frame = (0, 412, 375, 400)"])
        harness.run("set t.sizesToContent = false")
        #expect(harness.run("print t.frame") == ["t.frame = (0, 812, 375, 0)"])
        #expect(harness.run("ambiguity").first?.hasPrefix("AMBIGUOUS LAYOUT for") == true)
    }
}
