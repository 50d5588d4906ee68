import Layout

/// One section of a compositional layout: its header, its content insets, its groups (one
/// after another down the collection, or side by side when the section scrolls orthogonally)
/// and its footer.
///
/// The groups' depths are kept as runs (``SectionLines``): down the collection each group is
/// as deep as it lays out; in an orthogonal section the runs go across, each group as wide as
/// it lays out, and the section's band is as deep as its deepest group.
struct CompositionalSection: Equatable, Sendable {
    var lines: SectionLines
    var ownSized: ItemRanges
    let template: GroupTemplate
    let definition: LayoutSection
    /// Where the section's content starts across the collection (its leading inset).
    let contentLeading: Double
    /// The content's width across the collection (the section less its insets).
    let contentWidth: Double
    let headerSize: Size?
    let footerSize: Size?
    /// The depth of an orthogonal section's band: its deepest group.
    var bandDepth: Double

    var isOrthogonal: Bool { definition.orthogonalScrollingBehavior != .none }
    var itemCount: Int { lines.itemCount }
    var headerDepth: Double { headerSize?.height ?? 0 }
    var footerDepth: Double { footerSize?.height ?? 0 }
    var linesTop: Double { headerDepth + definition.contentInsets.top }
    var groupsDepth: Double { isOrthogonal ? bandDepth : lines.depth }
    var depth: Double { linesTop + groupsDepth + definition.contentInsets.bottom + footerDepth }

    /// Where the groups of an orthogonal section start across it: `groupPagingCentered`
    /// centres the first group (and, paging by groups, each one after it).
    var orthogonalLeading: Double {
        guard definition.orthogonalScrollingBehavior == .groupPagingCentered else { return 0 }
        let width = lines.runs.first?.extent ?? 0
        return max(0, (contentWidth - width) / 2)
    }

    /// The group holding `item` laid out: its origin in the section (across, down) and each
    /// present item's frame in it.
    func group(of item: Int, measured: (Int) -> Size?, orthogonalOffset: Double) -> (origin: Point, line: SectionLines.Line, frames: [Rect])? {
        guard let line = lines.line(containing: item) else { return nil }
        let laid = template.layout(present: line.itemCount) { leaf in measured(line.firstItem + leaf) }
        let origin = isOrthogonal
            ? Point(x: contentLeading + orthogonalLeading + line.top - orthogonalOffset, y: linesTop)
            : Point(x: contentLeading, y: linesTop + line.top)
        return (origin, line, laid.frames)
    }

    /// The frame of `item` in the section (x across the collection, y down from the section's
    /// top), its content insets taken off its non-estimated axes.
    func frame(of item: Int, measured: (Int) -> Size?, orthogonalOffset: Double) -> Rect? {
        guard let group = group(of: item, measured: measured, orthogonalOffset: orthogonalOffset) else { return nil }
        let leaf = item - group.line.firstItem
        guard group.frames.indices.contains(leaf), template.leaves.indices.contains(leaf) else { return nil }
        let slot = template.leaves[leaf]
        var frame = group.frames[leaf]
        frame.origin.x += group.origin.x
        frame.origin.y += group.origin.y
        let insets = slot.item.contentInsets
        if !slot.estimatesWidth {
            frame.origin.x += insets.left
            frame.size.width = max(0, frame.width - insets.left - insets.right)
        }
        if !slot.estimatesHeight {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        return frame
    }

    /// An orthogonal section's deepest group, from its runs.
    static func bandDepth(of lines: SectionLines, template: GroupTemplate, measured: (Int) -> Size?) -> Double {
        var deepest = 0.0
        for run in lines.runs {
            let present = run.lineCount > 1 ? run.perLine : run.itemCount
            let size = template.layout(present: present) { leaf in run.lineCount > 1 ? nil : measured(run.firstItem + leaf) }.size
            deepest = max(deepest, size.height)
        }
        return deepest
    }
}
