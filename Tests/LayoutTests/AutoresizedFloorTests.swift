import Testing
@testable import Layout

/// A view whose frame its autoresizing mask sets has no implicit `width >= 0` and `height >= 0`
/// (``NegativeSizeRule/adopted``; issue 40): it gets them when it stops translating its mask,
/// and loses them when it starts again, and a deep chain of such views keeps the engine's
/// tableau linear in its depth.
@Suite("Autoresized views' floors")
struct AutoresizedFloorTests {
    private static func floorsInstalled(_ view: View, in scene: Scene) -> [Bool] {
        view.nonNegativeSizeConstraints.map { scene.engine.isInstalled($0) }
    }

    @Test func floorsFollowTranslation() throws {
        let scene = Scene()
        let panel = try scene.add(View(name: "panel", frame: Rect(x: 20, y: 30, width: 100, height: 50)))
        #expect(Self.floorsInstalled(panel, in: scene) == [false, false])
        panel.translatesAutoresizingMaskIntoConstraints = false
        #expect(Self.floorsInstalled(panel, in: scene) == [true, true])
        panel.translatesAutoresizingMaskIntoConstraints = true
        #expect(Self.floorsInstalled(panel, in: scene) == [false, false])
        // Out of the window and back: none while translating, both once it stops.
        let box = try scene.add(View(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        try scene.move(panel, to: box)
        #expect(Self.floorsInstalled(panel, in: scene) == [false, false])
        panel.translatesAutoresizingMaskIntoConstraints = false
        #expect(Self.floorsInstalled(panel, in: scene) == [true, true])
    }

    /// A view that stops translating is held by its floor again: a width against a negative
    /// constant conflicts on its own, as logs 24, 110, 111 and 154 show UIKit's does.
    @Test func aViewThatStopsTranslatingConflictsBelowZero() throws {
        let scene = Scene()
        let panel = try scene.add(View(name: "panel", frame: Rect(x: 20, y: 30, width: 100, height: 50)))
        panel.translatesAutoresizingMaskIntoConstraints = false
        try scene.addConstraint(panel, .width, .equal, nil, nil, constant: -16)
        scene.layoutIfNeeded()
        #expect(scene.takeReports().count == 1)
    }

    /// 400 views, each inside the one before, each as wide and high as its superview less a
    /// margin (`h=-&- v=-&-`). Each view's four translated constraints are required
    /// equalities that name a variable nothing else holds, so they are kept as definitions,
    /// not rows: without floors the tableau holds no row for the chain, and 4 cells a view
    /// leave room for the window's own. With floors each view's `width >= 0` and `height >= 0`
    /// were rows expanding its size's definition through every level above it, so the cells
    /// grew with the square of the depth (322,402 for these 400, measured before the change).
    @Test func aDeepChainOfAutoresizedViewsKeepsTheTableauLinear() throws {
        let scene = Scene()
        var parent = try scene.add(View(name: "v0", frame: Rect(x: 0, y: 0, width: 320, height: 480)))
        for level in 1...400 {
            let view = try scene.add(View(name: "v\(level)", frame: Rect(x: 0.25, y: 0.25, width: 319.5, height: 479.5)), to: parent)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent = view
        }
        scene.layoutIfNeeded()
        let statistics = scene.engineStatistics
        #expect(statistics.cells <= 4 * 400, "\(statistics.cells) cells for a chain of 400")
        #expect(parent.frame.width > 0)
    }
}
