import Layout
@testable import MeasureCommands
import PluginTesting
import Testing

/// `measure` on a scene (the geometry of two rectangles is tested with `RectMeasurement`).
@Suite("Measuring two views")
struct MeasurementTests {
    /// The command measures frames in the window's coordinates, whatever their superviews:
    /// title at (72, 16) in a card at (20, 40) is at (92, 56) in the window, 20 high; the label
    /// of another card at (20, 200) is at (36, 216): 216 - 76 = 140 pt below the title.
    @Test func theCommandMeasuresInTheWindowsCoordinates() throws {
        let harness = try Harness(plugins: ["ViewCommands", "MeasureCommands"]).hidingTheStatusBar()
        harness.run("view card frame (20, 40, 280, 120)", "view title in card frame (72, 16, 192, 20)",
                    "view other frame (20, 200, 280, 120)", "view caption in other frame (16, 16, 100, 20)")
        let output = harness.run("measure title caption")
        #expect(output.first == "title (92, 56, 192, 20) and caption (36, 216, 100, 20), in the window's coordinates")
        #expect(output.contains("vertically: 140 pt from title's bottom edge to caption's top edge"))
    }

    @Test func aViewIsNotMeasuredAgainstItself() throws {
        let harness = try Harness(plugins: ["ViewCommands", "MeasureCommands"])
        harness.run("view card")
        #expect(harness.error("measure card card") == "expected a view other than card, found 'card'")
    }
}
