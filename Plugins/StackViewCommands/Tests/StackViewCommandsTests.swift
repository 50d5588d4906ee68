import Commands
import Layout
import PluginTesting
import Testing

/// The stack-view family run as a user runs it: lines through an interpreter with every
/// standard plugin, checked by what they print and by the frames they leave. Frames are
/// hand-derived below; the model rounds each edge to the nearest pixel (0.5 pt at @2x) in
/// window coordinates.
@Suite("stack view")
struct StackViewCommandsTests {
    /// A row 320 x 44 at (0, 100), spacing 10, arranging a, b, c with intrinsic sizes
    /// 50 x 20, 60 x 30, 70 x 40 (hugging 250 and compression 750 each, UIView's defaults).
    static func row(_ options: String = "") -> [String] {
        [
            "stack row frame (0, 100, 320, 44) spacing=10 \(options)",
            "view a", "view b", "view c",
            "set a.intrinsicContentSize = (50, 20)",
            "set b.intrinsicContentSize = (60, 30)",
            "set c.intrinsicContentSize = (70, 40)",
            "arrange a b c in row",
        ]
    }

    static let frames = "print a.frame b.frame c.frame"

    @Test func arrangePrintsTheArrangedViewsAndMakesThemSubviews() throws {
        let lab = try Harness()
        #expect(lab.run(Self.row()).last == "row.arrangedSubviews = [a, b, c]")
        #expect(lab.run("print row.subviews row.class a.translatesAutoresizingMaskIntoConstraints row.axis row.distribution row.alignment row.spacing")
            == ["row.subviews = [a, b, c]", "row.class = UIStackView", "a.translatesAutoresizingMaskIntoConstraints = false",
                "row.axis = horizontal", "row.distribution = fill", "row.alignment = fill", "row.spacing = 10"])
    }

    /// fill: 320 - 50 - 60 - 70 - 2 x 10 = 120 pt to spare. All hug at 250: a tie, and the
    /// model's rule stretches the last view: c = 70 + 120 = 190 at x = 130. Across, fill
    /// gives every view the row's 44.
    @Test func fillStretchesTheLastOfTiedViews() throws {
        let lab = try Harness()
        lab.run(Self.row())
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 44)", "b.frame = (60, 0, 60, 44)", "c.frame = (130, 0, 190, 44)"])
    }

    /// fill with a hugging 200: a hugs least, so a takes the 120: 170 wide; b at 180, c at 250.
    @Test func fillStretchesTheLowestHugging() throws {
        let lab = try Harness()
        lab.run(Self.row())
        lab.run("set a.contentHuggingPriority.horizontal = 200")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 170, 44)", "b.frame = (180, 0, 60, 44)", "c.frame = (250, 0, 70, 44)"])
    }

    /// fillEqually: (320 - 20) / 3 = 100 each, at 0, 110, 220.
    @Test func fillEquallyGivesEqualWidths() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=fillEqually"))
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 100, 44)", "b.frame = (110, 0, 100, 44)", "c.frame = (220, 0, 100, 44)"])
    }

    /// fillProportionally: 300 pt for 50 : 60 : 70 (of 180): 83.33, 100, 116.67. Edges:
    /// 83.33 rounds to 83.5; b from 93.33 (93.5) to 193.33 (193.5); c from 203.33 (203.5) to 320.
    @Test func fillProportionallyFollowsIntrinsicWidths() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=fillProportionally"))
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 83.5, 44)", "b.frame = (93.5, 0, 100, 44)", "c.frame = (203.5, 0, 116.5, 44)"])
    }

    /// equalSpacing: views at their intrinsic widths, 320 - 180 = 140 pt in two equal gaps of
    /// 70 (each at least the spacing, 10): b at 50 + 70 = 120, c at 250. The gaps are the
    /// stack's hidden spacers.
    @Test func equalSpacingMakesEqualGaps() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=equalSpacing"))
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 44)", "b.frame = (120, 0, 60, 44)", "c.frame = (250, 0, 70, 44)"])
        #expect(lab.run("print row.gap1.frame row.gap2.frame row.gap1.class row.gap1.hidden") == [
            "row.gap1.frame = (50, 0, 70, 0)", "row.gap2.frame = (180, 0, 70, 0)", "row.gap1.class = _UILayoutSpacer", "row.gap1.hidden = true",
        ])
        // Back to fill, the spacers go.
        lab.run("set row.distribution = fill")
        #expect(lab.run("print row.subviews") == ["row.subviews = [a, b, c]"])
    }

    /// equalCentering: centres equally apart. a's centre is 25, c's 320 - 35 = 285, so b's is
    /// 155 and b starts at 155 - 30 = 125 (gaps 75 and 65, both at least 10).
    @Test func equalCenteringSpacesTheCentres() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=equalCentering"))
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 44)", "b.frame = (125, 0, 60, 44)", "c.frame = (250, 0, 70, 44)"])
    }

    /// Across a 44 pt row, heights 20, 30, 40: top puts each at 0; center at (44 - h) / 2 =
    /// 12, 7, 2; bottom at 44 - h = 24, 14, 4. Along the axis fill still stretches c.
    @Test func alignmentsPlaceViewsAcrossTheAxis() throws {
        let lab = try Harness()
        lab.run(Self.row("alignment=top"))
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 20)", "b.frame = (60, 0, 60, 30)", "c.frame = (130, 0, 190, 40)"])
        lab.run("set row.alignment = center")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 12, 50, 20)", "b.frame = (60, 7, 60, 30)", "c.frame = (130, 2, 190, 40)"])
        lab.run("set row.alignment = bottom")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 24, 50, 20)", "b.frame = (60, 14, 60, 30)", "c.frame = (130, 4, 190, 40)"])
    }

    /// A column 100 x 200, spacing 8, of views 40, 50, 60 wide and 20 high: leading puts them
    /// at x = 0, center at (100 - w) / 2 = 30, 25, 20, trailing at 100 - w = 60, 50, 40. Down
    /// the axis: 0, 28, 56; fill stretches the last: 200 - 56 = 144.
    @Test func verticalStackAlignsLeadingCenterTrailing() throws {
        let lab = try Harness()
        lab.run("stack col frame (0, 0, 100, 200) axis=vertical spacing=8 alignment=leading",
                "view p", "view q", "view r",
                "set p.intrinsicContentSize = (40, 20)", "set q.intrinsicContentSize = (50, 20)", "set r.intrinsicContentSize = (60, 20)",
                "arrange p q r in col")
        let frames = "print p.frame q.frame r.frame"
        #expect(lab.run(frames) == ["p.frame = (0, 0, 40, 20)", "q.frame = (0, 28, 50, 20)", "r.frame = (0, 56, 60, 144)"])
        lab.run("set col.alignment = center")
        #expect(lab.run(frames) == ["p.frame = (30, 0, 40, 20)", "q.frame = (25, 28, 50, 20)", "r.frame = (20, 56, 60, 144)"])
        lab.run("set col.alignment = trailing")
        #expect(lab.run(frames) == ["p.frame = (60, 0, 40, 20)", "q.frame = (50, 28, 50, 20)", "r.frame = (40, 56, 60, 144)"])
    }

    /// margins=true lays out inside the 8 pt margins: 304 x 28 from (8, 8). Fill: a 50 at 8,
    /// b 60 at 68, c takes 312 - 138 = 174; every height 28.
    @Test func marginsRelativeArrangement() throws {
        let lab = try Harness()
        lab.run(Self.row("margins=true"))
        #expect(lab.run(Self.frames) == ["a.frame = (8, 8, 50, 28)", "b.frame = (68, 8, 60, 28)", "c.frame = (138, 8, 174, 28)"])
    }

    /// A custom spacing of 30 after a: b at 80, c at 150, 170 wide.
    @Test func customSpacingAfterAView() throws {
        let lab = try Harness()
        lab.run(Self.row())
        lab.run("spacing after a 30")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 44)", "b.frame = (80, 0, 60, 44)", "c.frame = (150, 0, 170, 44)"])
    }

    /// Hiding b in fillEqually: two views share 320 - 10: 155 each; b collapses to zero
    /// width at a's end (155), and its spacing goes. Showing it again restores the thirds.
    @Test func hidingCollapsesTheViewAndItsSpacing() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=fillEqually"))
        lab.run("set b.hidden = true")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 155, 44)", "b.frame = (155, 0, 0, 44)", "c.frame = (165, 0, 155, 44)"])
        #expect(lab.run("print b.hidden") == ["b.hidden = true"])
        lab.run("set b.hidden = false")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 100, 44)", "b.frame = (110, 0, 100, 44)", "c.frame = (220, 0, 100, 44)"])
    }

    /// A required height on a hidden arranged view conflicts with UISV-hiding, which UIKit
    /// never breaks: the user's constraint is broken, as in Stack Overflow 32428210.
    @Test func requiredHeightOnAHiddenViewConflictsWithHiding() throws {
        let lab = try Harness()
        lab.run("stack col frame (0, 0, 100, 200) axis=vertical spacing=8", "view a", "view b", "view c", "arrange a b c in col",
                "a.height == 40", "b.height == 50")
        let output = lab.run("set b.hidden = true")
        #expect(output.first == "Unable to simultaneously satisfy constraints.")
        #expect(output.contains("    \"<NSLayoutConstraint b.height == 50   (active)>\","))
        #expect(output.contains("    \"<NSLayoutConstraint 'UISV-hiding' b.height == 0   (active)>\""))
        #expect(output.contains("Will attempt to recover by breaking constraint"))
        #expect(output.contains("<NSLayoutConstraint b.height == 50   (active)>"))
        // b collapses at a's end (40); c follows a after one spacing: 48.
        #expect(lab.run("print b.frame c.frame") == ["b.frame = (0, 40, 100, 0)", "c.frame = (0, 48, 100, 152)"])
    }

    /// Hiding inside animate: b's frame goes from (0, 48, 100, 50) to (0, 40, 100, 0) and c's
    /// from (0, 106, 100, 94) to (0, 48, 100, 152); half way (linear) b is (0, 44, 100, 25)
    /// and c (0, 77, 100, 123).
    @Test func hidingAnimatesTheCollapse() throws {
        let lab = try Harness()
        lab.run("stack col frame (0, 0, 100, 200) axis=vertical spacing=8", "view a", "view b", "view c", "arrange a b c in col",
                "a.height == 40", "b.height == 50 @999")
        #expect(lab.run("animate 0.4 curve=linear { set b.hidden = true }") == ["animation 0: 0...0.4 s, b, c"])
        lab.run("seek 0.2")
        #expect(lab.run("print a.presentationFrame b.presentationFrame c.presentationFrame") == [
            "a.presentationFrame = (0, 0, 100, 40)", "b.presentationFrame = (0, 44, 100, 25)", "c.presentationFrame = (0, 77, 100, 123)",
        ])
        lab.run("seek 0.4")
        #expect(lab.run("print b.presentationFrame c.presentationFrame") == [
            "b.presentationFrame = (0, 40, 100, 0)", "c.presentationFrame = (0, 48, 100, 152)",
        ])
    }

    /// The stack's constraints carry UIKit's identifiers.
    @Test func constraintsCarryUIKitIdentifiers() throws {
        let lab = try Harness()
        lab.run(Self.row("distribution=equalSpacing alignment=center"))
        let listing = lab.run("constraints a").joined(separator: "\n")
        for identifier in ["UISV-canvas-connection", "UISV-spacing", "UISV-distributing", "UISV-alignment", "UISV-spanning-boundary"] {
            #expect(listing.contains("'\(identifier)'"), "missing \(identifier)")
        }
        #expect(listing.contains("<NSLayoutConstraint 'UISV-spacing' b.leading >= a.trailing + 10   (active)>"))
    }

    /// unarrange keeps the view as a subview, out of the arrangement; arrange at an index
    /// inserts (and moves a view already arranged).
    @Test func unarrangeAndInsert() throws {
        let lab = try Harness()
        lab.run(Self.row())
        #expect(lab.run("unarrange b") == ["row.arrangedSubviews = [a, c]"])
        #expect(lab.run("print row.subviews c.frame") == ["row.subviews = [a, b, c]", "c.frame = (60, 0, 260, 44)"])
        #expect(lab.run("arrange b in row at 0") == ["row.arrangedSubviews = [b, a, c]"])
        #expect(lab.run("arrange c in row at 0") == ["row.arrangedSubviews = [c, b, a]"])
        #expect(lab.run("print c.frame b.frame") == ["c.frame = (0, 0, 70, 44)", "b.frame = (80, 0, 60, 44)"])
    }

    @Test func undoRestoresTheArrangement() throws {
        let lab = try Harness()
        lab.run(Self.row())
        lab.run("set b.hidden = true")
        lab.run("undo")
        #expect(lab.run(Self.frames) == ["a.frame = (0, 0, 50, 44)", "b.frame = (60, 0, 60, 44)", "c.frame = (130, 0, 190, 44)"])
    }

    @Test func errorsPointAtTheirArgument() throws {
        let lab = try Harness()
        lab.run(Self.row())
        #expect(lab.run("arrange b in row at 7") == [
            "test.lab:1:21: error: index 7 is past the end of row's 3 arranged views", "arrange b in row at 7", "                    ^",
        ])
        #expect(lab.run("view outer", "unarrange outer").contains("test.lab:2:11: error: 'outer' is not arranged in a stack view"))
        #expect(lab.run("arrange a in b").first == "test.lab:1:14: error: 'b' is a UIView, not a stack view")
        #expect(lab.run("arrange row in row").first == "test.lab:1:9: error: 'row' cannot be arranged in row: it contains row")
        #expect(lab.run("stack s2 axis=diagonal").first?.contains("error") == true)
        #expect(lab.run("spacing after outer 4").first == "test.lab:1:15: error: 'outer' is not arranged in a stack view")
    }

    @Test func completionOffersStacksAndValues() throws {
        let lab = try Harness()
        lab.run(Self.row())
        #expect(lab.complete("arrange a in ") == ["row"])
        #expect(lab.complete("stack s axis=") == ["horizontal", "vertical"])
        #expect(lab.complete("set row.distribution = ") == ["equalCentering", "equalSpacing", "fill", "fillEqually", "fillProportionally"])
    }

    /// systemLayoutSizeFitting sees a stack's own constraints, up to date (UIKit runs the
    /// update-constraints pass first): a column of 50 and 30 with 5 between, in a view 5 from
    /// its top and 15 from its bottom, fits at 5 + 50 + 5 + 30 + 15 = 105; with b hidden, b and
    /// its spacing collapse: 5 + 50 + 15 = 70, measured before any layout pass.
    @Test func fittingIncludesTheStacksConstraints() throws {
        let lab = try Harness()
        lab.run("view h frame (0, 0, 200, 10)", "stack s in h axis=vertical spacing=5", "vfl \"H:|[s]|\" in h",
                "vfl \"V:|-5-[s]-15-|\" in h", "view a", "view b", "set a.intrinsicContentSize = (none, 50)",
                "set b.intrinsicContentSize = (none, 30)", "arrange a b in s")
        #expect(lab.run("fit h (200, 0) h=required") == ["h.fittingSize = (200, 105)"])
        #expect(lab.run("animate 0.3 { set b.hidden = true; fit h (200, 0) h=required }").first == "h.fittingSize = (200, 70)")
    }
}
