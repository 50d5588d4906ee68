import Testing
@testable import Layout
import Solver

/// The engine's rule for the constraint a conflict breaks (see ``LayoutEngine``), each step on
/// a scene small enough to see the whole conflicting set. Every scene installs its
/// constraints in an order where the old rule (the newest of the app's) breaks another one,
/// so each test tells the two apart.
@Suite("Which constraint a conflict breaks")
struct ConflictBreakRuleTests {
    /// A view named `name` in `parent` (the window when nil), made by constraints alone.
    static func view(_ name: String, in parent: View? = nil, of scene: Scene) throws -> View {
        let view = try scene.add(View(name: name), to: parent)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// The constraints the engine broke, by name.
    static func broken(_ scene: Scene, among constraints: [LayoutConstraint]) -> [String] {
        constraints.filter { scene.isBroken($0) }.map(\.name)
    }

    /// The seed's shape: a size constant on a shallow view, the deep view's edges. `outer`
    /// is 50 high; `inner`, inside it, 10 from its top and 50 from its bottom, would be -10
    /// high, and sizes are never negative. The deepest view is `inner`: of its constraints,
    /// none is a size, and the bottom is its far edge. The old rule broke the top, made last.
    @Test func theDeepestViewsConstraintBreaksNotAShallowerSize() throws {
        let scene = Scene()
        let outer = try Self.view("outer", of: scene)
        let inner = try Self.view("inner", in: outer, of: scene)
        let height = try scene.addConstraint(outer, .height, .equal, nil, nil, constant: 50, name: "height")
        let bottom = try scene.addConstraint(outer, .bottom, .equal, inner, .bottom, constant: 50, name: "bottom")
        let top = try scene.addConstraint(inner, .top, .equal, outer, .top, constant: 10, name: "top")
        #expect(scene.takeReports().count == 1)
        #expect(Self.broken(scene, among: [height, bottom, top]) == ["bottom"])
    }

    /// One view 600 high whose top and bottom are the screen's (568): the size constant
    /// breaks, made first or last, before the far edge.
    @Test(arguments: [true, false]) func aSizeConstantBreaksBeforeAnEdge(heightFirst: Bool) throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        var made: [LayoutConstraint] = []
        if heightFirst { made.append(try scene.addConstraint(box, .height, .equal, nil, nil, constant: 600, name: "height")) }
        made.append(try scene.addConstraint(box, .top, .equal, scene.window, .top, name: "top"))
        made.append(try scene.addConstraint(scene.window, .bottom, .equal, box, .bottom, name: "bottom"))
        if !heightFirst { made.append(try scene.addConstraint(box, .height, .equal, nil, nil, constant: 600, name: "height")) }
        #expect(scene.takeReports().count == 1)
        #expect(Self.broken(scene, among: made) == ["height"])
    }

