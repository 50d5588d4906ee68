import PluginTesting
import Testing
import Layout

/// Layout guides (`UILayoutGuide`) as items of constraints: custom guides as spacers, a view's
/// safe-area, layout-margins and readable-content guides, VFL's bar guides, undo. Every frame
/// below is derived by hand in the comment above its test.
@Suite("Layout guides")
struct LayoutGuideTests {
    /// A row 320 wide holds a (40), b (60) and c (40) 10 pt inside its edges, with guides g1
    /// and g2 of equal width between them: 320 - 10 - 10 - 40 - 60 - 40 = 160 to share, 80
    /// each. a.x = 10, g1 = 50...130, b = 130...190, g2 = 190...270, c = 270...310.
    /// A view at the top of the window on the default screen (the status bar's 20 pt safe
    /// area) has margins 8 + 20 = 28 at the top, as UIKit's getter reports them (a view pinned
    /// under a notch printed 52 = 44 + 8), whether or not a constraint has used them yet: read
    /// before any does, the margins and their guide are already 28 at the top (they were 8,
    /// the value kept from before the view knew its safe area), and the same after one does.
    @Test func marginsIncludeTheSafeAreaBeforeAnyConstraintUsesThem() throws {
        let harness = try Harness()
        harness.run("view form frame (0, 0, 200, 100)")
        let before = harness.run("print form.layoutMargins form.layoutMarginsGuide")
        #expect(before == ["form.layoutMargins = (top: 28, left: 8, bottom: 8, right: 8)", "form.layoutMarginsGuide = (8, 28, 184, 64)"])
        harness.run("view x in form", "x.top == form.topMargin")
        #expect(harness.run("print form.layoutMargins form.layoutMarginsGuide x.frame.y") == before + ["x.frame.y = 28"])
    }

