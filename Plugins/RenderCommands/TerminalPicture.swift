import Layout

/// A ``Picture`` drawn with box-drawing characters, for the terminal.
///
/// The picture's width fills `columns` characters: a point is (columns - 1) / width
/// columns, and a row is twice a column's height (a terminal cell is about twice as tall as
/// wide), so a row is twice as many points. Each edge lands on the nearest column or row
/// (halves round away from zero). Where edges meet, the character joins them (`┬ ├ ┼`), so
/// a child flush with its parent shares its line. A view's name is written on its top edge,
/// relative to the drawn root (`cell7.name` in a picture of `feed`), with `!` when it has a
/// broken constraint, `~` when that holds now, `?` when it is ambiguous, and its alpha when
/// not 1; cut, it keeps its last part and its mark (``fitted(_:mark:extra:room:)``). A
/// label's lines go inside it, each cut to the box;
/// what does not fit is left out. Views a scroll view scrolls are cut to its viewport. Layout
/// guides, when the picture has them, are dashed (`╌ ╎`) where no view's edge runs, their
/// names on their bottom edges. The same picture and width give the same characters.
///
/// Worked example: the header seed's storyboard state at 80 columns: 79 / 320 = 0.246875
/// columns a point, 0.1234375 rows a point. The header (0, 0, 320, 100) spans columns 0...79
/// and rows 0...12 (12.34); the box (12, 60, 296, 25) columns 3 (2.96) ... 76 (76.04) and
/// rows 7 (7.41) ... 10 (10.49).
struct TerminalPicture {
    /// Which way lines leave a cell: the character is chosen from these four bits.
    struct Edges: OptionSet {
        let rawValue: UInt8
        static let up = Edges(rawValue: 1), down = Edges(rawValue: 2), left = Edges(rawValue: 4), right = Edges(rawValue: 8)
    }

    enum Colour: UInt8 {
        case plain = 0, red, yellow, dim, blue
        var escape: String {
            switch self {
            case .plain: "\u{1B}[0m"
            case .red: "\u{1B}[31m"
            case .yellow: "\u{1B}[33m"
            case .dim: "\u{1B}[2m"
            case .blue: "\u{1B}[34m"
            }
        }
    }

    let columns: Int
    let rows: Int
    let pointsPerColumn: Double
    private var edges: [[Edges]]
    /// The layout guides' outlines, drawn dashed where no view's edge is.
    private var dashes: [[Edges]]
    private var letters: [[Character?]]
    private var colours: [[Colour]]
    /// Rows given to edges at some y (in points) instead of the nearest row, so that boxes
    /// apart in points are apart on the grid (``separateStackedBoxes(_:)``).
    private var topRowAt: [Double: Int] = [:]
    private var bottomRowAt: [Double: Int] = [:]

    /// The picture's lines, and how many points a column stands for.
    static func draw(_ picture: Picture, columns: Int, colours: Bool, names: Bool = true) -> (lines: [String], pointsPerColumn: Double) {
        var canvas = TerminalPicture(size: picture.size, columns: columns)
        canvas.separateStackedBoxes(picture.items)
        for item in picture.items { canvas.drawEdges(item) }
        let guides = picture.guides.map { Picture.Item(guide: $0) }
        for guide in guides { canvas.drawEdges(guide, dashed: true) }
        for item in picture.items.reversed() { canvas.drawWords(item, name: names ? picture.shortName(item.name) : nil) }
        if names { for guide in guides { canvas.drawGuideName(guide) } }
        var legend: [String] = []
        if picture.items.contains(where: { $0.mark == .broken }) { legend.append("NAME! has a broken constraint") }
        if picture.items.contains(where: { $0.mark == .brokenHolding }) { legend.append("NAME~ its broken constraint holds now") }
        if picture.items.contains(where: { $0.mark == .ambiguous }) { legend.append("NAME? is ambiguous") }
        if !guides.isEmpty { legend.append("╌ ╎ a layout guide, named on its bottom edge (or top)") }
        return (canvas.text(colours: colours) + legend, canvas.pointsPerColumn)
    }

