import Commands
import Layout
import PluginSupport
import Tables
import Timeline
import ScriptSyntax

/// `scroll`, `updates`, `reload` and `textsize`.
enum TableActionCommands {
    static var all: [Command] { [scroll, updates, reload, textSize] }

    static let scrollSignature = Signature(
        .argument(Parameter("VIEW", .scrollView, help: "a scroll view or table", expected: "a scroll view or table")),
        .choice(Choice("HOW", [
            Branch("to", Signature(.argument(Parameter("Y", .number, help: "the content offset to scroll to", expected: "an offset")))),
            Branch("by", Signature(.argument(Parameter("DY", .number, help: "how far to scroll", expected: "a distance")))),
            Branch("top", help: "the top of the offset range"),
            Branch("bottom", help: "the bottom of the offset range"),
            Branch("row", Signature(.argument(Parameter("ROW", .integer(minimum: 0), help: "a table's row", expected: "a row")))),
        ], expected: "to, by, top, bottom or row")),
        options: [TableArguments.section, KeyOption("at", .choice(TableView.ScrollPosition.allCases.map(\.rawValue)), valueName: "POSITION",
                                                    help: "where a row ends up: top (default), middle or bottom")]
    )

    static var scroll: Command { Command(
        name: "scroll", summary: "Scroll a scroll view or table as a user would (within its offset range).",
        discussion: """
            Rows that come into view are measured as they appear; the content size follows.
              scroll table to 500
              scroll table by 568
              scroll table row 999
            """,
        signature: scrollSignature,
        examplesPresume: ExampleSetup(scene: ["table table frame (0, 0, 320, 568)", "prototype Cell in table", "set table.rowHeight = 44", "rows add table 1000 Cell"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(scrollSignature, in: session)
        let scrollView = try arguments.scrollView("VIEW")
        if !(scrollView is TableView), let option = arguments.option("section") {
            throw SyntaxError(expected: "no options", found: "'section='", at: option.token.location, length: "section=".count)
        }
        // Scrolling acts on the content as it is now, even after changes earlier in the turn.
        scrollView.updateContent()
        switch arguments.branch("HOW") {
        case "to":
            scrollView.scroll(toY: try arguments.number("Y"))
        case "by":
            scrollView.scroll(toY: scrollView.contentOffset.y + (try arguments.number("DY")))
        case "top":
            scrollView.scroll(toY: scrollView.verticalOffsetRange.lowerBound)
        case "bottom":
            scrollView.scrollToBottom()
        default:
            guard let table = scrollView as? TableView else {
                let how = arguments.keywordTokens["row"] ?? invocation.nameToken
                throw SyntaxError(message: "only a table scrolls to a row", found: how.quotedForMessage, at: how.location, length: how.length)
            }
            let path = try TableArguments.row("ROW", arguments, in: table, section: try TableArguments.section(arguments, in: table))
            do {
                let position = arguments.textOption("at").flatMap(TableView.ScrollPosition.init(rawValue:)) ?? .top
                try table.scrollToRow(path, at: position)
            } catch {
                throw invocation.failure(error)
            }
        }
        session.emit("\(scrollView.name).contentOffset = (\(formatPoints(scrollView.contentOffset.x)), \(formatPoints(scrollView.contentOffset.y)))")
    } }

    static let updatesSignature = Signature(.argument(TableArguments.table))

    /// How long `updates` animates the rows, in seconds (see ``updates``).
    static let updatesDuration = 0.3

    static var updates: Command { Command(
        name: "updates", summary: "beginUpdates() + endUpdates(): heights are asked again, the content size follows.",
        signature: updatesSignature
    ) { invocation, session throws(SyntaxError) in
        let table = try invocation.parse(updatesSignature, in: session).table("TABLE")
        // endUpdates animates the rows to their new places. UIKit does not document how long
        // it takes; the model's choice is 0.3 s, ease in and out (UIKit's usual animation
        // length). Inside an animate block, the block's animation carries it instead.
        var change = (before: 0.0, after: 0.0)
        let timeline = session.scene.timeline
        timeline.animating(duration: Self.updatesDuration, curve: .easeInOut, in: session.scene) {
            change = table.performUpdates()
            // The cells move and resize with the animation; what is in them is laid out when
            // it ends (see Timeline.deferLayoutToAnimationEnd).
            timeline.deferLayoutToAnimationEnd(table.subviews.compactMap { $0 as? TableViewCell }.flatMap { $0.contentView.subtree.map(\.name) })
        }
        session.emit("\(table.name).contentSize.height: \(formatPoints(change.before)) -> \(formatPoints(change.after))")
    } }

    static let reloadSignature = Signature(
        .argument(TableArguments.table),
        .argument(Parameter("ROW", .integer(minimum: 0), help: "rows to reload (without: reloadData)", optional: true, repeating: true,
                           expected: "a row")),
        options: [TableArguments.section]
    )

    static var reload: Command { Command(
        name: "reload", summary: "reloadData(), or reloadRows(at:) for the rows given.",
        signature: reloadSignature
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(reloadSignature, in: session)
        let table = try arguments.table("TABLE")
        let rows = arguments.entries("ROW")
        if rows.isEmpty {
            table.reloadData()
            return
        }
        let section = try TableArguments.section(arguments, in: table)
        var paths: [IndexPath] = []
        for entry in rows { paths.append(try TableArguments.row(entry, in: table, section: section)) }
        do {
            try table.reloadRows(paths)
        } catch {
            throw invocation.failure(error)
        }
    } }

    /// Dynamic Type categories and the body text size of each (UIFont.TextStyle.body).
    static let categories: [(name: String, size: Double)] = [
        ("xS", 14), ("S", 15), ("M", 16), ("L", 17), ("XL", 19), ("XXL", 21), ("XXXL", 23),
        ("AX1", 28), ("AX2", 33), ("AX3", 40), ("AX4", 47), ("AX5", 53),
    ]

    static let textSizeSignature = Signature(
        .argument(Parameter("CATEGORY", .keyword(categories.map(\.name)), help: "a content size category (without: print the current one)",
                           optional: true, expected: "a category: " + categories.map(\.name).joined(separator: ", ")))
    )

    static var textSize: Command { Command(
        name: "textsize", summary: "Dynamic Type: scale every label's font by a content size category.",
        discussion: "Categories and the body size they give (L, 17 pt, is the default): "
            + categories.map { "\($0.name) \(formatPoints($0.size))" }.joined(separator: ", ")
            + ". Tables drop their cached row heights.",
        signature: textSizeSignature
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(textSizeSignature)
        guard let name = arguments.value("CATEGORY")?.text, let category = categories.first(where: { $0.name == name }) else {
            let current = categories.first { abs($0.size / 17 - session.scene.textSizeScale) < 1e-9 }?.name ?? formatPoints(session.scene.textSizeScale)
            session.emit("textsize \(current)")
            return
        }
        session.scene.setTextSizeScale(category.size / 17)
    } }
}
