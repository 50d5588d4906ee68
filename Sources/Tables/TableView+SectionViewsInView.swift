import Layout

/// Section header and footer views fitted lazily, as their sections come into view (with
/// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight` not 0): the counterpart of
/// the rows measured in ``TableView/rowsInView(anchor:)``, which calls these as it walks
/// down the view.
extension TableView {
    /// Which of a section's views.
    enum SectionViewEdge {
        case header, footer
    }

    /// Fits the section's header or footer view if it still counts its estimate and any of
    /// it lies between `contentOffset.y` and `bottom`; the sections below move by the change.
    /// Returns the change in height (0 when nothing was fitted).
    func fitSectionViewIfInView(_ edge: SectionViewEdge, of section: Int, bottom: Double) -> Double {
        guard isFittedLazily(edge), let span = span(of: edge, section: section),
              span.top < bottom, span.top + span.height > contentOffset.y || (span.height == 0 && span.top >= contentOffset.y),
              let view = edge == .header ? sectionHeaderViews[section] : sectionFooterViews[section],
              (edge == .header ? fittedHeaderHeights[section] : fittedFooterHeights[section]) == nil
        else { return 0 }
        let height = fittedHeight(of: view)
        switch edge {
        case .header: fittedHeaderHeights[section] = height
        case .footer: fittedFooterHeights[section] = height
        }
        let change = height - span.height
        // decorationAbove[s] is everything decorative above section s's first row: a header
        // counts from its own section on, a footer from the next.
        if change != 0 {
            let firstMoved = edge == .header ? section : section + 1
            for moved in firstMoved..<decorationAbove.count { decorationAbove[moved] += change }
        }
        return change
    }

    /// A table without rows: each section view in view, top to bottom.
    func fitSectionViewsOfEmptyTable() {
        let bottom = contentOffset.y + frame.height
        for section in sections.indices {
            _ = fitSectionViewIfInView(.header, of: section, bottom: bottom)
            _ = fitSectionViewIfInView(.footer, of: section, bottom: bottom)
        }
    }

    /// The first row below the view (the row it sits above), for the offset-holding rule: a
    /// view is above the anchor row when this row is the anchor or comes before it.
    func rowBelow(_ edge: SectionViewEdge, of section: Int) -> Int {
        edge == .header ? startOfSection(section) : startOfSection(section) + sections[section].rowCount
    }

    /// Where the section's header or footer view is in the content (its current height, the
    /// estimate until fitted); nil without a view or a place yet.
    func span(of edge: SectionViewEdge, section: Int) -> (top: Double, height: Double)? {
        guard decorationAbove.indices.contains(section), sections.indices.contains(section) else { return nil }
        switch edge {
        case .header:
            guard sectionHeaderViews[section] != nil else { return nil }
            let height = headerHeight(of: section)
            return (decorationAbove[section] + heights.offset(of: startOfSection(section)) - height, height)
        case .footer:
            guard sectionFooterViews[section] != nil else { return nil }
            return (decorationAbove[section] + heights.offset(of: rowBelow(.footer, of: section)), footerHeight(of: section))
        }
    }

    /// Whether views on that edge are fitted lazily: an estimate, and no fixed height.
    private func isFittedLazily(_ edge: SectionViewEdge) -> Bool {
        switch edge {
        case .header: sectionHeaderHeight == nil && estimatedSectionHeaderHeight > 0
        case .footer: sectionFooterHeight == nil && estimatedSectionFooterHeight > 0
        }
    }
}
