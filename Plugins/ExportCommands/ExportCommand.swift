import Commands
import PluginSupport
import Foundation
import Layout
import ScriptSyntax

/// `export swift [VIEW | fix | def NAME] [> FILE]`.
enum ExportCommand {
    static let signature = Signature(
        .argument(Parameter("LANGUAGE", .keyword(["swift"]), help: "the language: UIKit code in Swift", expected: "swift", usage: "swift")),
        .choice(Choice("WHAT", [
            Branch("fix", help: "the fix 'fixes apply' made last"),
            Branch("def", Signature(.argument(Parameter("NAME", definition, help: "a command made with def"))),
                   help: "a def as a Swift function (the defs it calls too)"),
            Branch(nil, Signature(.argument(Parameter("VIEW", subtree, help: "the subtree to rebuild (the whole scene by default)")))),
        ], optional: true, expected: "a view, 'fix' or 'def'")),
        .clause(Clause(">", Parameter("FILE", .file, help: "a path, as typed", expected: "a file name after '>'"), help: "write it to a file"))
    )

    static var command: Command {
        Command(
            name: "export", summary: "Write UIKit Swift code for the scene, a subtree, the fix applied last, or a def.",
            discussion: """
                export swift: a function that rebuilds the scene in a window (buildScene(in:)); with a
                view, one that makes that view and its subtree and returns it. Views with their
                properties (labels' text and lines, stack views' axis, distribution, alignment,
                spacing and arranged subviews, translatesAutoresizingMaskIntoConstraints), your
                constraints with anchors (NSLayoutConstraint(item:...) for a position with a
                multiplier), identifiers and priorities, activated together. Constraints UIKit makes
                itself (autoresizing, encapsulated, UISV-*) are left out, with a comment. A
                collection view is made with its layout (a flow layout's properties that differ
                from the defaults, or a compositional layout's items, groups and sections, as
                compose show prints them); a table's or collection's cells are its data source's
                and left out, with a comment.
                export swift fix: the fix 'fixes apply' made last, as a function. export swift def
                NAME: a def as a function, each command translated, or a comment where Swift has no
                equivalent. > FILE writes the code to a file. The same scene gives the same text.
                Examples:
                  export swift
                  export swift header
                  export swift header > Header.swift
                  export swift fix
                  export swift def sizeHeaderToFit
                """,
            signature: signature, lineReading: FileClause.redirection.lineReading, changesModel: false,
            examplesPresume: ExampleScenes.header.then([
                "def sizeHeaderToFit h t { layout h; set h.frame.height = h.fittingSize.height; set t.tableHeaderView = h }",
                "fixes", "fixes apply 1",
            ])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            let lines: [String]
            switch arguments.branch("WHAT") {
            case "fix":
                guard let applied = session.appliedFix else {
                    throw SyntaxError(message: "no fix applied yet: 'fixes apply N' makes one", found: "'fix'",
                                      at: invocation.nameToken.location)
                }
                do throws(SwiftFix.Undone) {
                    lines = try SwiftFix.lines(for: applied, in: session.scene)
                } catch {
                    throw SyntaxError(message: "the fix applied last (\(error.summary)) is no longer in the scene (undone?)", found: "'fix'",
                                      at: invocation.nameToken.location)
                }
            case "def":
                let name = try arguments.text("NAME")
                lines = SwiftDefinition.lines(for: name, in: session)
            default:
                let view = arguments.value("VIEW")?.view ?? session.scene.window
                if view is LayoutGuide { throw arguments.error(at: "VIEW", expected: "a view (a layout guide is exported with its owner)") }
                lines = SwiftScene(scene: session.scene, root: view).lines()
            }
            guard arguments.has("FILE") else { return session.emit(lines: lines) }
            let file = try arguments.file("FILE")
            try session.writeFile(lines.joined(separator: "\n") + "\n", to: file, at: invocation.nameToken.location)
            session.emit("wrote \(counted(lines.count, "line")) to \(file)")
        }
    }

    /// A view's name, but not the `>` of the file clause (a view argument would take any word).
    static let subtree = ArgumentKind.custom(CustomArgumentKind(
        name: "subtree", expected: "a view's name", helpName: "view",
        canStart: { token in if case .word(let word) = token.kind { word != ">" } else { false } },
        read: { reader, context throws(SyntaxError) in
            let token = try reader.word("a view's name")
            guard let session = context.session else { return .word(token) }
            return .view(try session.view(named: token))
        },
        completions: { context in context.session?.scene.views.map(\.name) ?? [] }))

    /// A command defined with def: Tab offers the session's defs.
    static let definition = ArgumentKind.custom(CustomArgumentKind(
        name: "def", expected: "the name of a command made with def", helpName: "def",
        read: { reader, context throws(SyntaxError) in
            let token = try reader.word("the name of a command made with def")
            guard let session = context.session else { return .word(token) }
            guard session.definition(named: token.text) != nil else {
                var message = "there is no def named '\(token.text)'"
                let names = session.definedCommandNames
                if let suggestion = Spelling.closest(to: token.text, among: names) { message += "; did you mean '\(suggestion)'?" }
                else if names.isEmpty { message += " (no def made yet)" }
                throw SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return .word(token)
        },
        completions: { context in context.session?.definedCommandNames ?? [] }))
}
