import Layout

/// Section header and footer views fitted lazily, as their sections come into view (with
/// `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight` not 0): the counterpart of
/// the rows measured in ``TableView/rowsInView(anchor:)``, which calls these as it walks
/// down the view.
extension TableView {
    /// Fits the section's header or footer view if it still counts its estimate and any of
    /// it lies between `contentOffset.y` and `bottom`; the sections below move by the change.
    /// Returns the change in height (0 when nothing was fitted).
    func fitSectionViewIfInView(_ edge: SectionViewEdge, of section: Int, bottom: Double) -> Double {
        guard sectionViews.isFittedLazily(edge), let span = span(of: edge, section: section),
              span.top < bottom, span.top + span.height > contentOffset.y || (span.height == 0 && span.top >= contentOffset.y),
              let view = sectionViews.view(edge, of: section), sectionViews.fittedHeight(edge, of: section) == nil
        else { return 0 }
        let height = fittedHeight(of: view)
        let change = height - span.height
        sectionViews.setFittedHeight(height, edge, of: section, change: change)
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
        let decorationAbove = sectionViews.decorationAbove
        guard decorationAbove.indices.contains(section), sections.indices.contains(section) else { return nil }
        switch edge {
        case .header:
            guard sectionViews.view(.header, of: section) != nil else { return nil }
            let height = headerHeight(of: section)
            return (decorationAbove[section] + rowHeights.index.offset(of: startOfSection(section)) - height, height)
        case .footer:
            guard sectionViews.view(.footer, of: section) != nil else { return nil }
            return (decorationAbove[section] + rowHeights.index.offset(of: rowBelow(.footer, of: section)), footerHeight(of: section))
        }
    }
}
