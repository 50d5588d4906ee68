import Foundation
import ScriptSyntax
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PluginTesting
import Testing
import Timeline
import Commands
@testable import RenderCommands
import Layout

/// The SVG's rectangles (by `data-name`), and the animations inside each view's group.
final class SVGReader: NSObject, XMLParserDelegate {
    var rects: [String: Rect] = [:]
    var attributes: [String: [String: String]] = [:]
    /// For each view, its animations: attribute name -> the animation's attributes.
    var animations: [String: [String: [String: String]]] = [:]
    private var group: [String] = []

    static func read(_ path: String) throws -> SVGReader {
        let data = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: data)
        let reader = SVGReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(path) is not well-formed XML")
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        if element == "g" { group.append(attributes["data-name"] ?? group.last ?? "") }
        if element == "rect", let name = attributes["data-name"] {
            func value(_ key: String) -> Double { Double(attributes[key] ?? "") ?? .nan }
            rects[name] = Rect(x: value("x") - 10, y: value("y") - 10, width: value("width"), height: value("height"))
            self.attributes[name] = attributes
        }
        if element == "animate" || element == "animateTransform", let name = group.last, let attribute = attributes["attributeName"] {
            animations[name, default: [:]][attribute] = attributes
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "g" { group.removeLast() }
    }
}

func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString)-\(name)").path
}

/// `render ... svg` and `png`: every drawn rectangle is the model's frame (in the picture's
/// coordinates).
@Suite("Pictures")
struct RenderTests {
    @Test func theSVGsRectanglesAreTheModelsFrames() throws {
        let harness = try Harness.withTheHeader()
        let path = temporaryPath("header.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(harness.run("render header svg \(path)") == ["drew 4 views to \(path)"])
        let svg = try SVGReader.read(path)
        // The header at the picture's origin; each subview at its frame plus its parents' origins.
        for name in ["header", "temp", "box", "label"] {
            let view = try #require(harness.scene.view(named: name))
            let origin = view === harness.scene.view(named: "header") ? Point(x: 0, y: 0) : view.frameInRoot.origin
            #expect(svg.rects[name] == Rect(origin: origin, size: view.frame.size), "\(name)")
        }
        // The same scene draws the same bytes.
        let again = path + ".2"
        defer { try? FileManager.default.removeItem(atPath: again) }
        harness.run("render header svg \(again)")
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: path))
    }

    /// `guides=true`: each drawn view's guides as dashed rectangles at their layout frames
    /// in the picture's coordinates. A guide 10 in from the header's left and 20 from its
    /// top, 100 x 30, is at (10, 20) in the header's picture, which the SVG's 10 pt margin
    /// puts at (20, 30). Without the option no guide is drawn.
    @Test func guidesAreDrawnDashedAtTheirLayoutFrames() throws {
        let harness = try Harness.withTheHeader()
        harness.run("guide spot in header; spot.leading == header.leading + 10; spot.top == header.top + 20; spot.width == 100; spot.height == 30")
        let path = temporaryPath("guides.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        harness.run("render header guides=true svg \(path)")
        let svg = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(svg.contains("<rect data-guide=\"spot\" x=\"20\" y=\"30\" width=\"100\" height=\"30\" fill=\"none\""))
        #expect(svg.contains("stroke-dasharray=\"2 2\""))
        harness.run("render header svg \(path)")
        let plain = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(!plain.contains("data-guide"))
        #expect(harness.run("render header --frames /tmp/x guides=true").first?.contains("guides= is not taken for frames") == true)
    }

    /// PNG through rsvg-convert, at the screen's scale: the header's 320 + 2 * 10 margin is
    /// 680 pixels wide at @2x.
    @Test(.enabled(if: PNGConverter.programPath() != nil, "rsvg-convert (librsvg2-bin) is not installed"))
    func aPNGIsDrawnAtTheScreensScale() throws {
        let harness = try Harness.withTheHeader()
        let path = temporaryPath("header.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(harness.run("render header png \(path)") == ["drew 4 views to \(path) (PNG, 2 pixels a point)"])
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The IHDR chunk: width at bytes 16...19, big-endian.
        let width = data[16...19].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 680)
    }

    /// Without rsvg-convert on PATH, the error names the package to install.
    @Test func aMissingConverterNamesItsPackage() {
        #expect(PNGConverter.programPath(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(PNGConverter.Failure.missing.message.contains("install Debian's librsvg2-bin"))
    }

    /// The file clauses: a path as typed (spaces too), options after it, dashes or keys.
    @Test func renderLinesKeepTheirPathsAsTyped() throws {
        let tokens = try RenderCommand.fileClause.tokens(of: ScriptText("render t --frames /tmp/my frames --fps 10 to=0.5 --png", line: 1, column: 1))
        #expect(tokens.map(\.text) == ["render", "t", "frames", "/tmp/my frames", "fps=10", "to=0.5", "--png"])
        #expect(tokens[3].kind == .string("/tmp/my frames"))
        #expect(tokens[4].kind == .option(key: "fps", value: "10"))
        // --fps before the clause keeps later columns where they were typed.
        let early = try RenderCommand.fileClause.tokens(of: ScriptText("render --fps 5 --animated a b.svg", line: 1, column: 1))
        #expect(early.map(\.text) == ["render", "fps=5", "animated", "a b.svg"])
        #expect(early[2].location.column == 16)
        let harness = try Harness.withTheHeader()
        #expect(harness.run("render header svg").first?.contains("expected a file name after svg") == true)
        #expect(harness.run("render header box").first?.contains("expected svg FILE, png FILE, --frames DIR, --animated FILE, or end of command") == true)
        #expect(harness.run("render header fps=3").first?.contains("fps= is not taken for the terminal picture") == true)
    }
}

