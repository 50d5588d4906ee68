import PluginTesting
import Testing
import Layout
import Tables

/// `preservesSuperviewLayoutMargins` (Apple: the adjustment is "the smallest amount needed to
/// ensure that content is also inside the superview's margins"), cells' margins, and the
/// editing accessory.
@Suite("Preserved margins and editing accessories")
struct PreservedMarginsTests {
    static let box = [
        "view box in window frame (0, 0, 320, 100)", "set box.layoutMargins = (20, 20, 20, 20)",
        "view inner in box frame (5, 0, 310, 50)", "view dot in inner",
        "vfl \"H:|-[dot]-|\" in inner; vfl \"V:|-[dot(10)]\" in inner",
    ]

    static func harness(_ lines: [String]) throws -> Harness {
        let harness = try Harness.viewsTablesAndDumps().hidingTheStatusBar()
        for line in lines { harness.run(line) }
        return harness
    }

    /// Not preserving, `inner` keeps UIKit's default 8 on every side: the dot is at (8, 8),
    /// 310 - 16 = 294 wide. Preserving, each side is max(8, 20 - distance): left 20 - 5 = 15,
    /// right 20 - (320 - 315) = 15, top 20 - 0 = 20, bottom 20 - (100 - 50) < 8, so 8; the dot
    /// is at (15, 20), 310 - 30 = 280 wide. Undo gives the 8s back.
    @Test func aPreservingViewGrowsToTheSuperviewsMargins() throws {
        let harness = try Self.harness(Self.box)
        #expect(harness.run("print dot.frame") == ["dot.frame = (8, 8, 294, 10)"])
        harness.run("set inner.preservesSuperviewLayoutMargins = true")
        #expect(harness.run("print inner.effectiveLayoutMargins dot.frame")
            == ["inner.effectiveLayoutMargins = (top: 20, left: 15, bottom: 8, right: 15)", "dot.frame = (15, 20, 280, 10)"])
        harness.run("undo")
        #expect(harness.run("print inner.effectiveLayoutMargins dot.frame")
            == ["inner.effectiveLayoutMargins = (top: 8, left: 8, bottom: 8, right: 8)", "dot.frame = (8, 8, 294, 10)"])
    }

    /// The box's margins going to 30 reach the dot through `inner`: 30 - 5 = 25 at the sides,
    /// 30 at the top, so (25, 30) and 310 - 50 = 260. A second preserving level passes them
    /// on: `deep` at (0, 0) in `inner`, 310 wide, gets 25 at the sides and 30 at the top too.
    @Test func marginChangesPropagateThroughPreservingSubviews() throws {
        let harness = try Self.harness(Self.box + [
            "set inner.preservesSuperviewLayoutMargins = true", "view deep in inner frame (0, 0, 310, 40)",
            "set deep.preservesSuperviewLayoutMargins = true",
        ])
        harness.run("set box.layoutMargins = (30, 30, 30, 30)")
        #expect(harness.run("print dot.frame deep.effectiveLayoutMargins")
            == ["dot.frame = (25, 30, 260, 10)", "deep.effectiveLayoutMargins = (top: 30, left: 25, bottom: 8, right: 25)"])
    }

    /// A view moved away from the edges (40 pt in on both sides) is past the box's 20 pt
    /// margins: its own 8 again, the dot 240 - 16 = 224 wide, after the one extra pass.
    @Test func movingAViewRefreshesItsMargins() throws {
        let harness = try Self.harness(Self.box + ["set inner.preservesSuperviewLayoutMargins = true"])
        harness.run("set inner.frame = (40, 0, 240, 50)")
        #expect(harness.run("print inner.effectiveLayoutMargins dot.frame")
            == ["inner.effectiveLayoutMargins = (top: 20, left: 8, bottom: 8, right: 8)", "dot.frame = (8, 20, 224, 10)"])
    }

    static let cell = [
        "table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
        "vfl \"H:|-[title]-|\" in Cell; vfl \"V:|-[title]-|\" in Cell", "set Cell.layoutMargins = (8, 8, 8, 8)",
        "rows add tv 2 Cell title \"Settings for notifications and sounds\"",
    ]

    /// The cell's margins are the separator inset, 16 on a 320 pt phone. A content view with
    /// margins of 8 that preserves them gets max(8, 16 - 0) = 16 at the sides: the label is
    /// 320 - 32 = 288 wide, one line of 20.5 (273.5 fits), rows of 8 + 20.5 + 8 + 0.5 = 37.
    @Test func aCellsContentViewCanPreserveTheCellsMargins() throws {
        let harness = try Self.harness(Self.cell)
        #expect(harness.run("print tv.cell1.title.frame") == ["tv.cell1.title.frame = (8, 8, 304, 20.5)"])
        harness.run("set Cell.preservesSuperviewLayoutMargins = true")
        #expect(harness.run("print tv.cell1.layoutMargins tv.cell1.title.frame tv.contentSize.height")
            == ["tv.cell1.layoutMargins = (top: 8, left: 16, bottom: 8, right: 16)", "tv.cell1.title.frame = (16, 8, 288, 20.5)",
                "tv.contentSize.height = 74"])
    }

    /// A disclosure indicator (34) vanishes in editing mode by default: 320 - 38 = 282. An
    /// editing checkmark (40) takes its place: 320 - 38 - 40 = 242; leaving editing mode the
    /// disclosure indicator is back: 320 - 34 = 286.
    @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() throws {
        let harness = try Self.harness(Self.cell + ["set Cell.accessoryType = disclosureIndicator", "set tv.isEditing = true"])
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 282"])
        harness.run("set Cell.editingAccessoryType = checkmark")
        #expect(harness.run("print tv.cell1.contentView.frame.width tv.cell1.contentView.editingAccessoryType")
            == ["tv.cell1.contentView.frame.width = 242", "tv.cell1.contentView.editingAccessoryType = checkmark"])
        harness.run("set tv.isEditing = false")
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 286"])
    }

    /// A custom editing accessory view 50 pt wide takes 16 + 50 = 66: 320 - 38 - 66 = 216.
    @Test func anEditingAccessoryViewTakesItsWidthAndPadding() throws {
        let harness = try Self.harness(Self.cell + ["view badge frame (0, 0, 50, 20)", "set Cell.editingAccessoryView = badge", "set tv.isEditing = true"])
        #expect(harness.run("print tv.cell1.contentView.frame").first?.hasPrefix("tv.cell1.contentView.frame = (38, 0, 216,") == true)
    }

    /// On a 414 pt @3x screen FDTemplateLayoutCell adds 4 pt once to the index and accessory
    /// together: an index of 15 alone leaves 414 - 15 - 4 = 395; with a checkmark
    /// 414 - 15 - (40 + 4) = 355, not 351.
    @Test func theLargeScreenExtraCountsOnceForIndexAndAccessory() throws {
        let harness = try Self.harness(["screen iPhone8Plus"] + Self.cell.map { $0.replacingOccurrences(of: "(0, 0, 320, 568)", with: "(0, 0, 414, 736)") })
        harness.run("set tv.sectionIndexTitles = \"A B C W\"")
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 395"])
        harness.run("set Cell.accessoryType = checkmark")
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 355"])
    }

    /// Widening the table of a preserving cell on a new screen: for one pass the content view
    /// (taller than the cell's stale frame) hangs past the cell's bottom; counted as at the
    /// edge, its bottom margin stays max(8, 8 - 0) = 8, and no constraint breaks. The label
    /// has 414 - 38 (the disclosure indicator, 34 + 4 on @3x) - 20 - 8 = 348 and one line.
    @Test func aResizedCellKeepsItsMarginsWithoutAConflict() throws {
        let harness = try Self.harness(Self.cell + [
            "set Cell.preservesSuperviewLayoutMargins = true", "set Cell.accessoryType = disclosureIndicator", "screen iPhone8Plus",
        ])
        #expect(harness.run("set tv.frame = (0, 0, 414, 736)") == [])
        #expect(harness.run("print tv.cell1.title.frame") == ["tv.cell1.title.frame = (20, 8, 348, 20.3333)"])
    }

    /// `setEditing(_:animated: true)`: inside an animation block the content views slide to
    /// their editing frames. The label gets 282 - 16 = 266, under the text's 273.5: two lines,
    /// a content view 8 + 41 + 8 = 57 high (36.5 before). Linear over 0.5 s, at 0.25 s halfway:
    /// x = 38 / 2 = 19, width 320 - (320 - 282) / 2 = 301, height 36.5 + (57 - 36.5) / 2 = 46.75,
    /// while the model is at its end already.
    @Test func editingInsideAnAnimationSlidesTheContentViews() throws {
        let harness = try Harness()
        for line in Self.cell + ["animate 0.5 curve=linear { set tv.isEditing = true }", "seek 0.25"] { harness.run(line) }
        #expect(harness.run("print tv.cell1.contentView.presentationFrame tv.cell1.contentView.frame")
            == ["tv.cell1.contentView.presentationFrame = (19, 0, 301, 46.75)", "tv.cell1.contentView.frame = (38, 0, 282, 57)"])
    }
}
