import Escaping
import Layout

/// `render ... exploded svg|png FILE`: the picture's views pulled apart by depth, as Xcode's
/// view debugger shows a hierarchy in 3D. Each depth is a layer: the views at that depth,
/// drawn as in the flat picture (fill, outline, marks, a label's lines), then the whole layer
/// seen at an angle (narrowed to 0.8 of its width and sheared down to the right, 0.22 pt a
/// point: an oblique view from the left) and moved right by a step a depth, so the root is
/// at the back on the left and the deepest views at the front on the right. Each view's name
/// is written upright by its top left corner, clear of every label's text (``SVGTagPlacer``
/// over the layers' projected rectangles).
///
/// The views keep their flat-picture coordinates inside each layer's `<g transform>`, so a
/// reader of the rectangles finds the model's frames as in the flat SVG.
enum ExplodedSVG {
    static let narrowing = 0.8
    static let shear = 0.22

    /// The step between layers: a sixth of the picture's width, between 20 and 60 pt, or
    /// wider (up to 120) to fit the longest name written above a layer's corner (`name`
    /// wide plus 6), so names over neighbouring corners stay apart; less when many layers
    /// would make the page wide (at most the picture's width in all).
    static func step(width: Double, depths: Int, name: Double = 0) -> Double {
        let wanted = max(min(60, max(20, width / 6)), min(120, name + 6))
        return depths == 0 ? 0 : min(wanted, max(12, width / Double(depths)))
    }

    static func svg(_ picture: Picture, names: Bool = true) -> String {
        let margin = SVGPicture.margin
        let depths = picture.items.map(\.depth).max() ?? 0
        let longest = picture.items.filter { $0.depth > 0 }.map { SVGTagPlacer.width(of: picture.shortName($0.name), fontSize: 8) }.max() ?? 0
        let step = step(width: picture.size.width, depths: depths, name: names ? longest : 0)
        let flat = Size(width: picture.size.width + 2 * margin, height: picture.size.height + 2 * margin)
        // Where a point of a depth's layer (in the flat SVG's coordinates) lands on the page.
        func project(_ point: Point, depth: Int) -> Point {
            Point(x: narrowing * point.x + Double(depth) * step, y: shear * point.x + point.y)
        }
        func projectedBox(_ rect: Rect, depth: Int) -> Rect {
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.minY)]
                .map { project(Point(x: $0.x + margin, y: $0.y + margin), depth: depth) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            return Rect(x: minX - margin, y: minY - margin, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        }
        let page = Size(width: narrowing * flat.width + Double(depths) * step + margin, height: flat.height + shear * flat.width)
        var clips = SVGPicture.ClipPaths()
        var body: [String] = []
        // Each layer's items in picture order, grouped in one pass (a filter per depth was
        // quadratic in a deep chain).
        let layers = Dictionary(grouping: picture.items, by: \.depth)
        for depth in 0...depths {
            guard let layer = layers[depth], !layer.isEmpty else { continue }
            body.append("<g data-depth=\"\(depth)\" transform=\"matrix(\(n(narrowing)) \(n(shear)) 0 1 \(n(Double(depth) * step)) 0)\">")
            for item in layer {
                body.append("<g data-name=\"\(XMLEscaping.escaped(item.name))\"\(clips.reference(for: item.clip))>")
                body += SVGPicture.elements(of: item, x: item.frame.minX + margin, y: item.frame.minY + margin, opacity: item.alpha)
                body.append("</g>")
            }
            body.append("</g>")
        }
        if names {
            // The words keep clear of every label's lines as projected, in the page's
            // coordinates less the margin: each line cut in pieces 16 pt long, each piece's
            // bounding box (a sheared line's own box would be far taller than its ink).
            let text = picture.items.flatMap { item in
                SVGTagPlacer.textRectangles(of: item).flatMap { line in pieces(of: line, length: 16).map { projectedBox($0, depth: item.depth) } }
            }
            var placer = SVGTagPlacer(text: text, strokes: [], page: Rect(x: -margin, y: -margin, width: page.width, height: page.height))
            for item in picture.items {
                let short = picture.shortName(item.name)
                let last = short.split(separator: ".").last.map(String.init) ?? short
                let corner = project(Point(x: item.frame.minX + margin, y: item.frame.minY + margin), depth: item.depth)
                let x = corner.x - margin, y = corner.y - margin
                // Above the corner, then just left of it, then higher; then down the layer's
                // left edge; the whole name first, then its last part.
                // Near places for both words before far ones.
                let words = short == last ? [short] : [short, last]
                for (word, far) in words.map({ ($0, false) }) + words.map({ ($0, true) }) {
                    let size = Size(width: SVGTagPlacer.width(of: word, fontSize: 8), height: 9)
                    var origins: [Point]
                    if far {
                        origins = (4..<12).map { Point(x: x + 2, y: y + 1 + Double($0) * size.height + shear * 2) }
                    } else {
                        origins = [Point(x: x + 1, y: y - size.height - 1), Point(x: x - size.width - 2, y: y - size.height / 2)]
                        origins += (1..<4).map { Point(x: x + 1, y: y - size.height - 1 - Double($0) * size.height) }
                        origins += (0..<4).map { Point(x: x + 2, y: y + 1 + Double($0) * size.height + shear * 2) }
                    }
                    guard let box = placer.place(size, at: origins, clip: nil) else { continue }
                    body.append("<text data-tag=\"\(XMLEscaping.escaped(item.name))\" x=\"\(n(box.minX + margin))\" y=\"\(n(box.minY + margin + 7))\" "
                        + "font-size=\"8\" fill=\"\(SVGPicture.nameColour)\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-opacity=\"0.8\" "
                        + "paint-order=\"stroke\">\(XMLEscaping.escaped(word))</text>")
                    break
                }
            }
        }
        let legend = SVGPicture.legend(for: picture) + [
            SVGLegend.Entry(.box("#7a869a", dash: nil), "exploded: each depth a layer, the root at the back (left), subviews to the front"),
        ]
        return SVGPicture.document(size: Size(width: page.width - 2 * margin, height: page.height - 2 * margin),
                                   definitions: clips.definitions, body: body, legend: legend)
    }

    /// A rectangle cut across its width into pieces at most `length` long.
    static func pieces(of rect: Rect, length: Double) -> [Rect] {
        let count = max(1, min(1000, (rect.width / length).rounded(.up)))
        let width = rect.width / count
        return stride(from: 0.0, to: count, by: 1).map { Rect(x: rect.minX + $0 * width, y: rect.minY, width: width, height: rect.height) }
    }

    static func n(_ value: Double) -> String { SVGPicture.number(value) }
}
