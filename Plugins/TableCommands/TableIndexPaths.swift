import Commands
import Tables

/// Index paths in property paths: `t[0, 2].title.frame` reads the view `title` in the cell
/// showing section 0, row 2 of table `t`, as `t.cell3.title.frame` does when cell 3 shows
/// that row (`cellForRow(at:)`). `t[2]` is row 2 of section 0. A row that exists but is not
/// on screen has no cell, and the path is an error saying so, as `cellForRow(at:)` is nil.
enum TableIndexPaths {
    /// The name of the cell `table[index]` stands for, or why there is none.
    @Sendable static func cell(_ object: AnyObject, _ index: String) -> Result<String, IndexedPartError> {
        guard let table = object as? TableView else { return .failure(IndexedPartError("an index path follows a table's name")) }
        let numbers = index.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0.filter { $0 != " " })) }
        let path: IndexPath
        switch numbers.count {
        case 1: path = IndexPath(section: 0, row: numbers[0] ?? -1)
        case 2: path = IndexPath(section: numbers[0] ?? -1, row: numbers[1] ?? -1)
        default: path = IndexPath(section: -1, row: -1)
        }
        guard path.section >= 0, path.row >= 0, numbers.allSatisfy({ $0 != nil }) else {
            return .failure(IndexedPartError(
                "expected an index path such as \(table.name)[0, 2] (section, row) or \(table.name)[2] (a row of section 0)"))
        }
        guard table.globalRow(path) != nil else {
            return .failure(IndexedPartError("\(table.name) has no row \(path.row) in section \(path.section)"))
        }
        guard let cell = table.cellForRow(at: path) else {
            return .failure(IndexedPartError("row \(path.row) of section \(path.section) has no cell (offscreen)"))
        }
        return .success(cell.name)
    }
}
