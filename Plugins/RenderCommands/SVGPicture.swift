import Escaping
import Foundation
import Layout

/// A ``Picture`` as SVG: each view a rectangle at its frame (one point a unit, plus a
/// margin), filled with its background colour (or a light tint by depth) at its alpha; a
/// label's lines as laid out; ambiguous views outlined in dashed red, views with a broken
/// constraint in solid red (orange when all of them hold now); a view squeezed to no width
/// or height as a thick line, so it still shows; what a scroll view scrolls cut to its
/// viewport; on request bands, guides and constraints (``SVGOverlays``); each view's name
/// where it covers no text (``nameTags(of:placer:clips:)``); a legend below. The same
/// picture gives the same bytes.
enum SVGPicture {
    static let margin = 10.0
    static let tints = ["#eef4fb", "#e3f2e1", "#fdf1dc", "#f3e5f5", "#e0f2f1", "#fbe9e7"]
    /// Liberation Sans first: it has Helvetica's widths (Arial's, which are Helvetica's), and
    /// a viewer that lacks it (a Mac) goes on to Helvetica; without either, a line drawn in a
    /// wider font may run past its label, as `textLength` is not honoured everywhere.
    static let fontFamily = "'Liberation Sans', Helvetica, Arial, 'Nimbus Sans', sans-serif"
    static let nameColour = "#44546a"

    /// Whether the views' names are written (`names=off` leaves them out).
    static func svg(_ picture: Picture, names: Bool = true) -> String {
        var clips = ClipPaths()
        var body: [String] = []
        for item in picture.items {
            body.append("<g data-name=\"\(XMLEscaping.escaped(item.name))\"\(clips.reference(for: item.clip))>")
            body += elements(of: item, x: item.frame.minX + margin, y: item.frame.minY + margin, opacity: item.alpha)
            body.append("</g>")
        }
        // Over the rectangles: the bands, the guides, the constraints, and the names last,
        // so a subview's fill does not hide its parent's name.
        body += SVGOverlays.bands(of: picture, clips: &clips, margin: margin)
        body += guides(of: picture, clips: &clips)
        var placer = SVGTagPlacer(picture, margin: margin)
        let tags = names ? nameTags(of: picture, placer: &placer, clips: &clips) + guideNames(of: picture, placer: &placer, clips: &clips) : []
        body += SVGOverlays.constraints(of: picture, clips: &clips, placer: &placer, margin: margin)
        return document(size: picture.size, definitions: clips.definitions, body: body + tags, legend: legend(for: picture))
    }

    /// Each view's name, relative to the drawn root (``Picture/shortName(_:)``), placed by
    /// `placer`: inside its box at its top (left, then right), just above its top edge,
    /// inside at its bottom, below its bottom edge, then down its sides; never on a label's
    /// text, so a label filled with text has its name above or below it. Places in its own
    /// box (or its parents') come first, for the whole name and then its last part (`title`);
    /// then places in other boxes; with none it is left out (the rectangle's `<title>` still
    /// names it, which a browser shows on hover). A white halo keeps a name readable over a
    /// line.
    static func nameTags(of picture: Picture, placer: inout SVGTagPlacer, clips: inout ClipPaths) -> [String] {
        picture.items.indices.compactMap { index -> String? in
            let item = picture.items[index]
            let short = picture.shortName(item.name)
            let last = short.split(separator: ".").last.map(String.init) ?? short
            let words = short == last ? [short] : [short, last]
            // In its own box first (the whole name, then its last part), then anywhere clear.
            for (word, inForeignBoxes) in words.map({ ($0, false) }) + words.map({ ($0, true) }) {
                let size = Size(width: SVGTagPlacer.width(of: word, fontSize: 8), height: 9)
                guard let box = placer.place(size, at: nameOrigins(of: item.frame, size: size, isRoot: index == 0), clip: item.clip, item: index,
                                             inForeignBoxes: inForeignBoxes) else { continue }
                return "<text data-tag=\"\(XMLEscaping.escaped(item.name))\"\(clips.reference(for: item.clip)) x=\"\(number(box.minX + margin))\" "
                    + "y=\"\(number(box.minY + margin + 7))\" font-family=\"\(fontFamily)\" font-size=\"8\" fill=\"\(nameColour)\" "
                    + "stroke=\"#ffffff\" stroke-width=\"2\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(XMLEscaping.escaped(word))</text>"
            }
            return nil
        }
    }

