public import Commands
import Foundation
import Layout
import Tables
import Timeline

/// `dump tree|constraints|table TABLE|timeline|all [VIEW] [json] [> FILE]`: the state as text
/// (UIKit's debug forms) or JSON (``DumpDocument``), on screen or into a file; `why`,
/// `render`, and the short forms `tree`, `constraints`, `conflicts`, `ambiguity`.
public enum DumpCommands: Plugin {
    public static let name = "DumpCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        try registry.register(command, from: name)
        for command in InspectionCommands.all { try registry.register(command, from: name) }
        try registry.register(WhyCommand.command, from: name)
        try registry.register(RenderCommand.command, from: name)
    }

    static var command: Command { Command(
        name: "dump", summary: "Dump the view tree, constraints, a table or the timeline, as text or JSON.",
        usage: "dump tree|constraints|table TABLE|timeline|all [VIEW] [json] [> FILE]",
        discussion: """
            tree: each view as UIKit's recursiveDescription prints it (class, name, frame, alpha,
            hidden, intrinsic size, ambiguity). constraints: UIKit's debug form, broken ones marked.
            table: rows with heights and where they come from, content size, insets, offset,
            visible rows, cache and reuse counts. json: the same as JSON (schema layoutlab.dump/1.0).
            > FILE writes the dump to a file instead. The same scene always gives the same bytes.
            """,
        arguments: [.keyword(["tree", "constraints", "table", "timeline", "all"]), .view], changesModel: false
    ) { invocation, session throws(SyntaxError) in
        var tokens = Array(invocation.command.tokens.dropFirst())
        var file: String?
        // The shell reads `> FILE` as the word '>' and the path as typed (FileClause).
        if let arrow = tokens.firstIndex(where: { $0.text == ">" }) {
            guard tokens.indices.contains(arrow + 1), case .string(let path) = tokens[arrow + 1].kind, !path.isEmpty else {
                throw SyntaxError(expected: "a file name after '>'", found: "end of input", at: invocation.end)
            }
            file = path
            tokens = Array(tokens[..<arrow])
        }
        let json = tokens.last?.text == "json"
        if json { tokens.removeLast() }
        guard let what = tokens.first?.text, ["tree", "constraints", "table", "timeline", "all"].contains(what) else {
            let token = tokens.first
            throw SyntaxError(expected: "tree, constraints, table, timeline or all", found: token?.quotedForMessage ?? "end of input",
                              at: token?.location ?? invocation.end, length: token?.length ?? 1)
        }
        var subject: View?
        if tokens.count > 1 { subject = try session.view(named: tokens[1]) }
        if tokens.count > 2 {
            throw SyntaxError(expected: "json, '> FILE' or the end of the command", found: tokens[2].quotedForMessage,
                              at: tokens[2].location, length: tokens[2].length)
        }
        var document = DumpDocument()
        if what == "tree" || what == "all" { document.tree = Dump.tree(subject ?? session.scene.window, session.scene) }
        if what == "constraints" || what == "all" { document.constraints = Dump.constraints(of: subject, session.scene) }
        if what == "table" || (what == "all" && subject is TableView) {
            guard let table = subject as? TableView else {
                throw SyntaxError(expected: "a table after 'dump table'", found: tokens.count > 1 ? tokens[1].quotedForMessage : "end of input",
                                  at: tokens.count > 1 ? tokens[1].location : invocation.end)
            }
            document.table = Dump.table(table)
        }
        if what == "timeline" || what == "all" { document.timeline = Dump.timeline(session.timeline) }
        let lines = json ? [try Dump.json(document, at: invocation)] : Dump.text(document)
        guard let file else { return session.emit(lines: lines) }
        do {
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot write '\(file)'", found: "'\(file)'", at: invocation.nameToken.location)
        }
        session.emit("wrote \(lines.count) line\(lines.count == 1 ? "" : "s") to \(file)")
    } }
}
