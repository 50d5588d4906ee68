import Foundation
import Testing
import Timeline
import Commands
@testable import RenderCommands
import Layout
import PluginTesting
import Tables

/// Every SVG the transcripts under Scripts/ draw, parsed as XML, each rectangle checked
/// against the model at the moment it was drawn.
@Suite("The transcripts' pictures")
struct TranscriptPictureTests {
    static let packageRoot = Harness.packageRoot

    /// The transcripts that draw pictures into files.
    static func drawingTranscripts() throws -> [URL] {
        let scripts = packageRoot.appendingPathComponent("Scripts")
        let found = FileManager.default.enumerator(at: scripts, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try found.filter { $0.pathExtension == "lab" }.filter { url in
            try String(contentsOf: url, encoding: .utf8).contains("  > render ")
        }.sorted { $0.path < $1.path }
    }

    /// Where each view shows, computed apart from the picture's code: its presentation frame
    /// moved by its ancestors' (less a scroll view's offset), the root at (0, 0); hidden
    /// views and what they hold are not drawn.
    static func expectedRects(_ root: View, _ session: Session) -> [String: Rect] {
        var rects: [String: Rect] = [:]
        func visit(_ view: View, origin: Point) {
            guard !view.isHidden else { return }
            let shown = session.scene.timeline.presentation(of: view).frame
            let frame = view === root ? Rect(x: 0, y: 0, width: shown.width, height: shown.height)
                : Rect(x: origin.x + shown.minX, y: origin.y + shown.minY, width: shown.width, height: shown.height)
            rects[view.name] = frame
            let offset = (view as? ScrollView)?.contentOffset ?? .zero
            for subview in view.subviews { visit(subview, origin: Point(x: frame.minX - offset.x, y: frame.minY - offset.y)) }
        }
        visit(root, origin: .zero)
        return rects
    }

    @Test func everySVGOfTheTranscriptsHoldsTheModelsFrames() throws {
        let transcripts = try Self.drawingTranscripts()
        #expect(transcripts.count >= 2)
        var checkedFiles = 0
        for url in transcripts {
            let folder = temporaryPath("pictures")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let harness = try Harness()
            // The files go to a folder of this test's own, as in a test run (WriteScope).
            harness.session.writeScope = .confined(folder: folder)
            func written(_ path: String) -> String { (folder as NSString).appendingPathComponent(path) }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where rawLine.hasPrefix("  > ") {
                let line = String(rawLine.dropFirst(4))
                let output = harness.interpreter.run(line: line, number: index + 1).flatMap { $0.rendered(file: url.lastPathComponent) }
                #expect(!output.contains { $0.contains("error:") }, "\(url.lastPathComponent):\(index + 1): \(output)")
                let words = line.split(separator: " ").map(String.init)
                guard words.first == "render", let svg = words.firstIndex(of: "svg"), words.indices.contains(svg + 1) else {
                    // Frames and animations: every file is well-formed XML.
                    if words.first == "render", let marker = words.firstIndex(where: { $0 == "--frames" || $0 == "--animated" }) {
                        let path = written(words[marker + 1])
                        let files = words[marker] == "--frames"
                            ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 } : [path]
                        #expect(!files.isEmpty)
                        for file in files where file.hasSuffix(".svg") {
                            _ = try SVGReader.read(file)
                            checkedFiles += 1
                        }
                    }
                    continue
                }
                let root = svg == 1 ? harness.scene.window : try #require(harness.scene.view(named: words[1]))
                let drawn = try SVGReader.read(written(words[svg + 1]))
                #expect(drawn.rects == Self.expectedRects(root, harness.interpreter.session), "\(url.lastPathComponent):\(index + 1)")
                checkedFiles += 1
            }
        }
        #expect(checkedFiles >= 3)
    }
}
