public import Layout

/// The views of the cells on screen: made from the prototype when a cell is first shown (or
/// when a reused cell changes prototype, or its prototype changed), then given each row's
/// texts, frame and encapsulated size. A cell back in its reuse pool stays a hidden subview,
/// as UIKit keeps it, with its constraints still installed.
extension TableView {
    /// Shows the row's cell: its views match the row's prototype, its labels the row's texts,
    /// its frame the row's rect, its content view's encapsulated size the row's size.
    func showCell(_ id: Int, forRow row: Int, signatures: [Int32: String]) {
        guard let scene, rows.indices.contains(row), let rect = rowRect(global: row), let cell = cellView(id) else { return }
        let prototypeIndex = rows[row].prototype
        guard prototypes.indices.contains(Int(prototypeIndex)) else { return }
        let signature = signatures[prototypeIndex] ?? ""
        // The row's height on the pixel grid; the content view is that less the separator.
        let height = PixelGrid.round(rect.height, scale: scene.screen.scale)
        let frame = Rect(x: 0, y: rect.minY, width: rect.width, height: height)
        let span = contentSpan(ofRow: row)
        let content = Size(width: span.width, height: max(0, PixelGrid.round(height - separatorHeight, scale: scene.screen.scale)))
        if cell.prototypeIndex != prototypeIndex || cell.prototypeSignature != signature {
            fill(cell, withPrototype: prototypeIndex, signature: signature, contentSize: content, in: scene)
        }
        for label in prototypes[Int(prototypeIndex)].labels {
            guard let copy = cell.copies[label.name] as? Label else { continue }
            let text = self.text(ofRow: row, label: label.name) ?? label.text
            if copy.text != text { copy.text = text }
        }
        // Only the pool's hiding is undone: a cell the script hid stays hidden, as UIKit
        // leaves `isHidden` to the app (the static-cells seed hides its collapsed cell).
        if cell.isHiddenByPool {
            cell.isHiddenByPool = false
            cell.isHidden = false
        }
        if cell.storedFrame != frame { cell.frame = frame }
        // The cell's margins follow the separator inset, which follows the screen.
        let margins = Self.cellLayoutMargins(on: scene.screen)
        if cell.layoutMargins != margins { cell.layoutMargins = margins }
        for (constraint, value) in [(cell.encapsulatedLeft, span.x), (cell.encapsulatedWidth, content.width), (cell.encapsulatedHeight, content.height)] {
            if let constraint, constraint.constant != value { scene.setConstant(value, of: constraint) }
        }
    }

    /// Gives prototype `name`'s cells a standard accessory (the editing accessory when
    /// `editing`). Rows are measured again at the narrower width (as after `reloadData`, when
    /// UIKit would ask for the cells anew).
    public func setAccessoryType(_ type: AccessoryType, of contentView: CellContentView, editing: Bool = false) {
        guard prototypes.contains(where: { $0.contentView === contentView }) else { return }
        let current = editing ? contentView.editingAccessoryType : contentView.accessoryType
        guard current != type else { return }
        if editing { contentView.editingAccessoryType = type } else { contentView.accessoryType = type }
        invalidateAllHeights()
    }

    /// Gives prototype `name`'s cells a custom accessory view (the editing accessory view when
    /// `editing`; nil removes it), which wins over the type; rows are measured again.
    public func setAccessoryView(_ view: View?, of contentView: CellContentView, editing: Bool = false) {
        guard prototypes.contains(where: { $0.contentView === contentView }) else { return }
        let current = editing ? contentView.editingAccessoryView : contentView.accessoryView
        guard current !== view else { return }
        if editing { contentView.editingAccessoryView = view } else { contentView.accessoryView = view }
        invalidateAllHeights()
    }

    /// The table whose prototype `contentView` is, if any.
    public static func owning(prototype contentView: CellContentView, in scene: Scene) -> TableView? {
        scene.views.lazy.compactMap { $0 as? TableView }.first { $0.prototypes.contains { $0.contentView === contentView } }
    }

