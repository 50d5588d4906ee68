import Layout
import Testing
import Tables

/// `UIScrollView`: content size, adjusted insets, the offset range, drags and the indicator.
@Suite("Scroll view")
struct ScrollViewTests {
    /// A scene and a scroll view filling its window by its frame, with an assigned content
    /// size and nothing inside constraining it. Views hold their scene weakly, so the scene
    /// must be kept (here, in the fixture) for as long as the view is used.
    struct Fixture {
        let scene: Scene
        let scroll: ScrollView
    }

    static func frameScrollView(screen: Screen, contentHeight: Double) throws -> Fixture {
        let scene = Scene(screen: screen)
        let scroll = try scene.add(ScrollView(name: "scroll", frame: screen.bounds))
        scroll.assignedContentSize = Size(width: screen.size.width, height: contentHeight)
        return Fixture(scene: scene, scroll: scroll)
    }

    @Test func contentSizeComesFromConstraints() throws {
        let scene = Scene(screen: TableFixture.screen)
        let scroll = try scene.add(ScrollView(name: "scroll"))
        let content = try scene.add(View(name: "content"), to: scroll)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try scene.addConstraint(scroll, attribute, .equal, scene.window, attribute)
            try scene.addConstraint(content, attribute, .equal, scroll, attribute)
        }
        let height = try scene.addConstraint(content, .height, .equal, nil, nil, constant: 1000)
        try scene.addConstraint(content, .width, .equal, scroll, .width)
        // An assigned size loses to the constraints in both axes.
        scroll.assignedContentSize = Size(width: 50, height: 50)

