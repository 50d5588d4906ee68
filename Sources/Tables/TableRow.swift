import Layout

/// One row of a table: which prototype shows it, what its labels say, and the heights the
/// data source gives it (`heightForRowAt`, `estimatedHeightForRowAt`).
///
/// Kept small (a million rows fit in tens of megabytes): the prototype is an index into the
/// table's prototypes, generated text is a template index and a number, and absent heights
/// are NaN rather than optionals.
public struct TableRow: Sendable {
    var prototype: Int32
    /// `canEditRowAt`: whether editing mode shows the row's editing control. Kept beside the
    /// 32-bit prototype index, where it takes no room of its own.
    var isEditable = true
    /// Label name to text, for rows given text one by one.
    var texts: [String: String]
    /// Index into the table's text templates, or -1: the row's text is generated from it.
    var template: Int32
    /// The number a template's `{n}` becomes.
    var number: Int32
    /// `heightForRowAt`: NaN when the row has none (0 hides a static row).
    var explicitHeight: Double
    /// `estimatedHeightForRowAt`: NaN when the row has none.
    var estimatedHeight: Double

    init(prototype: Int32, texts: [String: String] = [:], template: Int32 = -1, number: Int32 = 0) {
        self.prototype = prototype
        self.texts = texts
        self.template = template
        self.number = number
        explicitHeight = .nan
        estimatedHeight = .nan
    }
}

/// `UITableView.rowHeight`.
public enum RowHeight: Hashable, Sendable, CustomStringConvertible {
    /// `UITableView.automaticDimension`: rows measure their cell.
    case automatic
    case fixed(Double)

    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .fixed(let height): formatPoints(height)
        }
    }
}

/// A section: its header and footer titles and how many rows it has.
public struct TableSection: Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    public internal(set) var rowCount: Int

    public init(headerTitle: String? = nil, footerTitle: String? = nil) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        rowCount = 0
    }
}

/// A row's place: section and row within it, as `IndexPath` prints it.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public var description: String { "[\(section), \(row)]" }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
