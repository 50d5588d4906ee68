import ArgumentParser
import Collections
import Foundation
import Layout
import Tables

/// `layoutlab-bench collection`: collection views of N self-sizing items (a flow layout and a
/// compositional one) beside a table of N self-sizing rows, in one run, each workload in a
/// process of its own so that its peak memory is its own. One JSON object a line per workload
/// and size: building, the first layout, scrolling S screens one at a time (the time per
/// screen), and an untimed check of what scrolling left; then a summary line setting the time
/// per screen at the smaller size against the larger: a screen costs what its visible items
/// cost, not what the collection holds.
struct CollectionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collection",
        abstract: "Time scrolling collection views of N self-sizing items against a table of N self-sizing rows.",
        discussion: """
            Workloads: "table" (a UITableView, rowHeight automatic, estimate 60), "flow" (a flow layout, estimatedItemSize \
            (320, 60), the cell's width held at 320 by a constraint: the full-width list), "compositional" (item and group \
            fractionalWidth(1) x estimated(60)). Each cell holds one multi-line label pinned 8 pt inside. Without --workload \
            the command runs each workload at --small-items and --items in a child process and prints their lines and a summary.
            """
    )

    @Option(help: "The number of items (rows) of the large run.")
    var items = 100_000
    @Option(help: "The number of items (rows) of the small run.")
    var smallItems = 10_000
    @Option(help: "How many screens to scroll, one at a time.")
    var screens = 200
    @Option(help: "Run only this workload at --items, in this process: table, flow or compositional.")
    var workload: String?

    static let workloads = ["table", "flow", "compositional"]
    static let screenHeight = 568.0
    static let estimate = 60.0
    static let template = "Item {n}: {words:3-30}"

    func validate() throws {
        guard (1...CollectionView.maximumItems).contains(items), (1...CollectionView.maximumItems).contains(smallItems) else {
            throw ValidationError("--items and --small-items must be from 1 to \(CollectionView.maximumItems)")
        }
        guard (1...100_000).contains(screens) else { throw ValidationError("--screens must be from 1 to 100000") }
        if let workload, !Self.workloads.contains(workload) { throw ValidationError("--workload must be one of " + Self.workloads.joined(separator: ", ")) }
    }

    func run() throws {
        if let workload {
            try Self.measure(workload, items: items, screens: screens)
            return
        }
        // Each workload and size in a child process: its peak memory is its own.
        var perScreen: [String: [Int: Double]] = [:]
        for workload in Self.workloads {
            for count in [smallItems, items] {
                let lines = try ChildProcess.run(["collection", "--workload", workload, "--items", String(count), "--screens", String(screens)])
                for line in lines {
                    Output.line(line)
                    if line.contains("\"phase\":\"scroll\""), let ms = ChildProcess.number("ms_per_screen", in: line) { perScreen[workload, default: [:]][count] = ms }
                }
            }
        }
        Output.line(JSONValue.object([
            ("workload", .string("collection_vs_table")),
            ("phase", .string("summary")),
            ("screens", .integer(screens)),
            ("small_n", .integer(smallItems)),
            ("n", .integer(items)),
        ] + Self.workloads.map { workload in
            let small = perScreen[workload]?[smallItems] ?? .nan, large = perScreen[workload]?[items] ?? .nan
            return (workload, .object([
                ("ms_per_screen_small_n", .rounded(small, decimals: 4)), ("ms_per_screen_n", .rounded(large, decimals: 4)),
                ("ratio_n_to_small_n", .rounded(large / small, decimals: 2)),
            ]))
        }).text)
    }

    // MARK: One workload

    static func measure(_ workload: String, items count: Int, screens: Int) throws {
        let rssBefore = TableCommand.currentResidentMegabytes() ?? 0
        let scene = Scene(screen: .iPhone320x568)
        let (view, build) = try Clock.measure { () throws -> ScrollView in try make(workload, count: count, in: scene) }
        line(workload, "build", count, build, [("rss_growth_mb", .rounded((TableCommand.currentResidentMegabytes() ?? 0) - rssBefore, decimals: 1))])

        let ((), first) = Clock.measure { scene.layoutIfNeeded() }
        line(workload, "first_layout", count, first, [("measured", .integer(measured(view))), ("visible", .integer(visible(view))),
                                                    ("content_height", .rounded(view.contentSize.height, decimals: 2))])

        let measuredBefore = measured(view)
        let ((), scrolling) = Clock.measure {
            for step in 1...screens { view.scroll(toY: Double(step) * screenHeight) }
        }
        line(workload, "scroll", count, scrolling, [
            ("screens", .integer(screens)),
            ("ms_per_screen", .rounded(scrolling / Double(screens), decimals: 4)),
            ("measured_while_scrolling", .integer(measured(view) - measuredBefore)),
            ("visible", .integer(visible(view))),
            ("cells_made", .integer(cellsMade(view))),
            ("content_offset_y", .rounded(view.contentOffset.y, decimals: 2)),
            ("content_height", .rounded(view.contentSize.height, decimals: 2)),
            ("rss_growth_mb", .rounded((TableCommand.currentResidentMegabytes() ?? 0) - rssBefore, decimals: 1)),
        ])
    }

    static func line(_ workload: String, _ phase: String, _ count: Int, _ ms: Double, _ members: [(key: String, value: JSONValue)]) {
        Output.line(JSONValue.object([
            ("workload", .string("\(workload)_self_sizing")), ("phase", .string(phase)), ("n", .integer(count)),
            ("ms", .rounded(ms, decimals: 3)), ("max_rss_mb", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
        ] + members).text)
    }

    static func make(_ workload: String, count: Int, in scene: Scene) throws -> ScrollView {
        if workload == "table" {
            let table = try scene.add(TableView(name: "table", style: .plain))
            table.frame = Rect(x: 0, y: 0, width: 320, height: screenHeight)
            table.estimatedRowHeight = estimate
            table.addSection()
            let prototype = try table.addPrototype(named: "Cell")
            try TableCommand.fillCell(prototype.contentView, in: scene)
            try table.insertRows(count: count, at: IndexPath(section: 0, row: 0), prototype: "Cell", template: ["title": template])
            return table
        }
        let layout: CollectionLayout
        if workload == "flow" {
            var flow = FlowLayout()
            flow.estimatedItemSize = .size(Size(width: 320, height: estimate))
            flow.minimumLineSpacing = 0
            layout = .flow(flow)
        } else {
            var compositional = CompositionalLayout()
            let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate))
            compositional.define(LayoutItem(name: "item", size: size))
            compositional.define(LayoutGroup(name: "group", axis: .vertical, size: size, subitems: ["item"]))
            compositional.section = LayoutSection(group: "group")
            layout = .compositional(compositional)
        }
        let collection = try scene.add(CollectionView(name: "collection", layout: layout))
        collection.frame = Rect(x: 0, y: 0, width: 320, height: screenHeight)
        let prototype = try collection.addPrototype(named: "Cell")
        try TableCommand.fillCell(prototype.contentView, in: scene)
        if workload == "flow" {
            // The full-width cell: its width held by a constraint, its height free.
            try scene.addConstraint(prototype.contentView, .width, .equal, nil, nil, constant: 320)
        }
        try collection.insertItems(count: count, at: IndexPath(item: 0, section: 0), prototype: "Cell", template: ["title": template])
        return collection
    }

    static func measured(_ view: ScrollView) -> Int {
        (view as? TableView)?.cacheStatistics.measurements ?? (view as? CollectionView)?.sizingStatistics.measurements ?? 0
    }

    static func visible(_ view: ScrollView) -> Int {
        (view as? TableView)?.visibleRows.count ?? (view as? CollectionView)?.visibleItems.count ?? 0
    }

    static func cellsMade(_ view: ScrollView) -> Int {
        (view as? TableView)?.cellCount ?? (view as? CollectionView)?.cellCount ?? 0
    }
}
