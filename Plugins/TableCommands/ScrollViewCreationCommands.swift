import Commands
import Layout
import PluginSupport
import ScriptSyntax
import Tables

/// `scrollview` and `table`: the commands that make the views this family fills with rows
/// and scrolls.
enum ScrollViewCreationCommands {
    static var all: [Command] { [
        Command(
            name: "scrollview", summary: "Make a scroll view (UIScrollView).",
            discussion: ViewCreation.discussion + """

                Constraints between the scroll view's edges and its subviews place them in its
                content area, whose size becomes contentSize; widths and heights refer to its frame.
                """,
            signature: ViewCreation.signature()
        ) { invocation, session throws(SyntaxError) in
            let creation = try ViewCreation(try invocation.parse(ViewCreation.signature(), in: session))
            _ = try creation.add(ScrollView(name: creation.name, frame: creation.frame ?? .zero), to: session)
        },
        Command(
            name: "table", summary: "Make a table view (UITableView) with one empty section.",
            discussion: ViewCreation.discussion + """

                Then: prototype NAME in TABLE, label ... in NAME, constraints, rows add ...
                Defaults: rowHeight automatic, estimatedRowHeight 44, separator 1 pixel.
                """,
            signature: tableSignature
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(tableSignature, in: session)
            let creation = try ViewCreation(arguments)
            let style = arguments.textOption("style").flatMap(TableView.Style.init(rawValue:)) ?? .plain
            let table = try creation.add(TableView(name: creation.name, style: style, frame: creation.frame ?? .zero), to: session)
            table.addSection()
        },
    ] }

    static let tableSignature = ViewCreation.signature(
        options: [KeyOption("style", .choice(TableView.Style.allCases.map(\.rawValue)), valueName: "STYLE", help: "plain by default")]
    )
}
