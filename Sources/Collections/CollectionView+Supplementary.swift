public import Layout

/// Section headers and footers: where the layout puts them (the flow layout's reference sizes,
/// a compositional section's boundary supplementary items). The model places them; it makes
/// no views for them.
extension CollectionView {
    /// A header's or footer's place.
    public struct SupplementaryFrame: Equatable, Sendable {
        public enum Kind: String, Sendable { case header, footer }
        public let kind: Kind
        public let section: Int
        public let frame: Rect
        /// Pinned to the visible bounds while its section shows (`pinToVisibleBounds`).
        public let isPinned: Bool
    }

    /// Section `section`'s header and footer, in the content, a pinned header where it shows
    /// at the current offset.
    public func supplementaryFrames(ofSection section: Int) -> [SupplementaryFrame] {
        let built = currentLayout()
        guard built.sections.indices.contains(section), built.tops.indices.contains(section), let geometry = built.geometry else { return [] }
        let top = built.tops[section]
        var found: [SupplementaryFrame] = []
        switch built.sections[section] {
        case .flow(let flow):
            let vertical = layout.scrollsVertically
            let across = geometry.length(vertical: vertical)
            func band(_ start: Double, _ depth: Double) -> Rect {
                vertical ? Rect(x: 0, y: start, width: across, height: depth) : Rect(x: start, y: 0, width: depth, height: across)
            }
            if flow.headerDepth > 0 { found.append(SupplementaryFrame(kind: .header, section: section, frame: band(top, flow.headerDepth), isPinned: false)) }
            if flow.footerDepth > 0 {
                found.append(SupplementaryFrame(kind: .footer, section: section, frame: band(top + flow.depth - flow.footerDepth, flow.footerDepth), isPinned: false))
            }
        case .compositional(let composed):
            let end = top + composed.depth
            if let size = composed.headerSize, let header = composed.definition.header {
                var y = top
                // "Shown while any portion of the section ... is visible" (Apple,
                // `pinToVisibleBounds`): at the top of what shows, pushed up by the section's end.
                if header.pinToVisibleBounds { y = max(top, min(contentOffset.y + adjustedContentInset.top, end - size.height)) }
                found.append(SupplementaryFrame(kind: .header, section: section, frame: Rect(x: composed.contentLeading, y: y, width: size.width, height: size.height),
                                                isPinned: header.pinToVisibleBounds))
            }
            if let size = composed.footerSize, let footer = composed.definition.footer {
                var y = end - size.height
                if footer.pinToVisibleBounds { y = min(end - size.height, max(top, contentOffset.y + frame.height - adjustedContentInset.bottom - size.height)) }
                found.append(SupplementaryFrame(kind: .footer, section: section, frame: Rect(x: composed.contentLeading, y: y, width: size.width, height: size.height),
                                                isPinned: footer.pinToVisibleBounds))
            }
        }
        return found
    }

    /// Where section `section` starts along the scroll axis and how deep it is.
    public func sectionSpan(_ section: Int) -> (start: Double, depth: Double)? {
        let built = currentLayout()
        guard built.sections.indices.contains(section), built.tops.indices.contains(section) else { return nil }
        return (built.tops[section], built.sections[section].depth)
    }

    /// Why the compositional layout cannot lay out (nil when it can).
    public var layoutProblem: String? { currentLayout().problem }
}