/// `render [VIEW]` in the terminal: boxes on a grid of characters.
@Suite("Terminal pictures")
struct TerminalPictureTests {
    /// The header seed's storyboard state (320 x 100, the label squeezed to height 0) at 80
    /// columns, as a transcript or a pipe draws it: 79 / 320 = 0.246875 columns a point, and a
    /// line twice a column, 0.1234375 lines a point; edges go to the nearest.
    ///   header (0, 0, 320, 100): columns 0...79, lines 0...12 (12.34): 13 lines
    ///   temp (12, 5, 296, 50): columns 3 (2.96) ... 76 (76.04), lines 1 (0.62) ... 7 (6.79)
    ///   box (12, 60, 296, 25): columns 3...76, lines 7 (7.41) ... 10 (10.49): its top would
    ///     be temp's bottom line, though box starts 5 pt below temp; so its top goes one line
    ///     down, to 8 (the box still spans lines 8...10), and the two boxes stay apart
    ///   label (27, 75, 266, 0) in the header: columns 7 (6.67) ... 72 (72.33), line 9 (9.26)
    ///     only: a line, no room for text.
    /// The broken label.bottom == box.bottom - 15 marks both its views with `!`.
    @Test func theStoryboardHeaderAtEightyColumns() throws {
        let harness = try Harness.withTheHeader()
        let lines = harness.run("render header")
        #expect(lines.count == 1 + 13 + 1)
        #expect(lines.first == "header 320 x 100 pt at 0 s; a column is 4.05063 pt, a line 8.10127 pt")
        func dashes(_ count: Int) -> String { String(repeating: "─", count: count) }
        #expect(lines[1] == "┌header" + dashes(72) + "┐")
        #expect(lines[2] == "│  ┌temp" + dashes(68) + "┐  │")
        #expect(lines[3] == "│  │" + String(repeating: " ", count: 72) + "│  │")
        #expect(lines[1 + 7] == "│  └" + dashes(72) + "┘  │")
        #expect(lines[1 + 8] == "│  ┌box!" + dashes(68) + "┐  │")
        #expect(lines[1 + 9] == "│  │   ─label!" + dashes(59) + "   │  │")
        #expect(lines[1 + 10] == "│  └" + dashes(72) + "┘  │")
        #expect(lines[1 + 12] == "└" + dashes(78) + "┘")
        #expect(lines.last == "NAME! has a broken constraint")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    /// Siblings 5 pt apart at 80 columns (a line is 2 x 320 / 79 = 8.1 pt): a (0, 10, 100, 20)
    /// ends on line round(30 / 8.1) = round(3.70) = 4 and b (0, 35, 100, 20) starts on
    /// round(35 / 8.1) = round(4.32) = 4 too; b is drawn from line 5 (it ends on
    /// round(55 / 8.1) = 7), so a's bottom corner and b's name are on lines of their own. Half
    /// a point apart (a table's separator) they still share their line.
    @Test func stackedBoxesAFewPointsApartAreDrawnApart() throws {
        let harness = try Harness(plugins: ["ViewCommands", "RenderCommands"]).hidingTheStatusBar()
        harness.run("view a frame (0, 10, 100, 20)", "view b frame (0, 35, 100, 20)")
        var lines = harness.run("render columns=80")
        #expect(lines[1 + 4].hasPrefix("├────") && lines[1 + 4].contains("┘"))
        #expect(lines[1 + 5].hasPrefix("├b─"))
        harness.run("set b.frame = (0, 30.5, 100, 20)")
        lines = harness.run("render columns=80")
        #expect(lines[1 + 4].hasPrefix("├b─"))
    }

    /// At 146 pt the label (27, 75, 266, 41) spans lines 9 ... 14 (14.32): its two lines of
    /// text go on lines 10 and 11, from column 8; at 40 columns only the first fits.
    @Test func aLabelsLinesAreWrittenWhereTheyFit() throws {
        let harness = try Harness.withTheHeader()
        harness.run("layout header", "set header.frame.height = 146")
        let lines = harness.run("render header")
        #expect(lines[1 + 10].hasPrefix("│  │   │The quick brown fox jumped over "))
        #expect(lines[1 + 11].hasPrefix("│  │   │the lazy dog. "))
        let narrow = harness.run("render header columns=40")
        #expect(narrow.dropFirst().allSatisfy { $0.count <= 40 })
        #expect(narrow.contains { $0.contains("The quick brown fox jumped over") })
        #expect(!narrow.contains { $0.contains("the lazy dog") })
        #expect(harness.run("render header columns=40") == narrow)
        #expect(harness.run("render header columns=5").first?.contains("columns= a whole number from 20 to 1000") == true)
    }

    /// A view far taller than wide is drawn narrower so it fits 500 lines: 1,000,000 pt over
    /// 499 lines of two columns' height is 1002 pt a column, so its 320 pt are 0.32 of a
    /// column: both sides round to column 0 and the box is a single vertical line.
    @Test func aTallViewFitsItsLines() throws {
        let harness = try Harness()
        harness.run("view tall frame (0, 0, 320, 1000000)")
        let lines = harness.run("render tall")
        #expect(lines.count == 1 + 500)
        #expect(lines.first == "tall 320 x 1000000 pt at 0 s; a column is 1002 pt, a line 2004.01 pt")
        #expect(lines.dropFirst().allSatisfy { $0 == "│" })
    }
}

/// `render --frames` and `--animated`: the static-cells cascade drawn frame by frame.
@Suite("Frames of the timeline")
struct RenderFramesTests {
    /// The cascade of Scripts/transcripts/timeline/static-cells-cascade.lab: the picker fades
    /// over 0...0.25 s, then its row collapses over 0.25...0.75 s (both linear).
    static func cascade() throws -> Harness {
        let harness = try Harness.withTheHeader().hidingTheStatusBar()
        harness.run(
            "table t frame (0, 0, 320, 568)", "prototype Plain in t", "prototype PickerCell in t", "datepicker picker in PickerCell",
            "vfl \"H:|[picker]|\" in PickerCell", "constrain picker.top == PickerCell.top", "constrain PickerCell.bottom >= picker.bottom",
            "set picker.contentCompressionResistancePriority.vertical = 740", "rows add t 1 Plain", "rows add t 1 PickerCell", "rows add t 1 Plain",
            "animate 0.25 curve=linear { set t.cell2.picker.alpha = 0 } completion { animate 0.5 curve=linear { rows hide t 1; updates t } }"
        )
        return harness
    }

