import Solver

/// The constraints views generate from their own properties: autoresizing mask, intrinsic
/// content size, sizes that may not go negative. They are rebuilt when those properties
/// change and installed while the view is in the window.
extension Scene {
    func installOwnConstraints(of view: View) {
        for constraint in floors(of: view) + view.contentSizeConstraints + view.autoresizingConstraints + view.heldConstraints {
            engine.install(constraint)
        }
    }

    /// Every one, the floors included whatever the rule says now: the rule reads the view's
    /// state, which may have changed since they were installed.
    func uninstallOwnConstraints(of view: View) {
        for constraint in view.nonNegativeSizeConstraints + view.contentSizeConstraints + view.autoresizingConstraints + view.heldConstraints {
            engine.uninstall(constraint)
        }
    }

    /// The implicit `width >= 0` and `height >= 0` the view has under the rule in force
    /// (``NegativeSizeRule``): none for a view whose frame its autoresizing mask sets.
    private func floors(of view: View) -> [LayoutConstraint] {
        NegativeSizeRule.current.hasFloors(view) ? view.nonNegativeSizeConstraints : []
    }

    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the compression
    /// resistance, per axis that has an intrinsic size.
    func refreshContentSizeConstraints(of view: View) {
        let intrinsic = view.intrinsicContentSize
        if updateContentSizeConstants(of: view, to: intrinsic) { return }
        for constraint in view.contentSizeConstraints { engine.uninstall(constraint) }
        var made: [LayoutConstraint] = []
        for (attribute, value) in [(LayoutAttribute.width, intrinsic.width), (.height, intrinsic.height)]
        where value >= 0 {
            let axis = attribute.axis
            for (kind, relation, priority) in [
                (LayoutConstraint.Kind.contentHugging, Relation.lessThanOrEqual, view.contentHuggingPriority[axis]),
                (.contentCompressionResistance, .greaterThanOrEqual, view.contentCompressionResistancePriority[axis]),
            ] {
                let constraint = LayoutConstraint(
                    name: "\(view.name).\(attribute.rawValue)(content)", kind: kind, serial: makeSerial(),
                    first: view, attribute, relation, second: nil, nil, constant: value, priority: priority
                )
                constraint.isActive = true
                made.append(constraint)
            }
        }
        view.contentSizeConstraints = made
        if view.isInWindow { for constraint in made { engine.install(constraint) } }
    }

    /// When only the intrinsic values changed (the same axes, priorities unchanged), the
    /// constraints keep their place and take the new constants in place, as UIKit's
    /// `NSContentSizeLayoutConstraint` does; returns false when they must be rebuilt.
    private func updateContentSizeConstants(of view: View, to intrinsic: Size) -> Bool {
        let existing = view.contentSizeConstraints
        var wanted: [(LayoutAttribute, Priority, Double)] = []
        for (attribute, value) in [(LayoutAttribute.width, intrinsic.width), (.height, intrinsic.height)] where value >= 0 {
            wanted.append((attribute, view.contentHuggingPriority[attribute.axis], value))
            wanted.append((attribute, view.contentCompressionResistancePriority[attribute.axis], value))
        }
        guard !existing.isEmpty, existing.count == wanted.count,
            zip(existing, wanted).allSatisfy({ $0.firstAttribute == $1.0 && $0.priority == $1.1 })
        else { return false }
        setConstantsInPlace(zip(existing, wanted.map(\.2)), of: view)
        return true
    }

    /// Gives each constraint its new constant, updating the engine in place (installing it
    /// if the view's constraints are not yet in the engine).
    func setConstantsInPlace(_ constants: some Sequence<(LayoutConstraint, Double)>, of view: View) {
        for (constraint, value) in constants {
            let changed = constraint.constant != value
            constraint.constant = value
            guard view.isInWindow else { continue }
            if !engine.isInstalled(constraint) {
                engine.install(constraint)
            } else if changed {
                engine.update(constraint)
            }
        }
    }

    /// A new frame under the same mask and superview changes the translated constraints'
    /// constants only, in place: they stay the same constraints (listed where they were made,
    /// among the view's first), and the solver shifts them as it shifts any constant instead
    /// of removing four constraints and adding four more at each frame, which grew the
    /// solver by six symbols per frame set. UIKit documents neither way; the solution is the
    /// same. Returns false when they must be made anew (a mask, a superview or a proportion
    /// changed).
    private func updateAutoresizingConstants(of view: View) -> Bool {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return false }
        let existing = view.autoresizingConstraints
        let wanted = AutoresizingTranslation.terms(for: view, in: superview)
        guard !existing.isEmpty, existing.count == wanted.count,
            zip(existing, wanted).allSatisfy({ $1.isShape(of: $0, in: superview, mask: view.autoresizingMask) })
        else { return false }
        setConstantsInPlace(zip(existing, wanted.map(\.constant)), of: view)
        return true
    }

    func refreshAutoresizingConstraints(of view: View) {
        if updateAutoresizingConstants(of: view) { return }
        for constraint in view.autoresizingConstraints { engine.uninstall(constraint) }
        view.autoresizingConstraints = []
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
            syncFloors(of: view)
            return
        }
        view.autoresizingConstraints = AutoresizingTranslation.constraints(for: view, in: superview, scene: self)
        if view.isInWindow { for constraint in view.autoresizingConstraints { engine.install(constraint) } }
        syncFloors(of: view)
    }

    /// Installs or takes out the view's floors as the rule now says: whether its autoresizing
    /// mask sets its frame changes them (an installed one is passed over, an absent one too).
    private func syncFloors(of view: View) {
        guard view.isInWindow else { return }
        let wanted = floors(of: view)
        for constraint in view.nonNegativeSizeConstraints {
            if wanted.contains(where: { $0 === constraint }) { engine.install(constraint) } else { engine.uninstall(constraint) }
        }
    }

    func intrinsicContentSizeDidChange(_ view: View) {
        refreshContentSizeConstraints(of: view)
        if let label = view as? Label { labelsToMeasure[ObjectIdentifier(label)] = label }
        setNeedsLayout()
    }

    func autoresizingDidChange(_ view: View) {
        refreshAutoresizingConstraints(of: view)
        setNeedsLayout()
    }

    /// Margins or baselines moved: constraints naming the view are written anew, in place
    /// where only their constants moved (most often nothing did).
    func viewGeometryDidChange(_ view: View) {
        for constraint in userConstraints(naming: view) { engine.update(constraint) }
        // The guides placed by the view's margins (Scene+LayoutGuides).
        for guide in view.layoutGuides where guide.role != .custom {
            for constraint in guide.heldConstraints { engine.update(constraint) }
        }
        // Constraints a view holds for its subtree (a cell's copies) name the view too; their
        // holder is the view or one of its ancestors.
        var holder: View? = view
        while let current = holder {
            for constraint in current.heldConstraints where constraint.items.contains(where: { $0 === view }) {
                engine.update(constraint)
            }
            holder = current.superview
        }
        setNeedsLayout()
    }

    /// Sets a frame as `view.frame = ...` does: a view that translates its autoresizing mask
    /// is held there by new constraints; any other view keeps it until the next layout pass.
    func setFrame(_ frame: Rect, of view: View) {
        view.storedFrame = frame
        if view === window { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            refreshAutoresizingConstraints(of: view)
            setNeedsLayout()
        }
    }
}
