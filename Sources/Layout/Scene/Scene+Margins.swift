/// `preservesSuperviewLayoutMargins`: margins that cascade down the view tree.
///
/// Apple's rule (UIView.preservesSuperviewLayoutMargins): when the property is true "the
/// superview's margins are also considered when laying out content ... The amount of the
/// adjustment is the smallest amount needed to ensure that content is also inside the
/// superview's margins"; UIView.h: "margins cascade down the view tree, adjusting for geometry
/// offsets". So, side by side, a preserving view's margin is
///
///     max(own margin, superview's effective margin - distance from that superview edge)
///
/// e.g. a view at x = 10 in a superview whose left margin is 16, with its own left margin 8:
/// max(8, 16 - 10) = 8; at x = 4 it is max(8, 16 - 4) = 12. The superview's margin is its
/// effective one, so margins pass through a chain of preserving views.
///
/// The distances are those of the frames as the last layout pass left them, so a margin that
/// changes because a view moved is applied by one more pass: after each pass the scene
/// refreshes every preserving view, and any whose margins changed updates its constraints
/// and asks for another pass (UIKit calls `layoutMarginsDidChange` and lays out again). Only
/// views in the window preserve: a detached view (a table's prototype) uses its own margins.
extension Scene {
    /// Recomputes `view`'s effective margins (always when `force`, as after its own margins
    /// or its `preservesSuperviewLayoutMargins` changed), updating the constraints that
    /// measure from them, then those of its subviews that preserve them.
    public func refreshMargins(of view: View, force: Bool = false) {
        let margins = Self.effectiveMargins(of: view)
        if margins != view.effectiveLayoutMargins {
            view.effectiveLayoutMargins = margins
            viewGeometryDidChange(view)
            // New margins give the subtree's labels new widths: they wrap again at them, as
            // UIKit's next layoutSubviews sets their preferredMaxLayoutWidth again.
            for member in view.subtree { if let label = member as? Label { labelsToMeasure[ObjectIdentifier(label)] = label } }
        } else if !force {
            return
        }
        for subview in view.subviews where subview.preservesSuperviewLayoutMargins {
            refreshMargins(of: subview)
        }
    }

    /// After a layout pass: every preserving view whose superview does not preserve starts a
    /// walk down its chain (parents before children); a change asks for another pass.
    func refreshPreservedMargins() {
        guard mayHavePreservingViews else { return }
        for view in views where view.preservesSuperviewLayoutMargins && view.isInWindow
            && view.superview?.preservesSuperviewLayoutMargins != true {
            refreshMargins(of: view)
        }
    }

    /// Gives a detached view that preserves margins the ones it would have at `distances`
    /// from the edges of a superview whose margins are `outer`: how a table measures a
    /// prototype's content view as its cell will hold it (inside ``reading(_:)``, which puts
    /// them back). A view that does not preserve keeps its own.
    public func preserveMargins(of view: View, from outer: EdgeInsets, distances: EdgeInsets) {
        guard view.preservesSuperviewLayoutMargins else { return }
        let margins = Self.grow(view.layoutMargins, toReach: outer, distances: distances)
        guard margins != view.effectiveLayoutMargins else { return }
        view.effectiveLayoutMargins = margins
        viewGeometryDidChange(view)
    }

    /// The rule above, from the frames the last pass set.
    static func effectiveMargins(of view: View) -> EdgeInsets {
        guard view.preservesSuperviewLayoutMargins, view.isInWindow, let superview = view.superview else { return view.layoutMargins }
        let frame = view.storedFrame
        let size = superview.storedFrame.size
        let distances = EdgeInsets(top: frame.minY, left: frame.minX, bottom: size.height - frame.maxY, right: size.width - frame.maxX)
        return grow(view.layoutMargins, toReach: superview.effectiveLayoutMargins, distances: distances)
    }

    /// Each side of `own`, grown to reach `outer` measured from `distances` inside it. A view
    /// hanging past its superview's edge counts as at the edge (the distance is at least 0),
    /// so a margin never exceeds the superview's: frames from a pass before a resize (a cell
    /// still at its old height) would otherwise give margins the new size cannot hold. A
    /// choice of the model; Apple documents only the case of a view inside its superview.
    static func grow(_ own: EdgeInsets, toReach outer: EdgeInsets, distances: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(own.top, outer.top - max(0, distances.top)),
            left: max(own.left, outer.left - max(0, distances.left)),
            bottom: max(own.bottom, outer.bottom - max(0, distances.bottom)),
            right: max(own.right, outer.right - max(0, distances.right))
        )
    }
}
