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
    /// Given a `cache`, the engine outlives the call: measured again with the same
    /// constraints (a table's prototype showing each row's texts), it takes the new constants
    /// in place (``LayoutEngine/update(_:)``) instead of being built anew. The result is the
    /// same; an engine that had to break a constraint is not kept, so each measurement
    /// reports its conflicts as UIKit would.
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
        layingOutLabels: Bool = false,
        cache: FittingEngineCache? = nil
    ) -> Size {
        reading {
            fittingSize(of: view, target: target, horizontalFittingPriority, verticalFittingPriority, layingOutLabels, cache)
        }
    }

    private func fittingSize(
        of view: View, target: Size, _ horizontalFittingPriority: Priority, _ verticalFittingPriority: Priority,
        _ layingOutLabels: Bool, _ cache: FittingEngineCache?
    ) -> Size {
        // As UIKit's does, the fitting runs the update-constraints pass first, so that a
        // container that makes its own constraints (a stack view) has them up to date, in
        // the window or not (a prototype cell measuring a row).
        for member in view.subtreeAndGuides where member.updatesConstraints { member.updateConstraints() }
        let members = view.subtreeAndGuides
        var wanted: [LayoutConstraint] = []
        for member in members {
            wanted += member.nonNegativeSizeConstraints + member.contentSizeConstraints
            if member !== view { wanted += member.autoresizingConstraints }
            // What places a view's own guide in it (its margins guide, ...) goes with it, and
            // so do the constraints a container makes for its subviews (a stack view's UISV-*),
            // and the copies of a prototype's constraints a cell's content view holds (a
            // collection view fits a visible cell as it is when its content changes); not the
            // sizes a container imposes (encapsulated), which fitting is asked to find.
            if member is LayoutGuide || member.updatesConstraints {
                wanted += member.heldConstraints
            } else {
                wanted += member.heldConstraints.filter { $0.kind == .layout }
            }
        }
        wanted += constraints.filter { constraint in
            constraint.isActive && constraint.items.allSatisfy { $0.isDescendant(of: view) }
        }
        var targets: [LayoutConstraint] = []
        for (index, (attribute, value, priority, identifier)) in [
            (LayoutAttribute.width, target.width, horizontalFittingPriority, "fittingSizeHTarget"),
            (.height, target.height, verticalFittingPriority, "fittingSizeVTarget"),
        ].enumerated() {
            if let kept = cache?.targets, kept.count == 2, kept[index].firstItem === view {
                let kept = kept[index]
                kept.constant = value
                kept.priority = priority
                kept.isActive = true
                targets.append(kept)
                continue
            }
            let constraint = LayoutConstraint(
                name: "\(view.name).\(attribute.rawValue)(fitting)", kind: .fittingTarget, serial: makeSerial(),
                first: view, attribute, .equal, second: nil, nil, constant: value, priority: priority,
                identifier: identifier
            )
            constraint.isActive = true
            targets.append(constraint)
        }
        let fitting: LayoutEngine
        if let cache, let kept = cache.engine(for: view, installing: wanted + targets) {
            fitting = kept
            fitting.updatingTogether {
                for constraint in wanted + targets { fitting.update(constraint) }
            }
        } else {
            fitting = LayoutEngine(root: view)
            for constraint in wanted + targets { fitting.install(constraint) }
        }
        if layingOutLabels { settleWrapWidths(of: members.compactMap { $0 as? Label }.filter(\.wrapsAtLayoutWidth), in: fitting) }
        cache?.keep(fitting, installing: wanted + targets, targets: targets)
        appendReports(fitting.reports)
        fitting.reports = []
        return Size(
            width: PixelGrid.round(fitting.value(of: view.variables.width), scale: screen.scale),
            height: PixelGrid.round(fitting.value(of: view.variables.height), scale: screen.scale)
        )
    }

    /// The size of a scroll view's content area per axis, where constraints between the view
    /// and its descendants determine it (nil in an axis where none does): constraints to the
    /// scroll view's edges, or to its `contentLayoutGuide`, whose edges and size are the
    /// content area's (so `content.width == s.contentLayoutGuide.width` sets the width too).
    public func scrollableContentSize(of view: View) -> (width: Double?, height: Double?) {
        guard view.hasScrollableContentArea else { return (nil, nil) }
        let contentGuide = existingLayoutGuide(.content, of: view)
        var horizontal = false, vertical = false
        // The user's constraints, and their copies a container holds (a scroll view in a cell).
        func naming(_ item: View) -> [LayoutConstraint] {
            userConstraints(naming: item) + heldConstraints(naming: item).filter { $0.kind == .layout }
        }
        let naming = naming(view) + (contentGuide.map(naming) ?? [])
        for constraint in naming where isInstalled(constraint) {
            guard AttributeExpression.commonAncestor(of: constraint.items) === view else { continue }
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                guard let attribute, item === view && !attribute.isSize || item != nil && item === contentGuide else { continue }
                if attribute.axis == .horizontal { horizontal = true } else { vertical = true }
            }
        }
        return (
            horizontal ? max(0, engine.value(of: view.contentArea.width)) : nil,
            vertical ? max(0, engine.value(of: view.contentArea.height)) : nil
        )
    }
}

/// A fitting engine kept between measurements of one subtree (see
/// ``Scene/systemLayoutSizeFitting(_:target:horizontalFittingPriority:verticalFittingPriority:layingOutLabels:cache:)``).
///
/// Building the engine is most of what a measurement costs (every constraint added, each
/// with its substitutions); measuring a table's rows, only the labels' texts change between
/// one row and the next, so their content sizes are updated in place instead. The engine is
/// reused only for exactly the constraints it holds, in the same order.
public final class FittingEngineCache {
    private var engine: LayoutEngine?
    private var installed: [LayoutConstraint] = []
    /// The fitting targets the kept engine holds (width, then height).
    fileprivate(set) var targets: [LayoutConstraint] = []

    public init() {}

    /// The kept engine, when it was built for `root` with exactly `constraints`.
    fileprivate func engine(for root: View, installing constraints: [LayoutConstraint]) -> LayoutEngine? {
        guard let engine, engine.root === root, installed.count == constraints.count,
            zip(installed, constraints).allSatisfy({ $0 === $1 })
        else { return nil }
        return engine
    }

    /// Keeps `engine` for the next measurement, unless it broke a constraint (its conflicts
    /// are then reported afresh by a new engine each time) or Ctrl-C may have stopped one
    /// of its solves half way (the journal rolls the scene back, not this engine).
    fileprivate func keep(_ engine: LayoutEngine, installing constraints: [LayoutConstraint], targets: [LayoutConstraint]) {
        guard engine.reports.isEmpty, engine.brokenConstraints.isEmpty, !Cancellation.isRequested else {
            self.engine = nil
            installed = []
            self.targets = []
            return
        }
        self.engine = engine
        installed = constraints
        self.targets = targets
    }
}
