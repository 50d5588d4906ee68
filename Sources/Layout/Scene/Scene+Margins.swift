/// Effective layout margins: what the margin attributes (`leadingMargin`, `|-[x]-|`) and the
/// margins guide measure from. Per side, in this order:
///
/// 1. The view's own margin (``View/layoutMargins``, 8 pt by default: Apple, `layoutMargins`:
///    "For most views, the default layout margins are 8 points on each side"). The window
///    stands for the view controller's root view: its own margins are zero by default, and
///    while it respects the system minimum (``View/viewRespectsSystemMinimumLayoutMargins``,
///    true by default) each side is at least `systemMinimumLayoutMargins`' (0 at the top and
///    bottom, 16 or 20 at the sides: ``IOSRelease/systemMinimumSideMargin(screen:)``): Apple,
///    `systemMinimumLayoutMargins`: "the root view's actual margins are set to either your
///    custom values or the minimum values defined by this property, whichever values are
///    greater".
/// 2. Plus the view's safe-area inset on that side, while it insets its margins from the safe
///    area (``View/insetsLayoutMarginsFromSafeArea``, true by default). Apple says only that
///    margins "outside the safe area are automatically modified to fall within the safe area
///    boundary"; two logs printed on devices show how: a view pinned to a notched phone's
///    edges with 8 pt margins reads `layoutMargins` (top 52, left 8, bottom 42, right 8) with a
///    safe area of (44, 0, 34, 0), and the window of an iOS 13 app prints the same pair
///    (public files of 2018 and 2019): the inset is added, and a view inside the safe area
///    keeps its 8. So the root view of a notched phone in portrait has 44 + 0 at the top.
/// 3. `preservesSuperviewLayoutMargins`: margins that cascade down the view tree.
///
/// Apple's rule for 3 (UIView.preservesSuperviewLayoutMargins): when the property is true "the
/// superview's margins are also considered when laying out content ... The amount of the
/// adjustment is the smallest amount needed to ensure that content is also inside the
/// superview's margins"; UIView.h: "margins cascade down the view tree, adjusting for geometry
/// offsets". So, side by side, a preserving view's margin is
///
///     max(own margin, superview's effective margin - distance from that superview edge)
///
/// e.g. a view at x = 10 in a superview whose left margin is 16, with its own left margin 8:
/// max(8, 16 - 10) = 8; at x = 4 it is max(8, 16 - 4) = 12. The superview's margin is its
/// effective one, so margins pass through a chain of preserving views. (Its own margin there
/// includes its safe area, which is the superview's reach into the unsafe strip less the same
/// distance: the two are not added twice.)
///
/// The distances and safe areas are those of the frames as the last layout pass left them,
/// so a margin that changes because a view moved is applied by one more pass: after each pass
/// the scene refreshes every preserving view, and every view whose margins feed a constraint
/// against its safe area, and any whose margins changed updates its constraints and asks for
/// another pass (UIKit calls `layoutMarginsDidChange` and lays out again). Only views in the
/// window preserve or have a safe area: a detached view (a table's prototype) uses its own
/// margins.
extension Scene {
    /// Recomputes `view`'s effective margins (always when `force`, as after its own margins
    /// or its `preservesSuperviewLayoutMargins` changed), updating the constraints that
    /// measure from them, then those of its subviews that preserve them.
    public func refreshMargins(of view: View, force: Bool = false) {
        let margins = effectiveMargins(of: view)
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

    /// After a layout pass: the window, and every view whose margins feed a constraint and
    /// that insets them from the safe area, takes the margins its safe area now gives it; a
    /// change asks for another pass. Views whose margins no constraint measures from are left
    /// as they are until one does (their margins are read afresh then).
    func refreshSafeAreaMargins() {
        refreshMargins(of: window)
        for view in marginUsers where view.isInWindow && view.insetsLayoutMarginsFromSafeArea && view !== window {
            refreshMargins(of: view)
        }
    }

    /// `view`'s margins feed a constraint: the scene keeps them in step with its safe area.
    func noteMarginsFeedLayout(of view: View) {
        guard !view.marginsFeedLayout else { return }
        view.marginsFeedLayout = true
        changeJournal.append(self, \.marginUsers, view)
        // Margins read before the view was in use may not have their safe area yet.
        if view.isInWindow, effectiveMargins(of: view) != view.effectiveLayoutMargins { setNeedsLayout() }
    }

    /// The margins `view` has now, as UIKit's `layoutMargins` getter reports them (with the
    /// safe area added: a view pinned under a notch printed 52 = 44 + 8, see
    /// ``effectiveMargins(of:)``): kept in step after each pass for views whose margins feed
    /// a constraint, worked out afresh for the others, whose kept value may be stale.
    public func currentLayoutMargins(of view: View) -> EdgeInsets {
        view.marginsFeedLayout ? view.effectiveLayoutMargins : effectiveMargins(of: view)
    }

    /// The rule above, from the frames the last pass set.
    func effectiveMargins(of view: View) -> EdgeInsets {
        var own = view.layoutMargins
        if view === window, view.viewRespectsSystemMinimumLayoutMargins {
            let side = screen.release.systemMinimumSideMargin(screen: screen.size)
            own = EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
        }
        if view.insetsLayoutMarginsFromSafeArea && view.isInWindow {
            let safe = safeAreaInsets(of: view)
            own = EdgeInsets(top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        guard view.preservesSuperviewLayoutMargins, view.isInWindow, let superview = view.superview else { return own }
        let frame = view.storedFrame
        let size = superview.storedFrame.size
        let distances = EdgeInsets(top: frame.minY, left: frame.minX, bottom: size.height - frame.maxY, right: size.width - frame.maxX)
        return Self.grow(own, toReach: superview.effectiveLayoutMargins, distances: distances)
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
