public import Layout
public import Tables

/// The layout: built from the model when stale, corrected in place as items are measured, and
/// asked where items are.
extension CollectionView {
    /// What the layout depends on now. The insets at the ends of a line are those a content
    /// that scrolls along the scroll axis only would have, so the layout never depends on its
    /// own content size.
    func currentGeometry() -> LayoutGeometry {
        let vertical = layout.scrollsVertically
        let probe = vertical ? Size(width: frame.width, height: frame.height + 1) : Size(width: frame.width + 1, height: frame.height)
        return LayoutGeometry(
            bounds: frame.size, adjustedContentInset: adjustedContentInset(forContentSize: probe),
            safeArea: safeAreaInsets, margins: scene?.currentLayoutMargins(of: self) ?? effectiveLayoutMargins, textScale: scene?.textSizeScale ?? 1
        )
    }

    /// The layout as the model says it is now: the cache, built again when stale.
    func currentLayout() -> CollectionLayoutCache {
        let geometry = currentGeometry()
        if cache.stamp != layoutStamp || cache.geometry != geometry { cache = buildLayout(geometry) }
        return cache
    }

    /// Every section's layout from the model.
    func buildLayout(_ geometry: LayoutGeometry) -> CollectionLayoutCache {
        var built = CollectionLayoutCache()
        built.stamp = layoutStamp
        built.geometry = geometry
        var start = 0
        switch layout {
        case .flow(let flow):
            let uniform = !flow.isSelfSizing && !items.indices.contains { items[$0].givenSize != nil }
            for section in sections {
                built.sections.append(.flow(flowSection(flow, first: start, count: section.itemCount, uniform: uniform, geometry: geometry, warnings: &built.warnings)))
                start += section.itemCount
            }
        case .compositional(let compositional):
            built.interSectionSpacing = compositional.interSectionSpacing
            for (index, section) in sections.enumerated() {
                do throws(GroupTemplate.ResolutionError) {
                    built.sections.append(.compositional(try compositionalSection(compositional, index: index, first: start, count: section.itemCount, geometry: geometry)))
                } catch {
                    built.problem = "section \(index): \(error)"
                    built.sections.append(.flow(emptyFlowSection()))
                }
                start += section.itemCount
            }
        }
        built.recomputeTops(from: 0)
        return built
    }

    // MARK: Flow

    /// The size a flow item has now: measured (self-sizing), else the delegate's, else the
    /// estimate or `itemSize`.
    func flowSize(ofItem global: Int, _ flow: FlowLayout) -> Size {
        if flow.isSelfSizing, let measured = sizes.size(ofItem: global) { return measured }
        if items.indices.contains(global), let given = items[global].givenSize { return given }
        return flow.placeholderSize
    }

    func extent(_ size: Size, vertical: Bool) -> ItemExtent {
        vertical ? ItemExtent(along: size.width, across: size.height) : ItemExtent(along: size.height, across: size.width)
    }

    func flowBreaker(_ flow: FlowLayout, first: Int, count: Int, ownSized: ItemRanges, geometry: LayoutGeometry) -> FlowLineBreaker {
        let vertical = flow.scrollDirection == .vertical
        let ends = geometry.lineInsets(flow.sectionInset, reference: flow.sectionInsetReference, vertical: vertical)
        return FlowLineBreaker(
            available: geometry.length(vertical: vertical) - ends.leading - ends.trailing, spacing: flow.minimumInteritemSpacing,
            itemCount: count, size: { self.extent(self.flowSize(ofItem: first + $0, flow), vertical: vertical) },
            defaultSize: extent(flow.placeholderSize, vertical: vertical),
            nextOwnSized: { ownSized.next(atOrAfter: $0, end: count) }
        )
    }

