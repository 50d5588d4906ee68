import Foundation
import Layout
import PluginTesting
import TestSupport
import Testing

/// Every command that walks the view tree, over a chain of views far deeper than any screen:
/// each walk is a loop with a stack of its own, so none overflows the thread's stack.
@Suite("Commands over deep trees")
struct DeepTreeCommandTests {
    /// Deeper than where the recursive walks died: `dump all json` at 3,000, `render` at 7,000
    /// (in a release build; a debug build's frames are larger). The chain is made once and
    /// every walk runs over it, as making it is most of a test's time.
    static let depth = 10_000

    /// A harness whose window holds `v1` holding `v2` ... down to `vN`, each 1 pt in from its
    /// superview's corner (and so 1 pt smaller), made through the scene directly for speed.
    static func chain(_ depth: Int = depth) throws -> Harness {
        let harness = try Harness()
        var parent: View? = nil
        for index in 1...depth {
            let side = Double(2 * depth - index)
            parent = try harness.scene.add(View(name: "v\(index)", frame: Rect(x: 1, y: 1, width: side, height: side)), to: parent)
        }
        return harness
    }

    /// The JSON nests every view inside its superview: one `subviews` array opened per view
    /// and closed after the deepest one, in one line, however deep. (Foundation's serializer
    /// refused 512 levels, two a view, and the encoder recursed a frame a level.) The terminal
    /// picture and the SVG draw every level; `export swift` adds each view to its superview.
    @Test func everyWalkReachesTheDeepestView() throws {
        let harness = try Self.chain()
        try dumpAllJSON(harness)
        try render(harness)
        try exportSwift(harness)
    }

    private func dumpAllJSON(_ harness: Harness) throws {
        let output = harness.run("dump all json")
        #expect(output.count == 1)
        let json = try #require(output.first)
        #expect(json.hasPrefix("{\"constraints\":[],\"schema\":\"layoutlab.dump/1.1\""))
        // The window and the chain: depth + 1 views, each with a subviews array.
        #expect(json.components(separatedBy: "\"subviews\":[").count - 1 == Self.depth + 1)
        // The deepest view's array is empty, and each of its depth ancestors closes after it:
        // `]` then the rest of a view's fields then `}`, so depth + 1 closing brackets follow,
        // and depth + 1 braces, then the document's.
        let deepest = try #require(json.range(of: "\"name\":\"v\(Self.depth)\""))
        let after = json[deepest.upperBound...]
        #expect(after.filter { $0 == "]" }.count == Self.depth + 1)
        #expect(after.filter { $0 == "}" }.count == Self.depth + 1 + 1)
        // v1 closes its subviews, then the window (translation off) and the document close.
        #expect(String(json.suffix(200)).hasSuffix("\"translatesAutoresizingMaskIntoConstraints\":true}],\"translatesAutoresizingMaskIntoConstraints\":false}}"))
    }

    private func render(_ harness: Harness) throws {
        let folder = try TemporaryFolder.make("deep-render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let terminal = harness.run("render")
        #expect(!terminal.isEmpty)
        #expect(terminal.first?.hasPrefix("window 320 x 568 pt") == true)
        let svg = harness.run("render svg \(folder)/deep.svg")
        #expect(svg == ["drew \(Self.depth + 1) views to \(folder)/deep.svg"])
        let text = try String(contentsOfFile: "\(folder)/deep.svg", encoding: .utf8)
        #expect(text.contains("data-name=\"v\(Self.depth)\""))
        #expect(text.components(separatedBy: "<g data-name=").count - 1 == Self.depth + 1)
    }

    private func exportSwift(_ harness: Harness) throws {
        let lines = harness.run("export swift")
        let adds = lines.filter { $0.contains(".addSubview(") }.map { $0.trimmingCharacters(in: .whitespaces) }
        let expected = ["window.addSubview(v1)"] + (2...Self.depth).map { "v\($0 - 1).addSubview(v\($0))" }
        #expect(adds.count == Self.depth)
        #expect(adds.elementsEqual(expected))
    }

    /// 300 nested views is 600 levels of JSON: the dump is written, and reads back in order
    /// down to the deepest view (read here with a loop, as Foundation's reader refuses it too).
    @Test func threeHundredNestedViewsDumpAsJSON() throws {
        let harness = try Self.chain(300)
        let json = try #require(harness.run("dump tree json").first)
        #expect(!json.contains("could not be encoded"))
        var names: [String] = []
        var rest = json[...]
        while let start = rest.range(of: "\"name\":\"") {
            rest = rest[start.upperBound...]
            names.append(String(rest.prefix { $0 != "\"" }))
        }
        #expect(names == ["window"] + (1...300).map { "v\($0)" })
    }

    /// The text dump lists each view indented by its depth, the deepest 3,000 levels in.
    @Test func dumpTreeListsEveryLevel() throws {
        let harness = try Self.chain(3_000)
        let lines = harness.run("dump tree")
        #expect(lines.count == 3_001)
        #expect(lines.last?.hasPrefix(String(repeating: "   | ", count: 3_000) + "<UIView: 'v3000'; frame = (1 1; 3000 3000)") == true)
    }

}
