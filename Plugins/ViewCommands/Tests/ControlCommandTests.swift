import PluginTesting
import Testing
import Layout

/// Buttons, text fields, segmented controls and the fixed-size controls made by their
/// commands, with intrinsic sizes derived by hand from the font model (Helvetica advances in
/// 1/1000 em, line height 1.193359375 em, rounded up to the pixel grid: half points at @2x).
@Suite("Controls")
struct ControlCommandTests {
    /// "OK" is O 778 + K 667 = 1445 -> x 15 / 1000 = 21.675 -> 22 wide; 15 pt is 17.9 -> 18
    /// high, + 6 + 6 = 30. At 17 pt: 24.565 -> 25 (rounded up); 20.287 -> 20.5, + 12 = 32.5. Insets (4, 8, 4, 8) replace the padding: 25 + 16 = 41 by 20.5 + 8 = 28.5.
    @Test func aButtonIsItsTitlePlusPaddingOrInsets() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("button ok \"OK\"")
        #expect(harness.run("print ok.intrinsicContentSize") == ["ok.intrinsicContentSize = (22, 30)"])
        harness.run("set ok.fontSize = 17")
        #expect(harness.run("print ok.intrinsicContentSize") == ["ok.intrinsicContentSize = (25, 32.5)"])
        harness.run("set ok.contentEdgeInsets = (4, 8, 4, 8)")
        #expect(harness.run("print ok.intrinsicContentSize") == ["ok.intrinsicContentSize = (41, 28.5)"])
        // An empty title is a title of width 0 and one line's height: 0 x 30 at 15 pt.
        harness.run("button empty")
        #expect(harness.run("print empty.intrinsicContentSize") == ["empty.intrinsicContentSize = (0, 30)"])
    }

    /// Pinned at its leading and top only, a button takes its intrinsic size as its frame, and
    /// follows its title: "Cancel" is C 722 + a 556 + n 556 + c 500 + e 556 + l 222 = 3112 ->
    /// 46.68 -> 47 at 15 pt.
    @Test func aButtonsFrameFollowsItsTitle() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("button ok \"OK\" font=15", "ok.leading == window.leading + 20", "ok.top == window.top + 40")
        #expect(harness.run("print ok.frame") == ["ok.frame = (20, 40, 22, 30)"])
        harness.run("set ok.title = \"Cancel\"")
        #expect(harness.run("print ok.frame") == ["ok.frame = (20, 40, 47, 30)"])
        harness.run("undo")
        #expect(harness.run("print ok.frame ok.title") == ["ok.frame = (20, 40, 22, 30)", "ok.title = \"OK\""])
    }

    /// The wider of text and placeholder: "Search" (S 667 + e 556 + a 556 + r 333 + c 500 +
    /// h 556 = 3168 -> x 14 = 44.352 -> 44.5) beats "ab" (a 556 + b 556 = 1112 -> 15.568).
    /// Rounded rect: + 7 + 7 = 58.5 by 17 + 13 = 30; a line border: + 2 + 2 = 48.5 by 17 + 4 =
    /// 21; none: 44.5 by 17.
    @Test func aTextFieldIsTheWiderOfTextAndPlaceholderInItsBorder() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("textfield query \"ab\" placeholder=\"Search\"")
        #expect(harness.run("print query.intrinsicContentSize query.borderStyle") == [
            "query.intrinsicContentSize = (58.5, 30)", "query.borderStyle = roundedRect",
        ])
        harness.run("set query.borderStyle = line")
        #expect(harness.run("print query.intrinsicContentSize") == ["query.intrinsicContentSize = (48.5, 21)"])
        harness.run("textfield bare border=none placeholder=\"Search\"")
        #expect(harness.run("print bare.intrinsicContentSize") == ["bare.intrinsicContentSize = (44.5, 17)"])
    }

    /// Three segments as wide as the widest, "Month" (M 833 + o 556 + n 556 + t 278 + h 556 =
    /// 2779 -> x 13 = 36.127 -> 36.5): 36.5 + 16 = 52.5 each, 157.5 in all.
    @Test func aSegmentedControlHasEqualSegments() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("segmented period \"Day\" \"Week\" \"Month\"")
        #expect(harness.run("print period.intrinsicContentSize period.segmentWidth") == [
            "period.intrinsicContentSize = (157.5, 29)", "period.segmentWidth = 52.5",
        ])
    }

    @Test func fixedSizeControlsAndTheirHugging() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("slider s", "stepper st", "activity a", "activity big style=large", "progress p")
        #expect(harness.run("print s.intrinsicContentSize st.intrinsicContentSize a.intrinsicContentSize big.intrinsicContentSize p.intrinsicContentSize") == [
            "s.intrinsicContentSize = (noIntrinsicMetric, 31)", "st.intrinsicContentSize = (94, 29)",
            "a.intrinsicContentSize = (20, 20)", "big.intrinsicContentSize = (37, 37)", "p.intrinsicContentSize = (noIntrinsicMetric, 2)",
        ])
        #expect(harness.run("print a.contentHuggingPriority.horizontal p.contentHuggingPriority.vertical p.contentHuggingPriority.horizontal") == [
            "a.contentHuggingPriority.horizontal = 750", "p.contentHuggingPriority.vertical = 750", "p.contentHuggingPriority.horizontal = 250",
        ])
    }

    @Test func aFontOutOfRangeIsAnError() throws {
        let harness = try Harness.viewsTablesAndDumps()
        let output = harness.run("button ok \"OK\" font=0")
        #expect(output.first == "test.lab:1:16: error: expected a point size in 0.5...1000 after 'font=', found '0'")
        #expect(harness.run("print ok.frame").first?.contains("error") == true)
    }
}
