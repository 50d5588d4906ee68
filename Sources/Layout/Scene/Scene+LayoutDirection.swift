/// Right-to-left layout: each view's `effectiveUserInterfaceLayoutDirection`, kept up to date
/// as views move, their `semanticContentAttribute` changes, or the app's direction does.
///
/// The rule (``resolvedDirection(of:)``): a view whose attribute fixes a direction
/// (`playback`, `spatial`, `forceLeftToRight`: left to right; `forceRightToLeft`: right to
/// left) has it, as `UIView.userInterfaceLayoutDirection(for:)` answers; an `unspecified` view
/// takes its superview's effective direction, and a view without a superview (the window,
/// a table's prototype) the app's (`UIApplication.userInterfaceLayoutDirection`, here the
/// screen's ``Screen/layoutDirection``). Apple documents the attribute's effect on the view
/// itself ("UISemanticContentAttribute") and that the effective direction accounts for it
/// and the trait environment; that an unspecified view inherits a forced superview's
/// direction is the model's reading of `effectiveUserInterfaceLayoutDirection` ("the user
/// interface layout direction appropriate for arranging the immediate content of this
/// view"), chosen so that forcing a container flips everything in it.
///
/// Each view keeps its resolved direction, so building a constraint's expression reads one
/// property instead of walking to the root; a change walks only the subtree it affects.
extension Scene {
    /// The direction `view` lays out in, from its attribute, its superview's effective
    /// direction and the app's.
    public func resolvedDirection(of view: View) -> UserInterfaceLayoutDirection {
        if let fixed = view.semanticContentAttribute.fixedDirection { return fixed }
        return view.superview?.effectiveUserInterfaceLayoutDirection ?? screen.layoutDirection
    }

    /// Stores `view`'s resolved direction; whether it changed. Margins set as directional
    /// margins keep their leading and trailing sides, so their left and right swap.
    @discardableResult
    func applyResolvedDirection(to view: View) -> Bool {
        let direction = resolvedDirection(of: view)
        guard direction != view.effectiveUserInterfaceLayoutDirection else { return false }
        let directional = view.layoutMarginsFollowLayoutDirection ? view.directionalLayoutMargins : nil
        view.effectiveUserInterfaceLayoutDirection = direction
        if let directional { view.directionalLayoutMargins = directional }
        return true
    }

    /// Brings the direction of `view` and its subtree up to date (after its attribute
    /// changed), re-expressing the leading and trailing constraints whose first item turned.
    public func refreshLayoutDirection(of view: View) {
        var turned: Set<ObjectIdentifier> = []
        for member in view.subtreeAndGuides where applyResolvedDirection(to: member) {
            turned.insert(ObjectIdentifier(member))
        }
        guard !turned.isEmpty else { return }
        reexpressDirectionalConstraints(of: view, turned: turned)
        setNeedsLayout()
    }

    /// The app's language direction changed: every tree follows (the window's and those of
    /// detached views such as prototypes).
    func refreshLayoutDirectionOfAllTrees() {
        for view in views where view.superview == nil { refreshLayoutDirection(of: view) }
    }

    /// Updates in the engine the user's and the held constraints whose first item is in
    /// `turned` (members of `view`'s subtree) and that relate leading or trailing.
    ///
    /// They are taken out together and put back together: re-expressed one at a time, a
    /// constraint in the new direction would meet its neighbours still in the old one (a
    /// stack's canvas connections and spacings, which the whole row turns at once) and
    /// conflict with them for a moment, and the engine would break one for good.
    private func reexpressDirectionalConstraints(of view: View, turned: Set<ObjectIdentifier>) {
        var affected: [LayoutConstraint] = []
        let subtree = view.subtreeAndGuides
        for member in subtree where turned.contains(ObjectIdentifier(member)) {
            affected += userConstraints(naming: member).filter { $0.firstItem === member && $0.isDirectional }
        }
        // Constraints a view holds for its subtree (a cell's copies): the holder is a member
        // or an ancestor of the view.
        var holders = subtree
        var ancestor = view.superview
        while let current = ancestor {
            holders.append(current)
            ancestor = current.superview
        }
        for holder in holders {
            affected += holder.heldConstraints.filter { $0.isDirectional && turned.contains(ObjectIdentifier($0.firstItem)) }
        }
        let installed = affected.filter { engine.isInstalled($0) }
        for constraint in installed { engine.uninstall(constraint) }
        for constraint in installed { engine.install(constraint) }
    }
}
