public import Layout

/// What the data source changes: sections, prototypes, rows inserted, deleted, moved and
/// reloaded, their texts and heights (read on `endUpdates` and reloads, as UIKit reads them),
/// and scrolling to a row. The rows live in ``TableRows``, their heights in ``RowHeights``,
/// their cells in ``CellReuse``; these keep the three in step.
extension TableView {
    /// Rows fit in 32-bit indices, which keeps a million-row table small.
    public static let maximumRows = 10_000_000
    /// Rows across every table of a scene.
    public static let maximumRowsInScene = 10_000_000

    @discardableResult
    public func addSection(headerTitle: String? = nil, footerTitle: String? = nil) -> Int {
        applyPendingHeights()
        rows.sections.append(TableSection(headerTitle: headerTitle, footerTitle: footerTitle))
        setNeedsSync()
        return sections.count - 1
    }

    /// Makes a prototype whose content view is a new view named `name`, outside the window,
    /// for the view commands to fill.
    @discardableResult
    public func addPrototype(named name: String, reuseIdentifier: String? = nil) throws -> Prototype {
        guard let scene else { throw TableError.noSuchPrototype(name) }
        guard !prototypes.contains(where: { $0.name == name }) else { throw TableError.prototypeTaken(name) }
        let contentView = try scene.addTemplate(CellContentView(name: name, frame: Rect(x: 0, y: 0, width: frame.width, height: 44)))
        contentView.layoutMargins = Self.cellLayoutMargins(on: scene.screen)
        let prototype = Prototype(name: name, reuseIdentifier: reuseIdentifier ?? name, contentView: contentView)
        prototypes.append(prototype)
        return prototype
    }

    /// A cell content view's layout margins: 8 pt above and below, and at the sides the
    /// table's default separator inset (``IOSRelease/separatorInset(screen:)``: 15 pt on iOS 7,
    /// 16 from iOS 8, 20 on iPad and the phones 414 pt wide), so `|-[title]-|` lines a cell's
    /// text up with the separator and the standard cells' labels. Apple does not document the
    /// figures; they are what iOS 7 and 8 measure (Stack Overflow 29349917), and default cells
    /// recorded on later releases place their text label 16 pt in (a 375 pt grouped cell of
    /// iOS 14 and later printed by Cycript, `frame = (16 19; ...)`).
    static func cellLayoutMargins(on screen: Screen) -> EdgeInsets {
        let side = screen.release.separatorInset(screen: screen.size)
        return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }

    /// `separatorInset`: where the separators start (and, at the right, end). By default the
    /// release's inset on the left (``cellLayoutMargins(on:)``), nothing on the right.
    public var separatorInset: EdgeInsets {
        if let customSeparatorInset { return customSeparatorInset }
        guard let screen = scene?.screen else { return EdgeInsets(left: 16) }
        return EdgeInsets(left: screen.release.separatorInset(screen: screen.size))
    }

    public func prototype(named name: String) -> Prototype? {
        prototypes.first { $0.name == name }
    }

    /// Inserts `count` rows at `path` showing `prototype`: each with `texts` (label to text),
    /// or generated from `template` (label to template, see ``TextTemplate``), numbered from
    /// `firstNumber`.
    public func insertRows(
        count: Int, at path: IndexPath, prototype name: String,
        texts: [String: String] = [:], template: [String: String] = [:], firstNumber: Int = 0
    ) throws {
        guard sections.indices.contains(path.section) else { throw TableError.noSuchSection(path.section, count: sections.count) }
        guard (0...sections[path.section].rowCount).contains(path.row) else { throw TableError.noSuchRow(path) }
        guard let prototypeIndex = prototypes.firstIndex(where: { $0.name == name }) else { throw TableError.noSuchPrototype(name) }
        let labels = Set(prototypes[prototypeIndex].labels.map(\.name))
        for label in (Array(texts.keys) + Array(template.keys)).sorted() where !labels.contains(label) {
            throw TableError.noSuchLabel(prototype: name, label: label)
        }
        guard count >= 0, rows.count + count <= Self.maximumRows else { throw TableError.tooManyRows(rows.count + count) }
        // A cap over all tables too: four tables of ten million rows reached 2.8 GB.
        let inScene = (scene?.views ?? []).reduce(0) { $0 + (($1 as? TableView)?.rows.count ?? 0) }
        guard inScene + count <= Self.maximumRowsInScene else { throw TableError.tooManyRowsInScene(inScene + count) }
        applyPendingHeights()
        let templateIndex = template.isEmpty ? -1 : rows.addTemplate(template)
        let start = startOfSection(path.section) + path.row
        let made = (0..<count).map { offset in
            TableRow(prototype: Int32(prototypeIndex), texts: texts, template: templateIndex, number: Int32(truncatingIfNeeded: firstNumber + offset))
        }
        insertRowStorage(made, at: start)
        rows.sections[path.section].rowCount += count
        reuse.shiftVisibleRows(from: start, by: count)
        setNeedsSync()
    }