    private func flowSection(_ flow: FlowLayout, first: Int, count: Int, uniform: Bool, geometry: LayoutGeometry,
                             warnings: inout [Bool]) -> FlowSection {
        let vertical = flow.scrollDirection == .vertical
        var ownSized = ItemRanges()
        if !uniform {
            for local in 0..<count where items[first + local].givenSize != nil || (flow.isSelfSizing && sizes.size(ofItem: first + local) != nil) {
                ownSized.insert(local)
            }
        }
        let breaker = flowBreaker(flow, first: first, count: count, ownSized: ownSized, geometry: geometry)
        let lines = breaker.allLines(spacing: flow.minimumLineSpacing)
        let ends = geometry.lineInsets(flow.sectionInset, reference: flow.sectionInsetReference, vertical: vertical)
        let section = FlowSection(
            lines: lines, ownSized: ownSized,
            placement: FlowLinePlacement(length: geometry.length(vertical: vertical), leading: ends.leading, trailing: ends.trailing,
                                         spacing: flow.minimumInteritemSpacing),
            defaultSize: breaker.defaultSize, isUniform: uniform, columns: FlowLineBreaker.columns(of: breaker.defaultSize.along, in: breaker.available, spacing: flow.minimumInteritemSpacing),
            headerDepth: vertical ? flow.headerReferenceSize.height : flow.headerReferenceSize.width,
            footerDepth: vertical ? flow.footerReferenceSize.height : flow.footerReferenceSize.width,
            insetBefore: vertical ? flow.sectionInset.top : flow.sectionInset.left,
            insetAfter: vertical ? flow.sectionInset.bottom : flow.sectionInset.right
        )
        // UIKit's warning for items longer than a line: once for the section on the fast path,
        // else once for each item of a size of its own, and once for the items at the estimate.
        let tooLong = { (length: Double) in length > breaker.available + FlowLineBreaker.tolerance }
        if uniform {
            if count > 0, tooLong(breaker.defaultSize.along) { warnings.append(false) }
        } else {
            let ownCount = ownSized.ranges.reduce(0) { $0 + $1.count }
            if ownCount < count, tooLong(breaker.defaultSize.along) { warnings.append(true) }
            for range in ownSized.ranges {
                for local in range where tooLong(breaker.size(local).along) { warnings.append(true) }
            }
        }
        return section
    }

    private func emptyFlowSection() -> FlowSection {
        FlowSection(lines: SectionLines(runs: [], spacing: 0), ownSized: ItemRanges(),
                    placement: FlowLinePlacement(length: 0, leading: 0, trailing: 0, spacing: 0),
                    defaultSize: ItemExtent(along: 0, across: 0), isUniform: true, columns: 1, headerDepth: 0, footerDepth: 0, insetBefore: 0, insetAfter: 0)
    }

    // MARK: Compositional

    /// A compositional section's container: the collection's width less the section's
    /// insets, and the part of the collection on screen down it (what `fractionalHeight`
    /// resolves against for a section's group).
    func compositionalContainer(_ definition: LayoutSection, geometry: LayoutGeometry) -> Size {
        Size(width: max(0, geometry.length(vertical: true) - definition.contentInsets.left - definition.contentInsets.right),
             height: geometry.viewport(vertical: true))
    }

    func compositionalBreaker(_ template: GroupTemplate, orthogonal: Bool, first: Int, count: Int, ownSized: ItemRanges) -> GroupBreaker {
        let measured: (Int) -> Size? = { self.sizes.size(ofItem: first + $0) }
        func depth(_ size: Size) -> Double { orthogonal ? size.width : size.height }
        return GroupBreaker(
            itemCount: count, capacity: template.leafCount,
            uniformExtent: depth(template.layout(present: template.leafCount) { _ in nil }.size),
            extent: { start, present in depth(template.layout(present: present) { measured(start + $0) }.size) },
            nextOwnSized: { ownSized.next(atOrAfter: $0, end: count) }
        )
    }

