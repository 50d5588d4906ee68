public import Layout
public import Tables

/// What the data source changes: sections, prototypes, items inserted, deleted, moved,
/// reloaded and reconfigured, and the sizes the delegate gives. Items live in
/// ``CollectionItems``, their measurements in ``ItemSizes``, their cells in ``Tables/CellReuse``;
/// these keep the three in step. Each change makes the layout build again at the next pass
/// (measured items keep their sizes); batch updates are these changes inside one animation.
extension CollectionView {
    /// Items across every collection view of a scene.
    public static let maximumItems = 10_000_000

    /// Makes a prototype whose content view is a new view named `name`, outside the window,
    /// for the view commands to fill; it starts at the flow layout's `itemSize` (50 x 50), as
    /// Xcode draws a new collection view cell.
    @discardableResult
    public func addPrototype(named name: String, reuseIdentifier: String? = nil) throws -> CollectionPrototype {
        guard let scene else { throw CollectionError.noSuchPrototype(name) }
        guard !prototypes.contains(where: { $0.name == name }) else { throw CollectionError.prototypeTaken(name) }
        let size = layout.flow?.itemSize ?? Size(width: 50, height: 50)
        let contentView = try scene.addTemplate(CollectionCellContentView(name: name, frame: Rect(origin: .zero, size: size)))
        let prototype = CollectionPrototype(name: name, reuseIdentifier: reuseIdentifier ?? name, contentView: contentView)
        prototypes.append(prototype)
        return prototype
    }

    public func prototype(named name: String) -> CollectionPrototype? {
        prototypes.first { $0.name == name }
    }

    /// The collection whose prototype `contentView` is, if any.
    public static func owning(prototype contentView: CollectionCellContentView, in scene: Scene) -> CollectionView? {
        scene.views.lazy.compactMap { $0 as? CollectionView }.first { $0.prototypes.contains { $0.contentView === contentView } }
    }

    /// Appends `count` empty sections; returns the first one's index.
    @discardableResult
    public func addSections(_ count: Int = 1) -> Int {
        let first = sections.count
        for _ in 0..<max(0, count) { items.sections.append(CollectionSection()) }
        itemsDidChange()
        return first
    }

    /// Deletes section `section` and its items.
    public func deleteSection(_ section: Int) throws {
        guard sections.indices.contains(section) else { throw CollectionError.noSuchSection(section, count: sections.count) }
        let start = items.startOfSection(section), count = sections[section].itemCount
        if count > 0 { try deleteItems(count: count, at: IndexPath(item: 0, section: section)) }
        items.sections.remove(at: section)
        orthogonalOffsets = Dictionary(uniqueKeysWithValues: orthogonalOffsets.compactMap { key, value in
            key == section ? nil : (key > section ? key - 1 : key, value)
        })
        _ = start
        itemsDidChange()
    }

    /// Inserts `count` items at `path` showing `prototype`: each with `texts` (label to
    /// text), or generated from `template` (see ``Tables/TextTemplate``), numbered from
    /// `firstNumber`.
    public func insertItems(count: Int, at path: IndexPath, prototype name: String, texts: [String: String] = [:],
                            template: [String: String] = [:], firstNumber: Int = 0) throws {
        guard sections.indices.contains(path.section) else { throw CollectionError.noSuchSection(path.section, count: sections.count) }
        guard (0...sections[path.section].itemCount).contains(path.item) else { throw CollectionError.noSuchItem(path) }
        guard let prototypeIndex = prototypes.firstIndex(where: { $0.name == name }) else { throw CollectionError.noSuchPrototype(name) }
        let labels = Set(prototypes[prototypeIndex].labels.map(\.name))
        for label in (Array(texts.keys) + Array(template.keys)).sorted() where !labels.contains(label) {
            throw CollectionError.noSuchLabel(prototype: name, label: label)
        }
        let inScene = (scene?.views ?? []).reduce(0) { $0 + (($1 as? CollectionView)?.items.count ?? 0) }
        guard count >= 0, inScene + count <= Self.maximumItems else { throw CollectionError.tooManyItems(inScene + count) }
        let templateIndex = template.isEmpty ? -1 : items.addTemplate(template)
        let start = items.startOfSection(path.section) + path.item
        let made = (0..<count).map { offset in
            CollectionItem(prototype: Int32(prototypeIndex), texts: texts, template: templateIndex,
                           number: Int32(truncatingIfNeeded: firstNumber + offset))
        }
        items.insert(made, at: start)
        sizes.insertUnmeasured(count: count, at: start)
        items.sections[path.section].itemCount += count
        reuse.shiftVisibleRows(from: start, by: count)
        itemsDidChange()
    }

