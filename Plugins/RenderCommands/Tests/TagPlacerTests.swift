import Layout
import PluginTesting
@testable import RenderCommands
import Testing

/// The name tags' placer knows which views are "foreign" to a view (neither it, nor above nor
/// below it in the tree) from the picture's order and depths alone, in one pass. Checked here
/// against the tree itself: for every view and every probe box, meeting a foreign frame is
/// what the views' superview chains say it is.
@Suite("SVG name tags")
struct TagPlacerTests {
    @Test func foreignFramesAreWhatTheTreeSays() throws {
        let harness = try Harness()
        // Siblings at several depths, a chain, and a view after a deep subtree closes.
        harness.run(
            "view a frame (0, 0, 200, 200)", "view b in a frame (10, 10, 80, 80)", "view c in b frame (5, 5, 30, 30)",
            "view d in b frame (40, 40, 30, 30)", "view e in a frame (100, 10, 80, 80)", "view f in e frame (5, 5, 60, 60)",
            "view g in f frame (5, 5, 20, 20)", "view h frame (220, 0, 60, 60)", "view i in h frame (0, 0, 30, 30)")
        let picture = Picture.onScreen(harness.scene.window, scene: harness.scene)
        let placer = SVGTagPlacer(picture, margin: 10)
        let views = picture.items.map { item in harness.scene.view(named: item.name) }
        func ancestors(of view: View?) -> [View] {
            var chain: [View] = []
            var parent = view?.superview
            while let current = parent {
                chain.append(current)
                parent = current.superview
            }
            return chain
        }
        let probes = stride(from: -5.0, through: 285, by: 15).flatMap { x in
            stride(from: -5.0, through: 205, by: 15).map { y in Rect(x: x, y: y, width: 12, height: 6) }
        }
        var compared = 0
        for (index, view) in views.enumerated() {
            let related = ancestors(of: view) + [view].compactMap { $0 } + views.compactMap { $0 }.filter { other in
                ancestors(of: other).contains { $0 === view }
            }
            let foreign = picture.items.indices.filter { other in !related.contains { $0 === views[other] } }
            for probe in probes {
                let expected = foreign.contains { SVGPicture.overlaps(probe, picture.items[$0].frame) }
                #expect(placer.meetsForeignFrame(probe, of: index) == expected, "\(picture.items[index].name) at \(probe)")
                compared += 1
            }
        }
        // The window and nine views, every probe: the tree has views with and without foreign ones.
        #expect(picture.items.count == 10)
        #expect(compared == 10 * probes.count)
    }
}