    @Test func customGuidesAreEqualSpacers() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view row frame (0, 100, 320, 50)", "view a in row", "view b in row", "view c in row",
                    "guide g1 in row", "guide g2 in row",
                    "a.width == 40", "b.width == 60", "c.width == 40")
        harness.run("vfl \"H:|-10-[a][g1][b][g2][c]-10-|\" in row")
        #expect(harness.run("g1.width == g2.width") == ["c10: g1.width == g2.width"])
        harness.run("vfl \"V:|[a]|\" in row", "vfl \"V:|[b]|\" in row", "vfl \"V:|[c]|\" in row",
                    "vfl \"V:|[g1]|\" in row", "vfl \"V:|[g2]|\" in row")
        #expect(harness.run("print a.frame g1.frame b.frame g2.layoutFrame c.frame") == [
            "a.frame = (10, 0, 40, 50)", "g1.frame = (50, 0, 80, 50)", "b.frame = (130, 0, 60, 50)",
            "g2.layoutFrame = (190, 0, 80, 50)", "c.frame = (270, 0, 40, 50)",
        ])
        // Guides are listed under their owning view, before its subviews, and never drawn.
        let tree = harness.run("dump tree row")
        #expect(tree.prefix(3) == [
            "<UIView: 'row'; frame = (0 100; 320 50)>",
            "   | <UILayoutGuide: 'g1'; layoutFrame = (50 0; 80 50)>",
            "   | <UILayoutGuide: 'g2'; layoutFrame = (190 0; 80 50)>",
        ])
        #expect(harness.run("print row.subviews row.layoutGuides") == ["row.subviews = [a, b, c]", "row.layoutGuides = [g1, g2]"])
    }

    /// iPhone 15: 393 x 852, safe-area insets 59 top and 34 bottom in portrait, so a box pinned
    /// to the window's safe area is (0, 59, 393, 852 - 59 - 34 = 759). In landscape the screen
    /// is 852 x 393 with 59 left and right and 21 bottom: (59, 0, 852 - 118 = 734, 393 - 21 = 372).
    @Test func aViewPinnedToTheSafeAreaFollowsTheScreen() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhone15", "view box")
        #expect(harness.run("box.top == window.safeAreaLayoutGuide.top") == ["c1: box.top == window.safeAreaLayoutGuide.top"])
        harness.run("box.bottom == window.safeAreaLayoutGuide.bottom",
                    "box.leading == window.safeAreaLayoutGuide.leading", "box.trailing == window.safeAreaLayoutGuide.trailing")
        #expect(harness.run("print box.frame") == ["box.frame = (0, 59, 393, 759)"])
        harness.run("screen landscape")
        #expect(harness.run("print box.frame window.safeAreaLayoutGuide.frame") == [
            "box.frame = (59, 0, 734, 372)", "window.safeAreaLayoutGuide.frame = (59, 0, 734, 372)",
        ])
    }

    /// A full-screen root view's own safe area is the part the screen's insets leave: its
    /// insets come from its frame after a pass, so the guide follows in the next pass. root
    /// fills the iPhone 15 (0, 0, 393, 852); its safe area is (0, 59, 393, 759); a label-less
    /// view pinned to it 10 pt inside: (10, 69, 373, 739).
    @Test func aRootViewsSafeAreaIsItsFrameInsideTheWindowsSafeArea() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhone15", "view root", "vfl \"H:|[root]|\"", "vfl \"V:|[root]|\"", "view inner in root")
        harness.run("inner.top == root.safeAreaLayoutGuide.top + 10", "inner.bottom == root.safeAreaLayoutGuide.bottom - 10",
                    "inner.leading == root.safeAreaLayoutGuide.leading + 10", "inner.trailing == root.safeAreaLayoutGuide.trailing - 10")
        #expect(harness.run("print root.frame root.safeAreaLayoutGuide.frame inner.frame") == [
            "root.frame = (0, 0, 393, 852)", "root.safeAreaLayoutGuide.frame = (0, 59, 393, 759)", "inner.frame = (10, 69, 373, 739)",
        ])
    }

    /// box is (0, 0, 200, 100) with margins (8, 16, 8, 16): its margins guide is
    /// (16, 8, 200 - 32 = 168, 100 - 16 = 84); new margins move the guide and what is pinned to it.
    /// The readable guide of a 1000 pt wide view with 8 pt margins is 672 wide, centred in
    /// the 984 between the margins: x = 8 + (984 - 672) / 2 = 164.
    @Test func marginsAndReadableContentGuides() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("view box frame (0, 0, 200, 100)", "set box.layoutMargins = (8, 16, 8, 16)", "view inner in box")
        harness.run("inner.top == box.layoutMarginsGuide.top", "inner.bottom == box.layoutMarginsGuide.bottom",
                    "inner.leading == box.layoutMarginsGuide.leading", "inner.trailing == box.layoutMarginsGuide.trailing")
        #expect(harness.run("print inner.frame box.layoutMarginsGuide.frame") == [
            "inner.frame = (16, 8, 168, 84)", "box.layoutMarginsGuide.frame = (16, 8, 168, 84)",
        ])
        harness.run("set box.layoutMargins = (0, 0, 0, 0)")
        #expect(harness.run("print inner.frame") == ["inner.frame = (0, 0, 200, 100)"])
        harness.run("view wide frame (0, 200, 1000, 100)", "view text in wide",
                    "text.leading == wide.readableContentGuide.leading", "text.trailing == wide.readableContentGuide.trailing",
                    "text.top == wide.top", "text.height == 10")
        #expect(harness.run("print text.frame wide.readableContentGuide.frame") == [
            "text.frame = (164, 0, 672, 10)", "wide.readableContentGuide.frame = (164, 8, 672, 84)",
        ])
        // Reading a guide that was never named in a constraint computes it without making it.
        #expect(harness.run("print box.readableContentGuide box.layoutGuides") == [
            "box.readableContentGuide = (0, 0, 200, 100)", "box.layoutGuides = [box.layoutMarginsGuide]",
        ])
    }

    /// `V:[topLayoutGuide]-[a(100)]` on iPhone 15: a.y = 59 + 8 = 67; `V:[b(20)][bottomLayoutGuide]`:
    /// b.y = 852 - 34 - 20 = 798.
    @Test func barGuidesInVisualFormat() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("screen iPhone15", "view a", "view b", "vfl \"H:|[a]|\"", "vfl \"H:|[b]|\"")
        #expect(harness.run("vfl \"V:[topLayoutGuide]-[a(100)]\"") == ["c5: a.top == window.safeAreaLayoutGuide.top + 8", "c6: a.height == 100"])
        harness.run("vfl \"V:[b(20)][bottomLayoutGuide]\"")
        #expect(harness.run("print a.frame b.frame") == ["a.frame = (0, 67, 393, 100)", "b.frame = (0, 798, 393, 20)"])
    }

    /// Undo takes back a guide and the constraints on it; a view's own guide goes with the
    /// constraint whose line made it.
    @Test func undoRestoresGuides() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("view box frame (0, 0, 100, 100)", "view a in box", "guide g in box", "g.width == 20")
        harness.run("undo", "undo")
        #expect(harness.run("print box.layoutGuides") == ["box.layoutGuides = []"])
        harness.run("a.top == box.safeAreaLayoutGuide.top")
        #expect(harness.run("print box.layoutGuides") == ["box.layoutGuides = [box.safeAreaLayoutGuide]"])
        harness.run("undo")
        #expect(harness.run("print box.layoutGuides") == ["box.layoutGuides = []"])
        harness.run("redo")
        #expect(harness.run("print box.layoutGuides a.frame") == ["box.layoutGuides = [box.safeAreaLayoutGuide]", "a.frame = (0, 0, 0, 0)"])
    }

    /// Guides refuse what views do and they cannot: subviews, moving, margins and baselines;
    /// a view's own guides cannot be removed.
    @Test func clearErrors() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view box", "guide g in box", "view a in box")
        #expect(harness.run("view b in g").joined().contains("'g' is a layout guide, not a view"))
        #expect(harness.run("move g to window").joined().contains("'g' is a layout guide, not a view"))
        #expect(harness.run("a.top == g.topMargin").joined().contains("the layout guide 'g' has no 'topMargin' anchor"))
        harness.run("a.top == box.safeAreaLayoutGuide.top")
        #expect(harness.run("remove box.safeAreaLayoutGuide").joined().contains("is its view's own guide and cannot be removed"))
        #expect(harness.run("vfl \"H:[topLayoutGuide][a]\"").joined().contains("topLayoutGuide is a vertical guide"))
    }

    /// A scroll view filling the 320 x 568 window; content pinned to its contentLayoutGuide,
    /// as wide as its frameLayoutGuide (320) and 1000 high, so the content area is 320 x 1000.
    /// A badge 10 pt inside the frame guide stays on screen: at content offset (0, 200) the
    /// frame guide is at y = 200, the badge at 200 + 10 = 210 in content coordinates.
    @Test func scrollViewContentAndFrameGuides() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("scrollview s", "vfl \"H:|[s]|\"", "vfl \"V:|[s]|\"", "view content in s",
                    "content.top == s.contentLayoutGuide.top", "content.bottom == s.contentLayoutGuide.bottom",
                    "content.leading == s.contentLayoutGuide.leading", "content.trailing == s.contentLayoutGuide.trailing",
                    "content.width == s.frameLayoutGuide.width", "content.height == 1000",
                    "view badge in s", "badge.top == s.frameLayoutGuide.top + 10", "badge.leading == s.frameLayoutGuide.leading + 10",
                    "badge.width == 20", "badge.height == 20")
        #expect(harness.run("print content.frame s.contentLayoutGuide.frame badge.frame") == [
            "content.frame = (0, 0, 320, 1000)", "s.contentLayoutGuide.frame = (0, 0, 320, 1000)", "badge.frame = (10, 10, 20, 20)",
        ])
        harness.run("set s.contentOffset = (0, 200)", "layout")
        #expect(harness.run("print s.frameLayoutGuide.frame badge.frame") == [
            "s.frameLayoutGuide.frame = (0, 200, 320, 568)", "badge.frame = (10, 210, 20, 20)",
        ])
        harness.run("view box")
        #expect(harness.run("box.top == box.contentLayoutGuide.top").joined().contains("'box' is not a scroll view"))
    }

    /// systemLayoutSizeFitting takes a view's guides with it: "Hello" at 17 pt is 39 x 20.5
    /// (its frame in the card shows it), and the card's 8 pt margins around it make
    /// 39 + 16 = 55 by 20.5 + 16 = 36.5.
    @Test func fittingSizeThroughTheMarginsGuide() throws {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        harness.run("view card", "card.leading == window.leading", "card.top == window.top", "label t in card \"Hello\"",
                    "t.top == card.layoutMarginsGuide.top", "t.bottom == card.layoutMarginsGuide.bottom",
                    "t.leading == card.layoutMarginsGuide.leading", "t.trailing == card.layoutMarginsGuide.trailing")
        #expect(harness.run("print t.frame card.frame card.fittingSize") == [
            "t.frame = (8, 8, 39, 20.5)", "card.frame = (0, 0, 55, 36.5)", "card.fittingSize = (55, 36.5)",
        ])
    }

    @Test func completionOffersAViewsGuides() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view box")
        let candidates = harness.complete("constrain box.")
        #expect(candidates.contains("box.safeAreaLayoutGuide"))
        #expect(candidates.contains("box.layoutMarginsGuide"))
        #expect(candidates.contains("box.readableContentGuide"))
    }
}
