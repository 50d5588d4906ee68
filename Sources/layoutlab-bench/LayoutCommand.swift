import ArgumentParser
import Foundation
import Layout
import Solver

/// `layoutlab-bench layout`: the Layout module's cost. N multi-line labels pinned in a column
/// of the window (8 pt from its sides and from each other), timed for building the scene, the
/// first layout pass (every label measured twice: unbounded, then at its solved width), and
/// the re-layout after the window widens from 320 to 375 pt (every label wraps again).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time a layout pass for N labels in a column, and the re-layout after the window's width changes."
    )

    @Option(help: "Comma-separated label counts.")
    var sizes = SizeList(values: [100, 1000, 10000])

    @Flag(help: """
        Instead of timing, print each label's content size (width, height) unbounded, after \
        the first layout and after the width change: the column as another solver builds it \
        (Scripts/bench-vs-kiwi).
        """)
    var contentSizes = false

    @Option(help: """
        Columns built and laid out per size, each on a fresh scene in this process; each phase         reports the median, and `first_run_ms` the first (cold) run alone.
        """)
    var `repeat` = 1

    func run() throws {
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
        let counts = sizes.values
        for count in counts {
            Output.line((contentSizes ? Self.contentSizes(labels: count) : Self.measure(labels: count, repeat: `repeat`)).text)
        }
    }

    /// `{"n": N, "window_widths": [320, 375], "margin": 8, "labels": [[w0, h0, w1, h1, w2, h2], ...]}`:
    /// each label's intrinsic size before any layout (unbounded), after the first layout (at
    /// its solved width) and after the re-layout at the new window width.
    static func contentSizes(labels count: Int) -> JSONValue {
        let scene = Scene(screen: .iPhone320x568)
        let labels = makeColumn(of: count, in: scene)
        let unbounded = labels.map(\.intrinsicContentSize)
        scene.layoutIfNeeded()
        let first = labels.map(\.intrinsicContentSize)
        scene.setScreen(.iPhone375x667)
        scene.layoutIfNeeded()
        let second = labels.map(\.intrinsicContentSize)
        let rows = (0..<labels.count).map { index in
            JSONValue.array([unbounded[index], first[index], second[index]].flatMap { size in
                [JSONValue.rounded(size.width, decimals: 3), .rounded(size.height, decimals: 3)]
            })
        }
        return .object([
            ("n", .integer(labels.count)),
            ("window_widths", .array([.integer(320), .integer(375)])),
            ("margin", .integer(8)),
            ("labels", .array(rows)),
        ])
    }

    /// N wrapping labels in a column of the window, 8 pt from its sides and from each other.
    static func makeColumn(of count: Int, in scene: Scene) -> [Label] {
        var made: [Label] = []
        var previous: View?
        for index in 0..<count {
            let label = Label(name: "row\(index)", text: "Row \(index): the quick brown fox jumped over the lazy dog.")
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            guard (try? scene.add(label)) != nil else { break }
            _ = try? scene.addConstraint(label, .leading, .equal, scene.window, .leading, constant: 8)
            _ = try? scene.addConstraint(label, .trailing, .equal, scene.window, .trailing, constant: -8)
            if let previous {
                _ = try? scene.addConstraint(label, .top, .equal, previous, .bottom, constant: 8)
            } else {
                _ = try? scene.addConstraint(label, .top, .equal, scene.window, .top, constant: 8)
            }
            made.append(label)
            previous = label
        }
        return made
    }

    /// One column's phases, in milliseconds, and where its last label ends before and after.
    struct ColumnRun {
        var build: Double
        var firstLayout: Double
        var relayout: Double
        var lastBefore: Double
        var lastAfter: Double
    }

    static func run(labels count: Int) -> ColumnRun {
        let scene = Scene(screen: .iPhone320x568)
        let (labels, build) = Clock.measure { makeColumn(of: count, in: scene) }
        let firstLayout = Clock.measure { scene.layoutIfNeeded() }
        let lastBefore = labels.last?.frame.maxY ?? 0
        let relayout = Clock.measure {
            scene.setScreen(.iPhone375x667)
            scene.layoutIfNeeded()
        }
        return ColumnRun(
            build: build, firstLayout: firstLayout.ms, relayout: relayout.ms,
            lastBefore: lastBefore, lastAfter: labels.last?.frame.maxY ?? 0)
    }

    static func measure(labels count: Int, repeat repeats: Int) -> JSONValue {
        let first = run(labels: count)
        let runs = [first] + (1..<max(1, repeats)).map { _ in run(labels: count) }
        let build = median(runs.map(\.build))
        let firstLayout = median(runs.map(\.firstLayout))
        let relayout = median(runs.map(\.relayout))
        let last = runs.last ?? first
        return .object([
            ("workload", .string("label_column")),
            ("n", .integer(count)),
            ("repeat", .integer(runs.count)),
            ("phases_ms", .object([
                ("build", .rounded(build, decimals: 3)),
                ("first_layout", .rounded(firstLayout, decimals: 3)),
                ("relayout_after_width_change", .rounded(relayout, decimals: 3)),
            ])),
            ("first_run_ms", .object([
                ("build", .rounded(first.build, decimals: 3)),
                ("first_layout", .rounded(first.firstLayout, decimals: 3)),
                ("relayout_after_width_change", .rounded(first.relayout, decimals: 3)),
            ])),
            ("per_label_us", .object([
                ("first_layout", .rounded(firstLayout * 1000 / Double(max(1, count)), decimals: 3)),
                ("relayout", .rounded(relayout * 1000 / Double(max(1, count)), decimals: 3)),
            ])),
            ("column_height", .object([
                ("at_320", .rounded(last.lastBefore, decimals: 2)),
                ("at_375", .rounded(last.lastAfter, decimals: 2)),
            ])),
            ("max_rss_mb", .rounded(Self.maximumResidentMegabytes(), decimals: 1)),
        ])
    }

    /// The process's peak resident memory (Linux reports kilobytes).
    static func maximumResidentMegabytes() -> Double {
        var usage = rusage()
        // Linux reports ru_maxrss in kilobytes (getrusage(2)); macOS in bytes (its man page).
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / (1024 * 1024)
        #endif
    }
}