    /// Deletes `count` rows from `path`.
    public func deleteRows(count: Int, at path: IndexPath) throws {
        guard let start = globalRow(path), count > 0, path.row + count <= sections[path.section].rowCount else {
            throw TableError.noSuchRow(IndexPath(section: path.section, row: path.row + max(0, count - 1)))
        }
        applyPendingHeights()
        for row in start..<(start + count) { recycleCell(ofRow: row) }
        removeRowStorage(start..<(start + count))
        rows.sections[path.section].rowCount -= count
        reuse.shiftVisibleRows(from: start + count, by: -count)
        setNeedsSync()
    }

    /// Moves a row, keeping its content and its measured height.
    public func moveRow(from source: IndexPath, to destination: IndexPath) throws {
        guard let from = globalRow(source) else { throw TableError.noSuchRow(source) }
        guard sections.indices.contains(destination.section) else {
            throw TableError.noSuchSection(destination.section, count: sections.count)
        }
        let limit = sections[destination.section].rowCount - (destination.section == source.section ? 1 : 0)
        guard (0...limit).contains(destination.row) else { throw TableError.noSuchRow(destination) }
        applyPendingHeights()
        guard let (row, height, valid) = removeRowStorage(from..<(from + 1)).first else { throw TableError.noSuchRow(source) }
        rows.sections[source.section].rowCount -= 1
        rows.sections[destination.section].rowCount += 1
        rows.sectionStarts = []
        let to = startOfSection(destination.section) + destination.row
        insertRowStorage(row, height: height, valid: valid, at: to)
        for visible in reuse.visibleCells.keys.sorted() { recycleCell(ofRow: visible) }
        setNeedsSync()
    }

    /// Gives a row new label texts: its cached height no longer applies.
    public func setTexts(_ texts: [String: String], ofRow path: IndexPath) throws {
        guard let global = globalRow(path) else { throw TableError.noSuchRow(path) }
        let name = prototypes[Int(rows[global].prototype)].name
        let labels = Set(prototypes[Int(rows[global].prototype)].labels.map(\.name))
        for label in texts.keys.sorted() where !labels.contains(label) { throw TableError.noSuchLabel(prototype: name, label: label) }
        rows.detachFromTemplate(row: global)
        rows.modifyRow(at: global) { $0.texts.merge(texts) { $1 } }
        invalidateHeight(ofRow: global)
    }

    /// What the data source's `heightForRowAt` returns for a row (nil: nothing, 0 hides it).
    /// Like UIKit, the table reads it at the next `endUpdates` or reload.
    public func setHeight(_ height: Double?, ofRow path: IndexPath) throws {
        guard let global = globalRow(path) else { throw TableError.noSuchRow(path) }
        rows.setPending(ofRow: global) { $0.explicit = height ?? .nan }
    }

    /// What `estimatedHeightForRowAt` returns for a row (nil: the table's estimate).
    public func setEstimatedHeight(_ height: Double?, ofRow path: IndexPath) throws {
        guard let global = globalRow(path) else { throw TableError.noSuchRow(path) }
        rows.setPending(ofRow: global) { $0.estimate = height ?? .nan }
    }

