import Commands
import Layout
import Tables
import ScriptSyntax

/// The properties of tables (`UITableView`), beyond those of scroll views.
enum TableProperties {
    static let heightOrAutomatic = ValueType.optionalNumber(.length, none: "automatic")

    static let all: [Property] = [
        .table("style", .enumeration(name: "Style", cases: TableView.Style.allCases.map(\.rawValue)), "plain or grouped, fixed when the table is made.",
               get: { table, _ in .enumCase(table.style.rawValue) }),
        .table("rowHeight", heightOrAutomatic, "Every row's height, or automatic (self-sizing rows).",
               get: { table, _ in
                   switch table.rowHeight {
                   case .automatic: .none("automatic")
                   case .fixed(let height): .number(height)
                   }
               },
               set: { table, value, _ throws(ValueError) in table.rowHeight = try value.optionalNumber().map(RowHeight.fixed) ?? .automatic }),
        .table("estimatedRowHeight", .number(.length), "The height rows are assumed to have until measured; 0: no estimates.",
               get: { table, _ in .number(table.estimatedRowHeight) },
               set: { table, value, _ throws(ValueError) in table.estimatedRowHeight = try value.number() }),
        .table("separatorStyle", .enumeration(name: "SeparatorStyle", cases: TableView.SeparatorStyle.allCases.map(\.rawValue)),
               "singleLine or none.",
               get: { table, _ in .enumCase(table.separatorStyle.rawValue) },
               set: { table, value, _ throws(ValueError) in table.separatorStyle = try value.choice(TableView.SeparatorStyle.self) }),
        .table("separatorInset", .optional(.insets, none: "automatic"),
               "Where separators start at the left (and end at the right); automatic: the release's, 15 (iOS 7), 16, or 20 on iPad and 414 pt phones.",
               get: { table, _ in .insets(table.separatorInset) },
               set: { table, value, _ throws(ValueError) in table.customSeparatorInset = value.isNone ? nil : try value.insets() }),
        .table("insetsContentViewsToSafeArea", .bool,
               "Whether each cell's content view keeps out of the table's safe area at the left and right (true by default).",
               get: { table, _ in .bool(table.insetsContentViewsToSafeArea) },
               set: { table, value, _ throws(ValueError) in table.insetsContentViewsToSafeArea = try value.bool() }),
        .table("sectionHeaderHeight", heightOrAutomatic, "Section headers' height, or automatic.",
               get: { table, _ in .optional(table.sectionHeaderHeight, none: "automatic") },
               set: { table, value, _ throws(ValueError) in table.sectionHeaderHeight = try value.optionalNumber() }),
        .table("sectionFooterHeight", heightOrAutomatic, "Section footers' height, or automatic.",
               get: { table, _ in .optional(table.sectionFooterHeight, none: "automatic") },
               set: { table, value, _ throws(ValueError) in table.sectionFooterHeight = try value.optionalNumber() }),
        .table("estimatedSectionHeaderHeight", .number(.length),
               "The height a header view counts for until its section comes into view and it is fitted; 0: fitted up front (the model's default).",
               get: { table, _ in .number(table.estimatedSectionHeaderHeight) },
               set: { table, value, _ throws(ValueError) in table.estimatedSectionHeaderHeight = try value.number() }),
        .table("estimatedSectionFooterHeight", .number(.length),
               "The height a footer view counts for until its section comes into view and it is fitted; 0: fitted up front (the model's default).",
               get: { table, _ in .number(table.estimatedSectionFooterHeight) },
               set: { table, value, _ throws(ValueError) in table.estimatedSectionFooterHeight = try value.number() }),
        .table("tableHeaderView", .optional(.view, none: "nil"), "The view above the rows, at its frame's height; assigning makes it a subview.",
               get: { table, _ in table.tableHeaderView.map { .view($0.name) } ?? .none("nil") },
               set: { table, value, session throws(ValueError) in table.tableHeaderView = try attachedView(value, to: table, session: session) }),
        .table("tableFooterView", .optional(.view, none: "nil"), "The view below the rows; assigning makes it a subview.",
               get: { table, _ in table.tableFooterView.map { .view($0.name) } ?? .none("nil") },
               set: { table, value, session throws(ValueError) in table.tableFooterView = try attachedView(value, to: table, session: session) }),
        .table("sectionIndexTitles", .optional(.text, none: "nil"),
               "The section index's titles, separated by spaces (\"A B C\"); it narrows every content view.",
               get: { table, _ in table.sectionIndex.titles.isEmpty ? .none("nil") : .text(table.sectionIndex.titles.joined(separator: " ")) },
               set: { table, value, _ throws(ValueError) in
                   var index = table.sectionIndex
                   index.titles = value.isNone ? [] : try value.text().split(whereSeparator: \.isWhitespace).map(String.init)
                   table.setSectionIndex(index)
               }),
        .table("sectionIndexMinimumDisplayRowCount", .number(.count), "The index shows only when the table has at least this many rows.",
               get: { table, _ in .number(Double(table.sectionIndex.minimumDisplayRowCount)) },
               set: { table, value, _ throws(ValueError) in
                   var index = table.sectionIndex
                   index.minimumDisplayRowCount = Int(try value.number())
                   table.setSectionIndex(index)
               }),
        .table("sectionIndexWidth", .number(.length), "The width the section index takes from every content view (0 when it does not show).",
               get: { table, _ in .number(table.sectionIndexWidth) }),
        .table("isEditing", .bool, "Editing mode: rows that can be edited show the editing control and are measured again.",
               get: { table, _ in .bool(table.isEditing) },
               set: { table, value, _ throws(ValueError) in table.setEditing(try value.bool()) }),
        .table("sections", .number(.count), "How many sections.", get: { table, _ in .number(Double(table.sections.count)) }),
        .table("rows", .number(.count), "How many rows, in all sections.",
               get: { table, _ in .number(Double(table.sections.reduce(0) { $0 + $1.rowCount })) }),
        .table("visibleRows", .optional(.summary, none: "none"), "The rows on screen.", get: { table, _ in
            let rows = table.visibleRows
            guard let first = rows.first, let last = rows.last else { return .none("none") }
            return .summary("\(counted(rows.count, "row")), \(first.indexPath) to \(last.indexPath)")
        }),
        .table("heightCache", .summary, "Row heights measured, cache hits, invalidations.", get: { table, _ in
            let cache = table.cacheStatistics
            return .summary("measured \(cache.measurements), hits \(cache.hits), invalidations \(cache.invalidations)")
        }),
        .table("cells", .summary, "Cells created and reused, layout switches, constraints added and removed.", get: { table, _ in
            let reuse = table.reuseStatistics
            return .summary(
                "created \(reuse.created), reused \(reuse.reused), layout switches \(reuse.layoutSwitches), constraints added \(reuse.constraintsAdded), removed \(reuse.constraintsRemoved)"
            )
        }),
        .table("prototypes", .summary, "The prototype cells, with their reuse identifiers.", get: { table, _ in
            .summary(table.prototypes.map { $0.name == $0.reuseIdentifier ? $0.name : "\($0.name) (\($0.reuseIdentifier))" }.joined(separator: ", "))
        }),
    ]

    /// `nil`, or a view that becomes a subview of the table (assigning a header adds it, as in UIKit).
    private static func attachedView(_ value: Value, to table: TableView, session: Session) throws(ValueError) -> View? {
        if value.isNone { return nil }
        let name = try value.viewName()
        guard let view = session.scene.view(named: name) else { throw ValueError(message: "there is no view named '\(name)'") }
        guard view !== table else { throw ValueError(message: "expected a view other than the table, found \(name)") }
        if view.superview !== table {
            do {
                try session.scene.move(view, to: table)
            } catch {
                throw ValueError(message: "expected a view that can move into the table, found \(name) (\(error))")
            }
        }
        return view
    }
}
