public import Layout

/// Section header and footer views, self-sizing as UIKit's are with
/// `sectionHeaderHeight = UITableView.automaticDimension` (the default since iOS 11): each
/// view is fitted at the table's width with the fitting size of a cell (width required,
/// height as small as its constraints allow), and placed above (header) or below (footer)
/// its section's rows at that height. A fixed `sectionHeaderHeight` gives every header that
/// height instead.
///
/// The model fits every section view when the table rebuilds its layout (a view assigned,
/// the width or Dynamic Type changed, `reload`), not as each comes into view: UIKit uses
/// `estimatedSectionHeaderHeight` for headers not yet shown, which the model does not, so
/// its content size is exact at once where UIKit's is first estimated.
extension TableView {
    /// `tableView(_:viewForHeaderInSection:)`: the view becomes a subview of the table, or
    /// nil takes the header view away (it stays where it is in the tree).
    public func setHeaderView(_ view: View?, ofSection section: Int) throws(TableError) {
        try setSectionView(view, ofSection: section, in: \.sectionHeaderViews)
    }

    public func setFooterView(_ view: View?, ofSection section: Int) throws(TableError) {
        try setSectionView(view, ofSection: section, in: \.sectionFooterViews)
    }

    private func setSectionView(_ view: View?, ofSection section: Int, in views: ReferenceWritableKeyPath<TableView, [Int: View]>) throws(TableError) {
        guard sections.indices.contains(section) else { throw TableError.noSuchSection(section, count: sections.count) }
        if let view, let scene, view.superview !== self {
            guard view !== self else { throw TableError.cannotAttach(view.name, reason: "it is the table") }
            do {
                try scene.move(view, to: self)
            } catch {
                throw TableError.cannotAttach(view.name, reason: "\(error)")
            }
        }
        self[keyPath: views][section] = view
        setNeedsSync()
    }

    /// Fits each section view at the table's width (see the type's discussion).
    func fitSectionViews() {
        guard let scene else { return }
        func fit(_ view: View) -> Double {
            scene.systemLayoutSizeFitting(
                view, target: Size(width: frame.width, height: 0),
                horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel, layingOutLabels: true
            ).height
        }
        var headers: [Int: Double] = [:], footers: [Int: Double] = [:]
        for (section, view) in sectionHeaderViews { headers[section] = fit(view) }
        for (section, view) in sectionFooterViews { footers[section] = fit(view) }
        if fittedHeaderHeights != headers { fittedHeaderHeights = headers }
        if fittedFooterHeights != footers { fittedFooterHeights = footers }
    }

    /// Each section view at its place: the header just above the section's first row, the
    /// footer just below its last, as wide as the table.
    func placeSectionViews() {
        for section in sections.indices where decorationAbove.indices.contains(section) {
            let rowsTop = decorationAbove[section] + heights.offset(of: startOfSection(section))
            if let header = sectionHeaderViews[section], header.superview === self {
                let height = headerHeight(of: section)
                place(header, at: Rect(x: 0, y: rowsTop - height, width: frame.width, height: height))
            }
            if let footer = sectionFooterViews[section], footer.superview === self {
                let rowsBottom = decorationAbove[section] + heights.offset(of: startOfSection(section) + sections[section].rowCount)
                place(footer, at: Rect(x: 0, y: rowsBottom, width: frame.width, height: footerHeight(of: section)))
            }
        }
    }

    private func place(_ view: View, at rect: Rect) {
        if view.storedFrame != rect { view.frame = rect }
    }
}
