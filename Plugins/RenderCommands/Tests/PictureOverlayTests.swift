import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PluginTesting
import Testing
@testable import RenderCommands
import Layout

/// Every element of an SVG with its attributes and text, in document order.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The index of the element it is in.
        let parent: Int?
        var text = ""
        func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? .nan }
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    static func read(_ path: String) throws -> SVGElements {
        let data = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: data)
        let reader = SVGElements()
        parser.delegate = reader
        #expect(parser.parse(), "\(path) is not well-formed XML")
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        elements.append(Element(name: element, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    /// The views' name tags: each `<text data-tag>`, the word it writes and its ink: from the
    /// baseline less Helvetica's ascender (0.77 em) to the baseline plus its descender (0.21
    /// em), as wide as the word's advances at 8 pt.
    var nameTags: [(view: String, word: String, ink: Rect)] {
        elements.filter { $0.name == "text" && $0.attributes["data-tag"] != nil }.map { element in
            let width = Double(element.text.reduce(0) { $0 + HelveticaMetrics.advance(of: $1) }) / 1000 * 8
            let baseline = element.number("y")
            return (element.attributes["data-tag"] ?? "", element.text, Rect(x: element.number("x"), y: baseline - 0.77 * 8, width: width, height: 0.98 * 8))
        }
    }

    /// The labels' lines: each `<text textLength>`, its ink the same way at its font size,
    /// `textLength` wide (the line's laid-out width, which the SVG imposes).
    var labelLines: [(text: String, ink: Rect)] {
        elements.filter { $0.name == "text" && $0.attributes["textLength"] != nil }.map { element in
            let size = element.number("font-size"), baseline = element.number("y")
            return (element.text, Rect(x: element.number("x"), y: baseline - 0.77 * size, width: element.number("textLength"), height: 0.98 * size))
        }
    }
}

/// `render ... svg`: names clear of text, constraints, bands, the exploded view.
@Suite("Pictures' names, constraints and bands")
struct PictureOverlayTests {
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
    }

    /// Draws `view` of the harness's scene to an SVG and reads it back.
    static func draw(_ harness: Harness, _ arguments: String) throws -> (output: [String], svg: SVGElements) {
        let path = temporaryPath("picture.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = harness.run("render \(arguments) svg \(path)")
        return (output, try SVGElements.read(path))
    }

    /// The table of Scripts/transcripts/dump/table-dumps.lab: eight self-sizing rows of a
    /// label 8 pt inside its content view, in a 200 pt table; four have cells on screen.
    static func table() throws -> Harness {
        let harness = try Harness().hidingTheStatusBar()
        harness.run("table t frame (0, 0, 320, 200)", "set t.estimatedRowHeight = 44", "prototype Cell in t",
                    "label title in Cell \"x\" lines=0", "vfl \"H:|-8-[title]-8-|\" in Cell", "vfl \"V:|-8-[title]-8-|\" in Cell",
                    "rows add t 8 Cell title \"Row {n}: {words:2-12}\"")
        return harness
    }

    /// No name tag's ink meets a label line's ink, in several scenes: the header seed in its
    /// storyboard state (the label squeezed to 0: no lines), the header at 146 pt (two lines
    /// filling the label), a table of cells whose labels fill them but for 8 pt margins, one
    /// cell alone, and a label too small for its name anywhere inside. Every view is named
    /// once at most, and the scenes with room name every view.
    @Test func noNameCoversALabelsText() throws {
        let header = try Harness.withTheHeader()
        let tall = try Harness.withTheHeader()
        tall.run("layout header", "set header.frame.height = 146")
        let table = try Self.table()
        let crowded = try Harness()
        crowded.run("view box frame (0, 0, 120, 40)", "label aVeryLongLabelName in box \"Crowded text here\" lines=0",
                    "vfl \"H:|-2-[aVeryLongLabelName]-2-|\" in box", "vfl \"V:|-2-[aVeryLongLabelName]-2-|\" in box", "layout box")
        var checkedLines = 0
        for (harness, root, namesEveryView) in [(header, "header", true), (tall, "header", true), (table, "t", true), (table, "t.cell2", true),
                                               (crowded, "box", false)] {
            let svg = try Self.draw(harness, root).svg
            let tags = svg.nameTags, lines = svg.labelLines
            for tag in tags {
                for line in lines {
                    #expect(!Self.overlap(tag.ink, line.ink), "\(root): '\(tag.word)' at \(tag.ink) covers '\(line.text)' at \(line.ink)")
                }
            }
            let named = tags.map(\.view)
            #expect(Set(named).count == named.count, "\(root): a view named twice")
            if namesEveryView {
                let views = svg.elements.filter { $0.name == "rect" && $0.attributes["data-name"] != nil }.count
                #expect(named.count == views, "\(root): \(named.count) names for \(views) views")
            }
            checkedLines += lines.count
        }
        // The tall header's two lines, the table's four cells' 1 + 2 + 2 + 2 lines, the cell's
        // two, the crowded label's: the check met text.
        #expect(checkedLines >= 2 + 7 + 2 + 1)
    }

    /// Names are written relative to the drawn root: in a picture of t, t.cell1.title is
    /// cell1.title; t itself keeps its name; names=off writes none.
    @Test func namesAreRelativeToTheRootOrOff() throws {
        let table = try Self.table()
        let tags = try Self.draw(table, "t").svg.nameTags
        #expect(tags.first { $0.view == "t.cell1.title" }?.word == "cell1.title")
        #expect(tags.first { $0.view == "t" }?.word == "t")
        let cell = try Self.draw(table, "t.cell2").svg.nameTags
        #expect(cell.first { $0.view == "t.cell2.title" }?.word == "title")
        #expect(try Self.draw(table, "t names=off").svg.nameTags.isEmpty)
        #expect(table.run("render t names=maybe").first?.contains("expected names=on or names=off") == true)
    }
}

/// `render ... constraints=VIEW|all`: each constraint placed between the edges it relates.
@Suite("Pictures' constraints")
struct PictureConstraintTests {
    /// The lines of the `<g data-constraint>` groups by constraint name, and their texts.
    static func constraints(_ svg: SVGElements) -> (lines: [String: [SVGElements.Element]], texts: [String: String], strokes: [String: String]) {
        var lines: [String: [SVGElements.Element]] = [:], texts: [String: String] = [:], strokes: [String: String] = [:]
        for element in svg.elements {
            if element.name == "g", let name = element.attributes["data-constraint"] { strokes[name] = element.attributes["stroke"] }
            if element.name == "line", let parent = element.parent, let name = svg.elements[parent].attributes["data-constraint"] {
                lines[name, default: []].append(element)
            }
            if element.name == "text", let name = element.attributes["data-constraint"] { texts[name] = element.text }
        }
        return (lines, texts, strokes)
    }

    /// The header seed's storyboard state (Harness.header): twelve constraints, all between
    /// the header's views, so all are drawn. The SVG adds its 10 pt margin to every figure.
    ///   `bottom: label.bottom == box.bottom - 15` is broken: the box is 60...85, the label
    ///   at 75 with no height, so label.bottom - (box.bottom - 15) = 75 - 70 = 5 off. Its
    ///   I-beam runs from the box's bottom (85) to the label's (75) across the middle of the
    ///   span the two share, (27 + 293) / 2 = 160: x 170, y 95 to 85, red.
    ///   temp.height == 50 is a bar 4 pt inside temp's right side (12 + 296 - 4 = 304, so 314),
    ///   from its top 5 to its bottom 55 (15 to 65).
    ///   box.top == temp.bottom + 5: from temp's bottom (55) to the box's top (60) across the
    ///   middle of the span both have, 12...308: 160.
    @Test func theStoryboardHeadersConstraints() throws {
        let harness = try Harness.withTheHeader()
        let (output, svg) = try PictureOverlayTests.draw(harness, "header constraints=all")
        #expect(output.first?.hasPrefix("drew 4 views and 12 constraints to ") == true)
        let (lines, texts, strokes) = Self.constraints(svg)
        #expect(lines.count == 12)
        let broken = try #require(lines["bottom"]?.first)
        #expect([broken.number("x1"), broken.number("y1"), broken.number("x2"), broken.number("y2")] == [170, 95, 170, 85])
        #expect(strokes["bottom"] == "#d32f2f")
        #expect(texts["bottom"] == "-15, off by 5")
        let height = try #require(harness.scene.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }?.name)
        let bar = try #require(lines[height]?.first)
        #expect([bar.number("x1"), bar.number("y1"), bar.number("x2"), bar.number("y2")] == [314, 15, 314, 65])
        #expect(texts[height] == "50")
        #expect(strokes[height] == "#6741d9")
        let gap = try #require(harness.scene.constraints.first { $0.firstAttribute == .top && $0.secondAttribute == .bottom }?.name)
        let beam = try #require(lines[gap]?.first)
        #expect([beam.number("x1"), beam.number("y1"), beam.number("x2"), beam.number("y2")] == [170, 65, 170, 70])
        // The I-beam's two ends, 3 pt either side across it.
        #expect(lines[gap]?.count == 3)
        #expect(svg.elements.contains { $0.name == "text" && $0.text.hasPrefix("a broken constraint") })
    }

    /// constraints=temp: those `constraints temp` lists that the user made: its two sides,
    /// its top, its height and the box's top below it: 5. A view outside the picture: the
    /// window's constraints on the header are named, not drawn. A name that is no view, or a
    /// view outside the picture, is an error at the option; the terminal says where
    /// constraints are drawn.
    @Test func oneViewsConstraintsAndThoseOutside() throws {
        let harness = try Harness.withTheHeader()
        let (output, svg) = try PictureOverlayTests.draw(harness, "header constraints=temp")
        #expect(output.first?.hasPrefix("drew 4 views and 5 constraints to ") == true)
        #expect(Self.constraints(svg).lines.count == 5)
        harness.run("pin: header.top == window.top + 0")
        let outside = try PictureOverlayTests.draw(harness, "header constraints=all").output
        #expect(outside.last == "not drawn: pin, which relate views outside header")
        #expect(harness.run("render header constraints=nosuch svg /tmp/x.svg").first?
            .contains("expected a view's name or all after 'constraints=', found 'nosuch'") == true)
        #expect(harness.run("render box constraints=temp svg /tmp/x.svg").first?
            .contains("expected a view in the picture of box, or all after 'constraints=', found 'temp'") == true)
        #expect(harness.run("render header constraints=all").first?
            .contains("constraints= is drawn in SVG and PNG only (render VIEW constraints=all png FILE); in the terminal, 'constraints' lists them") == true)
        #expect(harness.run("render header margins=true").first?.contains("margins= is drawn in SVG and PNG only") == true)
    }

    /// Two edges at one place are an alignment: a dashed line along them over the stretch
    /// both views share. spot.leading == box.leading (both at x 12), spot 10 high at the
    /// box's top (60): a vertical line at x 22 from 70 to 80; no constant written.
    @Test func anAlignmentIsADashedLine() throws {
        let harness = try Harness.withTheHeader()
        harness.run("view spot in box", "aligned: spot.leading == box.leading", "spot.top == box.top", "spot.width == 10", "spot.height == 10", "layout header")
        let (lines, texts, _) = Self.constraints(try PictureOverlayTests.draw(harness, "header constraints=spot").svg)
        let line = try #require(lines["aligned"]?.first)
        #expect([line.number("x1"), line.number("y1"), line.number("x2"), line.number("y2")] == [22, 70, 22, 80])
        #expect(line.attributes["stroke-dasharray"] == "3 2")
        #expect(texts["aligned"] == nil)
    }
}

