public import Layout

/// Section header and footer views, self-sizing as UIKit's are with
/// `sectionHeaderHeight = UITableView.automaticDimension` (the default since iOS 11): each
/// view is fitted at the table's width with the fitting size of a cell (width required,
/// height as small as its constraints allow), and placed above (header) or below (footer)
/// its section's rows at that height. A fixed `sectionHeaderHeight` gives every header that
/// height instead.
///
/// Without an estimate (`estimatedSectionHeaderHeight = 0`, the model's default) every
/// section view is fitted when the table rebuilds its layout (a view assigned, the width or
/// Dynamic Type changed, `reload`), so the content size is exact at once. With an estimate a
/// view counts that estimate until its section comes into view, and is fitted then, next to
/// the rows measured there (``TableView/rowsInView(anchor:)``): Apple's documentation of
/// `estimatedSectionHeaderHeight` says estimation defers "the cost of geometry calculation
/// from load time to scrolling time". A view fitted above the rows that were on screen moves
/// the offset by its change in height, as a measured row does, so the content stays still.
extension TableView {
    /// `tableView(_:viewForHeaderInSection:)`: the view becomes a subview of the table, or
    /// nil takes the header view away (it stays where it is in the tree).
    public func setHeaderView(_ view: View?, ofSection section: Int) throws(TableError) {
        // A new view is fitted anew (at once, or when it comes into view).
        try setSectionView(view, .header, ofSection: section)
    }

    public func setFooterView(_ view: View?, ofSection section: Int) throws(TableError) {
        try setSectionView(view, .footer, ofSection: section)
    }

    private func setSectionView(_ view: View?, _ edge: SectionViewEdge, ofSection section: Int) throws(TableError) {
        guard sections.indices.contains(section) else { throw TableError.noSuchSection(section, count: sections.count) }
        if let view, let scene, view.superview !== self {
            guard view !== self else { throw TableError.cannotAttach(view.name, reason: "it is the table") }
            do {
                try scene.move(view, to: self)
            } catch {
                throw TableError.cannotAttach(view.name, reason: "\(error)")
            }
        }
        sectionViews.setView(view, edge, of: section)
        setNeedsSync()
    }

    /// Fits each section view at the table's width, or, with an estimate, keeps the heights
    /// fitted in view while the cache generation holds (see the type's discussion).
    func fitSectionViews() {
        guard scene != nil else { return }
        sectionViews.refit(generation: rowHeights.generation) { fittedHeight(of: $0) }
    }

    /// A section view's height at the table's width: width required, height as small as its
    /// constraints allow (a cell's fitting sizes).
    func fittedHeight(of view: View) -> Double {
        guard let scene else { return 0 }
        return scene.systemLayoutSizeFitting(
            view, target: Size(width: frame.width, height: 0),
            horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel, layingOutLabels: true
        ).height
    }

    /// Each section view at its place: the header just above the section's first row, the
    /// footer just below its last, as wide as the table.
    func placeSectionViews() {
        let decorationAbove = sectionViews.decorationAbove
        for section in sections.indices where decorationAbove.indices.contains(section) {
            let rowsTop = decorationAbove[section] + rowHeights.index.offset(of: startOfSection(section))
            if let header = sectionViews.view(.header, of: section), header.superview === self {
                let height = headerHeight(of: section)
                place(header, at: Rect(x: 0, y: rowsTop - height, width: frame.width, height: height))
            }
            if let footer = sectionViews.view(.footer, of: section), footer.superview === self {
                let rowsBottom = decorationAbove[section] + rowHeights.index.offset(of: startOfSection(section) + sections[section].rowCount)
                place(footer, at: Rect(x: 0, y: rowsBottom, width: frame.width, height: footerHeight(of: section)))
            }
        }
    }

    private func place(_ view: View, at rect: Rect) {
        if view.storedFrame != rect { view.frame = rect }
    }
}