    private func compositionalSection(_ compositional: CompositionalLayout, index: Int, first: Int, count: Int,
                                      geometry: LayoutGeometry) throws(GroupTemplate.ResolutionError) -> CompositionalSection {
        guard let definition = compositional.section(index) else { throw .unknown("(no section layout)") }
        let container = compositionalContainer(definition, geometry: geometry)
        let template = try GroupTemplate(group: definition.group, of: compositional, in: container)
        var ownSized = ItemRanges()
        for local in 0..<count where sizes.size(ofItem: first + local) != nil { ownSized.insert(local) }
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        let breaker = compositionalBreaker(template, orthogonal: orthogonal, first: first, count: count, ownSized: ownSized)
        let lines = breaker.allLines(spacing: definition.interGroupSpacing)
        let supplementary = Size(width: container.width, height: container.height)
        return CompositionalSection(
            lines: lines, ownSized: ownSized, template: template, definition: definition,
            contentLeading: definition.contentInsets.left, contentWidth: container.width,
            headerSize: definition.header.map { $0.size.resolve(in: supplementary) },
            footerSize: definition.footer.map { $0.size.resolve(in: supplementary) },
            bandDepth: orthogonal ? CompositionalSection.bandDepth(of: lines, template: template) { self.sizes.size(ofItem: first + $0) } : 0
        )
    }

    // MARK: Measured items, in place

    /// Corrects the layout after items `globals` were measured: each section breaks its lines
    /// again from the first of them, and the sections below move. O(what changed), when the
    /// cache was current; else the layout is built again at the next read.
    func layoutDidMeasure(_ globals: [Int]) {
        let wasCurrent = cache.stamp == layoutStamp
        layoutStamp = newStamp()
        guard wasCurrent, let geometry = cache.geometry else { return }
        var bySection: [Int: [Int]] = [:]
        for global in globals {
            guard let path = items.indexPath(ofItem: global) else { continue }
            bySection[path.section, default: []].append(path.item)
        }
        for (section, locals) in bySection.sorted(by: { $0.key < $1.key }) {
            guard cache.sections.indices.contains(section), let low = locals.min(), let high = locals.max() else { continue }
            let first = items.startOfSection(section)
            switch cache.sections[section] {
            case .flow(var flowSection):
                guard let flow = layout.flow else { continue }
                for local in locals { flowSection.ownSized.insert(local) }
                let breaker = flowBreaker(flow, first: first, count: flowSection.itemCount, ownSized: flowSection.ownSized, geometry: geometry)
                breaker.rebreak(&flowSection.lines, changed: low...high)
                for local in locals.sorted() where breaker.size(local).along > breaker.available + FlowLineBreaker.tolerance {
                    cache.warnings.append(true)
                }
                cache.sections[section] = .flow(flowSection)
            case .compositional(var composed):
                for local in locals { composed.ownSized.insert(local) }
                let breaker = compositionalBreaker(composed.template, orthogonal: composed.isOrthogonal, first: first,
                                                   count: composed.itemCount, ownSized: composed.ownSized)
                breaker.rebreak(&composed.lines, changed: low...high)
                if composed.isOrthogonal {
                    composed.bandDepth = CompositionalSection.bandDepth(of: composed.lines, template: composed.template) { self.sizes.size(ofItem: first + $0) }
                }
                cache.sections[section] = .compositional(composed)
            }
            cache.recomputeTops(from: section)
        }
        cache.stamp = layoutStamp
    }

    // MARK: Where things are

    /// The content size: the layout's depth along the scroll axis, the layout's width across.
    func layoutContentSize() -> Size {
        let built = currentLayout()
        let geometry = built.geometry ?? currentGeometry()
        let vertical = layout.scrollsVertically
        let across = geometry.length(vertical: vertical)
        return vertical ? Size(width: across, height: built.contentDepth) : Size(width: built.contentDepth, height: across)
    }

    /// `layoutAttributesForItem(at:)`'s frame: the item's frame in the content, as the layout
    /// has it now (nil for an item that does not exist or a layout that cannot place it).
    public func frameOfItem(at path: IndexPath) -> Rect? {
        guard let global = items.globalItem(path) else { return nil }
        return frameOfItem(global: global, in: currentLayout())
    }