/// `margins=true`, `safeArea=true`, `separators=true`: tinted bands at the model's figures.
@Suite("Pictures' bands")
struct PictureBandTests {
    /// The rectangles of each `<g data-band>` group, by kind and owner, less the SVG's margin.
    static func bands(_ svg: SVGElements) -> [String: [Rect]] {
        var bands: [String: [Rect]] = [:]
        for element in svg.elements where element.name == "rect" {
            guard let parent = element.parent, let kind = svg.elements[parent].attributes["data-band"] else { continue }
            let key = "\(kind) \(svg.elements[parent].attributes["data-owner"] ?? "")"
            do {
                bands[key, default: []].append(Rect(x: element.number("x") - 10, y: element.number("y") - 10,
                                                    width: element.number("width"), height: element.number("height")))
            }
        }
        return bands
    }

    /// The header seed's views keep UIKit's default margins, 8 pt a side. The header and the
    /// box hold subviews, so they are tinted; temp and the label hold none. The header
    /// (320 x 100): strips 8 high across the top and bottom (y 0 and 92), 8 wide down the
    /// sides between them (84 high). The box (12, 60, 296, 25): its bottom strip at 60 + 25 -
    /// 8 = 77, its sides 25 - 16 = 9 high at x 12 and 12 + 296 - 8 = 300.
    @Test func marginsAreTheViewsMargins() throws {
        let harness = try Harness.withTheHeader()
        let bands = Self.bands(try PictureOverlayTests.draw(harness, "header margins=true").svg)
        #expect(bands.keys.sorted() == ["margins box", "margins header"])
        #expect(bands["margins header"] == [Rect(x: 0, y: 0, width: 320, height: 8), Rect(x: 0, y: 92, width: 320, height: 8),
                                            Rect(x: 0, y: 8, width: 8, height: 84), Rect(x: 312, y: 8, width: 8, height: 84)])
        #expect(bands["margins box"] == [Rect(x: 12, y: 60, width: 296, height: 8), Rect(x: 12, y: 77, width: 296, height: 8),
                                         Rect(x: 12, y: 68, width: 8, height: 9), Rect(x: 300, y: 68, width: 8, height: 9)])
    }

    /// On an iPhone X (safe area 44 at the top, 34 at the bottom in portrait) the window's
    /// unsafe strips are (0, 0, 375, 44) and (0, 812 - 34 = 778, 375, 34). A bar 100 high at
    /// the top whose safe-area guide is used lies 44 deep in the top strip: one strip. Its
    /// subview, whose guide is not used, gets none.
    @Test func theSafeAreaIsTintedWhereItIsUsed() throws {
        let harness = try Harness()
        harness.run("screen iPhoneX", "view bar frame (0, 0, 375, 100)", "view inner in bar", "inner.top == bar.safeAreaLayoutGuide.top",
                    "inner.leading == bar.leading", "inner.width == 10", "inner.height == 10", "layout window")
        let bands = Self.bands(try PictureOverlayTests.draw(harness, "safeArea=true").svg)
        #expect(bands["safeArea window"] == [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 0, y: 778, width: 375, height: 34)])
        #expect(bands["safeArea bar"] == [Rect(x: 0, y: 0, width: 375, height: 44)])
        #expect(bands["safeArea inner"] == nil)
    }

    /// A cell's separator is one pixel (0.5 pt at @2x) at its bottom, from the separator inset
    /// (16 pt on a 320 pt phone) to its right edge: the first row (0, 0, 320, 37) has it at
    /// (16, 36.5, 304, 0.5). Four cells on screen, four separators; none with style none.
    @Test func separatorsAreAPixelUnderEachCell() throws {
        let harness = try PictureOverlayTests.table()
        let bands = Self.bands(try PictureOverlayTests.draw(harness, "t separators=true").svg)
        #expect(bands.keys.sorted() == ["separator t.cell1", "separator t.cell2", "separator t.cell3", "separator t.cell4"])
        #expect(bands["separator t.cell1"] == [Rect(x: 16, y: 36.5, width: 304, height: 0.5)])
        harness.run("set t.separatorStyle = none")
        #expect(Self.bands(try PictureOverlayTests.draw(harness, "t separators=true").svg).isEmpty)
    }
}

