public import Solver

extension Scene {
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the size closest to `target` at which the view's subtree can be laid out, without
    /// moving anything.
    ///
    /// As UIKit does it, a temporary engine is built from the subtree: every view's own
    /// constraints (the view's autoresizing-mask constraints excepted: they tie it to its
    /// superview), every active constraint among the subtree's views (constraints on the view
    /// itself, such as a temporary width, included), and the targets
    /// `width == target.width @horizontal` ('fittingSizeHTarget') and
    /// `height == target.height @vertical` ('fittingSizeVTarget'). Labels measure at the wrap
    /// width they kept from the last layout pass. The result is rounded to the nearest pixel.
    /// Conflicts in the temporary engine are reported like any other.
    public func systemLayoutSizeFitting(
        _ view: View, target: Size,
        horizontalFittingPriority: Priority = .fittingSizeLevel,
        verticalFittingPriority: Priority = .fittingSizeLevel
    ) -> Size {
        layoutIfNeeded()
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
        appendReports(fitting.reports)
        return Size(
            width: PixelGrid.round(fitting.value(of: view.variables.width), scale: screen.scale),
            height: PixelGrid.round(fitting.value(of: view.variables.height), scale: screen.scale)
        )
    }
}
