import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import PluginTesting
import Testing
import Commands
import Layout
@testable import Shell

/// `dump`: text and JSON of the same values, byte for byte the same for the same scene.
@Suite("Dumps")
struct DumpTests {
    /// All the executable's plugins; with `building`, the header seed in its storyboard state.
    static func harness(building: Bool = true) throws -> Harness {
        let harness = try Harness()
        if building { harness.buildHeader() }
        return harness
    }

    /// The JSON reads back: every view's frame is the model's, and the schema is named.
    @Test func theJSONTreeHoldsTheModelsFrames() throws {
        let harness = try Self.harness()
        let line = try #require(harness.run("dump tree json").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "layoutlab.dump/1.1")
        var checked = 0
        func visit(_ node: [String: Any]) throws {
            let name = try #require(node["name"] as? String)
            let frame = try #require(node["frame"] as? [String: Double])
            let view = try #require(harness.scene.view(named: name))
            #expect(Rect(x: frame["x"] ?? -1, y: frame["y"] ?? -1, width: frame["width"] ?? -1, height: frame["height"] ?? -1) == view.frame)
            checked += 1
            for child in node["subviews"] as? [[String: Any]] ?? [] { try visit(child) }
        }
        try visit(try #require(object["tree"] as? [String: Any]))
        #expect(checked == harness.scene.views.filter(\.isInWindow).count)
    }

    /// Two sessions built the same way dump the same bytes; a broken constraint is marked.
    @Test func theSameSceneGivesTheSameBytes() throws {
        let first = try Self.harness(), second = try Self.harness()
        #expect(first.run("dump all json") == second.run("dump all json"))
        #expect(first.run("dump constraints").contains { $0.hasPrefix("BROKEN bottom <NSLayoutConstraint label.bottom == box.bottom - 15") })
        #expect(first.run("dump table header").first?.contains("expected a table after 'dump table'") == true)
    }

    /// In the storyboard state the header's height is its autoresizing constraint's 100; with
    /// translation off its width is the label's one-line 351.5 plus 12 + 15 + 15 + 12 = 405.5.
    @Test func whyReadsTheConstraintsThatFixAValue() throws {
        let harness = try Self.harness()
        #expect(harness.run("why header.height") == [
            "header.height = 100, fixed by:",
            "  holds: <NSAutoresizingMaskLayoutConstraint h=--& v=--& header.height == 100   (active)>",
        ])
        harness.run("set header.translatesAutoresizingMaskIntoConstraints = false")
        let width = harness.run("why header.width")
        #expect(width.first == "header.width = 405.5, fixed by:")
        #expect(width.contains("  optional, met exactly: <NSContentSizeLayoutConstraint label.width >= 351.5 CompressionResistance:750   (active)>"))
        #expect(width.count == 6)
        #expect(harness.run("why header.depth").first?.contains("expected one of width, height") == true)
    }
}
