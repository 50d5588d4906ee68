public import Commands
import Foundation
import PluginSupport
import Layout
import Tables
import Timeline
import ScriptSyntax

/// `dump tree|constraints|table TABLE|timeline|all [VIEW] [json] [> FILE]`: the state as text
/// (UIKit's debug forms) or JSON (``DumpDocument``), on screen or into a file; and the short
/// forms `tree`, `constraints`, `conflicts`, `ambiguity`.
public enum DumpCommands: Plugin {
    public static let name = "DumpCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(command, from: name)
        for command in InspectionCommands.all { try registry.register(command, from: name) }
    }

    static let signature = Signature(
        .choice(Choice("WHAT", [
            Branch("tree", help: "each view as recursiveDescription prints it"),
            Branch("constraints", help: "UIKit's debug form, broken ones marked"),
            Branch("table", help: "a table's rows, heights, insets, cells"),
            Branch("timeline", help: "the clock, animations and schedule"),
            Branch("all", help: "all of these"),
        ], expected: "tree, constraints, table, timeline or all")),
        .argument(Parameter("VIEW", .view, help: "the subtree (a table for table)", optional: true)),
        .argument(Parameter("JSON", .keyword(["json"]), help: "as JSON (schema layoutlab.dump/1.1)", optional: true,
                           expected: "json")),
        .clause(Clause(">", Parameter("FILE", .file, help: "a path, as typed", expected: "a file name after '>'"),
                       help: "write it to a file"))
    )

    static var command: Command { Command(
        name: "dump", summary: "Dump the view tree, constraints, a table or the timeline, as text or JSON.",
        discussion: """
            tree: each view as UIKit's recursiveDescription prints it (class, name, frame, alpha,
            hidden, intrinsic size, ambiguity). constraints: UIKit's debug form, broken ones marked.
            table: rows with heights and where they come from, content size, insets, offset,
            visible rows, cache and reuse counts. json: the same as JSON (schema layoutlab.dump/1.1).
            > FILE writes the dump to a file instead. The same scene always gives the same bytes.
            """,
        signature: signature, lineReading: FileClause.redirection.lineReading, changesModel: false
    ) { invocation, session throws(SyntaxError) in
        let arguments = try invocation.parse(signature, in: session)
        let what = arguments.branch("WHAT") ?? "all"
        let subject = arguments.value("VIEW")?.view
        let file = arguments.has("FILE") ? try arguments.file("FILE") : nil
        var document = DumpDocument()
        if what == "tree" || what == "all" { document.tree = Dump.tree(subject ?? session.scene.window, session.scene) }
        if what == "constraints" || what == "all" { document.constraints = Dump.constraints(of: subject, session.scene) }
        if what == "table" || (what == "all" && subject is TableView) {
            guard let table = subject as? TableView else {
                throw arguments.error(at: "VIEW", expected: "a table after 'dump table'")
            }
            document.table = Dump.table(table)
        }
        if what == "timeline" || what == "all" { document.timeline = Dump.timeline(session.scene.timeline) }
        let lines = arguments.has("JSON") ? [try Dump.json(document, at: invocation)] : Dump.text(document)
        guard let file else { return session.emit(lines: lines) }
        try session.writeFile(lines.joined(separator: "\n") + "\n", to: file, at: invocation.nameToken.location)
        session.emit("wrote \(counted(lines.count, "line")) to \(file)")
    } }
}
