import Layout
public import Tables

/// Scrolling to an item, and an orthogonal section's own scrolling.
extension CollectionView {
    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item.
    public enum ScrollPosition: String, CaseIterable, Sendable {
        case top, centeredVertically, bottom, left, centeredHorizontally, right
    }

    /// Scrolls along the scroll axis as a user would, within the offset range.
    public func scroll(toDepth depth: Double) {
        if layout.scrollsVertically {
            scroll(toY: depth)
        } else {
            let range = horizontalOffsetRange
            contentOffset.x = min(max(depth, range.lowerBound), range.upperBound)
            didScroll()
        }
    }

    /// `scrollToItem(at:at:animated:)`: scrolls until the item is at `position`, as near as
    /// the offset range allows, aiming again while items measured on the way move it (as a
    /// table does for its rows). A position across the scroll axis (left on a vertical
    /// layout) leaves the offset along it where it is, as UIKit does.
    public func scrollToItem(_ path: IndexPath, at position: ScrollPosition) throws {
        guard globalItem(path) != nil else { throw CollectionError.noSuchItem(path) }
        updateContent()
        let vertical = layout.scrollsVertically
        for _ in 0..<Self.maximumAims {
            guard let frame = frameOfItem(at: path) else { return }
            let viewport = vertical ? self.frame.height : self.frame.width
            let start = vertical ? frame.minY : frame.minX, length = vertical ? frame.height : frame.width
            let target: Double
            switch (position, vertical) {
            case (.top, true), (.left, false): target = start
            case (.centeredVertically, true), (.centeredHorizontally, false): target = start + length / 2 - viewport / 2
            case (.bottom, true), (.right, false): target = start + length - viewport
            default: return
            }
            let range = vertical ? verticalOffsetRange : horizontalOffsetRange
            let wanted = min(max(target, range.lowerBound), range.upperBound)
            if wanted == (vertical ? contentOffset.y : contentOffset.x) { break }
            scroll(toDepth: wanted)
        }
    }

    /// How many times a scroll aims again before it settles for where it is.
    static let maximumAims = 32

    /// Scrolls orthogonal section `section` to `offset` across the collection; it comes to
    /// rest where its `orthogonalScrollingBehavior` lets it. Returns where it rests.
    @discardableResult
    public func scrollOrthogonalSection(_ section: Int, to offset: Double) throws -> Double {
        guard sections.indices.contains(section) else { throw CollectionError.noSuchSection(section, count: sections.count) }
        let built = currentLayout()
        guard built.sections.indices.contains(section), case .compositional(let composed) = built.sections[section], composed.isOrthogonal else {
            throw CollectionError.notOrthogonal(section)
        }
        let groupWidth = composed.lines.runs.first?.extent ?? 0
        let step = groupWidth + composed.definition.interGroupSpacing
        let visible = max(0, frame.width - composed.contentLeading - composed.definition.contentInsets.right)
        let end = max(0, composed.orthogonalLeading + composed.lines.depth + composed.orthogonalLeading - visible)
        var rest = min(max(offset, 0), end)
        switch composed.definition.orthogonalScrollingBehavior {
        case .none, .continuous: break
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            if step > 0 { rest = min((rest / step).rounded() * step, end) }
        case .paging:
            if visible > 0 { rest = min((rest / visible).rounded() * visible, end) }
        }
        orthogonalOffsets[section] = rest
        invalidateLayout()
        return rest
    }
}
