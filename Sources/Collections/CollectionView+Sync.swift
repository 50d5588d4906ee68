import Layout
import Solver
import Tables

extension CollectionView {
    /// How many lines a layout pass measures, one after another as they come into view;
    /// past this the last layout stands (a screen holds far fewer).
    static let maximumMeasuringRounds = 4096

    /// Brings the layout, the items coming into view and the visible cells up to date, and
    /// logs what the layout found wrong. Cheap when nothing changed.
    func sync() {
        guard !isSyncing, let scene else { return }
        isSyncing = true
        defer { isSyncing = false }
        // A new width or Dynamic Type size: every measurement is dropped, as a table drops its
        // row heights.
        let geometry = currentGeometry()
        let key = MeasurementKey(length: geometry.length(vertical: layout.scrollsVertically), textScale: geometry.textScale)
        if measurementKey != key {
            if measurementKey != nil { sizes.invalidateAll() }
            measurementKey = key
            layoutStamp = newStamp()
        }
        // A prototype edited since its items were measured: they are measured again, as when
        // the app runs again with the new cell (a cell copied from the new prototype would
        // not fit the size measured for the old one).
        let signatures = prototypes.map { $0.signature(in: scene) }
        if signatures != measuredPrototypeSignatures {
            if !measuredPrototypeSignatures.isEmpty { sizes.invalidateAll() }
            measuredPrototypeSignatures = signatures
            layoutStamp = newStamp()
        }
        _ = currentLayout()
        measuredInThisPass = []
        remeasureChangedCells()
        measureItemsComingIntoView()
        updateVisibleCells()
        keepOffsetInRange()
        logWarnings(in: scene)
        contentSizeDidChange()
    }

    /// The offset comes back within range when the content shrank under it.
    private func keepOffsetInRange() {
        if layout.scrollsVertically {
            let highest = verticalOffsetRange.upperBound
            if contentOffset.y > highest {
                contentOffset.y = highest
                measureItemsComingIntoView()
                updateVisibleCells()
            }
        } else {
            let highest = horizontalOffsetRange.upperBound
            if contentOffset.x > highest {
                contentOffset.x = highest
                measureItemsComingIntoView()
                updateVisibleCells()
            }
        }
    }

    /// The flow layout's warnings the layout found, each as UIKit logs it.
    private func logWarnings(in scene: Scene) {
        guard !cache.warnings.isEmpty else { return }
        let warnings = cache.warnings
        cache.warnings = []
        for perItem in warnings {
            for line in FlowLayoutWarning.lines(
                collection: name, scrollsVertically: layout.scrollsVertically, perItem: perItem, frame: frame,
                contentOffset: contentOffset, contentSize: contentSize, adjustedContentInset: adjustedContentInset
            ) {
                scene.warn(line)
            }
        }
    }

    // MARK: Items in view

    /// The visible rect in the content's coordinates.
    var visibleRect: Rect {
        Rect(origin: contentOffset, size: frame.size)
    }

    /// The items whose frames reach into the visible rect, in order (`indexPathsForVisibleItems`
    /// as the next layout will have them).
    func itemsInView(_ built: CollectionLayoutCache) -> [Int] {
        itemsReaching(visibleRect, built)
    }

