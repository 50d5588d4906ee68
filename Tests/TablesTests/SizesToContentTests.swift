import Layout
import Testing
import Tables

/// The self-sizing table of the intrinsic-height seed: no height constraint, the intrinsic
/// height is the content height, capped at `maximumIntrinsicHeight`.
@Suite("Sizes to content")
struct SizesToContentTests {
    /// A table pinned to the window's top, leading and trailing edges and nothing else, with
    /// `sizesToContent` on.
    /// Views hold their scene weakly: the fixture keeps it alive.
    struct Pinned {
        let scene: Scene
        let table: TableView
        let label: Label
    }

    static func pinnedTable(maximum: Double? = nil) throws -> Pinned {
        let scene = Scene(screen: TableFixture.screen)
        let table = try scene.add(TableView(name: "table"))
        table.translatesAutoresizingMaskIntoConstraints = false
        for attribute in [LayoutAttribute.top, .leading, .trailing] {
            try scene.addConstraint(table, attribute, .equal, scene.window, attribute)
        }
        table.sizesToContent = true
        table.maximumIntrinsicHeight = maximum
        let (_, label) = try TableFixture.addPrototype(to: table, in: scene, named: "Cell")
        table.addSection()
        return Pinned(scene: scene, table: table, label: label)
    }

    static func insert(_ count: Int, into table: TableView, label: Label) throws {
        try table.insertRows(
            count: count, at: IndexPath(section: 0, row: table.sections[0].rowCount), prototype: "Cell",
            texts: [label.name: "Row"]
        )
    }

    @Test func heightFollowsTheContent() throws {
        let pinned = try Self.pinnedTable()
        let table = pinned.table, label = pinned.label
        table.rowHeight = .fixed(44)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 0))
        try Self.insert(3, into: table, label: label)
        // 3 x 44. The content size is read before the frame on purpose: that read syncs the
        // table from outside a layout pass, and the frame must still follow.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 132)
        #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 132))
        try Self.insert(2, into: table, label: label)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame.height == 220)
        try table.deleteRows(count: 4, at: IndexPath(section: 0, row: 0))
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame.height == 44)
        // The content fits the frame: nothing to scroll (the table still bounces).
        #expect(!table.canScrollVertically)
        #expect(table.respondsToVerticalDrag)
    }

    @Test func heightFollowsMeasuredRows() throws {
        let pinned = try Self.pinnedTable()
        let table = pinned.table, label = pinned.label
        // No estimates: every row is measured up front at 37 (see TableFixture).
        table.estimatedRowHeight = 0
        try Self.insert(3, into: table, label: label)
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame.height == 3 * TableFixture.oneLineRow)
        #expect(table.contentSize.height == 111)
    }

    @Test func heightStopsAtTheMaximumAndScrollingTurnsOn() throws {
        let pinned = try Self.pinnedTable(maximum: 300)
        let table = pinned.table, label = pinned.label
        table.rowHeight = .fixed(44)
        try Self.insert(6, into: table, label: label)
        // 6 x 44 = 264 <= 300: the table grows and does not scroll.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame.height == 264)
        #expect(!table.isScrollEnabled)
        try Self.insert(4, into: table, label: label)
        // 10 x 44 = 440 > 300: the frame stops at 300, scrolling turns on.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.contentSize.height == 440)
        #expect(table.frame.height == 300)
        #expect(table.isScrollEnabled)
        #expect(table.canScrollVertically)
        #expect(table.verticalOffsetRange == 0...140)
        // Back to 5 x 44 = 220: the frame follows and scrolling turns off.
        try table.deleteRows(count: 5, at: IndexPath(section: 0, row: 0))
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.frame.height == 220)
        #expect(!table.isScrollEnabled)
        #expect(!table.canScrollVertically)
    }

    @Test func intrinsicSizeIsTheCappedContentHeight() throws {
        let pinned = try Self.pinnedTable(maximum: 100)
        let table = pinned.table, label = pinned.label
        table.rowHeight = .fixed(44)
        try Self.insert(2, into: table, label: label)
        // 88 < 100: the content height; no intrinsic width.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 88))
        try Self.insert(1, into: table, label: label)
        // 132 > 100: capped.
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 100))
        table.sizesToContent = false
        table.scene?.layoutIfNeeded()  // the display cycle that ends the turn
        #expect(table.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }
}
