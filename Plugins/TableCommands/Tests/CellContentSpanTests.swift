import PluginTesting
import Testing
import Layout
import Tables

/// What else narrows a cell's content view: the section index, the editing control and a
/// custom accessory view; and reaching a cell by index path.
@Suite("Section index, editing control, accessory views, index paths")
struct CellContentSpanTests {
    static let cell = [
        "table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
        "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell",
        "rows add tv 3 Cell title \"Settings for notifications and sounds\"",
    ]

    static func harness() throws -> Harness {
        let harness = try Harness.viewsTablesAndDumps()
        for line in cell { harness.run(line) }
        return harness
    }

    /// FDTemplateLayoutCell issue 231's rule, with Helvetica's advances at 11 pt: single
    /// letters (W is the widest, 944/1000 em = 10.384) give the 15 pt minimum; "WW" is
    /// 20.768, past it, so 20.768 + 4; no titles, no index.
    @Test func theIndexWidthFollowsTheWidestTitle() {
        #expect(SectionIndex(titles: ["A", "W", "#"]).width == 15)
        #expect(abs(SectionIndex(titles: ["A", "WW"]).width - 24.768) < 1e-9)
        #expect(SectionIndex().width == 0)
        #expect(!SectionIndex(titles: ["A"], minimumDisplayRowCount: 4).isShown(rowCount: 3))
        #expect(SectionIndex(titles: ["A"], minimumDisplayRowCount: 4).isShown(rowCount: 4))
    }

    /// The index takes 15 from 320: the content view is 305; removing the titles gives the
    /// 320 back, and undo puts the index back as it was.
    @Test func theIndexNarrowsEveryContentView() throws {
        let harness = try Self.harness()
        harness.run("set tv.sectionIndexTitles = \"A B C\"")
        #expect(harness.run("print tv.cell1.contentView.frame.width tv.cell3.contentView.frame.width")
            == ["tv.cell1.contentView.frame.width = 305", "tv.cell3.contentView.frame.width = 305"])
        harness.run("set tv.sectionIndexTitles = nil")
        #expect(harness.run("print tv.cell1.contentView.frame.width tv.sectionIndexTitles") == ["tv.cell1.contentView.frame.width = 320", "tv.sectionIndexTitles = nil"])
        harness.run("undo")
        #expect(harness.run("print tv.cell1.contentView.frame.width tv.sectionIndexTitles") == ["tv.cell1.contentView.frame.width = 305", "tv.sectionIndexTitles = \"A B C\""])
    }

    /// Editing moves an editable row's content view to x = 38 and narrows it to
    /// 320 - 38 = 282: the label's 266 is under the text's 273.5, so two lines and a row of
    /// 8 + 41 + 8 + 0.5 = 57.5 (3 rows: 172.5). A row that cannot be edited keeps (0, 320)
    /// and 37. Leaving editing mode measures every row at 320 again: 3 x 37 = 111.
    @Test func editingIndentsEditableRowsAndMeasuresThemAgain() throws {
        let harness = try Self.harness()
        harness.run("set tv.isEditing = true")
        #expect(harness.run("print tv.cell1.contentView.frame tv.contentSize.height")
            == ["tv.cell1.contentView.frame = (38, 0, 282, 57)", "tv.contentSize.height = 172.5"])
        harness.run("rows editable tv 0 false")
        #expect(harness.run("print tv.cell1.contentView.frame tv.contentSize.height")
            == ["tv.cell1.contentView.frame = (0, 0, 320, 36.5)", "tv.contentSize.height = 152"])
        harness.run("set tv.isEditing = false")
        #expect(harness.run("print tv.cell2.contentView.frame tv.contentSize.height")
            == ["tv.cell2.contentView.frame = (0, 0, 320, 36.5)", "tv.contentSize.height = 111"])
    }

    /// A 50 pt accessory view takes 50 + 16: the content view is 254; it wins over a
    /// checkmark (which alone would leave 280).
    @Test func anAccessoryViewTakesItsWidthAndSixteen() throws {
        let harness = try Self.harness()
        harness.run("view badge frame (0, 0, 50, 20)", "set Cell.accessoryType = checkmark", "set Cell.accessoryView = badge")
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 254"])
        harness.run("set Cell.accessoryView = nil")
        #expect(harness.run("print tv.cell1.contentView.frame.width") == ["tv.cell1.contentView.frame.width = 280"])
    }

    /// `tv[0, 1]` is the cell `cellForRow(at:)` gives; errors for a missing row and a row off
    /// screen (a 40 pt table shows rows 0 and 1 of 37 pt rows: 0 to 74 covers 0 to 40).
    @Test func indexPathsReachCells() throws {
        let harness = try Self.harness()
        #expect(harness.run("print tv[0, 1].title.frame tv[1].title.frame")
            == ["tv[0, 1].title.frame = (8, 8, 304, 20.5)", "tv[1].title.frame = (8, 8, 304, 20.5)"])
        #expect(harness.run("print tv[0, 3]").first == "test.lab:1:7: error: tv has no row 3 in section 0")
        harness.run("set tv.frame = (0, 0, 320, 40)")
        #expect(harness.run("print tv[0, 2].title").first == "test.lab:1:7: error: row 2 of section 0 has no cell (offscreen)")
        #expect(harness.run("print Cell[0]").first == "test.lab:1:7: error: an index follows the name of an object with indexed parts (a table); 'Cell' is not one")
    }

    /// clipsToBounds is stored, copied into cells, printed by dump tree, and undone.
    @Test func clipsToBoundsIsStoredAndShown() throws {
        let harness = try Self.harness()
        harness.run("set Cell.clipsToBounds = true")
        #expect(harness.run("print tv.cell1.contentView.clipsToBounds") == ["tv.cell1.contentView.clipsToBounds = true"])
        harness.run("view box frame (0, 0, 10, 10)", "set box.clipsToBounds = true")
        #expect(harness.run("dump tree box") == ["<UIView: 'box'; frame = (0 0; 10 10); clipsToBounds = YES>"])
        harness.run("undo")
        #expect(harness.run("print box.clipsToBounds") == ["box.clipsToBounds = false"])
    }
}
