import PluginTesting
import Testing
@testable import Layout

/// Depth and window membership are kept as views are attached, moved and removed, and put
/// back by undo: the ancestry questions that read them (descendant, common ancestor, in the
/// window) answer as a walk up the tree would.
@Suite("The view tree's depth and window membership")
struct ViewTreeDepthTests {
    /// Every view's depth, membership and ancestry against a walk up its superviews.
    static func checkAgainstWalks(_ scene: Scene) {
        for view in scene.views {
            var chain: [View] = []
            var current = view.superview
            while let ancestor = current {
                chain.append(ancestor)
                current = ancestor.superview
            }
            #expect(view.depth == chain.count, "\(view.name)")
            #expect(view.isInWindow == (view === scene.window || chain.contains { $0 === scene.window }), "\(view.name)")
            for other in scene.views {
                let walked = view === other || chain.contains { $0 === other }
                #expect(view.isDescendant(of: other) == walked, "\(view.name) in \(other.name)")
            }
        }
    }

    @Test func movesRemovalsAndUndoKeepThem() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view a frame (100, 200, 100, 100)", "view b in a frame (10, 20, 50, 50)",
                    "view c in b frame (1, 2, 3, 4)", "view d frame (30, 40, 200, 200)")
        Self.checkAgainstWalks(harness.scene)
        harness.run("move b to d")
        Self.checkAgainstWalks(harness.scene)
        harness.run("remove d")
        Self.checkAgainstWalks(harness.scene)
        harness.run("undo", "undo")
        Self.checkAgainstWalks(harness.scene)
        #expect(harness.run("print c.frameInWindow") == ["c.frameInWindow = (111, 222, 3, 4)"])
    }

    /// A moved subtree's edges round to pixels at its new place in the window even when none
    /// of its own values change. On the 2x screen: a's left edge is at 0.2 and d's at 0.3
    /// (constraints); b sits at 0 in a, c at 0.3 in b. Under a, b's edge 0.2 rounds to 0 and
    /// c's 0.5 stays, so c is at 0.5 in b. Moved under d, b's edge 0.3 rounds to 0.5 and c's
    /// 0.6 to 0.5, so c is at 0 in b (b still at 0 in d, whose edge also rounds to 0.5).
    @Test func aMovedSubtreeRoundsAtItsNewPlace() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view a", "view d", "view b in a frame (0, 0, 50, 50)", "view c in b")
        for name in ["a", "d", "c"] { harness.run("set \(name).translatesAutoresizingMaskIntoConstraints = false") }
        harness.run("constrain a.leading == window.leading + 0.2", "constrain d.leading == window.leading + 0.3",
                    "constrain c.leading == b.leading + 0.3")
        for name in ["a", "d", "c"] {
            harness.run("constrain \(name).top == window.top", "constrain \(name).width == 10", "constrain \(name).height == 10")
        }
        #expect(harness.run("print c.frame") == ["c.frame = (0.5, 0, 10, 10)"])
        harness.run("move b to d")
        #expect(harness.run("print b.frame c.frame") == ["b.frame = (0, 0, 50, 50)", "c.frame = (0, 0, 10, 10)"])
        harness.run("undo")
        #expect(harness.run("print c.frame") == ["c.frame = (0.5, 0, 10, 10)"])
    }

    /// Views nested deep answer ancestry without walking to the top: 300 levels here, with the
    /// same answers as the walks.
    @Test func aDeepChain() throws {
        let harness = try Harness.viewsTablesAndDumps()
        harness.run("view v0")
        for index in 1..<300 { harness.run("view v\(index) in v\(index - 1) frame (1, 1, 10, 10)") }
        let deepest = try #require(harness.scene.view(named: "v299"))
        #expect(deepest.depth == 300)
        // 299 levels of 1 pt under v0 at (0, 0).
        #expect(harness.run("print v299.frameInWindow") == ["v299.frameInWindow = (299, 299, 10, 10)"])
    }
}
