import PluginTesting
import Testing

/// `print VIEW.ATTRIBUTE` reads an attribute where a constraint on it would hold: right to
/// left, leading is the right edge.
@Suite("Attribute values")
struct AnchorValueTests {
    /// A view at (10, 0, 100, 50), margins 8: left to right, leading 10, trailing 110 and the
    /// leading margin 18; right to left, leading 110, trailing 10 and the leading margin
    /// 110 - 8 = 102.
    @Test func leadingFollowsTheLayoutDirection() throws {
        let harness = try Harness()
        harness.run("view v frame (10, 0, 100, 50)")
        #expect(harness.run("print v.leading v.trailing v.leadingMargin") == ["v.leading = 10", "v.trailing = 110", "v.leadingMargin = 18"])
        harness.run("set v.semanticContentAttribute = forceRightToLeft")
        #expect(harness.run("print v.leading v.trailing v.leadingMargin") == ["v.leading = 110", "v.trailing = 10", "v.leadingMargin = 102"])
    }
}