    /// Deletes `count` items from `path`.
    public func deleteItems(count: Int, at path: IndexPath) throws {
        guard let start = items.globalItem(path), count > 0, path.item + count <= sections[path.section].itemCount else {
            throw CollectionError.noSuchItem(IndexPath(item: path.item + max(0, count - 1), section: path.section))
        }
        for item in start..<(start + count) { recycleCell(ofItem: item) }
        items.remove(start..<(start + count))
        _ = sizes.remove(start..<(start + count))
        items.sections[path.section].itemCount -= count
        reuse.shiftVisibleRows(from: start + count, by: -count)
        itemsDidChange()
    }

    /// Moves an item, keeping its content and its measured size (its cell goes with it).
    public func moveItem(from source: IndexPath, to destination: IndexPath) throws {
        guard let from = items.globalItem(source) else { throw CollectionError.noSuchItem(source) }
        guard sections.indices.contains(destination.section) else {
            throw CollectionError.noSuchSection(destination.section, count: sections.count)
        }
        let limit = sections[destination.section].itemCount - (destination.section == source.section ? 1 : 0)
        guard (0...limit).contains(destination.item) else { throw CollectionError.noSuchItem(destination) }
        let cell = reuse.visibleCells.removeValue(forKey: from)
        guard let item = items.remove(from..<(from + 1)).first, let size = sizes.remove(from..<(from + 1)).first else {
            throw CollectionError.noSuchItem(source)
        }
        reuse.shiftVisibleRows(from: from + 1, by: -1)
        items.sections[source.section].itemCount -= 1
        items.sections[destination.section].itemCount += 1
        let to = items.startOfSection(destination.section) + destination.item
        items.insert([item], at: to)
        sizes.insert(size.size, valid: size.valid, at: to)
        reuse.shiftVisibleRows(from: to, by: 1)
        if let cell { reuse.visibleCells[to] = cell }
        itemsDidChange()
    }

    /// `reloadItems(at:)`: the items get new cells and are measured again.
    public func reloadItems(_ paths: [IndexPath]) throws {
        let globals = try paths.map { path in
            guard let global = items.globalItem(path) else { throw CollectionError.noSuchItem(path) }
            return global
        }
        for global in globals.sorted() {
            sizes.invalidate(item: global)
            recycleCell(ofItem: global)
        }
        itemsDidChange()
    }

    /// `reloadData()`: every item is asked again: measurements dropped, visible cells given
    /// back and dequeued again.
    public func reloadData() {
        sizes.invalidateAll()
        for item in reuse.visibleCells.keys.sorted() { recycleCell(ofItem: item) }
        itemsDidChange()
    }

    /// New texts for an item, and `reconfigureItems(at:)` (iOS 15): the visible cell is
    /// configured again in place, and "after cells are reconfigured, they're always self-sized
    /// again" (Tyler Fox of the UIKit team, on iOS 15's reconfigure, 2021).
    public func setTexts(_ texts: [String: String], ofItem path: IndexPath) throws {
        guard let global = items.globalItem(path) else { throw CollectionError.noSuchItem(path) }
        let prototype = prototypes[Int(items[global].prototype)]
        let labels = Set(prototype.labels.map(\.name))
        for label in texts.keys.sorted() where !labels.contains(label) { throw CollectionError.noSuchLabel(prototype: prototype.name, label: label) }
        items.detachFromTemplate(item: global)
        items.modifyItem(at: global) { $0.texts.merge(texts) { $1 } }
        sizes.invalidate(item: global)
        cellForItem(at: path)?.needsConfiguration = true
        itemsDidChange()
    }

