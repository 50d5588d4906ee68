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
    /// The views' frames in tree order, and the index after each one's subtree (empty for a
    /// placer without views).
    private var frames: [Rect] = []
    private var subtreeEnds: [Int] = []
    /// Each view's superview's index (-1 for the first) and how many views are neither it,
    /// nor above nor below it.
    private var superviews: [Int] = []
    private var foreignCounts: [Int] = []

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
        // One pass with the open subtrees on a stack: an item closes every open one at its
        // depth or deeper, and the one left on top is its superview (a scan ahead from each
        // item was quadratic in a deep chain).
        var ends = Array(repeating: picture.items.count, count: picture.items.count)
        var parents = Array(repeating: -1, count: picture.items.count)
        var foreign = Array(repeating: 0, count: picture.items.count)
        var open: [Int] = []
        for (index, item) in picture.items.enumerated() {
            while let last = open.last, picture.items[last].depth >= item.depth {
                ends[last] = index
                open.removeLast()
            }
            parents[index] = open.last ?? -1
            // Everything but itself, its ancestors (the open subtrees) and its descendants.
            foreign[index] = open.count
            open.append(index)
        }
        for index in foreign.indices { foreign[index] = picture.items.count - (ends[index] - index) - foreign[index] }
        subtreeEnds = ends
        superviews = parents
        foreignCounts = foreign
    }

    /// Whether `box` meets the frame of a view that is not `index`'s own, nor an ancestor's
    /// or a descendant's: those after its subtree, and those between its ancestors (earlier
    /// siblings' subtrees). Nothing is copied and a view with no such views costs nothing: a
    /// word is placed for every view, and a list of the others made for each was quadratic
    /// in a deep chain, where every view is another's ancestor or descendant.
    func meetsForeignFrame(_ box: Rect, of index: Int) -> Bool {
        guard foreignCounts.indices.contains(index), foreignCounts[index] > 0 else { return false }
        func meets(_ range: Range<Int>) -> Bool { range.contains { SVGPicture.overlaps(box, frames[$0]) } }
        if meets(subtreeEnds[index]..<frames.count) { return true }
        var next = index
        while superviews.indices.contains(next), superviews[next] >= 0 {
            let parent = superviews[next]
            if meets((parent + 1)..<next) { return true }
            next = parent
        }
        return meets(0..<next)
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
        var firstReadable: Rect?, firstOwn: Rect?, chosen: Rect?
        for box in boxes where clear(box, of: text) && clear(box, of: taken) {
            if firstReadable == nil { firstReadable = box }
            if let item, meetsForeignFrame(core(box), of: item) { continue }
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
