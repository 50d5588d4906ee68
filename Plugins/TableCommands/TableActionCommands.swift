import Commands
import Layout
import Tables

/// `scroll`, `updates`, `reload` and `textsize`.
enum TableActionCommands {
    static var all: [Command] { [scroll, updates, reload, textSize] }

    static var scroll: Command { Command(
        name: "scroll", summary: "Scroll a scroll view or table as a user would (within its offset range).",
        usage: "scroll VIEW to Y | by DY | top | bottom | row ROW [section=S]",
        discussion: """
            Rows that come into view are measured as they appear; the content size follows.
              scroll table to 500
              scroll table by 568
              scroll table row 999
            """,
        arguments: [.view, .keyword(["to", "by", "top", "bottom", "row"])], options: ["section"]
    ) { invocation, session throws(SyntaxError) in
        var reader = invocation.reader()
        let token = try reader.word("a scroll view or table")
        let view = try session.view(named: token)
        guard let scrollView = view as? ScrollView else {
            throw SyntaxError(message: "'\(token.text)' is a \(view.className), not a scroll view", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        try invocation.checkOptions(allowed: scrollView is TableView ? ["section"] : [])
        let how = try reader.word("to, by, top, bottom or row")
        switch how.text {
        case "to":
            scrollView.scroll(toY: try reader.number("an offset"))
        case "by":
            scrollView.scroll(toY: scrollView.contentOffset.y + (try reader.number("a distance")))
        case "top":
            scrollView.scroll(toY: scrollView.verticalOffsetRange.lowerBound)
        case "bottom":
            scrollView.scroll(toY: scrollView.verticalOffsetRange.upperBound)
        case "row":
            guard let table = scrollView as? TableView else {
                throw SyntaxError(message: "only a table scrolls to a row", found: how.quotedForMessage, at: how.location, length: how.length)
            }
            let section = try TableArguments.section(invocation, in: table)
            let path = try TableArguments.row(&reader, in: table, section: section)
            do {
                try table.scrollToRow(path)
            } catch {
                throw TableArguments.failure(error, invocation)
            }
        default:
            throw SyntaxError(expected: "to, by, top, bottom or row", found: how.quotedForMessage, at: how.location, length: how.length)
        }
        try reader.expectEnd()
        session.emit("\(scrollView.name).contentOffset = (\(formatPoints(scrollView.contentOffset.x)), \(formatPoints(scrollView.contentOffset.y)))")
    } }

    static var updates: Command { Command(
        name: "updates", summary: "beginUpdates() + endUpdates(): heights are asked again, the content size follows.",
        usage: "updates TABLE",
        arguments: [.view]
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: [])
        var reader = invocation.reader()
        let table = try TableArguments.table(&reader, session: session)
        try reader.expectEnd()
        let change = table.performUpdates()
        session.emit("\(table.name).contentSize.height: \(formatPoints(change.before)) -> \(formatPoints(change.after))")
    } }

    static var reload: Command { Command(
        name: "reload", summary: "reloadData(), or reloadRows(at:) for the rows given.",
        usage: "reload TABLE [ROW...] [section=S]",
        arguments: [.view], options: ["section"]
    ) { invocation, session throws(SyntaxError) in
        var reader = invocation.reader()
        let table = try TableArguments.table(&reader, session: session)
        try invocation.checkOptions(allowed: ["section"])
        if reader.isAtEnd {
            table.reloadData()
            return
        }
        let section = try TableArguments.section(invocation, in: table)
        var paths: [IndexPath] = []
        repeat { paths.append(try TableArguments.row(&reader, in: table, section: section)) } while !reader.isAtEnd
        do {
            try table.reloadRows(paths)
        } catch {
            throw TableArguments.failure(error, invocation)
        }
    } }

    /// Dynamic Type categories and the body text size of each (UIFont.TextStyle.body).
    static let categories: [(name: String, size: Double)] = [
        ("xS", 14), ("S", 15), ("M", 16), ("L", 17), ("XL", 19), ("XXL", 21), ("XXXL", 23),
        ("AX1", 28), ("AX2", 33), ("AX3", 40), ("AX4", 47), ("AX5", 53),
    ]

    static var textSize: Command { Command(
        name: "textsize", summary: "Dynamic Type: scale every label's font by a content size category.",
        usage: "textsize CATEGORY",
        discussion: "Categories and the body size they give (L, 17 pt, is the default): "
            + categories.map { "\($0.name) \(formatPoints($0.size))" }.joined(separator: ", ")
            + ". Tables drop their cached row heights.",
        arguments: [.keyword(categories.map(\.name))]
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: [])
        var reader = invocation.reader()
        let names = categories.map(\.name)
        if reader.isAtEnd {
            let current = categories.first { abs($0.size / 17 - session.scene.textSizeScale) < 1e-9 }?.name ?? formatPoints(session.scene.textSizeScale)
            session.emit("textsize \(current)")
            return
        }
        let token = try reader.word("a category: " + names.joined(separator: ", "))
        try reader.expectEnd()
        guard let category = categories.first(where: { $0.name == token.text }) else {
            throw SyntaxError(expected: "a category: " + names.joined(separator: ", "), found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        session.scene.setTextSizeScale(category.size / 17)
    } }
}
