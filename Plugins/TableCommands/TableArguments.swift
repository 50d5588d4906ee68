import Commands
import Layout
import Tables
import ScriptSyntax

/// The arguments table commands share, and the checks that depend on the table: sections
/// and rows in range.
enum TableArguments {
    static let table = Parameter("TABLE", .table, help: "a table view", expected: "a table's name")

    static let section = KeyOption("section", .integer, valueName: "S", help: "the section (0 by default)")

    /// `section=S` (0 when absent), within the table's sections.
    static func section(_ arguments: ParsedArguments, in table: TableView) throws(SyntaxError) -> Int {
        guard let section = arguments.option("section") else { return 0 }
        guard case .integer(let index) = section.value, table.sections.indices.contains(index) else {
            throw SyntaxError(expected: "a section from 0 to \(max(0, table.sections.count - 1))", found: "'\(section.text)'",
                              at: section.token.location, length: section.token.length)
        }
        return index
    }

    /// A whole number argument within `range`.
    static func integer(_ entry: ParsedArguments.Entry, _ what: String, in range: ClosedRange<Int>) throws(SyntaxError) -> Int {
        let expected = range.lowerBound == range.upperBound ? "\(what) \(range.lowerBound)" : "\(what) from \(range.lowerBound) to \(range.upperBound)"
        guard let integer = entry.value.integer, range.contains(integer) else { throw entry.error(expected: expected) }
        return integer
    }

    /// A row of `section`.
    static func row(_ entry: ParsedArguments.Entry, in table: TableView, section: Int) throws(SyntaxError) -> IndexPath {
        let count = table.sections[section].rowCount
        guard count > 0 else { throw entry.error(expected: "a row, but section \(section) has none") }
        return IndexPath(section: section, row: try integer(entry, "a row", in: 0...(count - 1)))
    }

    /// The rows of a row-or-range entry (`3`, `0...39`), each checked against the section.
    static func rows(_ entry: ParsedArguments.Entry, in table: TableView, section: Int) throws(SyntaxError) -> [IndexPath] {
        let count = table.sections[section].rowCount
        guard count > 0 else { throw entry.error(expected: "a row, but section \(section) has none") }
        guard let rows = entry.value.range, rows.upperBound < count else {
            throw entry.error(expected: "a row or rows A...B from 0 to \(count - 1)")
        }
        return rows.map { IndexPath(section: section, row: $0) }
    }

    /// The rows of every row-or-range entry named `name`.
    static func rows(_ name: String, _ arguments: ParsedArguments, in table: TableView, section: Int) throws(SyntaxError) -> [IndexPath] {
        let entries = arguments.entries(name)
        guard !entries.isEmpty else { throw arguments.error(at: name, expected: "a row") }
        var paths: [IndexPath] = []
        for entry in entries { paths += try rows(entry, in: table, section: section) }
        return paths
    }

    /// The row argument `name`, required by the signature.
    static func row(_ name: String, _ arguments: ParsedArguments, in table: TableView, section: Int) throws(SyntaxError) -> IndexPath {
        guard let entry = arguments.entry(name) else { throw arguments.error(at: name, expected: "a row") }
        return try row(entry, in: table, section: section)
    }

    /// An optional count of rows from `path` on (1 when absent).
    static func count(_ arguments: ParsedArguments, from path: IndexPath, in table: TableView) throws(SyntaxError) -> Int {
        guard let entry = arguments.entry("COUNT") else { return 1 }
        return try integer(entry, "a count", in: 1...(table.sections[path.section].rowCount - path.row))
    }

    /// `LABEL "TEXT"` pairs: a label of the prototype and its text.
    static let texts = Clause(
        repeating: Parameter("LABEL", .label(table: "TABLE", prototype: "PROTOTYPE"), help: "a label of the prototype",
                             expected: "a label name"),
        Parameter("TEXT", .text, help: "its text", expected: "the label's text in quotes")
    )
}
