import PluginTesting
import Testing
import Layout
import Tables

/// Standard accessories narrow the content view by the widths FDTemplateLayoutCell measured.
@Suite("Cell accessories")
struct CellAccessoryTests {
    /// Each accessory on a 320 pt table: the content view is 320 less 34 (disclosure
    /// indicator), 68 (detail disclosure button), 40 (checkmark), 48 (detail button); a label
    /// pinned 8 pt inside it is 16 narrower still.
    @Test(arguments: [("none", 320.0), ("disclosureIndicator", 286), ("detailDisclosureButton", 252), ("checkmark", 280), ("detailButton", 272)])
    func theContentViewIsNarrowerByTheAccessory(type: String, width: Double) throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell", "rows add tv 1 Cell", "set Cell.accessoryType = \(type)")
        let content = try #require(harness.scene.view(named: "tv.cell1.contentView"))
        let title = try #require(harness.scene.view(named: "tv.cell1.title"))
        #expect(content.frame.width == width)
        #expect(title.frame.width == width - 16)
    }

    /// Text of 273.5 pt on one line fits the plain cell's 304 but not the 270 beside a
    /// disclosure indicator: the row is measured again, two lines, 8 + 41 + 8 + 0.5 = 57.5.
    /// Undo gives the row back its 37.
    @Test func rowsAreMeasuredAgainAtTheNarrowerWidth() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("table tv frame (0, 0, 320, 568)", "prototype Cell in tv", "label title in Cell \"x\" lines=0",
                    "vfl \"H:|-8-[title]-8-|\" in Cell; vfl \"V:|-8-[title]-8-|\" in Cell",
                    "rows add tv 1 Cell title \"Settings for notifications and sounds\"")
        #expect(harness.run("print tv.contentSize.height") == ["tv.contentSize.height = 37"])
        harness.run("set Cell.accessoryType = disclosureIndicator")
        #expect(harness.run("print tv.contentSize.height") == ["tv.contentSize.height = 57.5"])
        harness.run("undo")
        #expect(harness.run("print tv.contentSize.height Cell.accessoryType") == ["tv.contentSize.height = 37", "Cell.accessoryType = none"])
    }
}
