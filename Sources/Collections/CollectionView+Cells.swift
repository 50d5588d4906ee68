public import Layout
public import Tables

/// The cells on screen: made from a prototype the first time, reused through the pools, given
/// each item's texts and frame; a cell back in its pool stays a hidden subview, as UIKit keeps
/// it. The same reuse pool as a table's (``Tables/CellReuse``), the same copy of a prototype
/// (``Tables/CellPrototype/copy(into:in:prefix:owner:)``).
extension CollectionView {
    /// Items that left the view give their cells back; items that came in dequeue one; every
    /// visible cell shows its item as it is now.
    func updateVisibleCells() {
        guard let scene else { return }
        let built = currentLayout()
        let now = itemsInView(built)
        let kept = Set(now)
        for item in reuse.visibleCells.keys.sorted() where !kept.contains(item) { recycleCell(ofItem: item) }
        for item in now where reuse.visibleCells[item] == nil {
            if sizes.size(ofItem: item) != nil, !measuredInThisPass.contains(item), fitting(ofItem: item, in: built) != nil {
                sizes.statistics.hits += 1
            }
            let id = dequeueCell(forItem: item)
            reuse.visibleCells[item] = id
            reuse.view(of: id)?.needsConfiguration = true
        }
        let signatures = prototypes.map { $0.signature(in: scene) }
        for item in now {
            if let id = reuse.visibleCells[item], let frame = frameOfItem(global: item, in: built) {
                showCell(id, forItem: item, frame: frame, signatures: signatures, in: scene)
            }
        }
    }

    /// Cells whose content changed in place since they were sized (a label's text set, a
    /// constraint changed), when the collection's `selfSizingInvalidation` is
    /// `enabledIncludingConstraints`, size themselves again.
    func remeasureChangedCells() {
        guard selfSizingInvalidation == .enabledIncludingConstraints, let scene else { return }
        let built = currentLayout()
        for (item, id) in reuse.visibleCells.sorted(by: { $0.key < $1.key }) {
            guard let cell = reuse.view(of: id), !cell.sizedSignature.isEmpty, fitting(ofItem: item, in: built) != nil else { continue }
            if cell.sizedSignature != contentSignature(of: cell, in: scene) { remeasureCell(ofItem: item) }
        }
    }

    func recycleCell(ofItem item: Int) {
        // Inside batch updates a cell that leaves stays out of the pool until they end, so an
        // item inserted in the same batch gets a cell of its own, as in UIKit (where the
        // leaving cell is still animating out).
        let released = isBatchUpdating ? reuse.release(row: item) : reuse.recycle(row: item)
        guard let id = released else { return }
        if isBatchUpdating { cellsLeavingInBatch.append(id) }
        guard let cell = reuse.view(of: id), !cell.isHidden else { return }
        // A cell the script hid is left as it is, as a reused UIKit cell keeps its isHidden.
        cell.isHiddenByPool = true
        cell.isHidden = true
    }

    private func dequeueCell(forItem item: Int) -> Int {
        let prototypeIndex = items[item].prototype
        let identifier = prototypes.indices.contains(Int(prototypeIndex)) ? prototypes[Int(prototypeIndex)].reuseIdentifier : ""
        return reuse.dequeue(reuseIdentifier: identifier, prototype: prototypeIndex) { index in
            guard let scene, prototypes.indices.contains(Int(index)) else { return 0 }
            return prototypes[Int(index)].constraintCount(in: scene)
        }
    }

    /// Shows the item's cell: its views match the item's prototype, its labels the item's
    /// texts, its frame (the encapsulated constraints) the item's frame.
    private func showCell(_ id: Int, forItem item: Int, frame: Rect, signatures: [String], in scene: Scene) {
        guard items.indices.contains(item), let cell = cellView(id, in: scene) else { return }
        let prototypeIndex = items[item].prototype
        guard prototypes.indices.contains(Int(prototypeIndex)), signatures.indices.contains(Int(prototypeIndex)) else { return }
        // The cell takes its size first, so that the prototype's constraints arrive in a cell
        // already the item's size (UIKit applies the layout attributes before the cell is
        // configured).
        if cell.isHiddenByPool {
            cell.isHiddenByPool = false
            cell.isHidden = false
        }
        if cell.storedFrame != frame { cell.frame = frame }
        for (constraint, value) in zip(cell.encapsulated, [frame.minX, frame.minY, frame.width, frame.height]) where constraint.constant != value {
            scene.setConstant(value, of: constraint)
        }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        if cell.contentView.storedFrame != bounds { cell.contentView.frame = bounds }
        let signature = signatures[Int(prototypeIndex)]
        if cell.prototypeIndex != prototypeIndex || cell.prototypeSignature != signature {
            fill(cell, withPrototype: prototypeIndex, signature: signature, in: scene)
        }
        // cellForItemAt configures a cell when it is dequeued for its item (or reconfigured);
        // until then what the script changes in it stays.
        if cell.needsConfiguration {
            cell.needsConfiguration = false
            for label in prototypes[Int(prototypeIndex)].labels {
                guard let copy = cell.copies[label.name] as? Label else { continue }
                let text = items.text(ofItem: item, label: label.name) ?? label.text
                if copy.text != text { copy.text = text }
            }
            // What the cell was configured with is what it was sized for.
            cell.sizedSignature = contentSignature(of: cell, in: scene)
        }
    }

