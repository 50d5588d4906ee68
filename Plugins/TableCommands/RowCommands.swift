import Commands
import Layout
import PluginSupport
import Tables
import ScriptSyntax

/// `prototype`, `section` and `rows`: what a table shows.
enum RowCommands {
    static var all: [Command] { [prototype, section, rows] }

    static let prototypeSignature = Signature(
        .argument(Parameter("NAME", .newName, help: "the name of the prototype's content view",
                           expected: "a name for the prototype's content view")),
        .clause(Clause("in", Parameter("TABLE", .prototypeHost, help: "a table or collection view", expected: "a table's or collection view's name"),
                       optional: false)),
        options: [KeyOption("identifier", .text(suggestions: []), valueName: "ID", help: "the reuse identifier (NAME by default)")]
    )

    static var prototype: Command { Command(
        name: "prototype", summary: "Make a prototype cell in a table or collection view: a content view to fill with views and constraints.",
        discussion: """
            The content view is named NAME; build the cell with the view commands:
              prototype Cell in table
              label title in Cell "Title" lines=0
              vfl "H:|-8-[title]-8-|" in Cell; vfl "V:|-8-[title]-8-|" in Cell
            Cells are dequeued by reuse identifier (NAME unless identifier= says otherwise); two
            prototypes sharing one identifier make reused cells swap constraints (see print TABLE.cells).
            A collection view's prototype is made the same way (prototype Tile in collection), and
            its cells are copies of it just as a table's are.
            """,
        signature: prototypeSignature,
        examplesPresume: ExampleSetup(scene: ["table table frame (0, 0, 320, 568)"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(prototypeSignature, in: session)
        let name = try arguments.token("NAME")
        let host = try arguments.required("TABLE") { $0.view as? any PrototypeCellHost }
        guard Scene.isValidName(name.text), session.scene.isAvailable(name.text) else {
            throw SyntaxError(message: "'\(name.text)' is \(Scene.isValidName(name.text) ? "already taken" : "not a valid name")",
                              found: name.quotedForMessage, at: name.location, length: name.length)
        }
        do {
            try host.makePrototype(named: name.text, reuseIdentifier: arguments.textOption("identifier"))
        } catch {
            throw invocation.failure(error)
        }
    } }

    static let sectionSignature = Signature(
        .choice(Choice("VERB", [
            Branch("add", Signature(
                .argument(TableArguments.table),
                options: [
                    KeyOption("header", .text(suggestions: []), valueName: "TITLE", help: "the section header's title"),
                    KeyOption("footer", .text(suggestions: []), valueName: "TITLE", help: "the section footer's title"),
                ]
            ), help: "append a section"),
            Branch("header", Signature(.argument(TableArguments.table), .argument(sectionNumber), .argument(sectionView)),
                   help: "viewForHeaderInSection: the view self-sizes above the section's rows"),
            Branch("footer", Signature(.argument(TableArguments.table), .argument(sectionNumber), .argument(sectionView)),
                   help: "viewForFooterInSection: the view self-sizes below the section's rows"),
        ], subcommands: true, expected: "add, header or footer"))
    )

    static let sectionNumber = Parameter("SECTION", .integer(minimum: 0), help: "a section of the table", expected: "a section")
    static let sectionView = Parameter("VIEW", .view, help: "the view (it becomes a subview of the table)", expected: "a view")

    static var section: Command { Command(
        name: "section", summary: "Add a section to a table, or give a section a header or footer view.",
        discussion: """
            A header or footer view sizes itself as UIKit's do with sectionHeaderHeight at
            automaticDimension (the default): fitted at the table's width, as small as its
            constraints allow. A fixed sectionHeaderHeight/sectionFooterHeight gives it that height.
            With estimatedSectionHeaderHeight/estimatedSectionFooterHeight above 0 the view counts
            the estimate until its section comes into view, and is fitted there.
              section add table header="Account"
              view note; label noteText in note "..." lines=0; vfl "H:|-16-[noteText]-16-|" in note; vfl "V:|-8-[noteText]-8-|" in note
              section footer table 0 note
            """,
        signature: sectionSignature,
        examplesPresume: ExampleSetup(scene: ["table table frame (0, 0, 320, 568)"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(sectionSignature, in: session)
        let table = try arguments.table("TABLE")
        switch arguments.branch("VERB") {
        case "add":
            let index = table.addSection(headerTitle: arguments.textOption("header"), footerTitle: arguments.textOption("footer"))
            session.emit("section \(index)")
        default:
            let view = try arguments.view("VIEW")
            let section = try arguments.integer("SECTION")
            do {
                if arguments.branch("VERB") == "header" {
                    try table.setHeaderView(view, ofSection: section)
                } else {
                    try table.setFooterView(view, ofSection: section)
                }
            } catch {
                throw invocation.failure(error)
            }
        }
    } }

    static let row = Parameter("ROW", .integer(minimum: 0), help: "a row of the section", expected: "a row")

    static let rowsSignature = Signature(
        .choice(Choice("VERB", [
            Branch("add", Signature(
                .argument(TableArguments.table),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many rows",
                                   expected: "a count of rows from 1 to \(TableView.maximumRows)")),
                .argument(Parameter("PROTOTYPE", .prototype(table: "TABLE"), help: "the prototype the rows use")),
                .clause(TableArguments.texts),
                options: [KeyOption("at", .integer, valueName: "ROW", help: "where the rows go (at the end by default)")]
            ), help: "insert rows; text may use {n} (the row's number) and {words:A-B} (A to B words, fixed per row)"),
            Branch("remove", Signature(
                .argument(TableArguments.table), .argument(row),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many rows (1 by default)", optional: true, expected: "a count"))
            ), help: "delete rows"),
            Branch("move", Signature(
                .argument(TableArguments.table),
                .argument(Parameter("FROM", .integer(minimum: 0), help: "the row to move", expected: "a row")),
                .argument(Parameter("TO", .integer(minimum: 0), help: "where it goes", expected: "a row"))
            ), help: "move a row"),
            Branch("hide", Signature(.argument(TableArguments.table), .argument(repeatingRow)),
                   help: "heightForRowAt returns 0 (static cells); read at the next updates"),
            Branch("show", Signature(.argument(TableArguments.table), .argument(repeatingRow)),
                   help: "heightForRowAt returns nothing again"),
            Branch("text", Signature(.argument(TableArguments.table), .argument(rowOrRange), .clause(requiredTexts)),
                   help: "new content: the row's cached height is dropped"),
            Branch("height", Signature(.argument(TableArguments.table), .argument(rowOrRange), .choice(height)),
                   help: "heightForRowAt; read at the next updates or reload"),
            Branch("estimate", Signature(.argument(TableArguments.table), .argument(rowOrRange), .choice(height)),
                   help: "estimatedHeightForRowAt"),
            Branch("editable", Signature(.argument(TableArguments.table), .argument(rowOrRange), .choice(editable)),
                   help: "canEditRowAt (true by default): in editing mode the row shows the editing control"),
            Branch("at", Signature(.argument(TableArguments.table), .argument(Parameter("Y", .number, help: "a point in the content", expected: "a y in the content"))),
                   help: "indexPathForRow(at:): the row at a point of the content, or none"),
            Branch("list", Signature(
                .argument(TableArguments.table),
                .argument(Parameter("FROM", .integer(minimum: 0), help: "the first row (without it: the visible rows)",
                                   optional: true, expected: "a row")),
                .argument(Parameter("COUNT", .integer(minimum: 1), help: "how many rows (1 by default)", optional: true, expected: "a count"))
            ), help: "rows with frames and where their height comes from"),
        ], subcommands: true, expected: "one of add, remove, move, hide, show, text, height, estimate, editable, at, list")),
        options: [TableArguments.section]
    )

    static let repeatingRow = Parameter("ROW", .rowRange, help: "a row of the section, or rows A...B", repeating: true, expected: "a row")
    static let rowOrRange = Parameter("ROW", .rowRange, help: "a row of the section, or rows A...B", expected: "a row")

    static let requiredTexts = Clause(
        repeating: Parameter("LABEL", .label(table: "TABLE", prototype: nil), help: "a label of the row's prototype",
                             expected: "a label name and its text"),
        Parameter("TEXT", .text, help: "its text", expected: "the label's text in quotes"),
        optional: false
    )

    static let height = Choice("HEIGHT", [
        Branch("none", help: "no value: the table's own height or estimate"),
        Branch(nil, Signature(.argument(Parameter("POINTS", .number, help: "a height of 0 or more", expected: "a height or none")))),
    ])

    static let editable = Choice("EDITABLE", [
        Branch("true", help: "the row can be edited"),
        Branch("false", help: "the row cannot be edited: no editing control, no indent"),
    ], expected: "true or false")

    static var rows: Command { Command(
        name: "rows", summary: "Add, remove, move, hide, show rows, give them text or heights, or list them.",
        discussion: """
            Examples:
              rows add table 1000 Cell title "Row {n}" detail "{words:5-40}"
              rows height table 3 88; updates table
              rows list table 0 5
            """,
        signature: rowsSignature,
        examplesPresume: ExampleSetup(scene: ["table table frame (0, 0, 320, 568)", "prototype Cell in table", "label title in Cell \"Title\"", "label detail in Cell \"Detail\" lines=0"])
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(rowsSignature, in: session)
        let table = try arguments.table("TABLE")
        let section = try TableArguments.section(arguments, in: table)
        do {
            switch arguments.branch("VERB") {
            case "add": try add(arguments, table, section)
            case "remove":
                let path = try TableArguments.row("ROW", arguments, in: table, section: section)
                try table.deleteRows(count: try TableArguments.count(arguments, from: path, in: table), at: path)
            case "move":
                try table.moveRow(from: try TableArguments.row("FROM", arguments, in: table, section: section),
                                  to: try TableArguments.row("TO", arguments, in: table, section: section))
            case "hide", "show":
                let paths = try TableArguments.rows("ROW", arguments, in: table, section: section)
                let hide = arguments.branch("VERB") == "hide"
                for path in paths { try table.setHeight(hide ? 0 : nil, ofRow: path) }
                session.emit("heightForRowAt changed for \(counted(paths.count, "row")); the table reads it at the next updates or reload")
            case "height", "estimate":
                let paths = try TableArguments.rows("ROW", arguments, in: table, section: section)
                let height = arguments.value("POINTS")?.number
                if let height, height < 0 { throw arguments.error(at: "POINTS", expected: "a height or none (0 or more)") }
                for path in paths {
                    if arguments.branch("VERB") == "height" {
                        try table.setHeight(height, ofRow: path)
                    } else {
                        try table.setEstimatedHeight(height, ofRow: path)
                    }
                }
            case "editable":
                for path in try TableArguments.rows("ROW", arguments, in: table, section: section) {
                    try table.setEditable(arguments.branch("EDITABLE") == "true", ofRow: path)
                }
            case "at":
                let y = try arguments.number("Y")
                session.emit(table.indexPathForRow(atY: y).map { "[\($0.section), \($0.row)]" } ?? "none: no row at y \(formatPoints(y))")
            case "text":
                for path in try TableArguments.rows("ROW", arguments, in: table, section: section) {
                    try table.setTexts(arguments.labelTexts(), ofRow: path)
                }
            default:
                try list(arguments, table, section, session)
            }
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw invocation.failure(error)
        }
    } }

    private static func add(_ arguments: ParsedArguments, _ table: TableView, _ section: Int) throws {
        guard let countEntry = arguments.entry("COUNT") else { throw arguments.error(at: "COUNT", expected: "a count of rows") }
        let count = try TableArguments.integer(countEntry, "a count of rows", in: 1...TableView.maximumRows)
        let prototype = try arguments.text("PROTOTYPE")
        let texts = arguments.labelTexts()
        var at = table.sections[section].rowCount
        if let option = arguments.option("at") {
            guard case .integer(let row) = option.value, (0...at).contains(row) else {
                throw SyntaxError(expected: "a row from 0 to \(at)", found: "'\(option.text)'", at: option.token.location, length: option.token.length)
            }
            at = row
        }
        let generated = texts.values.contains { $0.contains("{") }
        try table.insertRows(
            count: count, at: IndexPath(section: section, row: at), prototype: prototype,
            texts: generated ? [:] : texts, template: generated ? texts : [:], firstNumber: at
        )
    }

    private static func list(_ arguments: ParsedArguments, _ table: TableView, _ section: Int, _ session: Session) throws(SyntaxError) {
        var range: Range<Int>
        if arguments.has("FROM") {
            let path = try TableArguments.row("FROM", arguments, in: table, section: section)
            let count = try TableArguments.count(arguments, from: path, in: table)
            let start = table.globalRow(path) ?? 0
            range = start..<(start + count)
        } else {
            guard let visible = table.visibleRowRange else {
                session.emit("no visible rows")
                return
            }
            range = visible
        }
        for info in table.rowInfos(range) {
            // The cell by its view's name (print and cell reach it), then what the row shows.
            let cell = table.cellForRow(at: info.indexPath).map { "cell \($0.name)" } ?? "offscreen"
            let texts = table.texts(ofRow: info.indexPath).map { "\($0.label) \"\($0.text)\"" }.joined(separator: " ")
            session.emit("\(info.indexPath) \(info.prototype) y \(formatPoints(info.frame.minY)) height \(formatPoints(info.frame.height)) \(info.source.rawValue), \(cell)"
                + (texts.isEmpty ? "" : ": " + texts))
        }
    }
}
