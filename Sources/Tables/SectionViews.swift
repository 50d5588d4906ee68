import Layout

/// Which of a section's views: the one above its rows or the one below.
enum SectionViewEdge {
    case header, footer
}

/// A table's section headers and footers: their views (`viewForHeaderInSection`,
/// `viewForFooterInSection`), the heights set for them (`sectionHeaderHeight`,
/// `estimatedSectionHeaderHeight` and the footer's), the heights their views were fitted
/// to, and how much decoration lies above each section's rows.
///
/// A view's height is a fixed height if one is set, else its fitted height, or its estimate
/// until its section comes into view (see TableView+SectionViews.swift for when views are
/// fitted, and TableView+SectionViewsInView.swift for fitting them as they show).
final class SectionViews: JournalOwner {
    /// The table's journal (``View/journal``), for the records of these properties.
    weak var journal: ModelJournal?

    /// Fixed section header and footer heights; nil uses the view's or the style's.
    @Journaled var headerHeight: Double?
    @Journaled var footerHeight: Double?
    /// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight` (0: fit every view up
    /// front; see ``TableView/estimatedSectionHeaderHeight``).
    @Journaled var estimatedHeaderHeight = 0.0
    @Journaled var estimatedFooterHeight = 0.0

    /// Header and footer views by section; each is a subview of the table.
    @Journaled private(set) var headerViews: [Int: View] = [:]
    @Journaled private(set) var footerViews: [Int: View] = [:]
    /// Their fitted heights (self-sizing): all of them when the table rebuilds its layout
    /// without an estimate; with one, those whose sections came into view, kept until the
    /// cache generation changes (width, Dynamic Type, `reload`) or the view is replaced.
    @Journaled private var fittedHeaderHeights: [Int: Double] = [:]
    @Journaled private var fittedFooterHeights: [Int: Double] = [:]
    /// The cache generation the lazily fitted heights above belong to.
    @Journaled private var fittedGeneration: UInt32 = 0
    /// The height of everything decorative above each section's first row: the table
    /// header, and every header and footer before it (its own header included).
    @Journaled private(set) var decorationAbove: [Double] = []

    // MARK: - Views

    func view(_ edge: SectionViewEdge, of section: Int) -> View? {
        switch edge {
        case .header: headerViews[section]
        case .footer: footerViews[section]
        }
    }

    /// Gives a section a view (nil: none); a new view is fitted anew.
    func setView(_ view: View?, _ edge: SectionViewEdge, of section: Int) {
        switch edge {
        case .header:
            headerViews[section] = view
            fittedHeaderHeights[section] = nil
        case .footer:
            footerViews[section] = view
            fittedFooterHeights[section] = nil
        }
    }

    // MARK: - Heights

    /// The height of a section's header or footer: fixed, else its view's (fitted, or the
    /// estimate until then), else the style's for a titled or untitled section.
    func height(_ edge: SectionViewEdge, of section: Int, styleHeight: @autoclosure () -> Double) -> Double {
        switch edge {
        case .header:
            if let headerHeight { return headerHeight }
            if headerViews[section] != nil { return fittedHeaderHeights[section] ?? estimatedHeaderHeight }
        case .footer:
            if let footerHeight { return footerHeight }
            if footerViews[section] != nil { return fittedFooterHeights[section] ?? estimatedFooterHeight }
        }
        return styleHeight()
    }

    /// Whether views on that edge are fitted lazily: an estimate, and no fixed height.
    func isFittedLazily(_ edge: SectionViewEdge) -> Bool {
        switch edge {
        case .header: headerHeight == nil && estimatedHeaderHeight > 0
        case .footer: footerHeight == nil && estimatedFooterHeight > 0
        }
    }

    /// Whether any view waits for its section to show to be fitted.
    var fitsLazily: Bool {
        estimatedHeaderHeight > 0 || estimatedFooterHeight > 0
    }

    func fittedHeight(_ edge: SectionViewEdge, of section: Int) -> Double? {
        edge == .header ? fittedHeaderHeights[section] : fittedFooterHeights[section]
    }

    /// Records a view's fitted height; the sections below it move by the change in its
    /// height, `change`.
    func setFittedHeight(_ height: Double, _ edge: SectionViewEdge, of section: Int, change: Double) {
        switch edge {
        case .header: fittedHeaderHeights[section] = height
        case .footer: fittedFooterHeights[section] = height
        }
        // decorationAbove[s] is everything decorative above section s's first row: a header
        // counts from its own section on, a footer from the next.
        if change != 0 {
            let firstMoved = edge == .header ? section : section + 1
            for moved in firstMoved..<decorationAbove.count { decorationAbove[moved] += change }
        }
    }

    /// Fits each view with `fit`, or, with an estimate, keeps the heights fitted in view while
    /// the cache `generation` holds (and forgets them when it changed).
    func refit(generation: UInt32, _ fit: (View) -> Double) {
        let isCurrent = fittedGeneration == generation
        if !isCurrent { fittedGeneration = generation }
        func fitted(_ views: [Int: View], previous: [Int: Double], estimate: Double) -> [Int: Double] {
            var heights: [Int: Double] = [:]
            for (section, view) in views {
                if estimate <= 0 {
                    heights[section] = fit(view)
                } else if isCurrent, let height = previous[section] {
                    heights[section] = height
                }
            }
            return heights
        }
        let headers = fitted(headerViews, previous: fittedHeaderHeights, estimate: estimatedHeaderHeight)
        let footers = fitted(footerViews, previous: fittedFooterHeights, estimate: estimatedFooterHeight)
        if fittedHeaderHeights != headers { fittedHeaderHeights = headers }
        if fittedFooterHeights != footers { fittedFooterHeights = footers }
    }

    /// The decoration above each section's rows, from each section's header and footer
    /// heights (`heights`) under a table header `top` high.
    func setDecorations(top: Double, sectionCount: Int, heights: (Int) -> (header: Double, footer: Double)) {
        var above: [Double] = []
        var total = top
        for section in 0..<sectionCount {
            let (header, footer) = heights(section)
            total += header
            above.append(total)
            total += footer
        }
        decorationAbove = above
    }

    /// The decoration above section `section`'s rows (0 before the table has laid out).
    func decoration(above section: Int) -> Double {
        decorationAbove.indices.contains(section) ? decorationAbove[section] : 0
    }
}
