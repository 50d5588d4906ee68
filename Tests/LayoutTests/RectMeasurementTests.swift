import Layout
import Testing

/// The geometry of two rectangles that `measure` prints and `check` reads.
struct RectMeasurementTests {
    /// a ends at x = 100, b starts at 108: 8 pt apart, a first (and, measured from b, b second).
    /// Vertically both span 0...44: they share 44 pt, edges aligned.
    @Test func twoViewsSideBySideAreApartAlongOneAxisAndShareTheOther() {
        let a = Rect(x: 0, y: 0, width: 100, height: 44), b = Rect(x: 108, y: 0, width: 100, height: 44)
        #expect(RectMeasurement(a, b).horizontal == .apart(gap: 8, firstBefore: true))
        #expect(RectMeasurement(b, a).horizontal == .apart(gap: 8, firstBefore: false))
        #expect(RectMeasurement(a, b).vertical == .overlapping(shared: 44, start: 0, end: 0))
    }

    /// An edge on an edge is a gap of 0, not an overlap.
    @Test func touchingViewsAreApartByNothing() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 0, y: 10, width: 10, height: 10)
        #expect(RectMeasurement(a, b).vertical == .apart(gap: 0, firstBefore: true))
    }

    /// (16, 16, 44, 44) in (0, 0, 280, 120): inside, and not the other way round.
    @Test func aViewWithinAnotherIsInsideIt() {
        let icon = Rect(x: 16, y: 16, width: 44, height: 44), card = Rect(x: 0, y: 0, width: 280, height: 120)
        #expect(RectMeasurement(icon, card).firstIsInside)
        #expect(!RectMeasurement(icon, card).secondIsInside)
        #expect(RectMeasurement(card, icon).secondIsInside)
    }

    /// icon (16, 16, 44, 44) and badge (50, 10, 30, 30): x 16...60 and 50...80 share 10 pt, the
    /// badge's left edge 34 further right (50 - 16) and its right edge 20 (80 - 60); y 16...60
    /// and 10...40 share 24 pt, its top 6 further up (10 - 16), its bottom 20 up (40 - 60).
    @Test func overlappingViewsSayHowMuchAndWhereTheirEdgesAre() {
        let measurement = RectMeasurement(Rect(x: 16, y: 16, width: 44, height: 44), Rect(x: 50, y: 10, width: 30, height: 30))
        #expect(measurement.horizontal == .overlapping(shared: 10, start: 34, end: 20))
        #expect(measurement.vertical == .overlapping(shared: 24, start: -6, end: -20))
        #expect(!measurement.firstIsInside && !measurement.secondIsInside)
    }
}
