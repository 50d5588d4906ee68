import Commands
import Layout
import Tables
import ScriptSyntax

/// `cell TABLE ROW [section=S]`: the cell showing a row, looked at as a view: its subtree with
/// frames and texts, the constraints it holds (the prototype's, copied, then UIKit's
/// encapsulated size), and which of them the engine broke.
enum CellCommand {
    static let signature = Signature(
        .argument(TableArguments.table),
        .argument(Parameter("ROW", .integer(minimum: 0), help: "the row", expected: "a row")),
        options: [TableArguments.section]
    )

    static var command: Command { Command(
        name: "cell", summary: "Show the cell of a row on screen: its views, its constraints and its conflicts.",
        discussion: """
            A cell is a copy of its prototype, named TABLE.cellN (N counts the cells the table made);
            its views are TABLE.cellN.NAME, so `print tv.cell1.title.frame` reads one. Its content view
            holds the prototype's constraints, copied, and UIKit's encapsulated layout: left and top at
            0, width the table's, height the row's less the separator, all required.
            """,
        signature: signature, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let table = try arguments.table("TABLE")
        let section = try TableArguments.section(arguments, in: table)
        let path = try TableArguments.row("ROW", arguments, in: table, section: section)
        guard let cell = table.cellForRow(at: path) else {
            let message = "row \(path) of \(table.name) is not on screen, so it has no cell (scroll to it first)"
            guard let entry = arguments.entry("ROW") else { throw SyntaxError(message: message, found: "end of input", at: invocation.end) }
            throw entry.error(message: message)
        }
        session.emit("\(cell.name) shows row \(path)")
        // Depth first with a stack of its own: a prototype may nest thousands of views.
        var pending: [(view: View, depth: Int)] = [(cell, 0)]
        while let (view, depth) = pending.popLast() {
            var line = String(repeating: "|   ", count: depth) + "\(view.className):\(view.name) \(view.frame)"
            if let label = view as? Label { line += " \"\(label.text)\" lines=\(label.visibleLineCount)" }
            if view.isHidden { line += " hidden" }
            session.emit(line)
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        session.emit("constraints:")
        let broken = Set(session.scene.brokenConstraints.map(ObjectIdentifier.init))
        for constraint in cell.contentView.heldConstraints {
            let mark = broken.contains(ObjectIdentifier(constraint)) ? "  BROKEN " : "  "
            session.emit(mark + constraint.debugDescription)
        }
    } }
}
