import Commands
import Layout
import ScriptSyntax

/// `measure FIRST SECOND`: prints where the two views are in the window's coordinates and,
/// along each axis, the gap between them or how they overlap; when one is inside the other,
/// its distance from each of the other's edges.
enum MeasureCommand {
    static let signature = Signature(
        .argument(Parameter("FIRST", .view, help: "a view", expected: "the first view to measure")),
        .argument(Parameter("SECOND", .view, help: "another view, anywhere in the tree", expected: "the second view to measure"))
    )

    static var command: Command {
        Command(
            name: "measure", summary: "The distances between two views on screen, as Interface Builder shows them.",
            discussion: """
                The frames are the views' in the window's coordinates, as laid out now. Along each
                axis the two are apart (the gap from one's edge to the other's) or overlap (by how
                much, and how far apart their edges are); a view inside the other is measured from
                each of its edges, as margins are. Edges are the screen's, left to right whatever
                the text's direction. A hidden view is measured where it would be.
                  measure title subtitle
                  measure icon card
                """,
            signature: signature, changesModel: false,
            examplesPresume: ExampleSetup(scene: [
                "view card frame (20, 40, 280, 120)", "view icon in card frame (16, 16, 44, 44)",
                "view title in card frame (72, 16, 192, 20)", "view subtitle in card frame (72, 44, 192, 16)",
            ])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            let first = try arguments.view("FIRST"), second = try arguments.view("SECOND")
            guard first !== second else { throw arguments.error(at: "SECOND", expected: "a view other than \(first.name)") }
            session.emit(lines: lines(first.name, first.frameInRoot, second.name, second.frameInRoot))
        }
    }

    /// What `measure` prints of two named rectangles in the window's coordinates.
    static func lines(_ first: String, _ firstFrame: Rect, _ second: String, _ secondFrame: Rect) -> [String] {
        let measurement = RectMeasurement(firstFrame, secondFrame)
        var lines = ["\(first) \(firstFrame) and \(second) \(secondFrame), in the window's coordinates"]
        if measurement.firstIsInside || measurement.secondIsInside {
            let (inner, innerFrame, outer, outerFrame) = measurement.firstIsInside
                ? (first, firstFrame, second, secondFrame) : (second, secondFrame, first, firstFrame)
            let insets = [innerFrame.minX - outerFrame.minX, outerFrame.maxX - innerFrame.maxX,
                          innerFrame.minY - outerFrame.minY, outerFrame.maxY - innerFrame.maxY].map(formatPoints)
            lines.append("\(inner) is inside \(outer): \(insets[0]) pt from \(outer)'s left edge, \(insets[1]) from its right, "
                + "\(insets[2]) from its top, \(insets[3]) from its bottom")
            return lines
        }
        lines.append("horizontally: " + describe(measurement.horizontal, first, second, edges: ("left", "right")))
        lines.append("vertically: " + describe(measurement.vertical, first, second, edges: ("top", "bottom")))
        if case .overlapping(let width, _, _) = measurement.horizontal, case .overlapping(let height, _, _) = measurement.vertical {
            lines.append("they overlap: \(formatPoints(width)) x \(formatPoints(height)) pt drawn one over the other")
        }
        return lines
    }

    static func describe(_ span: RectMeasurement.Span, _ first: String, _ second: String, edges: (start: String, end: String)) -> String {
        switch span {
        case .apart(let gap, let firstBefore):
            let (before, after) = firstBefore ? (first, second) : (second, first)
            return gap == 0 ? "\(before)'s \(edges.end) edge touches \(after)'s \(edges.start) edge"
                : "\(formatPoints(gap)) pt from \(before)'s \(edges.end) edge to \(after)'s \(edges.start) edge"
        case .overlapping(let shared, let start, let end):
            return "they share \(formatPoints(shared)) pt; " + edgeOffset(start, edges.start, second) + ", " + edgeOffset(end, edges.end, second)
        }
    }

    /// `left edges aligned`, `second's left edge 8 pt further right`.
    static func edgeOffset(_ offset: Double, _ edge: String, _ second: String) -> String {
        guard offset != 0 else { return "\(edge) edges aligned" }
        let direction = ["left", "right"].contains(edge) ? (offset > 0 ? "right" : "left") : (offset > 0 ? "down" : "up")
        return "\(second)'s \(edge) edge \(formatPoints(abs(offset))) pt further \(direction)"
    }
}
