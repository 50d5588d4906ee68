import Commands
import Layout
import Tables

/// Reading tables, index paths and row texts from arguments.
enum TableArguments {
    static func table(_ reader: inout ArgumentReader, session: Session) throws(SyntaxError) -> TableView {
        let token = try reader.word("a table's name")
        let view = try session.view(named: token)
        guard let table = view as? TableView else {
            throw SyntaxError(message: "'\(token.text)' is a \(view.className), not a table", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        return table
    }

    /// `section=S` (0 when absent).
    static func section(_ invocation: Invocation, in table: TableView) throws(SyntaxError) -> Int {
        guard let (value, token) = invocation.option("section") else { return 0 }
        guard let section = Int(value), table.sections.indices.contains(section) else {
            throw SyntaxError(expected: "a section from 0 to \(max(0, table.sections.count - 1))", found: "'\(value)'",
                              at: token.location, length: token.length)
        }
        return section
    }

    /// A whole number within `range`.
    static func integer(_ reader: inout ArgumentReader, _ what: String, in range: ClosedRange<Int>) throws(SyntaxError) -> Int {
        let expected = range.lowerBound == range.upperBound ? "\(what) \(range.lowerBound)" : "\(what) from \(range.lowerBound) to \(range.upperBound)"
        let value = try reader.number(expected)
        guard value.rounded() == value, let integer = Int(exactly: value), range.contains(integer) else {
            throw reader.errorAtPrevious(expected: expected)
        }
        return integer
    }

    /// A row of `section`.
    static func row(_ reader: inout ArgumentReader, in table: TableView, section: Int) throws(SyntaxError) -> IndexPath {
        let count = table.sections[section].rowCount
        guard count > 0 else { throw reader.error(expected: "a row, but section \(section) has none") }
        return IndexPath(section: section, row: try integer(&reader, "a row", in: 0...(count - 1)))
    }

    /// `LABEL "TEXT"` pairs up to the end.
    static func texts(_ reader: inout ArgumentReader) throws(SyntaxError) -> [String: String] {
        var texts: [String: String] = [:]
        while !reader.isAtEnd {
            let label = try reader.word("a label name")
            texts[label.text] = try reader.text("the text for '\(label.text)' in quotes")
        }
        return texts
    }

    /// A model error, shown at the command's name.
    static func failure(_ error: any Error, _ invocation: Invocation) -> SyntaxError {
        SyntaxError(message: "\(error)", found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location,
                    length: invocation.nameToken.length)
    }
}