    /// 20 fps from 0 to 0.75 s (the second stage's end, found as the cascade runs): 0.75 * 20
    /// + 1 = 16 frames. Frame 2 is 0.1 s: alpha 1 - 0.1 / 0.25 = 0.6. Frame 10 is 0.5 s: the
    /// third row half way from 260.5 to 44, 152.25. The clock is left at 0.75 s.
    @Test func oneSVGPerFrameThroughTheCascade() throws {
        let harness = try Self.cascade()
        let folder = temporaryPath("frames")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The completion runs on the way, and says what it does, as with seek: the collapse
        // moves the table's content size, the picker's cell (shrinking to 0) and the third row.
        let output = harness.run("render t --frames \(folder) --fps 20")
        #expect(output.contains("animation 1: 0.25...0.75 s, t, t.cell2, t.cell3"))
        #expect(output.last == "wrote 16 frames (0...0.75 s at 20 fps) to \(folder): frame-0000.svg to frame-0015.svg")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == (0..<16).map { String(format: "frame-%04d.svg", $0) })
        var frames: [SVGReader] = []
        for name in names { frames.append(try SVGReader.read(folder + "/" + name)) }
        #expect(frames[0].attributes["t.cell2.picker"]?["fill-opacity"] == "1")
        #expect(frames[2].attributes["t.cell2.picker"]?["fill-opacity"] == "0.6")
        #expect(frames[0].rects["t.cell3"]?.minY == 260.5)
        #expect(frames[10].rects["t.cell3"]?.minY == 152.25)
        #expect(frames[15].rects["t.cell3"]?.minY == 44)
        #expect(harness.interpreter.session.scene.timeline.now == 0.75)
        // One undo step puts the clock back.
        harness.run("undo")
        #expect(harness.interpreter.session.scene.timeline.now == 0)
    }

