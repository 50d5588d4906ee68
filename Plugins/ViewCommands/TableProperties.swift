import Commands
import Layout
import Tables

/// The properties of tables (`UITableView`), beyond those of scroll views.
enum TableProperties {
    static func table(_ name: String, get: @escaping @Sendable (TableView, Session) -> String, set: Property.Setter<TableView>? = nil) -> Property {
        Property.typed(name, [.table], get: get, set: set)
    }

    /// A height, or `automatic` (nil).
    static func height(_ reader: inout ArgumentReader) throws(SyntaxError) -> Double? {
        try reader.nonNegativeNumber(orNone: "automatic", "a height or automatic")
    }

    static let all: [Property] = [
        table("style", get: { table, _ in table.style.rawValue }),
        table("rowHeight", get: { table, _ in table.rowHeight.description }, set: { table, reader, _ throws(SyntaxError) in
            table.rowHeight = try height(&reader).map(RowHeight.fixed) ?? .automatic
        }),
        table("estimatedRowHeight", get: { table, _ in formatPoints(table.estimatedRowHeight) }, set: { table, reader, _ throws(SyntaxError) in
            let value = try reader.number("an estimated height (0: no estimates)")
            guard value >= 0 else { throw reader.errorAtPrevious(expected: "an estimated height of 0 or more") }
            table.estimatedRowHeight = value
        }),
        table("separatorStyle", get: { table, _ in table.separatorStyle.rawValue }, set: { table, reader, _ throws(SyntaxError) in
            table.separatorStyle = try Values.choice(&reader, TableView.SeparatorStyle.self)
        }),
        table("sectionHeaderHeight", get: { table, _ in table.sectionHeaderHeight.map(formatPoints) ?? "automatic" }, set: { table, reader, _ throws(SyntaxError) in
            table.sectionHeaderHeight = try height(&reader)
        }),
        table("sectionFooterHeight", get: { table, _ in table.sectionFooterHeight.map(formatPoints) ?? "automatic" }, set: { table, reader, _ throws(SyntaxError) in
            table.sectionFooterHeight = try height(&reader)
        }),
        table("tableHeaderView", get: { table, _ in table.tableHeaderView?.name ?? "nil" }, set: { table, reader, session throws(SyntaxError) in
            table.tableHeaderView = try attachedView(&reader, to: table, session: session)
        }),
        table("tableFooterView", get: { table, _ in table.tableFooterView?.name ?? "nil" }, set: { table, reader, session throws(SyntaxError) in
            table.tableFooterView = try attachedView(&reader, to: table, session: session)
        }),
        table("sections", get: { table, _ in String(table.sections.count) }),
        table("rows", get: { table, _ in String(table.sections.reduce(0) { $0 + $1.rowCount }) }),
        table("visibleRows", get: { table, _ in
            let rows = table.visibleRows
            guard let first = rows.first, let last = rows.last else { return "none" }
            return "\(rows.count) rows, \(first.indexPath) to \(last.indexPath)"
        }),
        table("heightCache", get: { table, _ in
            table.updateContent()
            let cache = table.cacheStatistics
            return "measured \(cache.measurements), hits \(cache.hits), invalidations \(cache.invalidations)"
        }),
        table("cells", get: { table, _ in
            let reuse = table.reuseStatistics
            return "created \(reuse.created), reused \(reuse.reused), layout switches \(reuse.layoutSwitches), constraints added \(reuse.constraintsAdded), removed \(reuse.constraintsRemoved)"
        }),
        table("prototypes", get: { table, _ in
            table.prototypes.map { $0.name == $0.reuseIdentifier ? $0.name : "\($0.name) (\($0.reuseIdentifier))" }.joined(separator: ", ")
        }),
    ]

    /// `nil`, or a view that becomes a subview of the table (assigning a header adds it, as in UIKit).
    private static func attachedView(_ reader: inout ArgumentReader, to table: TableView, session: Session) throws(SyntaxError) -> View? {
        if reader.keyword("nil") != nil { return nil }
        let view = try session.view(named: try reader.word("a view or nil"))
        guard view !== table else { throw reader.error(expected: "a view other than the table") }
        if view.superview !== table {
            do {
                try session.scene.move(view, to: table)
            } catch {
                throw reader.error(expected: "a view that can move into the table (\(error))")
            }
        }
        return view
    }
}
