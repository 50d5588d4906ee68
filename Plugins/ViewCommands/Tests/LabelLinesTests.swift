import PluginTesting
import Testing

/// `lines`: how many lines show in the label's frame.
@Suite("Lines a label shows")
struct LabelLinesTests {
    /// Eight lines of the 17 pt system font (a line is 20.29 pt) are 162.32 pt, 162.5 on the
    /// @2x pixel grid: a label of that height shows all eight. Dividing the height by a line
    /// rounded to the grid (20.5) gives 7.9, which counted 7 (found writing lesson 4).
    @Test func aLabelAsTallAsItsTextShowsEveryLine() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("label l \"a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d\" lines=0",
                    "set l.translatesAutoresizingMaskIntoConstraints = false", "l.width == 50", "vfl \"V:|[l]\"", "vfl \"H:|[l]\"", "layout")
        #expect(harness.run("print l.frame l.lines") == ["l.frame = (0, 0, 50, 162.5)", "l.lines = 8"])
        // One pixel less and the eighth line no longer fits.
        harness.run("l.height == 162")
        #expect(harness.run("print l.frame.height l.lines") == ["l.frame.height = 162", "l.lines = 7"])
    }
}
