import ArgumentParser
import Foundation
import Layout
import Tables

/// `layoutlab-bench table`: the Tables module's cost on a table of N self-sizing rows with an
/// estimate. One JSON object a line per phase: building the table (a prototype whose
/// multi-line label is pinned 8 pt inside its content view, N generated rows), the first
/// layout (only the rows on screen are measured), a jump to the last row, and a scroll from
/// the top through 1000 screens, one screen at a time.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Time building, laying out and scrolling a table of N self-sizing rows with an estimated height.",
        discussion: """
            Phases: "build", "first_layout", "scroll_to_last_row", "scroll_through_1000_screens", then an untimed \
            "check" of what they left. Each line gives the phase's time in ms, the rows measured so far (cells \
            fitted at the table's width), and the peak and current resident memory after the phase ("max_rss_mb", \
            "rss_mb").
            """
    )

    @Option(help: "The number of rows.")
    var rows: Int = 1_000_000

    @Option(help: "The table's estimatedRowHeight; 0 measures every row in the first layout, as UIKit does without estimates.")
    var estimatedRowHeight: Double = Self.estimatedRowHeight

    /// The estimate every row starts with, and the screen the table fills.
    static let estimatedRowHeight = 44.0
    static let screenHeight = 568.0
    static let screens = 1000

    func validate() throws {
        guard rows >= 1 else { throw ValidationError("--rows must be at least 1") }
        guard rows <= TableView.maximumRows else { throw ValidationError("--rows must be at most \(TableView.maximumRows)") }
        guard estimatedRowHeight >= 0 else { throw ValidationError("--estimated-row-height must not be negative") }
    }

    func run() throws {
        let count = rows
        let scene = Scene(screen: .iPhone320x568)

        // Build: the table, its prototype and its rows.
        let (table, build) = try Clock.measure { () throws -> TableView in
            let table = try scene.add(TableView(name: "table", style: .plain))
            table.frame = Rect(x: 0, y: 0, width: 320, height: Self.screenHeight)
            table.rowHeight = .automatic
            table.estimatedRowHeight = estimatedRowHeight
            table.addSection()
            let prototype = try table.addPrototype(named: "Cell")
            try Self.fillCell(prototype.contentView, in: scene)
            try table.insertRows(
                count: count, at: IndexPath(section: 0, row: 0), prototype: "Cell",
                template: ["title": "Row {n}: {words:3-30}"]
            )
            return table
        }
        Output.line(Self.phase("build", rows: count, ms: build, [
            ("sections", .integer(table.sections.count)),
            ("rows_in_section", .integer(table.sections.first?.rowCount ?? 0)),
        ]).text)

        // First layout: the display cycle that ends the turn measures the rows on screen.
        let (first, firstLayout) = Clock.measure { () -> (height: Double, visible: [TableView.VisibleRow]) in
            table.scene?.layoutIfNeeded()
            return (table.contentSize.height, table.visibleRows)
        }
        let measuredFirst = table.cacheStatistics.measurements
        Output.line(Self.phase("first_layout", rows: count, ms: firstLayout, [
            ("measurements", .integer(measuredFirst)),
            ("rows_measured_per_second", .rounded(Double(measuredFirst) / max(firstLayout, 1e-6) * 1000, decimals: 0)),
            ("content_height", .rounded(first.height, decimals: 2)),
            ("visible_rows", .integer(first.visible.count)),
            ("visible_range", Self.range(first.visible)),
        ]).text)

        // The last row: scrollToRow aims again while rows measured on the way move it.
        let last = IndexPath(section: 0, row: count - 1)
        let ((), toLast) = try Clock.measure { () throws in try table.scrollToRow(last) }
        let lastVisible = table.visibleRows
        Output.line(Self.phase("scroll_to_last_row", rows: count, ms: toLast, [
            ("measurements", .integer(table.cacheStatistics.measurements)),
            ("content_offset_y", .rounded(table.contentOffset.y, decimals: 2)),
            ("content_height", .rounded(table.contentSize.height, decimals: 2)),
            ("max_content_offset_y", .rounded(table.verticalOffsetRange.upperBound, decimals: 2)),
            ("last_row_top", .rounded(table.rectForRow(at: last)?.minY ?? .nan, decimals: 2)),
            ("last_row_bottom", .rounded(table.rectForRow(at: last)?.maxY ?? .nan, decimals: 2)),
            ("view_bottom", .rounded(table.contentOffset.y + table.frame.height, decimals: 2)),
            ("visible_rows", .integer(lastVisible.count)),
            ("visible_range", Self.range(lastVisible)),
        ]).text)

        // From the top, one screen at a time.
        table.scroll(toY: 0)
        let measuredBefore = table.cacheStatistics.measurements
        let reuseBefore = table.reuseStatistics
        let screens = Self.screens
        let ((), scrolling) = Clock.measure {
            for step in 1...screens { table.scroll(toY: Double(step) * Self.screenHeight) }
        }
        let reuse = table.reuseStatistics
        let scrolledVisible = table.visibleRows
        Output.line(Self.phase("scroll_through_1000_screens", rows: count, ms: scrolling, [
            ("ms_per_screen", .rounded(scrolling / Double(screens), decimals: 4)),
            ("measurements", .integer(table.cacheStatistics.measurements)),
            ("measured_while_scrolling", .integer(table.cacheStatistics.measurements - measuredBefore)),
            ("cache_hits", .integer(table.cacheStatistics.hits)),
            ("content_offset_y", .rounded(table.contentOffset.y, decimals: 2)),
            ("content_height", .rounded(table.contentSize.height, decimals: 2)),
            ("visible_range", Self.range(scrolledVisible)),
            ("reuse", .object([
                ("created", .integer(reuse.created)),
                ("reused", .integer(reuse.reused)),
                ("created_while_scrolling", .integer(reuse.created - reuseBefore.created)),
                ("reused_while_scrolling", .integer(reuse.reused - reuseBefore.reused)),
                ("layout_switches", .integer(reuse.layoutSwitches)),
            ])),
        ]).text)

        // Untimed consistency checks of what the phases left.
        let seen = Set((first.visible + lastVisible + scrolledVisible).map(\.indexPath.row))
        let (checked, checking) = try Clock.measure { () throws -> JSONValue in try Self.check(table, rows: count, seen: seen) }
        Output.line(Self.phase("check", rows: count, ms: checking, [("results", checked)]).text)
    }

    /// The cell's layout: a multi-line label "title" pinned 8 pt inside the content view.
    @discardableResult
    static func fillCell(_ content: View, in scene: Scene) throws -> Label {
        let title = Label(name: "title", text: "")
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        try scene.add(title, to: content)
        try scene.addConstraint(title, .top, .equal, content, .top, constant: 8)
        try scene.addConstraint(title, .leading, .equal, content, .leading, constant: 8)
        try scene.addConstraint(title, .trailing, .equal, content, .trailing, constant: -8)
        try scene.addConstraint(title, .bottom, .equal, content, .bottom, constant: -8)
        return title
    }

    /// What the timed phases left, checked after them (untimed): every row's frame, walked
    /// through the public API, must tile the content from 0 to the content height, each row
    /// either at the estimate or measured; and rows seen on screen must have the height a cell
    /// fitted independently, in another scene, gives them.
    static func check(_ table: TableView, rows count: Int, seen: Set<Int>) throws -> JSONValue {
        var atEstimate = 0, notAtEstimate = 0, gaps = 0
        var sumMeasured = 0.0, bottom = 0.0
        for row in 0..<count {
            guard let rect = table.rectForRow(at: IndexPath(section: 0, row: row)) else { continue }
            if abs(rect.minY - bottom) > 1e-6 { gaps += 1 }
            bottom = rect.maxY
            if rect.height == estimatedRowHeight {
                atEstimate += 1
            } else {
                notAtEstimate += 1
                sumMeasured += rect.height
            }
        }
        let content = table.contentSize.height

        // An independent reference: the same cell in a fresh scene, fitted at the table's
        // width, plus the one-pixel separator.
        let reference = Scene(screen: .iPhone320x568)
        let cell = try reference.addDetached(CellContentView(name: "Reference", frame: Rect(x: 0, y: 0, width: 320, height: 44)))
        let title = try fillCell(cell, in: reference)
        let separator = 1 / reference.screen.scale
        var compared = 0, mismatched = 0
        for row in seen.sorted() {
            guard let rect = table.rectForRow(at: IndexPath(section: 0, row: row)) else { continue }
            title.text = TextTemplate.expand("Row {n}: {words:3-30}", number: row)
            let fitted = reference.systemLayoutSizeFitting(
                cell, target: Size(width: 320, height: 0),
                horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel,
                layingOutLabels: true
            )
            compared += 1
            if abs(fitted.height + separator - rect.height) > 1e-6 { mismatched += 1 }
        }
        return .object([
            ("rows_at_estimate", .integer(atEstimate)),
            ("rows_not_at_estimate", .integer(notAtEstimate)),
            ("measurements", .integer(table.cacheStatistics.measurements)),
            ("sum_of_measured_heights", .rounded(sumMeasured, decimals: 2)),
            ("measured_plus_44_times_rest", .rounded(sumMeasured + estimatedRowHeight * Double(atEstimate), decimals: 2)),
            ("content_height", .rounded(content, decimals: 2)),
            ("last_row_bottom", .rounded(bottom, decimals: 2)),
            ("rows_not_touching_previous", .integer(gaps)),
            ("seen_rows_compared_with_reference_cell", .integer(compared)),
            ("seen_rows_mismatched", .integer(mismatched)),
        ])
    }

    /// One phase's line: the common members and the phase's own.
    static func phase(
        _ name: String, rows: Int, ms: Double, _ members: [(key: String, value: JSONValue)]
    ) -> JSONValue {
        .object([
            ("workload", .string("table_self_sizing")),
            ("phase", .string(name)),
            ("n", .integer(rows)),
            ("ms", .rounded(ms, decimals: 3)),
            ("max_rss_mb", .rounded(LayoutCommand.maximumResidentMegabytes(), decimals: 1)),
            ("rss_mb", currentResidentMegabytes().map { .rounded($0, decimals: 1) } ?? .string("unknown")),
        ] + members)
    }

    /// The process's resident memory now (Linux: the second field of /proc/self/statm, in
    /// pages), to set against the peak; nil where that file does not exist.
    static func currentResidentMegabytes() -> Double? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
    }

    /// The first and last visible rows, as `[first, last]`, or an empty list.
    static func range(_ visible: [TableView.VisibleRow]) -> JSONValue {
        guard let first = visible.first, let last = visible.last else { return .array([]) }
        return .array([.integer(first.indexPath.row), .integer(last.indexPath.row)])
    }
}