    /// A cell back in the pool hides until it is shown again.
    func hideCell(_ id: Int) {
        // A cell the script hid is left as it is: dequeued again it is still hidden, as a
        // reused UIKit cell keeps whatever `isHidden` the app gave it.
        guard let cell = reuse.view(of: id), !cell.isHidden else { return }
        cell.isHiddenByPool = true
        cell.isHidden = true
    }

    /// The rect of global row `row` in the table's content.
    func rowRect(global row: Int) -> Rect? {
        indexPath(ofRow: row).flatMap(rectForRow(at:))
    }

    /// Cell `id`'s views, made the first time.
    private func cellView(_ id: Int) -> TableViewCell? {
        guard let scene, reuse.cells.indices.contains(id) else { return nil }
        if let view = reuse.view(of: id) { return view }
        let cell = TableViewCell(name: "\(name).cell\(id + 1)", cellNumber: id + 1)
        // The cell's margins follow the separator inset (see ``cellLayoutMargins(on:)``):
        // a content view that preserves its superview's margins gets at least these.
        cell.layoutMargins = Self.cellLayoutMargins(on: scene.screen)
        // Refused only for a name already taken (cells are named after their table, with a
        // dot, which a name a user gives never has) or a table of no scene (guarded above):
        // not expected, but then the row shows no cell and the log says why.
        do throws(LayoutError) {
            try scene.addContained(cell, to: self)
            try scene.addContained(cell.contentView, to: cell)
        } catch {
            scene.warn("Table \(name) could not make cell \(cell.name): \(error)")
            return nil
        }
        reuse.setView(cell, of: id)
        return cell
    }

    /// Replaces what the cell holds by a copy of prototype `index` (``CellPrototype/copy(into:in:prefix:owner:)``),
    /// then the encapsulated constraints, installed last as UIKit adds them when it sizes the cell.
    private func fill(_ cell: TableViewCell, withPrototype index: Int32, signature: String, contentSize: Size, in scene: Scene) {
        let contentView = cell.contentView
        let prototype = prototypes[Int(index)]
        contentView.takeProperties(of: prototype.contentView)
        let copying = prototype.copy(into: contentView, in: scene, prefix: cell.name, owner: "Table \(name)")
        func encapsulated(_ attribute: LayoutAttribute, _ suffix: String, _ constant: Double) -> LayoutConstraint {
            scene.makeHeldConstraint(
                contentView, attribute, .equal, nil, nil, constant: constant, kind: .encapsulatedLayout,
                name: "\(contentView.name).\(attribute.rawValue)(encapsulated)", identifier: "UIView-Encapsulated-Layout-\(suffix)"
            )
        }
        let left = encapsulated(.minX, "Left", 0)
        let width = encapsulated(.width, "Width", contentSize.width)
        let height = encapsulated(.height, "Height", contentSize.height)
        scene.hold(copying.constraints + [left, encapsulated(.minY, "Top", 0), width, height], on: contentView)
        cell.copies = copying.copiesByOriginalName
        cell.prototypeIndex = index
        cell.prototypeSignature = signature
        cell.encapsulatedLeft = left
        cell.encapsulatedWidth = width
        cell.encapsulatedHeight = height
    }

    /// What a cell copies from each prototype (``CellPrototype/signature(in:)``).
    func prototypeSignatures() -> [Int32: String] {
        guard let scene else { return [:] }
        var signatures: [Int32: String] = [:]
        for (index, prototype) in prototypes.enumerated() { signatures[Int32(index)] = prototype.signature(in: scene) }
        return signatures
    }
}

extension TableView {
    /// `cellForRow(at:)`: the cell showing the row, nil when the row is not on screen (as of
    /// the last layout).
    public func cellForRow(at path: IndexPath) -> TableViewCell? {
        guard let global = globalRow(path), let id = reuse.visibleCells[global] else { return nil }
        return reuse.view(of: id)
    }
}

extension TableView {
    /// The texts a row gives its prototype's labels, in the labels' order (those it sets).
    public func texts(ofRow path: IndexPath) -> [(label: String, text: String)] {
        guard let global = globalRow(path), prototypes.indices.contains(Int(rows[global].prototype)) else { return [] }
        return prototypes[Int(rows[global].prototype)].labels.compactMap { label in
            text(ofRow: global, label: label.name).map { (label.name, $0) }
        }
    }
}
