import Layout
@testable import MeasureCommands
import PluginTesting
import Testing

/// `measure`: the geometry of two rectangles, and the command on a scene.
@Suite("Measuring two views")
struct MeasurementTests {
    /// a ends at x = 100, b starts at 108: 8 pt apart, a first (and, measured from b, b second).
    /// Vertically both span 0...44: they share 44 pt, edges aligned.
    @Test func twoViewsSideBySideAreApartAlongOneAxisAndShareTheOther() {
        let a = Rect(x: 0, y: 0, width: 100, height: 44), b = Rect(x: 108, y: 0, width: 100, height: 44)
        #expect(Measurement(a, b).horizontal == .apart(gap: 8, firstBefore: true))
        #expect(Measurement(b, a).horizontal == .apart(gap: 8, firstBefore: false))
        #expect(Measurement(a, b).vertical == .overlapping(shared: 44, start: 0, end: 0))
    }

    /// An edge on an edge is a gap of 0, not an overlap.
    @Test func touchingViewsAreApartByNothing() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 0, y: 10, width: 10, height: 10)
        #expect(Measurement(a, b).vertical == .apart(gap: 0, firstBefore: true))
    }

    /// (16, 16, 44, 44) in (0, 0, 280, 120): inside, and not the other way round.
    @Test func aViewWithinAnotherIsInsideIt() {
        let icon = Rect(x: 16, y: 16, width: 44, height: 44), card = Rect(x: 0, y: 0, width: 280, height: 120)
        #expect(Measurement(icon, card).firstIsInside)
        #expect(!Measurement(icon, card).secondIsInside)
        #expect(Measurement(card, icon).secondIsInside)
    }

    /// icon (16, 16, 44, 44) and badge (50, 10, 30, 30): x 16...60 and 50...80 share 10 pt, the
    /// badge's left edge 34 further right (50 - 16) and its right edge 20 (80 - 60); y 16...60
    /// and 10...40 share 24 pt, its top 6 further up (10 - 16), its bottom 20 up (40 - 60).
    @Test func overlappingViewsSayHowMuchAndWhereTheirEdgesAre() {
        let measurement = Measurement(Rect(x: 16, y: 16, width: 44, height: 44), Rect(x: 50, y: 10, width: 30, height: 30))
        #expect(measurement.horizontal == .overlapping(shared: 10, start: 34, end: 20))
        #expect(measurement.vertical == .overlapping(shared: 24, start: -6, end: -20))
        #expect(!measurement.firstIsInside && !measurement.secondIsInside)
    }

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
