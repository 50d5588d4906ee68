public import Solver

extension Scene {
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the size closest to `target` at which the view's subtree can be laid out, without
    /// moving anything: a query, which leaves the scene exactly as it was (``reading(_:)``).
    /// As in UIKit it does not lay out first: it sees the wrap widths the last layout pass left.
    ///
    /// As UIKit does it, a temporary engine is built from the subtree: every view's own
    /// constraints (the view's autoresizing-mask constraints excepted: they tie it to its
    /// superview), every active constraint among the subtree's views (constraints on the view
    /// itself, such as a temporary width, included), and the targets
    /// `width == target.width @horizontal` ('fittingSizeHTarget') and
    /// `height == target.height @vertical` ('fittingSizeVTarget'). Labels measure at the wrap
    /// width they kept from the last layout pass. The result is rounded to the nearest pixel.
    /// Conflicts in the temporary engine are reported like any other.
    ///
    /// With `layingOutLabels`, the subtree is first laid out in the temporary engine the way
    /// a layout pass does it: multi-line labels with an automatic `preferredMaxLayoutWidth`
    /// measure unbounded, then again at their solved width until it is stable, and keep that
    /// width. A table does this for a cell: it sizes the cell to its width and lays it out
    /// before asking for the fitting size (iOS 8 self-sizing cells).
    public func systemLayoutSizeFitting(
        _ view: View, target: Size,
        horizontalFittingPriority: Priority = .fittingSizeLevel,
        verticalFittingPriority: Priority = .fittingSizeLevel,
        layingOutLabels: Bool = false
    ) -> Size {
        reading { fittingSize(of: view, target: target, horizontalFittingPriority, verticalFittingPriority, layingOutLabels) }
    }

    private func fittingSize(
        of view: View, target: Size, _ horizontalFittingPriority: Priority, _ verticalFittingPriority: Priority, _ layingOutLabels: Bool
    ) -> Size {
        let fitting = LayoutEngine(root: view)
        let members = view.subtree
        for member in members {
            for constraint in member.nonNegativeSizeConstraints + member.contentSizeConstraints {
                fitting.install(constraint)
            }
            if member !== view {
                for constraint in member.autoresizingConstraints { fitting.install(constraint) }
            }
        }
        for constraint in constraints where constraint.isActive && constraint.items.allSatisfy({ $0.isDescendant(of: view) }) {
            fitting.install(constraint)
        }
        for (attribute, value, priority, identifier) in [
            (LayoutAttribute.width, target.width, horizontalFittingPriority, "fittingSizeHTarget"),
            (.height, target.height, verticalFittingPriority, "fittingSizeVTarget"),
        ] {
            let constraint = LayoutConstraint(
                name: "\(view.name).\(attribute.rawValue)(fitting)", kind: .fittingTarget, serial: makeSerial(),
                first: view, attribute, .equal, second: nil, nil, constant: value, priority: priority,
                identifier: identifier
            )
            constraint.isActive = true
            fitting.install(constraint)
        }
        if layingOutLabels { settleWrapWidths(of: members.compactMap { $0 as? Label }.filter(\.wrapsAtLayoutWidth), in: fitting) }
        appendReports(fitting.reports)
        return Size(
            width: PixelGrid.round(fitting.value(of: view.variables.width), scale: screen.scale),
            height: PixelGrid.round(fitting.value(of: view.variables.height), scale: screen.scale)
        )
    }

    /// The size of a scroll view's content area per axis, where constraints between the view
    /// and its descendants determine it (nil in an axis where none does).
    public func scrollableContentSize(of view: View) -> (width: Double?, height: Double?) {
        guard view.hasScrollableContentArea else { return (nil, nil) }
        var horizontal = false, vertical = false
        for constraint in userConstraints(naming: view) where isInstalled(constraint) {
            guard AttributeExpression.commonAncestor(of: constraint.items) === view else { continue }
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                guard item === view, let attribute, !attribute.isSize else { continue }
                if attribute.axis == .horizontal { horizontal = true } else { vertical = true }
            }
        }
        return (
            horizontal ? max(0, engine.value(of: view.contentArea.width)) : nil,
            vertical ? max(0, engine.value(of: view.contentArea.height)) : nil
        )
    }
}