    /// The data source's answer for a row, as the table will next read it.
    public func dataSourceHeight(ofRow path: IndexPath) -> (height: Double?, estimate: Double?)? {
        guard let global = globalRow(path) else { return nil }
        let row = rows.rowWithPendingHeights(global)
        return (row.explicitHeight.isNaN ? nil : row.explicitHeight, row.estimatedHeight.isNaN ? nil : row.estimatedHeight)
    }

    /// Whether a data-source height waits for the next `endUpdates` or reload.
    public var hasPendingHeights: Bool { rows.hasPendingHeights }

    /// `beginUpdates(); endUpdates()`: the table asks for every row's height again (the
    /// visible self-sizing rows are measured again) and recomputes its content size.
    /// Returns the content height before and after.
    @discardableResult
    public func performUpdates() -> (before: Double, after: Double) {
        // endUpdates lays the rows out at once (it animates them to their new places), so
        // the content size after it is current.
        sync()
        let before = contentSize.height
        applyPendingHeights()
        for row in reuse.visibleCells.keys.sorted() where isSelfSizing(row) { invalidateHeight(ofRow: row) }
        scene?.setNeedsLayout()
        sync()
        return (before, contentSize.height)
    }

    /// `reloadRows(at:)`: the rows get new cells and are measured again.
    public func reloadRows(_ paths: [IndexPath]) throws {
        let globals = try paths.map { path in
            guard let global = globalRow(path) else { throw TableError.noSuchRow(path) }
            return global
        }
        applyPendingHeights()
        for global in globals.sorted() {
            invalidateHeight(ofRow: global)
            recycleCell(ofRow: global)
        }
        scene?.setNeedsLayout()
    }

    /// `reloadData()`: every height is asked again and every visible row gets a cell again.
    public func reloadData() {
        applyPendingHeights()
        invalidateAllHeights()
        for row in reuse.visibleCells.keys.sorted() { recycleCell(ofRow: row) }
    }

    /// Where `scrollToRow(at:at:)` puts the row: `UITableView.ScrollPosition`.
    public enum ScrollPosition: String, CaseIterable, Sendable {
        case top, middle, bottom
    }

    /// `scrollToRow(at:at:animated:)`: scrolls until the row's top is at the top of the view,
    /// its middle at the middle, or its bottom at the bottom (as near as the offset range
    /// allows). Rows measured on the way move the target, so the table aims again until it
    /// stays put, as UIKit corrects its estimate-based jumps.
    public func scrollToRow(_ path: IndexPath, at position: ScrollPosition = .top) throws {
        guard globalRow(path) != nil else { throw TableError.noSuchRow(path) }
        // Aim until the offset is the one the row's (clamped) place asks for: measuring rows
        // on the way can move the row or lengthen the content after the offset was clamped.
        for _ in 0..<Self.maximumAims {
            guard let rect = rectForRow(at: path) else { return }
            let target: Double
            switch position {
            case .top: target = rect.minY
            case .middle: target = rect.minY + rect.height / 2 - frame.height / 2
            case .bottom: target = rect.maxY - frame.height
            }
            let range = verticalOffsetRange
            let wanted = min(max(target, range.lowerBound), range.upperBound)
            if wanted == contentOffset.y { break }
            scroll(toY: wanted)
        }
    }

    /// How many times a scroll aims again before it settles for where it is.
    static let maximumAims = 32

    // MARK: - Internals

    func invalidateHeight(ofRow global: Int) {
        guard rowHeights.hasMeasurementSlot(ofRow: global) else { return }
        rowHeights.invalidateMeasurement(ofRow: global)
        rowHeights.setIndexedHeight(currentHeight(ofRow: global, measuringIfNeeded: false), ofRow: global)
        scene?.setNeedsLayout()
    }

    func applyPendingHeights() {
        guard rows.hasPendingHeights else { return }
        // Only the rows whose answers changed are updated: no walk over every row.
        rows.applyPendingHeights { global in
            rowHeights.setIndexedHeight(currentHeight(ofRow: global, measuringIfNeeded: true), ofRow: global)
        }
        scene?.setNeedsLayout()
    }
}
