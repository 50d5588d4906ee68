import Layout

/// Where the words written over an SVG picture go (views' names, constraints' constants):
/// never on a label's text, never on another word. Each word is tried at the places its
/// caller offers, in order, three times over: first asking also that it be clear of every
/// box's stroke (so no letter sits on a line) and of every box that is not the view's own,
/// an ancestor's or a descendant's (a name in a sibling's box reads as the sibling's: the
/// name above a cell's top edge is in the cell above); then only the second; then, when the
/// caller allows, neither.
/// None found, the caller shortens the word or leaves it out.
///
/// A word's width is measured with the model's Helvetica advances (``HelveticaMetrics``),
/// which are Liberation Sans's, the font the SVG asks for first.
struct SVGTagPlacer {
    /// The labels' text: one rectangle a line, its laid-out width by a line's height.
    let text: [Rect]
    /// Every box's four edges, as rectangles half a point thick.
    let strokes: [Rect]
    /// The page: the picture and its margin.
    let page: Rect
    /// The words placed so far.
    private(set) var taken: [Rect] = []
    /// The views' frames, and for each the indices of the views that are neither it nor
    /// above nor below it in the tree (empty for a placer without views).
    private var frames: [Rect] = []
    private var subtreeEnds: [Int] = []

    init(_ picture: Picture, margin: Double) {
        var text: [Rect] = [], strokes: [Rect] = []
        for item in picture.items {
            let frame = item.frame
            // Half a point thick: a word just beside a line (its box touching the line's
            // middle) does not meet it.
            strokes += [
                Rect(x: frame.minX - 0.25, y: frame.minY, width: 0.5, height: frame.height),
                Rect(x: frame.maxX - 0.25, y: frame.minY, width: 0.5, height: frame.height),
                Rect(x: frame.minX, y: frame.minY - 0.25, width: frame.width, height: 0.5),
                Rect(x: frame.minX, y: frame.maxY - 0.25, width: frame.width, height: 0.5),
            ]
            text += Self.textRectangles(of: item)
        }
        self.text = text
        self.strokes = strokes
        page = Rect(x: -margin, y: -margin, width: picture.size.width + 2 * margin, height: picture.size.height + 2 * margin)
        // The items come in the tree's order, each before its subviews: a view's subtree runs
        // up to the next item no deeper than it.
        frames = picture.items.map(\.frame)
        subtreeEnds = picture.items.indices.map { index in
            let depth = picture.items[index].depth
            return picture.items[(index + 1)...].firstIndex { $0.depth <= depth } ?? picture.items.count
        }
    }

    /// The frames of the views that are not `index`'s own, nor an ancestor's or descendant's.
    func foreignFrames(of index: Int) -> [Rect] {
        guard subtreeEnds.indices.contains(index) else { return [] }
        return frames.indices.filter { other in
            let inSubtree = other >= index && other < subtreeEnds[index]
            let isAncestor = other < index && index < subtreeEnds[other]
            return !inSubtree && !isAncestor
        }.map { frames[$0] }
    }

    /// A placer for words over other rectangles (an exploded picture's, projected).
    init(text: [Rect], strokes: [Rect], page: Rect) {
        self.text = text
        self.strokes = strokes
        self.page = page
    }

    /// A label's lines as drawn: each from the label's left, its laid-out width, over its
    /// ink: from Helvetica's ascender (0.77 em) above the baseline, which is 0.952 em below
    /// the line's top (SVGPicture draws it there), to its descender (0.21 em) below; cut to
    /// the label's frame. The leading above the ascender is free for a name.
    static func textRectangles(of item: Picture.Item) -> [Rect] {
        guard let text = item.text else { return [] }
        return text.lines.indices.compactMap { index in
            let baseline = item.frame.minY + Double(index) * text.lineHeight + 0.952 * text.fontSize
            let top = max(item.frame.minY, baseline - 0.77 * text.fontSize)
            let height = min(baseline + 0.21 * text.fontSize, item.frame.maxY) - top
            let width = min(text.widths.indices.contains(index) ? text.widths[index] : item.frame.width, item.frame.width)
            guard height > 0, width > 0 else { return nil }
            return Rect(x: item.frame.minX, y: top, width: width, height: height)
        }
    }

    /// A word's width at `fontSize`.
    static func width(of word: String, fontSize: Double) -> Double {
        Double(word.reduce(0) { $0 + HelveticaMetrics.advance(of: $1) }) / Double(HelveticaMetrics.unitsPerEm) * fontSize
    }

    /// The first of `origins` (top left corners) where a `size` word is clear, inside the
    /// page and `clip` (what scrolls it, which would hide it); nil if none is clear of text
    /// and the other words. It is then taken.
    mutating func place(_ size: Size, at origins: [Point], clip: Rect?, item: Int? = nil, inForeignBoxes: Bool = true) -> Rect? {
        let region = clip.map { Picture.intersection(page, $0) } ?? page
        let boxes = origins.map { Rect(origin: $0, size: size) }.filter { box in
            box.minX >= region.minX - 0.01 && box.maxX <= region.maxX + 0.01 && box.minY >= region.minY - 0.01 && box.maxY <= region.maxY + 0.01
        }
        // A word touching a line or another word is not on it: the test is on the word's
        // ink, its advances wide, from 0.75 pt below its box's top to 0.25 pt above its bottom
        // (an 8 pt word's box is 9 high, its baseline 7 down, its ascender 6.2 above that and
        // its descender 1.7 below: ink from 0.8 to 8.7).
        func core(_ box: Rect) -> Rect { Rect(x: box.minX, y: box.minY + 0.75, width: box.width, height: max(0, box.height - 1)) }
        func clear(_ box: Rect, of others: [Rect]) -> Bool { !others.contains { SVGPicture.overlaps(core(box), $0) } }
        // Tried in order, stopping at the first clear of everything (most words find one
        // among their first few places), remembering the first of each weaker kind.
        let foreign = item.map(foreignFrames(of:)) ?? []
        var firstReadable: Rect?, firstOwn: Rect?, chosen: Rect?
        for box in boxes where clear(box, of: text) && clear(box, of: taken) {
            if firstReadable == nil { firstReadable = box }
            guard clear(box, of: foreign) else { continue }
            if firstOwn == nil { firstOwn = box }
            if clear(box, of: strokes) {
                chosen = box
                break
            }
        }
        guard let placed = chosen ?? firstOwn ?? (inForeignBoxes ? firstReadable : nil) else { return nil }
        taken.append(placed)
        return placed
    }

}
