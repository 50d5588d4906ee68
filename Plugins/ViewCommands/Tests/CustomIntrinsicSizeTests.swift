import PluginTesting
import Testing
import Layout

/// A plain view given an intrinsic content size, as a UIView subclass overriding
/// `intrinsicContentSize` gives one: per axis, `size <= I @hugging` and `size >= I
/// @compressionResistance` (UIView.h), updated as `invalidateIntrinsicContentSize()` does.
/// The window is 320 x 568 at @2x, so frames round to the nearest half point.
@Suite("Custom intrinsic content sizes")
struct CustomIntrinsicSizeTests {
    /// Pinned at its leading (20) and top (40) only, the view's size is its intrinsic size:
    /// 120 wide, and 44.3 high, which rounds to the nearest pixel at @2x: 88.6 px -> 89 px ->
    /// 44.5 pt. The height alone: the width has no intrinsic size, so an explicit width of 70
    /// sets it.
    @Test func aPinnedViewTakesItsIntrinsicSize() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view v", "v.leading == window.leading + 20", "v.top == window.top + 40")
        harness.run("set v.intrinsicContentSize = (120, 44.3)")
        #expect(harness.run("print v.intrinsicContentSize v.frame") == [
            "v.intrinsicContentSize = (120, 44.3)", "v.frame = (20, 40, 120, 44.5)",
        ])
        harness.run("set v.intrinsicContentSize = (none, 44)", "v.width == 70")
        #expect(harness.run("print v.intrinsicContentSize v.frame") == [
            "v.intrinsicContentSize = (noIntrinsicMetric, 44)", "v.frame = (20, 40, 70, 44)",
        ])
    }

    /// `v.width <= 100 @800` against compression resistance 750: 800 wins, width 100. Raised
    /// to 900, compression resistance wins: width 120. `v.width == 300 @200` against hugging
    /// 250: hugging wins, 120; hugging lowered to 150: the constraint wins, 300.
    @Test func huggingAndCompressionResistanceApplyAsForLabels() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view v", "v.leading == window.leading", "v.top == window.top", "v.height == 30")
        harness.run("set v.intrinsicContentSize = (120, none)", "narrow: v.width <= 100 @800")
        #expect(harness.run("print v.frame") == ["v.frame = (0, 0, 100, 30)"])
        harness.run("set v.contentCompressionResistancePriority.horizontal = 900")
        #expect(harness.run("print v.frame") == ["v.frame = (0, 0, 120, 30)"])
        harness.run("deactivate narrow", "wide: v.width == 300 @200")
        #expect(harness.run("print v.frame") == ["v.frame = (0, 0, 120, 30)"])
        harness.run("set v.contentHuggingPriority.horizontal = 150")
        #expect(harness.run("print v.frame") == ["v.frame = (0, 0, 300, 30)"])
    }

    /// With only `v.width == 50 @100` besides, the intrinsic width 120 holds (compression 750
    /// and hugging 250 both outrank 100); `none` clears it and the width falls back to 50.
    /// Undo brings the size and the frame back; a component can be set alone.
    @Test func noneClearsAndUndoRestores() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view v", "v.leading == window.leading", "v.top == window.top", "v.height == 30", "v.width == 50 @100")
        harness.run("set v.intrinsicContentSize = (120, 44)")
        #expect(harness.run("print v.frame") == ["v.frame = (0, 0, 120, 30)"])
        harness.run("set v.intrinsicContentSize = none")
        #expect(harness.run("print v.intrinsicContentSize v.frame") == [
            "v.intrinsicContentSize = (noIntrinsicMetric, noIntrinsicMetric)", "v.frame = (0, 0, 50, 30)",
        ])
        harness.run("undo")
        #expect(harness.run("print v.intrinsicContentSize v.frame") == ["v.intrinsicContentSize = (120, 44)", "v.frame = (0, 0, 120, 30)"])
        harness.run("set v.intrinsicContentSize.width = noIntrinsicMetric")
        #expect(harness.run("print v.intrinsicContentSize v.frame") == [
            "v.intrinsicContentSize = (noIntrinsicMetric, 44)", "v.frame = (0, 0, 50, 30)",
        ])
    }

    /// `dump tree` shows a partial size with UIView.noIntrinsicMetric's value, -1.
    @Test func dumpTreeShowsIt() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view box frame (0, 0, 320, 100)", "view v in box", "v.leading == box.leading + 10", "v.top == box.top + 10", "v.width == 40")
        harness.run("set v.intrinsicContentSize = (none, 44)")
        #expect(harness.run("dump tree box") == [
            "<UIView: 'box'; frame = (0 0; 320 100)>",
            "   | <UIView: 'v'; frame = (10 10; 40 44); intrinsic = (-1, 44)>",
        ])
    }

    /// Bad input is an error that leaves the model as it was; a label measures its own.
    @Test func badInputIsAnError() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view v", "label l \"hi\"", "set v.intrinsicContentSize = (10, 20)")
        for (line, message) in [
            ("set v.intrinsicContentSize = (-3, 4)", "expected the width: a length of 0 or more, or noIntrinsicMetric, found -3"),
            ("set v.intrinsicContentSize = (4, wide)", "expected the height: a length of 0 or more, or noIntrinsicMetric, found 'wide'"),
            ("set v.intrinsicContentSize = (1, 2, 3)", "expected a size (width, height)"),
            ("set l.intrinsicContentSize = (1, 2)", "a UILabel measures its own intrinsicContentSize; only a plain view (UIView) takes one"),
        ] {
            let output = harness.run(line).joined(separator: "\n")
            #expect(output.contains(message), "\(line): \(output)")
        }
        #expect(harness.run("print v.intrinsicContentSize") == ["v.intrinsicContentSize = (10, 20)"])
    }
}
