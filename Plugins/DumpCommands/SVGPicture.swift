import Foundation
import Layout

/// A picture of a view's subtree as SVG: each visible view a rectangle at its frame (in the
/// picture's coordinates, one point a unit, plus a margin), filled with its background colour
/// (or a light tint by depth) at its alpha, named at its top left; a label's lines as laid
/// out, only those its frame shows; ambiguous views outlined in dashed red, and views with a
/// broken constraint in solid red; a legend below. Hidden views and their subviews are left
/// out, as UIKit draws nothing of them. The same scene gives the same bytes.
enum SVGPicture {
    static let margin = 10.0
    static let legendHeight = 40.0
    static let tints = ["#eef4fb", "#e3f2e1", "#fdf1dc", "#f3e5f5", "#e0f2f1", "#fbe9e7"]

    /// Each drawn view's rectangle, as written (for tests and for the command's summary).
    struct DrawnRect: Equatable {
        let name: String
        let frame: Rect
    }

    static func render(_ root: View, scene: Scene, presentation: (View) -> (frame: Rect, alpha: Double)) -> (svg: String, rects: [DrawnRect]) {
        let ambiguous = Set(scene.ambiguousLayout().map { ObjectIdentifier($0.view) })
        let broken = Set(scene.brokenConstraints.flatMap(\.items).map(ObjectIdentifier.init))
        var body: [String] = []
        var rects: [DrawnRect] = []
        let rootFrame = presentation(root).frame
        func draw(_ view: View, origin: Point, depth: Int) {
            guard !view.isHidden else { return }
            let shown = presentation(view)
            let frame = view === root ? Rect(x: 0, y: 0, width: rootFrame.width, height: rootFrame.height)
                : Rect(x: origin.x + shown.frame.minX, y: origin.y + shown.frame.minY, width: shown.frame.width, height: shown.frame.height)
            rects.append(DrawnRect(name: view.name, frame: frame))
            let fill = view.backgroundColor.map(escaped) ?? tints[depth % tints.count]
            var stroke = "#7a869a", dash = ""
            if broken.contains(ObjectIdentifier(view)) { stroke = "#d32f2f" }
            if ambiguous.contains(ObjectIdentifier(view)) { stroke = "#d32f2f"; dash = " stroke-dasharray=\"4 3\"" }
            body.append("<rect data-name=\"\(escaped(view.name))\" x=\"\(number(frame.minX + margin))\" y=\"\(number(frame.minY + margin))\" "
                + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(number(shown.alpha))\" "
                + "stroke=\"\(stroke)\" stroke-width=\"1\"\(dash)/>")
            body.append("<text x=\"\(number(frame.minX + margin + 2))\" y=\"\(number(frame.minY + margin + 9))\" font-size=\"8\" fill=\"#44546a\">\(escaped(view.name))</text>")
            if let label = view as? Label {
                let layout = label.renderedText
                let lineHeight = PixelGrid.ceil(label.font.lineHeight, scale: scene.screen.scale)
                for (index, line) in layout.lines.prefix(label.visibleLineCount).enumerated() {
                    let baseline = frame.minY + margin + Double(index) * lineHeight + 0.952 * label.font.pointSize
                    // The model's own width for the line, so a viewer's font (Helvetica may be
                    // missing) cannot make it spill out of the label.
                    let width = layout.lineWidths.indices.contains(index) ? layout.lineWidths[index] : frame.width
                    body.append("<text x=\"\(number(frame.minX + margin))\" y=\"\(number(baseline))\" font-family=\"Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', sans-serif\" "
                        + "font-size=\"\(number(label.font.pointSize))\" textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\" "
                        + "fill=\"#111\" fill-opacity=\"\(number(shown.alpha))\">\(escaped(line))</text>")
                }
            }
            for subview in view.subviews { draw(subview, origin: Point(x: frame.minX, y: frame.minY), depth: depth + 1) }
        }
        draw(root, origin: .zero, depth: 0)
        let width = rootFrame.width + 2 * margin, height = rootFrame.height + 2 * margin + legendHeight
        let legendY = rootFrame.height + 2 * margin + 14
        let legend = [
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY - 8))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#d32f2f\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY))\" font-size=\"9\" fill=\"#333\">a view with a broken constraint</text>",
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY + 8))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#d32f2f\" stroke-dasharray=\"4 3\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY + 16))\" font-size=\"9\" fill=\"#333\">an ambiguous view (another layout is as good)</text>",
        ]
        let svg = (["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\">",
                    "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>"]
                   + body + legend + ["</svg>"]).joined(separator: "\n") + "\n"
        return (svg, rects)
    }

    static func number(_ value: Double) -> String { formatPoints(value) }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