    /// The most lines a picture takes: a view far taller than wide is drawn narrower, so
    /// its height fits (and the grid's memory stays small).
    static let maximumRows = 500

    init(size: Size, columns: Int) {
        self.columns = max(2, columns)
        let byWidth = size.width > 0 ? size.width / Double(self.columns - 1) : 1
        pointsPerColumn = max(byWidth, size.height / (2 * Double(Self.maximumRows - 1)), 1e-9)
        rows = Int(min(Double(Self.maximumRows - 1), (size.height / (2 * pointsPerColumn)).rounded())) + 1
        edges = Array(repeating: Array(repeating: [], count: self.columns), count: rows)
        dashes = edges
        letters = Array(repeating: Array(repeating: nil, count: self.columns), count: rows)
        colours = Array(repeating: Array(repeating: .plain, count: self.columns), count: rows)
    }

    // Clamped as Doubles before they become Ints, so no coordinate can overflow.
    func column(_ x: Double) -> Int { Int(min(Double(columns - 1), max(0, (x / pointsPerColumn).rounded()))) }
    func row(_ y: Double) -> Int { Int(min(Double(rows - 1), max(0, (y / (2 * pointsPerColumn)).rounded()))) }

    /// Where an item goes on the grid: its box, and the cells it may touch (its own, cut to
    /// the viewport that scrolls it); nil when the viewport is off the grid.
    func placement(of item: Picture.Item) -> (left: Int, right: Int, top: Int, bottom: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var visible = (columns: 0...(columns - 1), rows: 0...(rows - 1))
        if let clip = item.clip {
            let (clipLeft, clipRight, clipTop, clipBottom) = (column(clip.minX), column(clip.maxX), row(clip.minY), row(clip.maxY))
            guard clipLeft <= clipRight, clipTop <= clipBottom else { return nil }
            visible = (clipLeft...clipRight, clipTop...clipBottom)
        }
        var (top, bottom) = (topRow(item.frame.minY), bottomRow(item.frame.maxY))
        // An edge moved for another box at its y would cross this box's other edge: the
        // nearest rows, which never cross (frames are standardized).
        if top > bottom { (top, bottom) = (row(item.frame.minY), row(item.frame.maxY)) }
        return (column(item.frame.minX), column(item.frame.maxX), top, bottom, visible.columns, visible.rows)
    }

    /// The gap, in lines, from which two stacked boxes are drawn apart.
    static let visibleGap = 0.25

    func topRow(_ y: Double) -> Int { topRowAt[y] ?? row(y) }
    func bottomRow(_ y: Double) -> Int { bottomRowAt[y] ?? row(y) }

    /// Two boxes at one depth (siblings, or cousins), one above the other a few points apart,
    /// can round to one row: the upper box's bottom edge and the lower one's top edge then
    /// draw as one line, and the two look joined (siblings 5 pt apart at 8 pt a row). Where that happens, the lower box's top
    /// edge goes one row down (or, when that would flatten it, the upper box's bottom edge one
    /// row up), for every edge at that y, so a child flush with the moved box moves with it.
    /// Boxes that touch or overlap keep sharing their line, and so do boxes closer than a
    /// quarter of a line (``visibleGap``): a table's cells, a separator's half point apart.
    mutating func separateStackedBoxes(_ items: [Picture.Item]) {
        var byBottomRow: [Int: [Int]] = [:]
        for (index, item) in items.enumerated() { byBottomRow[row(item.frame.maxY), default: []].append(index) }
        for lower in items {
            let top = topRow(lower.frame.minY)
            for index in byBottomRow[top] ?? [] {
                let upper = items[index]
                guard upper.depth == lower.depth, lower.frame.minY - upper.frame.maxY >= Self.visibleGap * 2 * pointsPerColumn,
                      bottomRow(upper.frame.maxY) == topRow(lower.frame.minY),
                      column(upper.frame.minX) <= column(lower.frame.maxX), column(lower.frame.minX) <= column(upper.frame.maxX)
                else { continue }
                if topRow(lower.frame.minY) + 1 < bottomRow(lower.frame.maxY) {
                    topRowAt[lower.frame.minY] = topRow(lower.frame.minY) + 1
                } else if bottomRow(upper.frame.maxY) - 1 > topRow(upper.frame.minY) {
                    bottomRowAt[upper.frame.maxY] = bottomRow(upper.frame.maxY) - 1
                }
            }
        }
    }