    /// Cell `id`'s views, made the first time: the cell with its encapsulated size, and its
    /// content view.
    private func cellView(_ id: Int, in scene: Scene) -> CollectionViewCell? {
        guard reuse.cells.indices.contains(id) else { return nil }
        if let view = reuse.view(of: id) { return view }
        let cell = CollectionViewCell(name: "\(name).cell\(id + 1)", cellNumber: id + 1)
        // Refused only for a name already taken (cells are named after their collection, with
        // a dot, which a user's name never has) or a collection of no scene: not expected.
        do throws(LayoutError) {
            try scene.addContained(cell, to: self)
            try scene.addContained(cell.contentView, to: cell)
        } catch {
            scene.warn("Collection view \(name) could not make cell \(cell.name): \(error)")
            return nil
        }
        func encapsulated(_ attribute: LayoutAttribute, _ suffix: String) -> LayoutConstraint {
            scene.makeHeldConstraint(cell, attribute, .equal, nil, nil, constant: 0, kind: .encapsulatedLayout,
                                     name: "\(cell.name).\(attribute.rawValue)(encapsulated)", identifier: "UIView-Encapsulated-Layout-\(suffix)")
        }
        cell.encapsulated = [encapsulated(.minX, "Left"), encapsulated(.minY, "Top"), encapsulated(.width, "Width"), encapsulated(.height, "Height")]
        scene.hold(cell.encapsulated, on: cell)
        reuse.setView(cell, of: id)
        return cell
    }

    /// Replaces what the cell holds by a copy of prototype `index`.
    private func fill(_ cell: CollectionViewCell, withPrototype index: Int32, signature: String, in scene: Scene) {
        let prototype = prototypes[Int(index)]
        prototype.contentView.copyContentProperties(to: cell.contentView)
        let copying = prototype.copy(into: cell.contentView, in: scene, prefix: cell.name, owner: "Collection view \(name)")
        scene.hold(copying.constraints, on: cell.contentView)
        cell.copies = copying.copiesByOriginalName
        cell.prototypeIndex = index
        cell.prototypeSignature = signature
        cell.needsConfiguration = true
    }

    /// What a change inside a cell would change: its views' texts, visibility and intrinsic
    /// sizes, and its constraints' constants, priorities and activity. A cell of a collection
    /// whose `selfSizingInvalidation` is `enabledIncludingConstraints` sizes itself again when
    /// this changes.
    func contentSignature(of cell: CollectionViewCell, in scene: Scene) -> String {
        let members = Set(cell.contentView.subtreeAndGuides.map(ObjectIdentifier.init))
        var parts = cell.contentView.subtree.map { view in
            "\(view.name):\(view.isHidden):\((view as? Label)?.text ?? ""):\(view.customIntrinsicContentSize.map(\.description) ?? "")"
        }
        parts += cell.contentView.heldConstraints.map { "\($0.name)=\($0.constant)@\($0.priority)" }
        parts += scene.constraints.filter { $0.items.allSatisfy { members.contains(ObjectIdentifier($0)) } }
            .map { "\($0.name)=\($0.constant)@\($0.priority):\($0.isActive)" }
        return parts.joined(separator: ";")
    }

    // MARK: What is on screen

    /// A visible item: where it is, and the cell showing it.
    public struct VisibleItem: Hashable, Sendable {
        public let indexPath: IndexPath
        public let frame: Rect
        public let cell: Int
        public let prototype: String
    }

    /// `indexPathsForVisibleItems` with their frames and cells, in item order.
    public var visibleItems: [VisibleItem] {
        let built = currentLayout()
        return reuse.visibleCells.keys.sorted().compactMap { global in
            guard let path = items.indexPath(ofItem: global), let frame = frameOfItem(global: global, in: built),
                  let cell = reuse.visibleCells[global] else { return nil }
            let index = Int(items[global].prototype)
            return VisibleItem(indexPath: path, frame: frame, cell: cell, prototype: prototypes.indices.contains(index) ? prototypes[index].name : "?")
        }
    }

    /// `cellForItem(at:)`: the cell showing the item, nil when it is not on screen.
    public func cellForItem(at path: IndexPath) -> CollectionViewCell? {
        guard let global = items.globalItem(path), let id = reuse.visibleCells[global] else { return nil }
        return reuse.view(of: id)
    }

    /// Cells waiting in reuse pools, per identifier.
    public var pooledCells: [(identifier: String, count: Int)] {
        reuse.pooled.map { (identifier: $0.0, count: $0.1) }
    }
}