/// `render ... exploded`: a layer a depth.
@Suite("Exploded pictures")
struct ExplodedPictureTests {
    /// The header seed at 146 pt (the label shows its text): depths 0 (header), 1 (temp, box),
    /// 2 (label): three layers. The step between layers is a sixth of the width, 320 / 6 =
    /// 53.3333 (between 20 and 60). Inside each layer the rectangles keep the flat picture's
    /// coordinates, so they are the model's frames; each view is named, clear of the text.
    /// The page: the flat picture's 340 narrowed to 0.8 (272), two steps (106.667) and a
    /// margin (10): 388.667 wide; 120 + 50 high plus the shear, 0.22 x 340 = 74.8, so 240.8,
    /// and the legend (8 + 16 a line, four lines: 72).
    @Test func eachDepthIsALayer() throws {
        let harness = try Harness.withTheHeader()
        harness.run("layout header", "set header.frame.height = 146")
        let path = temporaryPath("exploded.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(harness.run("render header exploded svg \(path)") == ["drew 4 views exploded to \(path)"])
        let svg = try SVGElements.read(path)
        let layers = svg.elements.filter { $0.name == "g" && $0.attributes["data-depth"] != nil }
        #expect(layers.map { $0.attributes["data-depth"] } == ["0", "1", "2"])
        #expect(layers[1].attributes["transform"] == "matrix(0.8 0.22 0 1 53.3333 0)")
        let rects = try SVGReader.read(path).rects
        for name in ["temp", "box", "label"] {
            let view = try #require(harness.scene.view(named: name))
            #expect(rects[name] == view.frameInRoot, "\(name)")
        }
        let root = try #require(svg.elements.first { $0.name == "svg" })
        #expect(root.attributes["width"] == "388.667")
        #expect(root.attributes["height"] == "312.8")
        #expect(Set(svg.nameTags.map(\.view)) == ["header", "temp", "box", "label"])
        #expect(harness.run("render header exploded").first?.contains("exploded is drawn in SVG and PNG only") == true)
    }
}

/// The terminal's names: relative to the drawn root, cut keeping the last part and the mark.
@Suite("Terminal names")
struct TerminalNameTests {
    /// `feed.cell7.name` with a broken mark, in less and less room: whole (16 cells), its
    /// first part dropped for `…` (12), its first two (6), the last part cut (5: `nam…!`), the
    /// mark alone (2 and 1). Without a mark a single cell keeps the first letter. The alpha
    /// goes first.
    @Test func aCutNameKeepsItsLastPartAndItsMark() {
        func fitted(_ room: Int, mark: String = "!", extra: String = "") -> String {
            String(TerminalPicture.fitted("feed.cell7.name", mark: mark, extra: extra, room: room))
        }
        #expect(fitted(16) == "feed.cell7.name!")
        #expect(fitted(15) == "…cell7.name!")
        #expect(fitted(12) == "…cell7.name!")
        #expect(fitted(11) == "…name!")
        #expect(fitted(5) == "nam…!")
        #expect(fitted(2) == "!")
        #expect(fitted(1) == "!")
        #expect(fitted(1, mark: "") == "f")
        #expect(fitted(30, extra: " alpha 0.5") == "feed.cell7.name! alpha 0.5")
        #expect(fitted(20, extra: " alpha 0.5") == "feed.cell7.name!")
    }