    static func colour(of item: Picture.Item) -> Colour {
        switch item.mark {
        case .none: .plain
        case .broken, .brokenHolding: .red
        case .ambiguous: .yellow
        }
    }

    /// A view's box: its four edges, joined to the lines already there; `dashed`, a guide's,
    /// on a layer of its own.
    mutating func drawEdges(_ item: Picture.Item, dashed: Bool = false) {
        guard let place = placement(of: item) else { return }
        let colour = dashed ? .blue : Self.colour(of: item)
        func mark(_ row: Int, _ column: Int, _ add: Edges) {
            guard place.rows.contains(row), place.columns.contains(column) else { return }
            if dashed {
                guard edges[row][column].isEmpty else { return }
                dashes[row][column].formUnion(add)
            } else {
                edges[row][column].formUnion(add)
            }
            colours[row][column] = colour
        }
        for row in [place.top, place.bottom] {
            for column in place.left...place.right {
                var add: Edges = []
                if column > place.left { add.insert(.left) }
                if column < place.right { add.insert(.right) }
                mark(row, column, add)
            }
        }
        for column in [place.left, place.right] {
            for row in place.top...place.bottom {
                var add: Edges = []
                if row > place.top { add.insert(.up) }
                if row < place.bottom { add.insert(.down) }
                mark(row, column, add)
            }
        }
    }

    /// A view's name (`name`, nil for none) on its top edge and a label's lines inside.
    /// Words go after every edge is drawn, deepest view first, and never over a corner, a
    /// crossing line or other words: a name runs along its own edge (a plain horizontal
    /// line) and stops where another box meets it, cut as ``fitted(_:mark:extra:room:)``
    /// says (its mark always kept); a line of text stops at an edge.
    mutating func drawWords(_ item: Picture.Item, name: String?) {
        guard let place = placement(of: item) else { return }
        func write(_ text: [Character], row: Int, over allowed: Edges, colour: Colour) {
            guard place.rows.contains(row) else { return }
            let room = self.room(from: place.left + 1, to: place.right, row: row, over: allowed, within: place.columns)
            guard room > 0 else { return }
            var characters = text
            if characters.count > room { characters = Array(characters.prefix(room - 1)) + ["…"] }
            for (offset, character) in characters.enumerated() {
                letters[row][place.left + 1 + offset] = character
                colours[row][place.left + 1 + offset] = colour
            }
        }
        // The mark in the name too, so a picture without colours (a transcript) shows it.
        let suffix = switch item.mark {
        case .none: ""
        case .broken: "!"
        case .brokenHolding: "~"
        case .ambiguous: "?"
        }
        let colour = Self.colour(of: item)
        if let name, place.rows.contains(place.top) {
            let room = room(from: place.left + 1, to: place.right, row: place.top, over: [.left, .right], within: place.columns)
            let fitted = Self.fitted(name, mark: suffix, extra: item.alpha == 1 ? "" : " alpha \(formatPoints(item.alpha))", room: room)
            write(fitted, row: place.top, over: [.left, .right], colour: colour == .plain ? .dim : colour)
        }
        if let text = item.text {
            for (index, line) in text.lines.enumerated() where place.top + 1 + index < place.bottom {
                write(Array(line), row: place.top + 1 + index, over: [], colour: .plain)
            }
        }
    }

