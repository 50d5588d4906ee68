import Solver

extension Scene {
    /// The most passes a layout makes for labels that wrap at their solved width. Two
    /// suffice unless widths depend on heights; past this the last result stands.
    static let maximumLabelPasses = 8

    /// `setNeedsLayout(); layoutIfNeeded()` on `view`: an explicit layout, in which every
    /// label of the view's subtree that wraps at its layout width measures again from
    /// scratch (see ``layoutIfNeeded()``).
    public func layout(_ view: View) {
        for member in view.subtree {
            if let label = member as? Label { labelsToMeasure[ObjectIdentifier(label)] = label }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// `layoutIfNeeded()`: when something changed since the last pass, lays out and copies the
    /// engine's values into the frames of the views that moved, rounded to the screen's pixels.
    ///
    /// Labels that wrap at their layout width (a multi-line label whose
    /// `preferredMaxLayoutWidth` is automatic) take their wrap width from their bounds in the
    /// same pass, however the lines that made them were typed:
    /// - when they are new, when their intrinsic size was invalidated, or when an explicit
    ///   ``layout(_:)`` covers them, they get UIKit's double pass from scratch: they first
    ///   measure unbounded (one line), the engine solves, they measure again at their solved
    ///   width, and so on until the width is stable (``settleWrapWidths(of:in:)``);
    /// - any other label whose solved width moved in this pass re-wraps at its new width,
    ///   and the engine solves again, until stable (``followWrapWidths(of:collectingChanges:)``):
    ///   a label constrained after it was made, or one whose superview rotated or widened.
    ///
    /// Evidence for the second rule: UILabel's private `_prepareForSecondIntrinsicContentSizeCalculationWithLayoutEngineBounds:`
    /// feeds the label's engine width back as its `_multilineContextWidth` after each solve
    /// (RTH's UIKitCore UILabel.h; ../shared/reference/autolayout-semantics.md section 7), which
    /// is what the iOS 6/7 workaround did by hand in `layoutSubviews` (set
    /// `preferredMaxLayoutWidth` to the frame's width when it differs, lay out the superview
    /// again); iOS 8 "added support for automatically computing preferredMaxLayoutWidth at
    /// runtime", and a table whose size changes lays its labels out again at their new width
    /// (MoZhouqi/iOS8SelfSizingCells's README). The header seed's workaround #2 still "does not
    /// wrap" under this rule: see the header lesson, observation 4.
    public func layoutIfNeeded() {
        // A view that adapts to its new frame in `didLayout` (a table resizing its header,
        // a self-sizing table changing its intrinsic size) asks for another pass; a few
        // suffice, and a limit keeps a view that never settles from hanging the program.
        var passes = 0
        // Ctrl-C stops between passes; the interpreter rolls the line back (see Cancellation).
        while needsLayout && passes < Self.maximumAdaptivePasses && !Cancellation.isRequested {
            passes += 1
            // UIKit's update-constraints pass comes before layout: views that make constraints
            // for their subviews bring them up to date with what changed since the last pass.
            // So do those of a template (a prototype cell), which tables measure rows with.
            for view in constraintUpdaters where view.isInWindow || template(containing: view) != nil { view.updateConstraints() }
            layoutPass()
            for view in layoutObservers where view.isInWindow { view.didLayout() }
            // Margins preserved from a superview follow the frames just set (Scene+Margins).
            refreshPreservedMargins()
            // So do the safe areas of views that moved against the screen's insets, and the
            // margins measured inside them.
            refreshSafeAreaGuides()
            refreshSafeAreaMargins()
        }
    }

    /// Passes ``layoutIfNeeded()`` makes while views adapt to their frames.
    static let maximumAdaptivePasses = 6

    private func layoutPass() {
        needsLayout = false
        var moved: [ObjectIdentifier: View] = [:]
        var movedOrigins: Set<ObjectIdentifier> = []
        // Adds the views whose values moved since the last call to `moved`, and returns them.
        @discardableResult func collectChanges() -> [ObjectIdentifier: View] {
            var changed: [ObjectIdentifier: View] = [:]
            for variable in engine.takeChangedVariables() {
                guard let owner = owners[variable] else { continue }
                changed[ObjectIdentifier(owner.view)] = owner.view
                if owner.attribute == .minX || owner.attribute == .minY { movedOrigins.insert(ObjectIdentifier(owner.view)) }
            }
            moved.merge(changed) { view, _ in view }
            return changed
        }
        let measuring = labelsToMeasure.values.filter { $0.isInWindow && $0.wrapsAtLayoutWidth }
            .sorted { $0.name < $1.name }
        labelsToMeasure = [:]
        settleWrapWidths(of: measuring, in: engine)
        collectChanges()
        followWrapWidths(of: moved, collectingChanges: collectChanges)
        var affected = moved.merging(movedViews) { view, _ in view }
        movedViews = [:]
        // A view that moved brings its subtree and its guides: their edges round to pixels at
        // new window positions even where their values in their superview did not change.
        for view in moved.values where movedOrigins.contains(ObjectIdentifier(view)) {
            for member in view.subtreeAndGuides { affected[ObjectIdentifier(member)] = member }
        }
        assignFrames(to: affected.values.filter { $0.isInWindow && $0 !== window })
    }

    /// Frames from the engine's values: edges are rounded to the nearest pixel in window
    /// coordinates, so neighbours share their edges, then expressed in the superview.
    private func assignFrames(to views: [View]) {
        let scale = screen.scale
        let value = engine.solvedValues()
        var origins: [ObjectIdentifier: Point] = [ObjectIdentifier(window): .zero]
        // A view outside `views` kept its origin and so did its ancestors (a view whose
        // origin moved brings its whole subtree), so the origin the last pass left it is
        // still right: a new view deep in a tree reads its parent's instead of summing the
        // chain up to the window.
        let assigned = Set(views.map(ObjectIdentifier.init))
        func known(_ view: View) -> Point? {
            if let known = origins[ObjectIdentifier(view)] { return known }
            if !assigned.contains(ObjectIdentifier(view)), let kept = view.layoutOrigin { return kept }
            return nil
        }
        // Up to the nearest ancestor whose origin is known, then down again summing: a loop,
        // as a chain of thousands of new views would be as many stack frames recursively.
        func origin(of view: View) -> Point {
            if let point = known(view) { return point }
            var chain: [View] = [view]
            var point = Point.zero
            while let parent = chain.last?.superview {
                if let parentOrigin = known(parent) {
                    point = parentOrigin
                    break
                }
                chain.append(parent)
            }
            for member in chain.reversed() {
                point = Point(x: point.x + value(member.variables.minX), y: point.y + value(member.variables.minY))
                origins[ObjectIdentifier(member)] = point
                member.layoutOrigin = point
            }
            return point
        }
        for view in views {
            let absolute = origin(of: view)
            let parent = view.superview.map(origin(of:)) ?? .zero
            let left = PixelGrid.round(absolute.x, scale: scale)
            let top = PixelGrid.round(absolute.y, scale: scale)
            let right = PixelGrid.round(absolute.x + value(view.variables.width), scale: scale)
            let bottom = PixelGrid.round(absolute.y + value(view.variables.height), scale: scale)
            view.storedFrame = Rect(
                x: left - PixelGrid.round(parent.x, scale: scale), y: top - PixelGrid.round(parent.y, scale: scale),
                width: right - left, height: bottom - top
            )
        }
    }

    /// UIKit's double pass for `labels` in `engine`: each measures unbounded, then at its
    /// solved width, until the widths are stable; each keeps the width it settled at.
    ///
    /// A pass reads every label's solved width first and then measures them all, so their
    /// new content sizes enter the engine together (``LayoutEngine/updatingTogether(_:)``):
    /// one re-solve per pass, not one per label.
    func settleWrapWidths(of labels: [Label], in engine: LayoutEngine) {
        engine.updatingTogether {
            for label in labels where label.wrapWidth != nil { setWrapWidth(nil, of: label, in: engine) }
        }
        for _ in 0..<Self.maximumLabelPasses where !Cancellation.isRequested {
            // Read in a scope of its own: a copy of the solver kept while the engine changes
            // it would make the engine copy every array of its tableau.
            let solvedWidths = { () -> [Double] in
                let value = engine.solvedValues()
                return labels.map { value($0.variables.width) }
            }()
            var remeasured = false
            engine.updatingTogether {
                for (label, solved) in zip(labels, solvedWidths) {
                    if let kept = label.wrapWidth, abs(kept - solved) < 1e-9 { continue }
                    setWrapWidth(solved, of: label, in: engine)
                    remeasured = true
                }
            }
            if !remeasured { break }
        }
    }

    /// Labels among `changed` (the views whose engine values moved in this pass) whose solved
    /// width is no longer the width they wrap at: each wraps again at its solved width, all
    /// together, and the engine solves again, until no label's width moves (at most
    /// ``maximumLabelPasses`` rounds: a width that depends on the label's own height may
    /// never settle, and the last result stands). Unlike ``settleWrapWidths(of:in:)`` a label
    /// does not first measure unbounded: its bounds give the width, as UIKit's second pass does.
    private func followWrapWidths(of changed: [ObjectIdentifier: View], collectingChanges collect: () -> [ObjectIdentifier: View]) {
        var candidates = changed
        for _ in 0..<Self.maximumLabelPasses where !Cancellation.isRequested {
            let drifting = { () -> [(Label, Double)] in
                let value = engine.solvedValues()
                return candidates.values.compactMap { $0 as? Label }
                    .filter { $0.isInWindow && $0.wrapsAtLayoutWidth }
                    .map { ($0, value($0.variables.width)) }
                    .filter { label, solved in label.wrapWidth.map { abs($0 - solved) >= 1e-9 } ?? true }
                    .sorted { $0.0.name < $1.0.name }
            }()
            if drifting.isEmpty { return }
            engine.updatingTogether {
                for (label, solved) in drifting { setWrapWidth(solved, of: label, in: engine) }
            }
            candidates = collect()
        }
    }

    /// A new wrap width and the content-size constraints that follow from it, in `engine`
    /// (the window's engine updates them itself; a temporary one is given them here: in
    /// place when the label kept its constraints and only their constants moved).
    private func setWrapWidth(_ width: Double?, of label: Label, in engine: LayoutEngine) {
        let isTemporary = engine !== self.engine
        let before = label.contentSizeConstraints
        label.wrapWidth = width
        refreshContentSizeConstraints(of: label)
        guard isTemporary else { return }
        let after = label.contentSizeConstraints
        if before.count == after.count && zip(before, after).allSatisfy({ $0 === $1 }) {
            for constraint in after {
                if engine.isInstalled(constraint) { engine.update(constraint) } else { engine.install(constraint) }
            }
        } else {
            for constraint in before { engine.uninstall(constraint) }
            for constraint in after { engine.install(constraint) }
        }
    }
}