    /// Where a name may go, in the order tried (top left corners of a `size` word). The
    /// root's goes above it first, in the page's margin, leaving its corner to its subviews.
    static func nameOrigins(of frame: Rect, size: Size, isRoot: Bool = false) -> [Point] {
        let left = frame.minX + 2, right = frame.maxX - 2 - size.width
        let above = [Point(x: left, y: frame.minY - size.height), Point(x: right, y: frame.minY - size.height)]
        var origins = (isRoot ? above : []) + [
            Point(x: left, y: frame.minY + 1), Point(x: right, y: frame.minY + 1),
        ] + (isRoot ? [] : above) + [
            Point(x: left, y: frame.maxY - size.height - 1), Point(x: right, y: frame.maxY - size.height - 1),
            Point(x: left, y: frame.maxY + 1), Point(x: right, y: frame.maxY + 1),
        ]
        // Down the sides, a line at a time (at most 60 lines: a name that finds no room in
        // those is better shortened).
        var y = frame.minY + 1 + size.height
        while y + size.height < frame.maxY - 1, origins.count < 128 {
            origins += [Point(x: left, y: y), Point(x: right, y: y)]
            y += size.height
        }
        return origins
    }

    static let guideColour = "#1e6fd9"

    /// Each layout guide as a dashed blue outline.
    static func guides(of picture: Picture, clips: inout ClipPaths) -> [String] {
        picture.guides.map { guide -> String in
            "<rect data-guide=\"\(XMLEscaping.escaped(guide.name))\" x=\"\(number(guide.frame.minX + margin))\" y=\"\(number(guide.frame.minY + margin))\" "
                + "width=\"\(number(guide.frame.width))\" height=\"\(number(guide.frame.height))\" fill=\"none\" stroke=\"\(guideColour)\" "
                + "stroke-width=\"1\" stroke-dasharray=\"2 2\"\(clips.reference(for: guide.clip))/>"
        }
    }

    /// Each guide's name, relative to the drawn root, placed by `placer` after the views'
    /// names: inside its outline at its bottom (left, then right; the views' names favour
    /// the top), then at its top, then just below and above it; never on text or another
    /// name; left out when there is no room.
    static func guideNames(of picture: Picture, placer: inout SVGTagPlacer, clips: inout ClipPaths) -> [String] {
        picture.guides.compactMap { guide -> String? in
            let word = picture.shortName(guide.name)
            let size = Size(width: SVGTagPlacer.width(of: word, fontSize: 7), height: 8)
            let frame = guide.frame, left = frame.minX + 2, right = frame.maxX - 2 - size.width
            let origins = [
                Point(x: left, y: frame.maxY - size.height - 1), Point(x: right, y: frame.maxY - size.height - 1),
                Point(x: left, y: frame.minY + 1), Point(x: right, y: frame.minY + 1),
                Point(x: left, y: frame.maxY + 1), Point(x: left, y: frame.minY - size.height),
            ]
            guard let box = placer.place(size, at: origins, clip: guide.clip) else { return nil }
            return "<text data-guide-tag=\"\(XMLEscaping.escaped(guide.name))\"\(clips.reference(for: guide.clip)) x=\"\(number(box.minX + margin))\" "
                + "y=\"\(number(box.minY + margin + 6))\" font-size=\"7\" fill=\"\(guideColour)\" stroke=\"#ffffff\" stroke-width=\"2\" "
                + "stroke-opacity=\"0.8\" paint-order=\"stroke\">\(XMLEscaping.escaped(word))</text>"
        }
    }