    /// How many cells from `start` along `row` are free for words: no letter yet, and no
    /// line but `allowed` (a name runs along its own edge, text over nothing).
    func room(from start: Int, to end: Int, row: Int, over allowed: Edges, within visible: ClosedRange<Int>) -> Int {
        var room = 0
        for column in start..<max(start, end) {
            guard visible.contains(column), letters[row][column] == nil,
                  edges[row][column].isEmpty || edges[row][column] == allowed else { break }
            room += 1
        }
        return room
    }

    /// A name with its mark (`!`, `~`, `?`) and `extra` (its alpha) cut to `room` cells:
    /// whole if it fits; else without the extra; else its leading parts dropped for `…`
    /// (`…cell7.name`, then `…name`: the last part says which view it is); else the last
    /// part cut with `…` at its end. The mark always stays, as the legend explains it and a
    /// picture without colours has nothing else to show it: a cell too small for more shows
    /// the mark alone (a single cell without a mark keeps the name's first letter).
    static func fitted(_ name: String, mark: String, extra: String, room: Int) -> [Character] {
        guard room > 0 else { return [] }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var tries = [name + mark + extra, name + mark]
        for dropped in 1..<max(1, parts.count) { tries.append("…" + parts[dropped...].joined(separator: ".") + mark) }
        if let fitting = tries.first(where: { $0.count <= room }) { return Array(fitting) }
        let last = Array(parts.last ?? name), markCharacters = Array(mark)
        if room > markCharacters.count + 1 { return Array(last.prefix(room - markCharacters.count - 1)) + ["…"] + markCharacters }
        if !markCharacters.isEmpty { return Array(markCharacters.prefix(room)) }
        return Array(name.prefix(1))
    }

    /// A guide's name along its bottom edge (its top edge when a view's edge or words take
    /// the bottom), over its dashes only, never over a view's edge or words, and cut as a
    /// view's name is (``fitted(_:mark:extra:room:)``).
    mutating func drawGuideName(_ guide: Picture.Item) {
        guard let place = placement(of: guide) else { return }
        for row in [place.bottom, place.top] where place.rows.contains(row) {
            var room = 0
            for column in (place.left + 1)..<max(place.left + 1, place.right) {
                guard place.columns.contains(column), letters[row][column] == nil, edges[row][column].isEmpty,
                      dashes[row][column] == [.left, .right] else { break }
                room += 1
            }
            guard room > 0 else { continue }
            for (offset, character) in Self.fitted(guide.name, mark: "", extra: "", room: room).enumerated() {
                letters[row][place.left + 1 + offset] = character
                colours[row][place.left + 1 + offset] = .blue
            }
            return
        }
    }

    /// The rows as text, trailing blanks dropped; with `colours`, ANSI colours for marks.
    func text(colours useColours: Bool) -> [String] {
        (0..<rows).map { row in
            var line = "", current = Colour.plain
            for column in 0..<columns {
                let character = letters[row][column]
                    ?? (edges[row][column].isEmpty ? Self.dashedCharacter(for: dashes[row][column]) : Self.character(for: edges[row][column]))
                if useColours, character != " ", colours[row][column] != current {
                    current = colours[row][column]
                    line += current.escape
                }
                line.append(character)
            }
            while line.last == " " { line.removeLast() }
            if useColours, current != .plain { line += Colour.plain.escape }
            return line
        }
    }

    /// A guide's line: dashed where it runs straight, joined as a view's where it turns.
    static func dashedCharacter(for edges: Edges) -> Character {
        switch edges.rawValue {
        case 1, 2, 3: "╎"
        case 4, 8, 12: "╌"
        default: character(for: edges)
        }
    }

    static func character(for edges: Edges) -> Character {
        switch edges.rawValue {
        case 0: " "
        case 1, 2, 3: "│"
        case 4, 8, 12: "─"
        case 10: "┌"
        case 6: "┐"
        case 9: "└"
        case 5: "┘"
        case 11: "├"
        case 7: "┤"
        case 14: "┬"
        case 13: "┴"
        default: "┼"
        }
    }
}
