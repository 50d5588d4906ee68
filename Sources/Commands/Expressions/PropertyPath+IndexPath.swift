import Layout
import Tables

/// Index paths in property paths: `t[0, 2].title.frame` reads the view `title` in the cell
/// showing section 0, row 2 of table `t`, as `t.cell3.title.frame` does when cell 3 shows
/// that row (`cellForRow(at:)`). `t[2]` is row 2 of section 0. A row that exists but is not
/// on screen has no cell, and the path is an error saying so, as `cellForRow(at:)` is nil.
extension PropertyPath {
    /// `parts` with the first part holding an index path, and the parts before it (the
    /// table's name), replaced by the name of the cell showing that row; `columns` follow.
    static func resolvingIndexPaths(_ parts: [String], _ columns: [Int], at location: SourceLocation,
                                    in session: Session) throws(SyntaxError) -> ([String], [Int]) {
        guard let marked = parts.firstIndex(where: { $0.contains("[") }),
              let open = parts[marked].firstIndex(of: "[") else { return (parts, columns) }
        let written = parts[...marked].joined(separator: ".")
        func failure(_ message: String) -> SyntaxError {
            SyntaxError(message: message, found: "'\(written)'", at: SourceLocation(line: location.line, column: columns[0]), length: written.count)
        }
        let tableName = (parts[..<marked] + [String(parts[marked][..<open])]).joined(separator: ".")
        guard let table = session.scene.view(named: tableName) as? TableView else {
            throw failure("an index path follows a table's name; '\(tableName)' is not a table")
        }
        let inside = parts[marked][parts[marked].index(after: open)...].dropLast()
        let numbers = inside.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int(String($0.filter { $0 != " " })) }
        let path: IndexPath
        switch numbers.count {
        case 1: path = IndexPath(section: 0, row: numbers[0] ?? -1)
        case 2: path = IndexPath(section: numbers[0] ?? -1, row: numbers[1] ?? -1)
        default: path = IndexPath(section: -1, row: -1)
        }
        guard path.section >= 0, path.row >= 0, numbers.allSatisfy({ $0 != nil }) else {
            throw failure("expected an index path such as \(tableName)[0, 2] (section, row) or \(tableName)[2] (a row of section 0)")
        }
        guard table.globalRow(path) != nil else {
            throw failure("\(tableName) has no row \(path.row) in section \(path.section)")
        }
        guard let cell = table.cellForRow(at: path) else {
            throw failure("row \(path.row) of section \(path.section) has no cell (offscreen)")
        }
        return ([cell.name] + parts[(marked + 1)...], [columns[0]] + columns[(marked + 1)...])
    }

    /// For completion: the name of the cell that `written` (`t[0, 2]`, an index path last)
    /// stands for, nil when it names no table, no row or a row without a cell.
    public static func cellName(forIndexPath written: String, in session: Session) -> String? {
        let parts = written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let location = SourceLocation(line: 1, column: 1)
        guard let (resolved, _) = try? resolvingIndexPaths(parts, parts.map { _ in 1 }, at: location, in: session),
              resolved.count == 1 else { return nil }
        return resolved[0]
    }
}