    /// at=T (or --at T) moves the clock first: at 0.1 s the picker is at alpha 0.6 (named
    /// relative to the drawn table: cell2.picker).
    @Test func atMovesTheClockFirst() throws {
        let harness = try Self.cascade()
        let lines = harness.run("render t --at 0.1 columns=40")
        #expect(lines.first == "t 320 x 568 pt at 0.1 s; a column is 8.20513 pt, a line 16.4103 pt")
        #expect(lines.contains { $0.contains("cell2.picker alpha 0.6") && !$0.contains("t.cell2") })
        #expect(harness.run("render t at=0.05").first?.contains("expected at= a time not before now (0.1 s)") == true)
        #expect(harness.run("render t --frames /tmp/x at=1").first?.contains("at= is not taken for frames") == true)
    }

    /// to= and from= bound the run; a time before now is refused.
    @Test func fromAndToBoundTheRun() throws {
        let harness = try Self.cascade()
        let folder = temporaryPath("frames")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 0.1 ... 0.2 at 10 fps: 0.1, 0.2.
        #expect(harness.run("render t --frames \(folder) --fps 10 from=0.1 to=0.2").last
            == "wrote 2 frames (0.1...0.2 s at 10 fps) to \(folder): frame-0000.svg to frame-0001.svg")
        #expect(harness.run("render t --frames \(folder) from=0.1 to=0.3").first?.contains("expected from= a time not before now (0.2 s)") == true)
        #expect(harness.run("render t --frames \(folder)/new to=1e300").first?.contains("expected at most 10000 frames") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"), "a refused line makes no folder")
        #expect(harness.run("dump tree >").first?.contains("expected a file name after '>'") == true)
        #expect(harness.run("render t --frames").first?.contains("expected a folder after --frames") == true)
        harness.run("seek 1")
        #expect(harness.run("render t --animated \(folder)/a.svg").first?.contains("expected an animation running after 1 s, or to=T") == true)
    }

    /// One animated SVG: the third row's translation through the 16 frames (x, y plus the 10
    /// pt margin), the picker's opacity; keyTimes from 0 to 1; the same bytes every time.
    @Test func oneAnimatedSVG() throws {
        let path = temporaryPath("cascade.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = try Self.cascade()
        #expect(harness.run("render t --animated \(path) --fps 20").last == "drew 16 frames (0...0.75 s at 20 fps) as one animated SVG to \(path)")
        let svg = try SVGReader.read(path)
        let move = try #require(svg.animations["t.cell3"]?["transform"])
        let values = try #require(move["values"]).split(separator: ";").map(String.init)
        #expect(values.count == 16)
        #expect(values[0] == "10 270.5" && values[10] == "10 162.25" && values[15] == "10 54")
        let keyTimes = try #require(move["keyTimes"]).split(separator: ";").map(String.init)
        #expect(keyTimes.count == 16 && keyTimes.first == "0" && keyTimes.last == "1")
        #expect(move["dur"] == "0.75s")
        let fade = try #require(svg.animations["t.cell2.picker"]?["opacity"])
        #expect(fade["values"]?.split(separator: ";").map(String.init).prefix(3) == ["1", "0.8", "0.6"])
        let again = path + ".2"
        defer { try? FileManager.default.removeItem(atPath: again) }
        try Self.cascade().run("render t --animated \(again) --fps 20")
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: path))
    }
}