    /// What the delegate's `sizeForItemAt` returns for an item (nil: nothing, the layout's
    /// `itemSize`). A flow layout that is given sizes this way lays out item by item (no
    /// longer its fast path).
    public func setGivenSize(_ size: Size?, ofItem path: IndexPath) throws {
        guard let global = items.globalItem(path) else { throw CollectionError.noSuchItem(path) }
        items.modifyItem(at: global) { item in
            item.givenWidth = size?.width ?? .nan
            item.givenHeight = size?.height ?? .nan
        }
        itemsDidChange()
    }

    /// The same size from the delegate for several items, as one change.
    public func setGivenSizes(_ size: Size?, ofItems paths: [IndexPath]) throws {
        for path in paths { try setGivenSize(size, ofItem: path) }
    }

    /// The size the delegate gives the item, if any.
    public func givenSize(ofItem path: IndexPath) -> Size? {
        items.globalItem(path).flatMap { items[$0].givenSize }
    }

    /// `invalidateIntrinsicContentSize()` on the item's visible cell: with
    /// `selfSizingInvalidation` other than `disabled` the cell is fitted again as it is now.
    /// Returns whether it was.
    @discardableResult
    public func invalidateIntrinsicContentSize(ofCellAt path: IndexPath) throws -> Bool {
        guard let global = items.globalItem(path) else { throw CollectionError.noSuchItem(path) }
        guard selfSizingInvalidation != .disabled, reuse.visibleCells[global] != nil else { return false }
        remeasureCell(ofItem: global)
        scene?.setNeedsLayout()
        return true
    }

    /// The texts an item gives its prototype's labels, in the labels' order.
    public func texts(ofItem path: IndexPath) -> [(label: String, text: String)] {
        guard let global = items.globalItem(path), prototypes.indices.contains(Int(items[global].prototype)) else { return [] }
        return prototypes[Int(items[global].prototype)].labels.compactMap { label in
            items.text(ofItem: global, label: label.name).map { (label.name, $0) }
        }
    }

    /// The global index of an item (nil when it does not exist), and back.
    public func globalItem(_ path: IndexPath) -> Int? { items.globalItem(path) }
    public func indexPath(ofItem global: Int) -> IndexPath? { items.indexPath(ofItem: global) }

    /// The measured size of an item, nil when it has none (not self-sizing, or not yet seen).
    public func measuredSize(ofItem path: IndexPath) -> Size? {
        items.globalItem(path).flatMap { sizes.size(ofItem: $0) }
    }

    /// `performBatchUpdates(_:completion:)`: the changes `updates` makes are one update; the
    /// layout is computed after all of them, and the cells of items that left go back to their
    /// pools only then.
    public func performBatchUpdates<Failure: Error>(_ updates: () throws(Failure) -> Void) throws(Failure) {
        let outer = isBatchUpdating
        isBatchUpdating = true
        defer {
            if !outer {
                isBatchUpdating = false
                let leaving = cellsLeavingInBatch
                cellsLeavingInBatch = []
                for id in leaving { reuse.enqueue(id) }
            }
        }
        try updates()
        updateContent()
    }

    /// The items changed: the layout is built again at the next layout pass.
    func itemsDidChange() {
        invalidateLayout()
    }
}

extension CollectionView: PrototypeCellHost {
    public func makePrototype(named name: String, reuseIdentifier: String?) throws {
        try addPrototype(named: name, reuseIdentifier: reuseIdentifier)
    }

    public var prototypeNames: [String] { prototypes.map(\.name) }
}