    /// An ambiguous view 8 pt wide at x 0 of the header (0.246875 columns a point at 80
    /// columns: 1.98, so columns 0 to 2) has one cell for its name: it shows `?`, the mark
    /// the legend explains, where it showed `a` before. Its top at 5 pt is line 1 (0.62).
    @Test func anAmbiguousViewKeepsItsMarkInOneCell() throws {
        let harness = try Harness()
        harness.run("view header frame (0, 0, 320, 100)", "view temp in header", "vfl \"H:|-12-[temp]-12-|\" in header",
                    "vfl \"V:|-5-[temp(50)]\" in header", "view a in header", "a.leading >= header.leading", "a.top == header.top + 5",
                    "a.width == 8", "a.height == 20", "layout header")
        let lines = harness.run("render header")
        #expect(lines[2].hasPrefix("├?┐┌temp"))
        #expect(lines.last == "NAME? is ambiguous")
    }

    /// In a picture of t, the cells' views are named without `t.`; names=off writes none.
    @Test func namesAreRelativeToTheRoot() throws {
        let harness = try PictureOverlayTests.table()
        let lines = harness.run("render t")
        #expect(lines[1].hasPrefix("┌cell1.contentView─"))
        #expect(lines[2].hasPrefix("│ ┌cell1.title─"))
        let bare = harness.run("render t names=off")
        #expect(bare[1] == "┌" + String(repeating: "─", count: 78) + "┐")
        #expect(bare[3].hasPrefix("│ │Row 0: "))
    }
}

/// Tab completes the new options from the declaration.
@Suite("Render completion")
struct RenderCompletionTests {
    @Test func theOptionsComplete() throws {
        let harness = try Harness.withTheHeader()
        let options = harness.complete("render header ")
        for expected in ["exploded", "constraints=", "margins=", "safeArea=", "separators=", "names="] {
            #expect(options.contains { $0.hasPrefix(expected) }, "\(expected) in \(options)")
        }
        #expect(harness.complete("render header constraints=").contains("all"))
        #expect(harness.complete("render header names=") == ["off", "on"] || harness.complete("render header names=") == ["on", "off"])
    }
}
