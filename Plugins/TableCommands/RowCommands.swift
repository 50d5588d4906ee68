import Commands
import Layout
import Tables

/// `prototype`, `section` and `rows`: what a table shows.
enum RowCommands {
    static var all: [Command] { [prototype, section, rows] }

    static var prototype: Command { Command(
        name: "prototype", summary: "Make a prototype cell in a table: a content view to fill with views and constraints.",
        usage: "prototype NAME in TABLE [identifier=ID]",
        discussion: """
            The content view is named NAME; build the cell with the view commands:
              prototype Cell in table
              label title in Cell "Title" lines=0
              vfl "H:|-8-[title]-8-|" in Cell; vfl "V:|-8-[title]-8-|" in Cell
            Cells are dequeued by reuse identifier (NAME unless identifier= says otherwise); two
            prototypes sharing one identifier make reused cells swap constraints (see print TABLE.cells).
            """,
        arguments: [.newName, .keyword(["in"]), .view], options: ["identifier"]
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: ["identifier"])
        var reader = invocation.reader()
        let name = try reader.word("a name for the prototype's content view")
        guard reader.keyword("in") != nil else { throw reader.error(expected: "'in' and the table") }
        let table = try TableArguments.table(&reader, session: session)
        try reader.expectEnd()
        guard Scene.isValidName(name.text), session.scene.isAvailable(name.text) else {
            throw SyntaxError(message: "'\(name.text)' is \(Scene.isValidName(name.text) ? "already taken" : "not a valid name")",
                              found: name.quotedForMessage, at: name.location, length: name.length)
        }
        do {
            try table.addPrototype(named: name.text, reuseIdentifier: invocation.option("identifier")?.value)
        } catch {
            throw TableArguments.failure(error, invocation)
        }
    } }

    static var section: Command { Command(
        name: "section", summary: "Add a section to a table.",
        usage: "section add TABLE [header=TITLE] [footer=TITLE]",
        arguments: [.keyword(["add"]), .view], options: ["header", "footer"]
    ) { invocation, session throws(SyntaxError) in
        try invocation.checkOptions(allowed: ["header", "footer"])
        var reader = invocation.reader()
        guard reader.keyword("add") != nil else { throw reader.error(expected: "add") }
        let table = try TableArguments.table(&reader, session: session)
        try reader.expectEnd()
        let index = table.addSection(headerTitle: invocation.option("header")?.value, footerTitle: invocation.option("footer")?.value)
        session.emit("section \(index)")
    } }

    static var rows: Command { Command(
        name: "rows", summary: "Add, remove, move, hide, show rows, give them text or heights, or list them.",
        usage: "rows add|remove|move|hide|show|text|height|estimate|list TABLE ... [section=S]",
        discussion: """
              rows add TABLE COUNT PROTOTYPE [LABEL "TEXT"]... [at=ROW]   text may use {n} (the row's
                                                number) and {words:A-B} (A to B words, fixed per row)
              rows remove TABLE ROW [COUNT]
              rows move TABLE FROM TO
              rows hide TABLE ROW...          heightForRowAt returns 0 (static cells); read at updates
              rows show TABLE ROW...          heightForRowAt returns nothing again
              rows height TABLE ROW HEIGHT|none    heightForRowAt; read at the next updates or reload
              rows estimate TABLE ROW HEIGHT|none  estimatedHeightForRowAt
              rows text TABLE ROW LABEL "TEXT"...  new content: the row's cached height is dropped
              rows list TABLE [FROM [COUNT]]       rows with frames and where their height comes from
                                                   (without FROM: the visible rows)
            section=S picks the section (0 by default).
            """,
        arguments: [.keyword(["add", "remove", "move", "hide", "show", "text", "height", "estimate", "list"]), .view],
        options: ["section", "at"]
    ) { invocation, session throws(SyntaxError) in
        var reader = invocation.reader()
        let verbs = ["add", "remove", "move", "hide", "show", "text", "height", "estimate", "list"]
        let verbToken = try reader.word(verbs.joined(separator: ", "))
        guard verbs.contains(verbToken.text) else {
            throw SyntaxError(expected: "one of " + verbs.joined(separator: ", "), found: verbToken.quotedForMessage,
                              at: verbToken.location, length: verbToken.length)
        }
        try invocation.checkOptions(allowed: verbToken.text == "add" ? ["section", "at"] : ["section"])
        let table = try TableArguments.table(&reader, session: session)
        let section = try TableArguments.section(invocation, in: table)
        do {
            switch verbToken.text {
            case "add": try add(&reader, invocation, table, section, session)
            case "remove":
                let path = try TableArguments.row(&reader, in: table, section: section)
                let available = table.sections[section].rowCount - path.row
                let count = reader.isAtEnd ? 1 : try TableArguments.integer(&reader, "a count", in: 1...available)
                try reader.expectEnd()
                try table.deleteRows(count: count, at: path)
            case "move":
                let from = try TableArguments.row(&reader, in: table, section: section)
                let to = try TableArguments.row(&reader, in: table, section: section)
                try reader.expectEnd()
                try table.moveRow(from: from, to: to)
            case "hide", "show":
                var paths: [IndexPath] = []
                repeat { paths.append(try TableArguments.row(&reader, in: table, section: section)) } while !reader.isAtEnd
                for path in paths { try table.setHeight(verbToken.text == "hide" ? 0 : nil, ofRow: path) }
                session.emit("heightForRowAt changed for \(paths.count) row\(paths.count == 1 ? "" : "s"); the table reads it at the next updates or reload")
            case "height", "estimate":
                let path = try TableArguments.row(&reader, in: table, section: section)
                let height = try reader.nonNegativeNumber(orNone: "none", "a height or none")
                try reader.expectEnd()
                if verbToken.text == "height" {
                    try table.setHeight(height, ofRow: path)
                } else {
                    try table.setEstimatedHeight(height, ofRow: path)
                }
            case "text":
                let path = try TableArguments.row(&reader, in: table, section: section)
                let texts = try TableArguments.texts(&reader)
                guard !texts.isEmpty else { throw reader.error(expected: "a label name and its text") }
                try table.setTexts(texts, ofRow: path)
            default:
                try list(&reader, table, section, session)
            }
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw TableArguments.failure(error, invocation)
        }
    } }

    private static func add(_ reader: inout ArgumentReader, _ invocation: Invocation, _ table: TableView, _ section: Int, _ session: Session) throws {
        let count = try TableArguments.integer(&reader, "a count of rows", in: 1...TableView.maximumRows)
        let prototypeToken = try reader.word("a prototype's name")
        guard table.prototype(named: prototypeToken.text) != nil else {
            let names = table.prototypes.map(\.name)
            throw SyntaxError(message: "no prototype '\(prototypeToken.text)' in \(table.name)"
                                + (names.isEmpty ? "; make one with prototype NAME in \(table.name)" : "; prototypes: " + names.joined(separator: ", ")),
                              found: prototypeToken.quotedForMessage, at: prototypeToken.location, length: prototypeToken.length)
        }
        let texts = try TableArguments.texts(&reader)
        var at = table.sections[section].rowCount
        if let (value, token) = invocation.option("at") {
            guard let row = Int(value), (0...at).contains(row) else {
                throw SyntaxError(expected: "a row from 0 to \(at)", found: "'\(value)'", at: token.location, length: token.length)
            }
            at = row
        }
        let generated = texts.values.contains { $0.contains("{") }
        try table.insertRows(
            count: count, at: IndexPath(section: section, row: at), prototype: prototypeToken.text,
            texts: generated ? [:] : texts, template: generated ? texts : [:], firstNumber: at
        )
    }

    private static func list(_ reader: inout ArgumentReader, _ table: TableView, _ section: Int, _ session: Session) throws(SyntaxError) {
        var range: Range<Int>
        if reader.isAtEnd {
            guard let visible = table.visibleRowRange else {
                session.emit("no visible rows")
                return
            }
            range = visible
        } else {
            let path = try TableArguments.row(&reader, in: table, section: section)
            let available = table.sections[section].rowCount - path.row
            let count = reader.isAtEnd ? 1 : try TableArguments.integer(&reader, "a count", in: 1...available)
            try reader.expectEnd()
            let start = table.globalRow(path) ?? 0
            range = start..<(start + count)
        }
        for info in table.rowInfos(range) {
            let cell = info.cell.map { "cell \($0)" } ?? "offscreen"
            session.emit("\(info.indexPath) \(info.prototype) y \(formatPoints(info.frame.minY)) height \(formatPoints(info.frame.height)) \(info.source.rawValue), \(cell)")
        }
    }
}