    /// A size against a constant whatever its relation (log 18: UIKit broke `height >= 44`),
    /// made first: the conflict comes with the bottom, which the old rule broke.
    @Test func aSizeBoundBreaksBeforeAnEdge() throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        let least = try scene.addConstraint(box, .height, .greaterThanOrEqual, nil, nil, constant: 600, name: "least")
        let top = try scene.addConstraint(box, .top, .equal, scene.window, .top, name: "top")
        let bottom = try scene.addConstraint(scene.window, .bottom, .equal, box, .bottom, name: "bottom")
        #expect(Self.broken(scene, among: [bottom, top, least]) == ["least"])
    }

    /// Top 10 and bottom 20 make the box 10 high, centred at 15; a centre at 20 cannot hold.
    /// With no size in the set, the far edge (bottom) breaks, though it was made first and
    /// the centre last.
    @Test func aFarEdgeBreaksBeforeOtherAttributes() throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        let bottom = try scene.addConstraint(box, .bottom, .equal, scene.window, .top, constant: 20, name: "bottom")
        let top = try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 10, name: "top")
        let centre = try scene.addConstraint(box, .centerY, .equal, scene.window, .top, constant: 20, name: "centre")
        #expect(Self.broken(scene, among: [bottom, top, centre]) == ["bottom"])
    }

    /// Trailing is a far edge too. The box's leading at 10 and width half the window's (160)
    /// put its trailing at 170, not 100. The width relates two views, so it is no size
    /// against a constant: the trailing breaks, though the leading was made last.
    @Test func trailingIsAFarEdge() throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        let trailing = try scene.addConstraint(box, .trailing, .equal, scene.window, .leading, constant: 100, name: "trailing")
        let width = try scene.addConstraint(box, .width, .equal, scene.window, .width, multiplier: 0.5, name: "width")
        let leading = try scene.addConstraint(box, .leading, .equal, scene.window, .leading, constant: 10, name: "leading")
        #expect(Self.broken(scene, among: [trailing, width, leading]) == ["trailing"])
    }

    /// No size and no far edge: the newest breaks (issue 25's rule broke the first; issue 35
    /// measured the newest better on the held-out logs).
    @Test func otherwiseTheNewestBreaks() throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        let first = try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 10, name: "first")
        let second = try scene.addConstraint(box, .top, .equal, scene.window, .top, constant: 20, name: "second")
        #expect(Self.broken(scene, among: [first, second]) == ["second"])
    }

    /// Two views as deep: the constraints on the first one named are kept (log 05: the label
    /// before the text view). `a` is named first, by `a.leading`; the conflict is `b`'s two
    /// widths, but `a`'s gap to `b` is in the set too, and it holds `a` by its trailing.
    @Test func theFirstNamedOfTheDeepestViews() throws {
        let scene = Scene()
        let a = try Self.view("a", of: scene)
        let b = try Self.view("b", of: scene)
        let leading = try scene.addConstraint(a, .leading, .equal, scene.window, .leading, name: "leading")
        let gap = try scene.addConstraint(b, .leading, .equal, a, .trailing, constant: 8, name: "gap")
        let end = try scene.addConstraint(scene.window, .trailing, .equal, b, .trailing, name: "end")
        let aWidth = try scene.addConstraint(a, .width, .equal, nil, nil, constant: 200, name: "aWidth")
        let bWidth = try scene.addConstraint(b, .width, .equal, nil, nil, constant: 200, name: "bWidth")
        // 0 + 200 + 8 + 200 = 408 > 320: the set is all five. On `a`: leading, gap, aWidth;
        // its size constant, aWidth, breaks (not b's, which the old rule broke, made last).
        #expect(scene.takeReports().count == 1)
        #expect(Self.broken(scene, among: [leading, gap, end, aWidth, bWidth]) == ["aWidth"])
    }

    /// A layout guide counts as the view that owns it. `g` is a guide of `outer`; `inner`
    /// is inside `outer`, one deeper. The guide is named first (`top`), and its height
    /// constant comes last (the old rule broke it); as deep as `inner` it would be the view
    /// whose size breaks. As `outer` it is not the deepest: `inner` is, whose height breaks.
    @Test func aGuideCountsAsItsOwningView() throws {
        let scene = Scene()
        let outer = try Self.view("outer", of: scene)
        let inner = try Self.view("inner", in: outer, of: scene)
        let guide = try scene.addLayoutGuide(named: "g", to: outer)
        let top = try scene.addConstraint(guide, .top, .equal, inner, .top, name: "top")
        let bottom = try scene.addConstraint(guide, .bottom, .equal, inner, .bottom, name: "bottom")
        let innerHeight = try scene.addConstraint(inner, .height, .equal, nil, nil, constant: 40, name: "innerHeight")
        let guideHeight = try scene.addConstraint(guide, .height, .equal, nil, nil, constant: 30, name: "guideHeight")
        #expect(Self.broken(scene, among: [guideHeight, top, bottom, innerHeight]) == ["innerHeight"])
    }

    /// UIKit's own constraints break only when the set holds none of the app's: a stack view's
    /// (`UISV-`) width made after the app's keeps, and the app's breaks, however deep.
    @Test func theAppsConstraintBreaksBeforeUIKits() throws {
        let scene = Scene()
        let box = try Self.view("box", of: scene)
        let apps = try scene.addConstraint(box, .width, .equal, nil, nil, constant: 70, name: "apps")
        let stacks = scene.makeHeldConstraint(box, .width, .equal, nil, nil, constant: 50, name: "stack.UISV-fill.1", identifier: "UISV-fill")
        scene.hold([stacks], on: scene.window)
        #expect(scene.takeReports().count == 1)
        #expect(scene.isBroken(apps) && !scene.isBroken(stacks))
    }

    /// With none of the app's in the set, UIKit's own break, by the same steps: a frame's
    /// translated width (100, made with the view) against a stack view's 50: both sizes of the
    /// one view, the first made breaks.
    @Test func uikitsConstraintsBreakWhenTheSetHoldsNoneOfTheApps() throws {
        let scene = Scene()
        let box = try scene.add(View(name: "box"))
        box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.layoutIfNeeded()
        let stacks = scene.makeHeldConstraint(box, .width, .equal, nil, nil, constant: 50, name: "stack.UISV-fill.1", identifier: "UISV-fill")
        scene.hold([stacks], on: scene.window)
        let reports = scene.takeReports()
        #expect(reports.count == 1)
        #expect(reports.first.map { $0.broken.kind == .autoresizing(box.autoresizingMask) } == true)
        #expect(!scene.isBroken(stacks))
    }

    /// A long set: a column of 200 views, each inside the last and 1 below it, and the
    /// deepest pinned 10 from the window's top (not 199). The set is every step, `start` and
    /// `end`; the deepest view, v199, is held by step199 (made first of the two on it) and
    /// `end`, neither a size nor a far edge: the newest, `end`, breaks (issue 25's rule broke
    /// step199, the first of the two), and the set is walked once whatever its length.
    @Test func aLongSetBreaksTheDeepestViewsNewestConstraint() throws {
        let scene = Scene()
        var views = [try Self.view("v0", of: scene)]
        var made = [try scene.addConstraint(views[0], .top, .equal, scene.window, .top, name: "start")]
        for index in 1..<200 {
            let view = try Self.view("v\(index)", in: views[index - 1], of: scene)
            made.append(try scene.addConstraint(view, .top, .equal, views[index - 1], .top, constant: 1, name: "step\(index)"))
            views.append(view)
        }
        let last = try #require(views.last)
        made.append(try scene.addConstraint(last, .top, .equal, scene.window, .top, constant: 10, name: "end"))
        #expect(scene.takeReports().count == 1)
        #expect(Self.broken(scene, among: made) == ["end"])
    }
}