        // The scroll view fills the window; edges to the scroll view are the content area's,
        // width to width is the frame's: the content area is 320 wide (the frame) and 1000 high.
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(scroll.contentSize == Size(width: 320, height: 1000))
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 1000))
        // 1000 - 568 = 432 to scroll.
        #expect(scroll.verticalOffsetRange == 0...432)

        // A taller content view makes a taller content area.
        scene.setConstant(1500, of: height)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentSize == Size(width: 320, height: 1500))
    }

    @Test func assignedContentSizeWhenNothingConstrainsTheContent() throws {
        let fixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 2000)
        let scene = fixture.scene, scroll = fixture.scroll
        // A subview placed by its frame (autoresizing constraints) does not determine the
        // content area.
        try scene.add(View(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 3000)), to: scroll)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentSize == Size(width: 320, height: 2000))
        scroll.assignedContentSize = Size(width: 10, height: 20)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentSize == Size(width: 10, height: 20))
    }

    /// 375 x 812: the safe area is 44 at the top and 34 at the bottom, none at the sides; a
    /// full-screen scroll view overlaps all of it.
    @Test(arguments: [
        // behaviour, content height, expected (top, bottom)
        (ContentInsetAdjustmentBehavior.automatic, 500.0, 44.0, 34.0),
        (.automatic, 2000, 44, 34),
        (.always, 500, 44, 34),
        (.always, 2000, 44, 34),
        (.never, 500, 0, 0),
        (.never, 2000, 0, 0),
        // Only when the content is taller than the 812 pt view.
        (.scrollableAxes, 500, 0, 0),
        (.scrollableAxes, 812, 0, 0),
        (.scrollableAxes, 2000, 44, 34),
    ])
    func adjustedContentInset(behavior: ContentInsetAdjustmentBehavior, contentHeight: Double, top: Double, bottom: Double) throws {
        let scrollFixture = try Self.frameScrollView(screen: .iPhone375x812, contentHeight: contentHeight)
        let scroll = scrollFixture.scroll
        scroll.contentInsetAdjustmentBehavior = behavior
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: top, bottom: bottom))
    }

    @Test func adjustedInsetAddsToContentInsetAndFollowsOverlap() throws {
        let fixture = try Self.frameScrollView(screen: .iPhone375x812, contentHeight: 500)
        let scene = fixture.scene, scroll = fixture.scroll
        scroll.contentInset = EdgeInsets(top: 10, left: 1, bottom: 5, right: 2)
        // 10 + 44 and 5 + 34; the sides have no safe area to add.
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 1, bottom: 39, right: 2))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 1, bottom: 5, right: 2))
        // alwaysBounceVertical makes the vertical axis scrollable without tall content.
        scroll.alwaysBounceVertical = true
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 54, left: 1, bottom: 39, right: 2))

        // A scroll view from y = 100 to 600 touches neither safe-area strip (0..<44 and 778..<812).
        let inner = try scene.add(ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 375, height: 500)))
        inner.contentInsetAdjustmentBehavior = .always
        #expect(inner.safeAreaInsets == .zero)
        #expect(inner.adjustedContentInset == .zero)
        // From y = 20 it sits 24 pt under the top strip.
        inner.frame = Rect(x: 0, y: 20, width: 375, height: 500)
        inner.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(inner.adjustedContentInset == EdgeInsets(top: 24))
    }

    @Test func verticalOffsetRangeIncludesAdjustedInsets() throws {
        let plainFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 1000)
        let plain = plainFixture.scroll
        // No safe area: 0 ... 1000 - 568.
        plain.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(plain.verticalOffsetRange == 0...432)
        #expect(plain.verticalScrollDistance == 432)

        let notchedFixture = try Self.frameScrollView(screen: .iPhone375x812, contentHeight: 2000)
        let notched = notchedFixture.scroll
        // -44 ... 2000 + 34 - 812 = 1222.
        notched.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(notched.verticalOffsetRange == -44...1222)
        notched.contentInsetAdjustmentBehavior = .never
        notched.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(notched.verticalOffsetRange == 0...1188)

        // Short content: the range collapses to its lower end (-44 under .automatic).
        notched.contentInsetAdjustmentBehavior = .automatic
        notched.assignedContentSize = Size(width: 375, height: 300)
        notched.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(notched.verticalOffsetRange == -44...(-44))
        #expect(!notched.canScrollVertically)
    }

    @Test func canScrollAndRespondsToDrag() throws {
        let scrollFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 1000)
        let scroll = scrollFixture.scroll
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.canScrollVertically)
        #expect(scroll.respondsToVerticalDrag)
        scroll.isScrollEnabled = false
        #expect(!scroll.canScrollVertically)
        #expect(!scroll.respondsToVerticalDrag)

        // Content that fits (300 < 568): nothing to scroll; a drag bounces only with
        // bounces and alwaysBounceVertical both on.
        scroll.isScrollEnabled = true
        scroll.assignedContentSize = Size(width: 320, height: 300)
        #expect(!scroll.canScrollVertically)
        #expect(!scroll.respondsToVerticalDrag)
        scroll.alwaysBounceVertical = true
        #expect(!scroll.canScrollVertically)
        #expect(scroll.respondsToVerticalDrag)
        scroll.bounces = false
        #expect(!scroll.respondsToVerticalDrag)
        // Scrollable content is dragged whether or not it bounces.
        scroll.assignedContentSize = Size(width: 320, height: 1000)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.respondsToVerticalDrag)
    }

    @Test func verticalIndicatorIsAbsentWithoutScrolling() throws {
        let scrollFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 568)
        let scroll = scrollFixture.scroll
        #expect(scroll.verticalIndicator == nil)
        scroll.assignedContentSize = Size(width: 320, height: 569)
        #expect(scroll.verticalIndicator != nil)
    }

    @Test func verticalIndicatorMovesWithTheOffset() throws {
        let scrollFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 1000)
        let scroll = scrollFixture.scroll
        // Track 568 (no insets); length 568 * 568 / 1000 = 322.624; it travels 568 - 322.624
        // = 245.376 while the offset goes from 0 to 432.
        let top = try #require(scroll.verticalIndicator)
        #expect(isClose(top.length, 322.624))
        #expect(top.position == 0)
        scroll.scroll(toY: 216)
        let middle = try #require(scroll.verticalIndicator)
        #expect(isClose(middle.position, 245.376 / 2))
        #expect(isClose(middle.length, 322.624))
        scroll.scroll(toY: 432)
        let bottom = try #require(scroll.verticalIndicator)
        #expect(isClose(bottom.position, 245.376))
    }

    @Test func verticalIndicatorRunsInsideTheAdjustedInsets() throws {
        let scrollFixture = try Self.frameScrollView(screen: .iPhone375x812, contentHeight: 2000)
        let scroll = scrollFixture.scroll
        // Track 812 - 44 - 34 = 734; extent 2000 + 78 = 2078; length 734 * 812 / 2078.
        let length = 734.0 * 812 / 2078
        scroll.scroll(toY: -1000)
        let top = try #require(scroll.verticalIndicator)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentOffset.y == -44)
        #expect(top.position == 44)
        #expect(isClose(top.length, length))
        scroll.scroll(toY: 1222)
        let bottom = try #require(scroll.verticalIndicator)
        #expect(isClose(bottom.position, 44 + 734 - length))
    }

    @Test func verticalIndicatorHasAMinimumLength() throws {
        let scrollFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 100_000)
        let scroll = scrollFixture.scroll
        // 568 * 568 / 100000 = 3.2 is below the minimum of 36.
        let indicator = try #require(scroll.verticalIndicator)
        #expect(indicator.length == ScrollIndicator.minimumLength)
        #expect(indicator.length == 36)
    }

    @Test func scrollClampsToTheOffsetRange() throws {
        let scrollFixture = try Self.frameScrollView(screen: TableFixture.screen, contentHeight: 1000)
        let scroll = scrollFixture.scroll
        scroll.scroll(toY: -100)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentOffset.y == 0)
        scroll.scroll(toY: 10_000)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentOffset.y == 432)
        scroll.scroll(toY: 123.5)
        scroll.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(scroll.contentOffset.y == 123.5)

        let notchedFixture = try Self.frameScrollView(screen: .iPhone375x812, contentHeight: 2000)
        let notched = notchedFixture.scroll
        notched.scroll(toY: -100)
        notched.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(notched.contentOffset.y == -44)
        notched.scroll(toY: 5000)
        notched.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(notched.contentOffset.y == 1222)
    }
}
