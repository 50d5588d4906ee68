import Layout

/// A table's data: its sections, its rows (``TableRow``: prototype, texts, data-source
/// heights) and the text templates generated rows share, with the data-source heights that
/// wait for the table to ask again. What UIKit asks its data source for, kept.
///
/// The row array changes an element or a range at a time, each change recorded in the
/// scene's journal at its own size: a table of a million rows that changes seven of them
/// records seven rows, never a copy of a million. Every change to it goes through here.
///
/// Finding rows costs O(log sections): ``sectionStarts`` holds where each section's rows
/// begin in the one row array (the global row), rebuilt when the table rebuilds its layout.
final class TableRows: JournalOwner {
    /// The table's journal (``View/journal``), for the records of these properties.
    weak var journal: ModelJournal?

    @Journaled var sections: [TableSection] = []
    /// Per-row data, by global row; changed only through ``setRow(_:at:)`` and its
    /// neighbours (element by element in the journal), never as a whole value.
    private(set) var rows: [TableRow] = []
    /// Text templates of generated rows: label name to template.
    @Journaled private(set) var templates: [[String: String]] = []
    /// The global row each section starts at, and the row count after the last (empty: to
    /// be computed, see ``startOfSection(_:)``).
    @Journaled var sectionStarts: [Int] = [0]
    /// Data-source heights set since the table last asked, by global row.
    @Journaled private var pendingHeights: [Int: PendingHeight] = [:]

    var count: Int { rows.count }
    var isEmpty: Bool { rows.isEmpty }
    var indices: Range<Int> { rows.indices }

    subscript(index: Int) -> TableRow { rows[index] }

    // MARK: - Changing rows

    /// Replaces row `index`'s data.
    func setRow(_ row: TableRow, at index: Int) {
        if let journal { journal.setElement(self, \.rows, index, row) } else if rows.indices.contains(index) { rows[index] = row }
    }

    /// Changes row `index`'s data in place.
    func modifyRow(at index: Int, _ change: (inout TableRow) -> Void) {
        guard rows.indices.contains(index) else { return }
        var row = rows[index]
        change(&row)
        setRow(row, at: index)
    }

    /// Inserts rows at global row `start`.
    func insert(_ made: [TableRow], at start: Int) {
        if let journal { journal.insert(self, \.rows, contentsOf: made, at: start) } else { rows.insert(contentsOf: made, at: min(start, rows.count)) }
    }

    /// Removes rows `range` (clamped to the rows); returns them.
    func remove(_ range: Range<Int>) -> [TableRow] {
        let clamped = range.clamped(to: 0..<rows.count)
        let removed = Array(rows[clamped])
        if let journal { journal.removeSubrange(self, \.rows, clamped) } else { rows.removeSubrange(clamped) }
        return removed
    }

    /// Keeps a template for generated rows; returns its index.
    func addTemplate(_ template: [String: String]) -> Int32 {
        templates.append(template)
        return Int32(templates.count - 1)
    }

    /// The row keeps what its template said for the labels it does not override, and no
    /// longer follows the template.
    func detachFromTemplate(row index: Int) {
        guard rows.indices.contains(index), rows[index].template >= 0, let template = templates[safe: Int(rows[index].template)] else { return }
        modifyRow(at: index) { row in
            for (label, pattern) in template where row.texts[label] == nil {
                row.texts[label] = TextTemplate.expand(pattern, number: Int(row.number))
            }
            row.template = -1
        }
    }

    /// The text a row gives a label: its own, or its template's with `{n}` and `{words:A-B}`
    /// filled in; nil when the row says nothing for that label.
    func text(ofRow index: Int, label: String) -> String? {
        guard rows.indices.contains(index) else { return nil }
        let row = rows[index]
        if let text = row.texts[label] { return text }
        guard templates.indices.contains(Int(row.template)), let template = templates[Int(row.template)][label] else { return nil }
        return TextTemplate.expand(template, number: Int(row.number))
    }

    // MARK: - Data-source heights

    /// Sets what the data source answers for a row from now on (read at the next
    /// ``applyPendingHeights(_:)``).
    func setPending(ofRow global: Int, _ change: (inout PendingHeight) -> Void) {
        guard rows.indices.contains(global) else { return }
        change(&pendingHeights[global, default: PendingHeight(row: rows[global])])
    }

    /// The row as the data source will next give it.
    func rowWithPendingHeights(_ global: Int) -> TableRow {
        pendingHeights[global].map { TableRow.with($0, of: rows[global]) } ?? rows[global]
    }

    var hasPendingHeights: Bool { !pendingHeights.isEmpty }

    /// Reads the waiting data-source heights into their rows, in row order, calling
    /// `didApply` after each row; only the rows whose answers changed are touched.
    func applyPendingHeights(_ didApply: (Int) -> Void) {
        for (global, pending) in pendingHeights.sorted(by: { $0.key < $1.key }) where rows.indices.contains(global) {
            setRow(TableRow.with(pending, of: rows[global]), at: global)
            didApply(global)
        }
        pendingHeights = [:]
    }

    // MARK: - Sections

    /// Each section's first global row, and the count after the last.
    func rebuildSectionStarts() {
        var starts = [0]
        for section in sections { starts.append((starts.last ?? 0) + section.rowCount) }
        sectionStarts = starts
    }

    func startOfSection(_ section: Int) -> Int {
        if sectionStarts.count == sections.count + 1 { return sectionStarts[section] }
        return sections.prefix(section).reduce(0) { $0 + $1.rowCount }
    }

    /// The global index of a row, nil when it does not exist.
    func globalRow(_ path: IndexPath) -> Int? {
        guard sections.indices.contains(path.section), (0..<sections[path.section].rowCount).contains(path.row) else { return nil }
        return startOfSection(path.section) + path.row
    }

    func indexPath(ofRow global: Int) -> IndexPath? {
        guard rows.indices.contains(global) else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if startOfSection(middle) <= global { low = middle } else { high = middle - 1 }
        }
        return IndexPath(section: low, row: global - startOfSection(low))
    }
}

/// A data-source height waiting to be read.
struct PendingHeight: Sendable {
    var explicit: Double
    var estimate: Double

    init(row: TableRow) {
        explicit = row.explicitHeight
        estimate = row.estimatedHeight
    }
}

extension TableRow {
    static func with(_ pending: PendingHeight, of row: TableRow) -> TableRow {
        var copy = row
        copy.explicitHeight = pending.explicit
        copy.estimatedHeight = pending.estimate
        return copy
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
