import Layout

/// Why a table edit was refused; the table is unchanged.
public enum TableError: Error, Equatable, CustomStringConvertible {
    case noSuchSection(Int, count: Int)
    case noSuchRow(IndexPath)
    case noSuchPrototype(String)
    case noSuchLabel(prototype: String, label: String)
    case prototypeTaken(String)
    case tooManyRows(Int)
    case tooManyRowsInScene(Int)
    case notInTable(String)
    /// The view cannot become a subview of the table (it is the table, or holds it).
    case cannotAttach(String, reason: String)

    public var description: String {
        switch self {
        case .noSuchSection(let section, let count):
            "no section \(section) (the table has \(counted(count, "section")))"
        case .noSuchRow(let path): "no row \(path)"
        case .noSuchPrototype(let name): "no prototype '\(name)' in this table"
        case .noSuchLabel(let prototype, let label): "prototype '\(prototype)' has no label '\(label)'"
        case .prototypeTaken(let name): "the table already has a prototype '\(name)'"
        case .tooManyRows(let count): "\(count) rows is more than a table holds here (at most \(TableView.maximumRows))"
        case .tooManyRowsInScene(let count): "\(count) rows in all tables is more than a scene holds here (at most \(TableView.maximumRowsInScene))"
        case .notInTable(let name): "'\(name)' is not a subview of the table"
        case .cannotAttach(let name, let reason): "'\(name)' cannot move into the table (\(reason))"
        }
    }
}
