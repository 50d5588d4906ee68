import Foundation
import PluginTesting
import Testing
import Commands
import Layout
import PluginSupport
@testable import InterfaceBuilderCommands

/// Documents that are large or hostile in shape: each is refused or read without trapping, in
/// time linear in its size. The inputs are made here, not committed.
@Suite("Loading large and hostile Interface Builder documents")
struct InterfaceBuilderLimitsTests {
    /// The document's first three lines: the XML declaration, `<document>` and `<objects>`.
    static let head = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
        """
    static let tail = "</objects>\n</document>\n"

    /// `load Big.xib` of `text` in a fresh session with a view in it: the output, and whether
    /// the scene is as it was.
    static func load(_ text: String) throws -> (output: [String], unchanged: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try text.write(to: directory.appendingPathComponent("Big.xib"), atomically: true, encoding: .utf8)
        let harness = try InterfaceBuilderLoadTests.harness(directory: directory.path)
        harness.run("view existing frame (0, 0, 50, 50)")
        let before = harness.scene.snapshot()
        let output = harness.run("load Big.xib")
        return (output, harness.scene.snapshot() == before)
    }

    /// 100,000 nested elements (900 KB) used to build the whole tree, then overflow the stack
    /// releasing it. The element one too deep is refused as its start tag arrives, at its line.
    @Test func deepNestingIsRefusedAsTheStartTagArrives() throws {
        let depth = 100_000
        let text = Self.head + "\n" + String(repeating: "<a>\n", count: depth) + String(repeating: "</a>\n", count: depth) + Self.tail
        let (output, unchanged) = try Self.load(text)
        // <document> is 1 deep (line 2), <objects> 2, the first <a> 3 (line 4): the one past
        // the limit is the 999th <a>, on line 1002.
        let limit = IBXMLReader.maximumDepth
        #expect(output.first == "test.lab:1:6: error: Big.xib:1002:1: expected elements nested at most \(limit) deep, found <a> deeper; nothing was loaded")
        #expect(unchanged)
    }

    /// However a tree was made, releasing it takes no stack per level.
    @Test func aDeepTreeIsReleasedWithoutRecursion() {
        do {
            let root = IBElement(name: "a", attributes: [:], file: "Deep.xib", line: 1, column: 1, comment: nil)
            var last = root
            for line in 2...1_000_000 {
                let child = IBElement(name: "a", attributes: [:], file: "Deep.xib", line: line, column: 1, comment: nil)
                last.append(child)
                last = child
            }
            #expect(root.children.count == 1)
        }
    }

    /// 20,000 sibling views on one line (1.6 MB), a multi-byte label first, and a view without
    /// an id last: the error names the last view's column, counted in characters. Finding each
    /// tag's column used to copy the line up to it: about 276 s in a release build.
    @Test func aOneLineDocumentIsReadInLinearTime() throws {
        let views = (1...20_000).map { "<view id=\"v\($0)\" userLabel=\"\($0 == 1 ? "Überschrift ✓" : "v\($0)")\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"320\" height=\"20\"/></view>" }
        let line = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects><view id="v0"><rect key="frame" x="0" y="0" width="320" height="480"/><subviews>"#
            + views.joined() + "<view userLabel=\"last\"/></subviews></view></objects></document>"
        let column = try #require(line.range(of: "<view userLabel=\"last\"")).lowerBound
        let expected = line.unicodeScalars[..<column].count + 1
        // Quadratic reading took minutes here; the test checks what is read (times are the
        // benchmarks' to measure, never a test's).
        let (output, unchanged) = try Self.load(line + "\n")
        #expect(output.first == "test.lab:1:6: error: Big.xib:1:\(expected): expected an id= on <view>; nothing was loaded")
        #expect(unchanged)
    }

    /// Tags after multi-byte characters on the same line, and a tag written over lines.
    @Test func columnsCountCharactersAfterMultiByteText() throws {
        let text = #"""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects>
            <view id="é✓é" userLabel="日本語"><rect key="frame" x="0" y="0" width="1" height="1"/></view>  <view
                userLabel="ü"   id="x"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            </objects></document>
            """#
        let root = try IBXMLReader.read(Data(text.utf8), file: "Cols.xib")
        let objects = try #require(root.children.first)
        let places = objects.children.map { "\($0.name) \($0.line):\($0.column)" }
            + objects.children.flatMap(\.children).map { "\($0.name) \($0.line):\($0.column)" }
        #expect(places == ["view 2:1", "view 2:93", "rect 2:32", "rect 3:28"])
    }

    /// libxml2 refuses a chunk of more than 10,000,000 bytes given at once ("huge input
    /// lookup", error 1) unless told XML_PARSE_HUGE: the reader feeds it in pieces, so any
    /// well-formed document within the 64 MB limit is read.
    @Test func aWellFormedDocumentOverTenMegabytesIsRead() throws {
        let padding = String(repeating: "x", count: 150)
        let rects = (1...60_000).map { "<rect key=\"frame\" x=\"0.0\" y=\"\($0)\" width=\"320\" height=\"20\" note=\"\(padding)\"/>\n" }
        let text = Self.head + "\n<view id=\"v0\">\n" + rects.joined() + "</view>\n" + Self.tail
        #expect(text.utf8.count > 10_500_000)
        let root = try IBXMLReader.read(Data(text.utf8), file: "Big.xib")
        let view = try #require(root.children.first?.children.first)
        #expect(view.children.count == 60_000)
        #expect(view.children.last.map { "\($0.line):\($0.column)" } == "60004:1")
    }

    /// `load` notes each view's id with the session (`tree ids`): the table of notes used to
    /// be copied and swept for each note, time quadratic in a load's views (a 5 MB XIB of
    /// 26,000 views took 109 s, most of it here). Notes of views that are gone are swept as
    /// the table doubles, and the notes of live views survive every sweep.
    @Test func originNotesOfLiveViewsSurviveTheSweeps() {
        let session = Session()
        var kept: [View] = []
        for index in 0..<100_000 {
            let view = View(name: "v\(index)")
            session.noteOrigin("id\(index)", of: view)
            // Every other view is gone at once: its note is swept.
            if index.isMultiple(of: 2) { kept.append(view) }
        }
        #expect(kept.first.flatMap { session.origin(of: $0) } == "id0")
        #expect(kept.last.flatMap { session.origin(of: $0) } == "id99998")
    }

    /// FuzzLoad's first finding (a timeout): an unknown top-level element whose name is not a
    /// name (`p-laceholder`) made the namer count forever looking for a free `p-laceholder1`.
    @Test func anUnknownElementWhoseNameIsNotANameGetsOne() throws {
        let text = Self.head + "\n<p-laceholder id=\"x\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></p-laceholder>\n" + Self.tail
        let (output, _) = try Self.load(text)
        #expect(output.first == "loading XIB from Big.xib: 1 view, 0 constraints")
        #expect(output.contains { $0.contains("pLaceholder1") } || output.contains { $0.hasPrefix("warning: Big.xib:4:") })
    }
}
