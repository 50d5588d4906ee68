import Escaping
import Layout

/// What `render ... svg` draws over the views on request: margins, safe areas and separators
/// as tinted bands, and constraints as the view debuggers draw them (I-beams, dimension bars,
/// alignment lines), each with its constant placed clear of labels' text and names.
enum SVGOverlays {
    static let constraintColour = "#6741d9"
    static let brokenColour = "#d32f2f"
    static let brokenHoldingColour = "#ef8c00"

    /// A band's tint and opacity: margins amber, the unsafe area cyan, separators opaque
    /// teal (iOS draws them light grey, which a box's grey outline would hide: a separator
    /// is one pixel at the cell's bottom, on its outline).
    static func tint(of kind: Picture.Band.Kind) -> (fill: String, opacity: String) {
        switch kind {
        case .margins: ("#ffb300", "0.28")
        case .safeArea: ("#00acc1", "0.25")
        case .separator: ("#00897b", "1")
        }
    }

    static func bands(of picture: Picture, clips: inout SVGPicture.ClipPaths, margin: Double, offset: Point = .zero) -> [String] {
        picture.bands.flatMap { band -> [String] in
            let (fill, opacity) = tint(of: band.kind)
            let clip = clips.reference(for: band.clip)
            return ["<g data-band=\"\(band.kind.rawValue)\" data-owner=\"\(XMLEscaping.escaped(band.owner))\"\(clip)>"]
                + band.rects.map { rect in
                    "<rect x=\"\(n(rect.minX + margin + offset.x))\" y=\"\(n(rect.minY + margin + offset.y))\" width=\"\(n(rect.width))\" "
                        + "height=\"\(n(rect.height))\" fill=\"\(fill)\" fill-opacity=\"\(opacity)\"/>"
                } + ["</g>"]
        }
    }

    static func colour(of state: Picture.Constraint.State) -> String {
        switch state {
        case .holds: constraintColour
        case .broken: brokenColour
        case .brokenHolding: brokenHoldingColour
        }
    }

    /// Each constraint's lines, then its constant where `placer` finds room next to the
    /// line (above or below a horizontal one, beside a vertical one, then further along);
    /// where there is none, beside the line's middle anyway: a number is short, and a
    /// constraint without its constant says less.
    static func constraints(of picture: Picture, clips: inout SVGPicture.ClipPaths, placer: inout SVGTagPlacer, margin: Double) -> [String] {
        var body: [String] = []
        for constraint in picture.constraints {
            let colour = colour(of: constraint.state)
            let clip = clips.reference(for: constraint.clip)
            body.append("<g data-constraint=\"\(XMLEscaping.escaped(constraint.name))\" stroke=\"\(colour)\"\(clip)>")
            func line(_ segment: Picture.Constraint.Segment, width: String, dash: String = "") -> String {
                "<line x1=\"\(n(segment.from.x + margin))\" y1=\"\(n(segment.from.y + margin))\" x2=\"\(n(segment.to.x + margin))\" "
                    + "y2=\"\(n(segment.to.y + margin))\" stroke-width=\"\(width)\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")/>"
            }
            for segment in constraint.extensions { body.append(line(segment, width: "0.6", dash: "1 1.5")) }
            let main = constraint.line
            switch constraint.shape {
            case .alignment:
                body.append(line(main, width: "1", dash: "3 2"))
            case .spacing, .dimension:
                body.append(line(main, width: "1"))
                // The I-beam's ends: 3 pt either side of the line, across it.
                let half = constraint.shape == .spacing ? 3.0 : 2.5
                for end in [main.from, main.to] {
                    let cap = constraint.isHorizontal
                        ? Picture.Constraint.Segment(from: Point(x: end.x, y: end.y - half), to: Point(x: end.x, y: end.y + half))
                        : Picture.Constraint.Segment(from: Point(x: end.x - half, y: end.y), to: Point(x: end.x + half, y: end.y))
                    body.append(line(cap, width: "1"))
                }
            }
            body.append("</g>")
            guard !constraint.text.isEmpty else { continue }
            let size = Size(width: SVGTagPlacer.width(of: constraint.text, fontSize: 7) + 2, height: 8)
            let candidates = textOrigins(for: main, horizontal: constraint.isHorizontal, size: size)
            let box = placer.place(size, at: candidates, clip: constraint.clip) ?? Rect(origin: candidates[0], size: size)
            body.append("<text data-constraint=\"\(XMLEscaping.escaped(constraint.name))\"\(clip) x=\"\(n(box.minX + 1 + margin))\" "
                + "y=\"\(n(box.minY + 6.5 + margin))\" font-size=\"7\" fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"2\" "
                + "stroke-opacity=\"0.85\" paint-order=\"stroke\">\(XMLEscaping.escaped(constraint.text))</text>")
        }
        return body
    }

    /// Where a constant may go: by the line's middle (above, below; right, left), then by
    /// its quarters, then its ends.
    static func textOrigins(for line: Picture.Constraint.Segment, horizontal: Bool, size: Size) -> [Point] {
        let stops = [0.5, 0.25, 0.75, 0, 1]
        return stops.flatMap { stop -> [Point] in
            let x = line.from.x + (line.to.x - line.from.x) * stop, y = line.from.y + (line.to.y - line.from.y) * stop
            return horizontal
                ? [Point(x: x - size.width / 2, y: y - size.height - 1.5), Point(x: x - size.width / 2, y: y + 1.5)]
                : [Point(x: x + 3, y: y - size.height / 2), Point(x: x - 3 - size.width, y: y - size.height / 2)]
        }
    }

    static func n(_ value: Double) -> String { SVGPicture.number(value) }
}