    /// The item's frame, its edges on the screen's pixel grid: UIKit's flow layout rounds the
    /// frames it computes to the screen scale (its private `_roundsToScreenScale`, decompiled),
    /// so a centred item's fractional offset lands on a pixel as its cell will.
    func frameOfItem(global: Int, in built: CollectionLayoutCache) -> Rect? {
        guard let frame = unroundedFrame(global: global, in: built) else { return nil }
        let scale = scene?.screen.scale ?? 2
        let left = PixelGrid.round(frame.minX, scale: scale), top = PixelGrid.round(frame.minY, scale: scale)
        return Rect(x: left, y: top, width: PixelGrid.round(frame.maxX, scale: scale) - left, height: PixelGrid.round(frame.maxY, scale: scale) - top)
    }

    private func unroundedFrame(global: Int, in built: CollectionLayoutCache) -> Rect? {
        guard let path = items.indexPath(ofItem: global), built.sections.indices.contains(path.section),
              built.tops.indices.contains(path.section) else { return nil }
        let top = built.tops[path.section]
        let first = global - path.item
        switch built.sections[path.section] {
        case .flow(let section):
            guard let flow = layout.flow else { return nil }
            let vertical = flow.scrollDirection == .vertical
            guard let placed = section.place(path.item, size: { self.extent(self.flowSize(ofItem: first + $0, flow), vertical: vertical) }) else { return nil }
            return vertical ? Rect(x: placed.along, y: top + placed.across, width: placed.length, height: placed.thickness)
                : Rect(x: top + placed.across, y: placed.along, width: placed.thickness, height: placed.length)
        case .compositional(let section):
            guard var frame = section.frame(of: path.item, measured: { self.sizes.size(ofItem: first + $0) },
                                            orthogonalOffset: orthogonalOffsets[path.section] ?? 0) else { return nil }
            frame.origin.y += top
            return frame
        }
    }
}

extension CollectionView {
    /// Where the line (or group) holding the item starts along the scroll axis: what a scroll
    /// anchor holds still (an item centred in its line moves when the line's depth changes,
    /// which is not content moving above it).
    func lineStart(ofItem global: Int, in built: CollectionLayoutCache) -> Double? {
        guard let path = items.indexPath(ofItem: global), built.sections.indices.contains(path.section),
              built.tops.indices.contains(path.section) else { return nil }
        let top = built.tops[path.section]
        switch built.sections[path.section] {
        case .flow(let section):
            return section.lines.line(containing: path.item).map { top + section.linesTop + $0.top }
        case .compositional(let section):
            if section.isOrthogonal { return top + section.linesTop }
            return section.lines.line(containing: path.item).map { top + section.linesTop + $0.top }
        }
    }

    /// Where an item's size comes from now.
    public enum SizeSource: String, Sendable {
        /// Its cell was fitted.
        case measured
        /// It sizes itself and has not been seen yet: its estimate stands.
        case estimated
        /// The delegate's `sizeForItemAt`.
        case delegate
        /// The flow layout's `itemSize`.
        case itemSize
        /// A compositional layout's absolute or fractional dimensions.
        case layout
    }

    public func sizeSource(ofItem path: IndexPath) -> SizeSource? {
        guard let global = items.globalItem(path) else { return nil }
        let built = currentLayout()
        if sizes.size(ofItem: global) != nil, fitting(ofItem: global, in: built) != nil { return .measured }
        if fitting(ofItem: global, in: built) != nil { return .estimated }
        if layout.flow != nil { return items[global].givenSize != nil ? .delegate : .itemSize }
        return .layout
    }

    /// `indexPathForItem(at:)`: the item whose frame holds the point of the content, if any.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        let built = currentLayout()
        let spot = Rect(x: point.x, y: point.y, width: 1e-9, height: 1e-9)
        guard let global = itemsReaching(spot, built).first(where: { global in
            guard let frame = frameOfItem(global: global, in: built) else { return false }
            return point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
        }) else { return nil }
        return items.indexPath(ofItem: global)
    }
}
