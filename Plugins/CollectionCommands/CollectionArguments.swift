import Collections
import Commands
import Layout
import ScriptSyntax
import Tables

/// The arguments collection commands share, and the checks that depend on the collection:
/// sections and items in range.
enum CollectionArguments {
    static let collection = Parameter("CV", .instance(of: "collection"), help: "a collection view", expected: "a collection view's name")

    static let section = KeyOption("section", .integer, valueName: "S", help: "the section (0 by default)")

    /// `section=S` (0 when absent), within the collection's sections.
    static func section(_ arguments: ParsedArguments, in collection: CollectionView) throws(SyntaxError) -> Int {
        guard let section = arguments.option("section") else { return 0 }
        guard case .integer(let index) = section.value, collection.sections.indices.contains(index) else {
            throw SyntaxError(expected: "a section from 0 to \(max(0, collection.sections.count - 1))", found: "'\(section.text)'",
                              at: section.token.location, length: section.token.length)
        }
        return index
    }

    /// The items of an item-or-range entry (`3`, `0...39`), each checked against the section.
    static func items(_ entry: ParsedArguments.Entry, in collection: CollectionView, section: Int) throws(SyntaxError) -> [IndexPath] {
        let count = collection.sections[section].itemCount
        guard count > 0 else { throw entry.error(expected: "an item, but section \(section) has none") }
        guard let items = entry.value.range, items.upperBound < count else {
            throw entry.error(expected: count == 1 ? "item 0" : "an item or items A...B from 0 to \(count - 1)")
        }
        return items.map { IndexPath(item: $0, section: section) }
    }

    /// The items of every entry named `name`.
    static func items(_ name: String, _ arguments: ParsedArguments, in collection: CollectionView, section: Int) throws(SyntaxError) -> [IndexPath] {
        let entries = arguments.entries(name)
        guard !entries.isEmpty else { throw arguments.error(at: name, expected: "an item") }
        var paths: [IndexPath] = []
        for entry in entries { paths += try items(entry, in: collection, section: section) }
        return paths
    }

    /// One item, the argument `name`.
    static func item(_ name: String, _ arguments: ParsedArguments, in collection: CollectionView, section: Int) throws(SyntaxError) -> IndexPath {
        guard let entry = arguments.entry(name) else { throw arguments.error(at: name, expected: "an item") }
        let paths = try items(entry, in: collection, section: section)
        guard paths.count == 1, let path = paths.first else { throw entry.error(expected: "one item, not a range") }
        return path
    }
}

extension ParsedArguments {
    /// The collection view the argument `name` names (the signature checked its kind).
    func collection(_ name: String) throws(SyntaxError) -> CollectionView { try required(name) { $0.view as? CollectionView } }
}

extension ArgumentKind {
    /// A prototype of the collection given as the argument `collection`.
    static func collectionPrototype(of argument: String) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "collectionPrototype", expected: "a prototype's name",
            read: { reader, context throws(SyntaxError) in
                let token = try reader.word("a prototype's name")
                if let collection = context.arguments.value(argument)?.view as? CollectionView, collection.prototype(named: token.text) == nil {
                    let names = collection.prototypes.map(\.name)
                    let hint = names.isEmpty ? "; make one with prototype NAME in \(collection.name)" : "; prototypes: " + names.joined(separator: ", ")
                    throw SyntaxError(message: "no prototype '\(token.text)' in \(collection.name)" + hint, found: token.quotedForMessage,
                                      at: token.location, length: token.length)
                }
                return .word(token)
            },
            completions: { context in (context.arguments.value(argument)?.view as? CollectionView)?.prototypes.map(\.name) ?? [] }))
    }

    /// A label in a prototype of the collection given as the argument `collection` (in the
    /// prototype given as the argument `prototype`, when there is one).
    static func collectionLabel(of argument: String, prototype: String?) -> ArgumentKind {
        .custom(CustomArgumentKind(
            name: "collectionLabel", expected: "a label name",
            read: { reader, _ throws(SyntaxError) in .word(try reader.word("a label name")) },
            completions: { context in
                let prototypes = (context.arguments.value(argument)?.view as? CollectionView)?.prototypes ?? []
                let chosen = prototype.flatMap { context.arguments.value($0)?.text }
                return prototypes.filter { chosen == nil || $0.name == chosen }.flatMap(\.labels).map(\.name)
            }))
    }
}