    /// The items whose frames reach into `view` (a rect of the content), in order: only the
    /// lines or groups at its depths are looked at.
    func itemsReaching(_ view: Rect, _ built: CollectionLayoutCache) -> [Int] {
        let vertical = layout.scrollsVertically
        let from = vertical ? view.minY : view.minX, to = vertical ? view.maxY : view.maxX
        guard let firstSection = built.section(atDepth: from) else { return [] }
        var found: [Int] = []
        var start = items.startOfSection(firstSection)
        for section in firstSection..<built.sections.count {
            guard built.tops.indices.contains(section) else { break }
            let top = built.tops[section]
            if top >= to { break }
            var candidates: [Int] = []
            switch built.sections[section] {
            case .flow(let flowSection):
                let offset = top + flowSection.linesTop
                for line in flowSection.lines.lines(from: from - offset, to: to - offset) {
                    candidates += (line.firstItem..<(line.firstItem + line.itemCount)).map { start + $0 }
                }
            case .compositional(let composed):
                let offset = top + composed.linesTop
                if composed.isOrthogonal {
                    if offset < to && offset + composed.bandDepth > from {
                        let across = (orthogonalOffsets[section] ?? 0) - composed.contentLeading - composed.orthogonalLeading
                        for line in composed.lines.lines(from: view.minX + across, to: view.maxX + across) {
                            candidates += (line.firstItem..<(line.firstItem + line.itemCount)).map { start + $0 }
                        }
                    }
                } else {
                    for line in composed.lines.lines(from: from - offset, to: to - offset) {
                        candidates += (line.firstItem..<(line.firstItem + line.itemCount)).map { start + $0 }
                    }
                }
            }
            for global in candidates {
                guard let frame = frameOfItem(global: global, in: built) else { continue }
                if frame.maxX > view.minX && frame.minX < view.maxX && frame.maxY > view.minY && frame.minY < view.maxY { found.append(global) }
            }
            start += sections.indices.contains(section) ? sections[section].itemCount : 0
        }
        return found
    }

    // MARK: Measuring

    /// Items about to become visible that size themselves are measured, round after round
    /// while measuring brings more into view; what was on screen stays where it was
    /// (``Tables/ScrollAnchor``).
    func measureItemsComingIntoView() {
        let vertical = layout.scrollsVertically
        var built = currentLayout()
        let anchor = ScrollAnchor(visible: reuse.visibleCells.keys) { item in
            guard let frame = frameOfItem(global: item, in: built) else { return false }
            return frame.intersects(visibleRect)
        }
        func anchorDepth() -> Double? {
            anchor.position.flatMap { lineStart(ofItem: $0, in: cache) }
        }
        for _ in 0..<Self.maximumMeasuringRounds {
            // The first line (or group) in view with items to measure, as a table measures a
            // row at a time: what the measured line pushes out of view is not measured.
            guard let first = itemsInView(built).first(where: { needsMeasurement($0, in: built) }),
                  let line = lineItems(ofItem: first, in: built) else { break }
            let needing = line.filter { needsMeasurement($0, in: built) && isInView($0, in: built) }
            let before = anchorDepth()
            for global in needing {
                measure(item: global, in: built)
                measuredInThisPass.insert(global)
            }
            layoutDidMeasure(needing)
            built = currentLayout()
            if let before, let after = anchorDepth(), after != before {
                if vertical { contentOffset.y += after - before } else { contentOffset.x += after - before }
            }
            if Cancellation.isRequested { break }
        }
    }

    /// The items of the line (or group) holding `global`, as global items.
    func lineItems(ofItem global: Int, in built: CollectionLayoutCache) -> [Int]? {
        guard let path = items.indexPath(ofItem: global), built.sections.indices.contains(path.section) else { return nil }
        let lines: SectionLines
        switch built.sections[path.section] {
        case .flow(let section): lines = section.lines
        case .compositional(let section): lines = section.lines
        }
        guard let line = lines.line(containing: path.item) else { return nil }
        let first = global - path.item
        return (line.firstItem..<(line.firstItem + line.itemCount)).map { first + $0 }
    }

    /// Whether the item's frame reaches into the visible rect.
    func isInView(_ global: Int, in built: CollectionLayoutCache) -> Bool {
        frameOfItem(global: global, in: built)?.intersects(visibleRect) ?? false
    }

    /// Whether the item sizes itself and has not been measured yet.
    func needsMeasurement(_ global: Int, in built: CollectionLayoutCache) -> Bool {
        sizes.size(ofItem: global) == nil && fitting(ofItem: global, in: built) != nil
    }