    /// A view's rectangle, name and text at (`x`, `y`) in the document (the rectangle carries
    /// `data-name`, so a test finds each view's frame).
    /// `animations` go inside the rectangle (an animated SVG moves and resizes it).
    /// With `name`, that name at its top left (the animated SVG's, which moves with the view).
    static func elements(of item: Picture.Item, x: Double, y: Double, opacity: Double, animations: [String] = [], name: String? = nil) -> [String] {
        let fill = item.backgroundColor.map { XMLEscaping.escaped($0) } ?? tints[item.depth % tints.count]
        var stroke = "#7a869a", dash = ""
        switch item.mark {
        case .none: break
        case .broken: stroke = "#d32f2f"
        case .brokenHolding: stroke = "#ef8c00"
        case .ambiguous: stroke = "#d32f2f"; dash = " stroke-dasharray=\"4 3\""
        }
        var lines = [
            "<rect data-name=\"\(XMLEscaping.escaped(item.name))\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(item.frame.width))\" "
                + "height=\"\(number(item.frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(number(opacity))\" stroke=\"\(stroke)\" stroke-opacity=\"\(number(opacity))\" stroke-width=\"1\"\(dash)>"
                + "<title>\(XMLEscaping.escaped(item.name))</title>" + animations.joined() + "</rect>",
        ]
        // SVG draws no rectangle of zero width or height: a view squeezed to nothing is drawn
        // as a line 2 pt thick instead, in its outline's colour, so it does not vanish.
        if animations.isEmpty, item.frame.width == 0 || item.frame.height == 0 {
            lines.append("<line x1=\"\(number(x))\" y1=\"\(number(y))\" x2=\"\(number(x + item.frame.width))\" y2=\"\(number(y + item.frame.height))\" "
                + "stroke=\"\(stroke)\" stroke-width=\"2\"\(dash) opacity=\"\(number(opacity))\"/>")
        }
        if let name { lines.append("<text x=\"\(number(x + 2))\" y=\"\(number(y + 9))\" font-size=\"8\" fill=\"#44546a\">\(XMLEscaping.escaped(name))</text>") }
        if let text = item.text {
            for (index, line) in text.lines.enumerated() {
                // 0.952 of the point size: Helvetica's ascender, so the first baseline sits
                // where UIKit draws it below the label's top.
                let baseline = y + Double(index) * text.lineHeight + 0.952 * text.fontSize
                lines.append("<text x=\"\(number(x))\" y=\"\(number(baseline))\" font-family=\"\(fontFamily)\" font-size=\"\(number(text.fontSize))\" "
                    + "textLength=\"\(number(text.widths[index]))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#111\" "
                    + "fill-opacity=\"\(number(opacity))\">\(XMLEscaping.escaped(line))</text>")
            }
        }
        return lines
    }

    /// The `<svg>` around `body`: a white page, `definitions` (clip paths), the legend
    /// below the picture (``SVGLegend``).
    static func document(size: Size, definitions: [String], body: [String], legend: [SVGLegend.Entry] = SVGLegend.marks) -> String {
        let width = max(size.width + 2 * margin, legend.isEmpty ? 0 : 260), height = size.height + 2 * margin + SVGLegend.height(of: legend)
        let head = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"\(fontFamily)\">",
            "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>",
        ]
        let defs = definitions.isEmpty ? [] : ["<defs>"] + definitions + ["</defs>"]
        return (head + defs + body + SVGLegend.elements(legend, top: size.height + 2 * margin) + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// The legend's entries for what `picture` shows: the marks always, then the guides,
    /// bands and constraints it draws.
    static func legend(for picture: Picture) -> [SVGLegend.Entry] {
        var entries = SVGLegend.marks
        if !picture.guides.isEmpty { entries.append(SVGLegend.Entry(.dashedBox(guideColour), "a layout guide (UILayoutGuide)")) }
        for kind in Picture.Band.Kind.allCases where picture.bands.contains(where: { $0.kind == kind }) {
            let (fill, opacity) = SVGOverlays.tint(of: kind)
            let text = switch kind {
            case .margins: "layout margins (effectiveLayoutMargins)"
            case .safeArea: "outside the safe area (safeAreaInsets)"
            case .separator: "a cell's separator (one pixel, from the separator inset)"
            }
            entries.append(SVGLegend.Entry(.band(fill, opacity), text))
        }
        if !picture.constraints.isEmpty {
            entries.append(SVGLegend.Entry(.beam(SVGOverlays.constraintColour), "a constraint: spacing, size or alignment, with its constant"))
            entries.append(SVGLegend.Entry(.beam(SVGOverlays.brokenColour), "a broken constraint (off by: how far it is from holding)"))
            entries.append(SVGLegend.Entry(.beam(SVGOverlays.brokenHoldingColour), "a broken constraint that holds now"))
        }
        return entries
    }

    /// One `<clipPath>` per distinct viewport, numbered in the order first used.
    struct ClipPaths {
        private(set) var definitions: [String] = []
        private var numbers: [String: Int] = [:]

        /// ` clip-path="url(#clipN)"` for a viewport, or nothing without one.
        mutating func reference(for clip: Rect?) -> String {
            guard let clip else { return "" }
            let rect = "x=\"\(number(clip.minX + margin))\" y=\"\(number(clip.minY + margin))\" width=\"\(number(clip.width))\" height=\"\(number(clip.height))\""
            let index: Int
            if let known = numbers[rect] {
                index = known
            } else {
                index = numbers.count
                numbers[rect] = index
                definitions.append("<clipPath id=\"clip\(index)\"><rect \(rect)/></clipPath>")
            }
            return " clip-path=\"url(#clip\(index))\""
        }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    static func number(_ value: Double) -> String { formatPoints(value) }
}
