import Foundation
import Layout

/// A ``Picture`` as SVG: each view a rectangle at its frame (one point a unit, plus a
/// margin), filled with its background colour (or a light tint by depth) at its alpha, named
/// at its top left; a label's lines as laid out; ambiguous views outlined in dashed red, views
/// with a broken constraint in solid red (orange when all of them hold now); what a scroll view scrolls cut to its viewport; a
/// legend below. The same picture gives the same bytes.
enum SVGPicture {
    static let margin = 10.0
    static let legendHeight = 56.0
    static let tints = ["#eef4fb", "#e3f2e1", "#fdf1dc", "#f3e5f5", "#e0f2f1", "#fbe9e7"]
    /// Liberation Sans first: it has Helvetica's widths (Arial's, which are Helvetica's), and
    /// a viewer that lacks it (a Mac) goes on to Helvetica; without either, a line drawn in a
    /// wider font may run past its label, as `textLength` is not honoured everywhere.
    static let fontFamily = "'Liberation Sans', Helvetica, Arial, 'Nimbus Sans', sans-serif"

    static func svg(_ picture: Picture) -> String {
        var clips = ClipPaths()
        var body: [String] = []
        // A name is about 4.6 units a letter at 8 units high; one that would cover an
        // earlier one (views sharing a corner, a child just inside its parent) goes lower.
        var taken: [Rect] = []
        var names: [String] = []
        for item in picture.items {
            let clip = clips.reference(for: item.clip)
            // A label's name goes at its top right, clear of its (left-aligned) text.
            let nameWidth = 4.6 * Double(item.name.count)
            let nameX = item.text == nil ? item.frame.minX + 2 : max(item.frame.minX + 2, item.frame.maxX - 2 - nameWidth)
            var nameBox = Rect(x: nameX, y: item.frame.minY + 1, width: nameWidth, height: 9)
            while taken.contains(where: { overlaps($0, nameBox) }) { nameBox.origin.y += 9 }
            taken.append(nameBox)
            body.append("<g data-name=\"\(escaped(item.name))\"\(clip)>")
            body += elements(of: item, x: item.frame.minX + margin, y: item.frame.minY + margin, opacity: item.alpha, named: false)
            body.append("</g>")
            // Names go on top of every rectangle, so a subview's fill does not hide its parent's.
            // A white halo keeps a name readable over a label's text.
            names.append("<text\(clip) x=\"\(number(nameBox.minX + margin))\" y=\"\(number(nameBox.minY + margin + 7))\" font-family=\"\(fontFamily)\" "
                + "font-size=\"8\" fill=\"#44546a\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escaped(item.name))</text>")
        }
        return document(size: picture.size, definitions: clips.definitions, body: body + guides(of: picture, clips: &clips) + names,
                        showsGuides: !picture.guides.isEmpty)
    }

    static let guideColour = "#1e6fd9"

    /// Each layout guide as a dashed blue outline, its name inside at its bottom left (clear
    /// of the views' names, which sit at the top).
    static func guides(of picture: Picture, clips: inout ClipPaths) -> [String] {
        picture.guides.flatMap { guide -> [String] in
            let clip = clips.reference(for: guide.clip)
            let x = guide.frame.minX + margin, y = guide.frame.minY + margin
            return [
                "<rect data-guide=\"\(escaped(guide.name))\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(guide.frame.width))\" "
                    + "height=\"\(number(guide.frame.height))\" fill=\"none\" stroke=\"\(guideColour)\" stroke-width=\"1\" stroke-dasharray=\"2 2\"\(clip)/>",
                "<text\(clip) x=\"\(number(x + 2))\" y=\"\(number(y + guide.frame.height - 2))\" font-size=\"7\" fill=\"\(guideColour)\" "
                    + "stroke=\"#ffffff\" stroke-width=\"2\" stroke-opacity=\"0.8\" paint-order=\"stroke\">\(escaped(guide.name))</text>",
            ]
        }
    }

    /// A view's rectangle, name and text at (`x`, `y`) in the document (the rectangle carries
    /// `data-name`, so a test finds each view's frame).
    /// `animations` go inside the rectangle (an animated SVG moves and resizes it).
    /// With `named`, the view's name at its top left.
    static func elements(of item: Picture.Item, x: Double, y: Double, opacity: Double, animations: [String] = [], named: Bool = true) -> [String] {
        let fill = item.backgroundColor.map(escaped) ?? tints[item.depth % tints.count]
        var stroke = "#7a869a", dash = ""
        switch item.mark {
        case .none: break
        case .broken: stroke = "#d32f2f"
        case .brokenHolding: stroke = "#ef8c00"
        case .ambiguous: stroke = "#d32f2f"; dash = " stroke-dasharray=\"4 3\""
        }
        var lines = [
            "<rect data-name=\"\(escaped(item.name))\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(item.frame.width))\" "
                + "height=\"\(number(item.frame.height))\" fill=\"\(fill)\" fill-opacity=\"\(number(opacity))\" stroke=\"\(stroke)\" stroke-width=\"1\"\(dash)"
                + (animations.isEmpty ? "/>" : ">" + animations.joined() + "</rect>"),
        ]
        if named { lines.append("<text x=\"\(number(x + 2))\" y=\"\(number(y + 9))\" font-size=\"8\" fill=\"#44546a\">\(escaped(item.name))</text>") }
        if let text = item.text {
            for (index, line) in text.lines.enumerated() {
                // 0.952 of the point size: Helvetica's ascender, so the first baseline sits
                // where UIKit draws it below the label's top.
                let baseline = y + Double(index) * text.lineHeight + 0.952 * text.fontSize
                lines.append("<text x=\"\(number(x))\" y=\"\(number(baseline))\" font-family=\"\(fontFamily)\" font-size=\"\(number(text.fontSize))\" "
                    + "textLength=\"\(number(text.widths[index]))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#111\" "
                    + "fill-opacity=\"\(number(opacity))\">\(escaped(line))</text>")
            }
        }
        return lines
    }

    /// The `<svg>` around `body`: a white page, `definitions` (clip paths), the legend.
    static func document(size: Size, definitions: [String], body: [String], showsGuides: Bool = false) -> String {
        let width = size.width + 2 * margin, height = size.height + 2 * margin + legendHeight + (showsGuides ? 16 : 0)
        let legendY = size.height + 2 * margin + 14
        let legend = [
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY - 8))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#d32f2f\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY))\" font-size=\"9\" fill=\"#333\">a view with a broken constraint</text>",
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY + 8))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#ef8c00\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY + 16))\" font-size=\"9\" fill=\"#333\">a view with a broken constraint that holds now</text>",
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY + 24))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"#d32f2f\" stroke-dasharray=\"4 3\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY + 32))\" font-size=\"9\" fill=\"#333\">an ambiguous view (another layout is as good)</text>",
        ] + (showsGuides ? [
            "<rect x=\"\(number(margin))\" y=\"\(number(legendY + 40))\" width=\"10\" height=\"10\" fill=\"none\" stroke=\"\(guideColour)\" stroke-dasharray=\"2 2\"/>",
            "<text x=\"\(number(margin + 14))\" y=\"\(number(legendY + 48))\" font-size=\"9\" fill=\"#333\">a layout guide (UILayoutGuide)</text>",
        ] : [])
        let head = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"\(fontFamily)\">",
            "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>",
        ]
        let defs = definitions.isEmpty ? [] : ["<defs>"] + definitions + ["</defs>"]
        return (head + defs + body + legend + ["</svg>"]).joined(separator: "\n") + "\n"
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

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
