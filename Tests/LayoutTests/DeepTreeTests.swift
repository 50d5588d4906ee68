@testable import Layout
import Testing

/// Trees far deeper than any screen: freeing and laying them out takes a bounded stack.
@Suite("Deep trees")
struct DeepTreeTests {
    /// How deep the chains go: past where a stack frame a level overflowed (the release build
    /// died freeing 30,000 nested views; a debug build's frames are larger still).
    static let depth = 30_000

    /// A chain of views made and laid out through a scene, then freed with it: the scene's
    /// release freed each view from inside its parent's release, a frame per level, and the
    /// process died after its work was done (`layoutlab run` exited 139).
    @Test func aSceneOfThirtyThousandNestedViewsIsFreed() throws {
        var scene: Scene? = Scene()
        var parent: View? = nil
        for index in 1...Self.depth {
            parent = try scene?.add(View(name: "v\(index)", frame: Rect(x: 1, y: 1, width: 10, height: 10)), to: parent)
        }
        // The deepest view's origin sums the chain: 1 pt a level.
        let deepest = try #require(scene?.view(named: "v\(Self.depth)"))
        #expect(deepest.frame == Rect(x: 1, y: 1, width: 10, height: 10))
        #expect(deepest.depth == Self.depth)
        parent = nil
        scene = nil
        #expect(scene == nil)
    }

    /// A chain held only by its root (as the journal holds a removed subtree) goes with it;
    /// a view someone else holds keeps its subviews.
    @Test func aDetachedChainIsFreedAndAHeldViewKeepsItsSubviews() {
        var root: View? = View(name: "v0")
        var kept: View?
        var last = root
        for index in 1...(3 * Self.depth) {
            let view = View(name: "v\(index)")
            last?.subviews = [view]
            last = view
            if index == 5 { kept = view }
        }
        last = nil
        root = nil
        #expect(root == nil)
        // v5 is still held here, with the chain under it.
        var count = 0
        var current = kept
        while let view = current {
            count += 1
            current = view.subviews.first
        }
        #expect(count == 3 * Self.depth - 4)
    }
}
