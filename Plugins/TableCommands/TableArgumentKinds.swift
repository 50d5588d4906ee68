import Commands
import Layout
import Tables
import ScriptSyntax

/// The kinds of argument table commands take: tables and scroll views (object kinds
/// ViewCommands registers), and a table's prototypes and their labels, read and completed
/// from the table named before them on the same line.
extension ArgumentKind {
    static let table = ArgumentKind.instance(of: "table")
    static let scrollView = ArgumentKind.instance(of: "scrollView")
    /// A view that makes cells from prototypes (``Tables/PrototypeCellHost``): a table, or a
    /// collection view (whose family registers it; this one knows it only as a host).
    static let prototypeHost = ArgumentKind.custom(CustomArgumentKind(
        name: "prototypeHost", expected: "a table's or collection view's name", helpName: "table or collection view",
        read: { reader, context throws(SyntaxError) in
            let token = try reader.word("a table's or collection view's name")
            guard let session = context.session else { return .word(token) }
            let view = try session.view(named: token)
            guard view is any PrototypeCellHost else {
                throw SyntaxError(message: "'\(token.text)' is a \(view.className), not a table or collection view: prototypes are made in one",
                                  found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return .view(view)
        },
        completions: { context in
            context.session?.scene.views.filter { $0 is any PrototypeCellHost }.map(\.name) ?? []
        }))

    /// A row of a section, or rows `A...B`.
    static let rowRange = ArgumentKind.integerRange

    /// A prototype of the table given as the argument `table`.
    static func prototype(table argument: String) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "prototype", expected: "a prototype's name",
            read: { reader, context throws(SyntaxError) in
                let token = try reader.word("a prototype's name")
                if let table = context.arguments.value(argument)?.view as? TableView, table.prototype(named: token.text) == nil {
                    let names = table.prototypes.map(\.name)
                    let hint = names.isEmpty ? "; make one with prototype NAME in \(table.name)" : "; prototypes: " + names.joined(separator: ", ")
                    throw SyntaxError(message: "no prototype '\(token.text)' in \(table.name)" + hint, found: token.quotedForMessage,
                                      at: token.location, length: token.length)
                }
                return .word(token)
            },
            completions: { context in
                (context.arguments.value(argument)?.view as? TableView)?.prototypes.map(\.name) ?? []
            }))
    }

    /// A label in a prototype of the table given as the argument `table` (in the prototype
    /// given as the argument `prototype`, when there is one).
    static func label(table argument: String, prototype: String?) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "label", expected: "a label name",
            read: { reader, _ throws(SyntaxError) in .word(try reader.word("a label name")) },
            completions: { context in
                let prototypes = (context.arguments.value(argument)?.view as? TableView)?.prototypes ?? []
                let chosen = prototype.flatMap { context.arguments.value($0)?.text }
                return prototypes.filter { chosen == nil || $0.name == chosen }.flatMap(\.labels).map(\.name)
            }))
    }
}

extension ParsedArguments {
    /// The table the argument `name` names (the signature checked its kind).
    func table(_ name: String) throws(SyntaxError) -> TableView { try required(name) { $0.view as? TableView } }

    /// The scroll view (or table) the argument `name` names.
    func scrollView(_ name: String) throws(SyntaxError) -> ScrollView { try required(name) { $0.view as? ScrollView } }
}