    /// How the item's cell is fitted: the size it has now as the target, and the priorities
    /// its layout asks for; nil when it does not size itself. A flow layout with an
    /// estimated size leaves both axes free (`UILayoutPriority.fittingSizeLevel`, 50, on each:
    /// the default `preferredLayoutAttributesFitting(_:)` constrains an axis at 1000 only when
    /// the layout says so, which a flow layout never does; UIKitCore's
    /// `UICollectionReusableView`, decompiled); a compositional layout holds an axis whose
    /// dimension is not estimated at 1000 and frees the estimated one.
    func fitting(ofItem global: Int, in built: CollectionLayoutCache) -> (target: Size, horizontal: Priority, vertical: Priority)? {
        guard let path = items.indexPath(ofItem: global), built.sections.indices.contains(path.section) else { return nil }
        switch (layout, built.sections[path.section]) {
        case (.flow(let flow), _):
            guard flow.isSelfSizing else { return nil }
            return (flowSize(ofItem: global, flow), .fittingSizeLevel, .fittingSizeLevel)
        case (.compositional, .compositional(let composed)):
            let leaves = composed.template.leaves
            guard !leaves.isEmpty else { return nil }
            let leaf = leaves[path.item % leaves.count]
            guard leaf.estimatesWidth || leaf.estimatesHeight else { return nil }
            return (leaf.provisional, leaf.estimatesWidth ? .fittingSizeLevel : .required, leaf.estimatesHeight ? .fittingSizeLevel : .required)
        default:
            return nil
        }
    }

    /// `preferredLayoutAttributesFitting(_:)`: the item's prototype, showing the item's texts,
    /// fitted by `systemLayoutSizeFitting` at the item's current size with its layout's
    /// priorities, laid out first as a cell is (its labels wrap at their width); the size is
    /// kept for the item.
    @discardableResult
    func measure(item global: Int, in built: CollectionLayoutCache) -> Size? {
        guard let scene, items.indices.contains(global), let fitting = fitting(ofItem: global, in: built) else { return nil }
        let prototypeIndex = Int(items[global].prototype)
        guard prototypes.indices.contains(prototypeIndex) else { return nil }
        let prototype = prototypes[prototypeIndex]
        // The item's texts go in inside a query, so the journal puts the prototype's back.
        let size = scene.reading {
            for label in prototype.labels {
                if let text = items.text(ofItem: global, label: label.name), text != label.text { label.text = text }
            }
            return scene.systemLayoutSizeFitting(
                prototype.contentView, target: fitting.target, horizontalFittingPriority: fitting.horizontal,
                verticalFittingPriority: fitting.vertical, layingOutLabels: true, cache: prototype.fittingCache
            )
        }
        sizes.statistics.measurements += 1
        sizes.setMeasured(size, ofItem: global)
        return size
    }

    /// The item's cell fitted as it is now (its content changed in place): what
    /// `invalidateIntrinsicContentSize()` on a self-sizing cell leads to when
    /// `selfSizingInvalidation` allows it.
    func remeasureCell(ofItem global: Int) {
        guard let scene, let id = reuse.visibleCells[global], let cell = reuse.view(of: id) else { return }
        let built = currentLayout()
        guard let fitting = fitting(ofItem: global, in: built) else { return }
        let size = scene.systemLayoutSizeFitting(
            cell.contentView, target: fitting.target, horizontalFittingPriority: fitting.horizontal,
            verticalFittingPriority: fitting.vertical, layingOutLabels: true
        )
        sizes.statistics.measurements += 1
        sizes.setMeasured(size, ofItem: global)
        cell.sizedSignature = contentSignature(of: cell, in: scene)
        layoutDidMeasure([global])
    }
}

/// What the measurements were made for: the layout's width across the scroll axis and the
/// Dynamic Type scale.
struct MeasurementKey: Equatable, Sendable {
    let length: Double
    let textScale: Double
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}
