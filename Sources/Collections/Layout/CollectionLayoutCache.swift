/// A collection view's layout as last computed: each section's lines or groups, where each
/// section starts along the scroll axis, and what the build found wrong. Not part of the
/// model's journaled state: the collection builds it again from the model when its stamp is
/// not the collection's (``CollectionView/layoutStamp``).
struct CollectionLayoutCache {
    /// The collection's stamp the cache was built for; 0 matches none.
    var stamp: UInt64 = 0
    var geometry: LayoutGeometry?
    var sections: [SectionLayout] = []
    /// `tops[s]`: where section `s` starts along the scroll axis; one more for the end.
    var tops: [Double] = [0]
    /// Why a compositional layout cannot be laid out (a group naming an unknown item).
    var problem: String?
    /// The flow layout's warnings for items longer than a line, waiting for the layout pass
    /// to log them: true for one about an item of its own size (with the line about the
    /// delegate's values), false for one about `itemSize`.
    var warnings: [Bool] = []
    /// Between one section and the next (a compositional configuration's `interSectionSpacing`).
    var interSectionSpacing = 0.0

    var contentDepth: Double { tops.last ?? 0 }

    /// The section that holds depth `depth`, by binary search (the last when past the end).
    func section(atDepth depth: Double) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= depth { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Sections from `section` on start again after it changed depth.
    mutating func recomputeTops(from section: Int) {
        let start = max(0, min(section, sections.count, tops.count - 1))
        tops.removeSubrange((start + 1)...)
        var depth = tops[start]
        for index in start..<sections.count {
            depth += sections[index].depth + (index + 1 < sections.count ? interSectionSpacing : 0)
            tops.append(depth)
        }
    }
}

/// One section's layout.
enum SectionLayout: Equatable, Sendable {
    case flow(FlowSection)
    case compositional(CompositionalSection)

    var depth: Double {
        switch self {
        case .flow(let section): section.depth
        case .compositional(let section): section.depth
        }
    }
}
