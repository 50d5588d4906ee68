import Layout
import Solver

/// `UIStackView`: a view that lays out its arranged subviews in a row or a column with
/// constraints it makes and owns, carrying UIKit's identifiers (`UISV-*`) so that conflict
/// reports read as they do in the console.
///
/// Its state is journaled, so undo and a rolled-back line restore it with the constraints it
/// holds. The constraints are rebuilt in ``updateConstraints()``, before the layout pass that
/// follows a change of arranged views, properties, visibility or intrinsic sizes, as UIKit
/// rebuilds them in its update-constraints pass (see `StackView+Constraints.swift`).
final class StackView: View {
    enum Axis: String, CaseIterable, Sendable {
        case horizontal, vertical
    }

    enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: `top` is `leading` and `bottom` is `trailing` (the
    /// same raw values in UIKit), for either axis; the name is kept as it was set.
    /// `firstBaseline` and `lastBaseline` are "only valid for horizontal stacks" (Apple's
    /// `UIStackView.Alignment` documentation); a vertical stack builds them as `fill`.
    enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

        /// Whether the arranged views align on a baseline of their text.
        var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    }

    @Journaled var axis = Axis.horizontal { didSet { scene?.setNeedsLayout() } }
    @Journaled var distribution = Distribution.fill { didSet { scene?.setNeedsLayout() } }
    @Journaled var alignment = Alignment.fill { didSet { scene?.setNeedsLayout() } }
    @Journaled var spacing = 0.0 { didSet { scene?.setNeedsLayout() } }
    @Journaled var isLayoutMarginsRelativeArrangement = false { didSet { scene?.setNeedsLayout() } }
    /// `arrangedSubviews` as kept: views that left the stack as a subview are dropped at the
    /// next rebuild (UIKit removes a view from its arranged subviews when it leaves).
    @Journaled var arrangedList: [View] = []
    /// `setCustomSpacing(_:after:)`, by the view's name (names are fixed and unique).
    @Journaled var customSpacing: [String: Double] = [:] { didSet { scene?.setNeedsLayout() } }
    /// The hidden spacer views that equalSpacing and equalCentering measure gaps with.
    @Journaled var spacers: [View] = []
    /// What the held constraints were last built from: a rebuild happens only when it changes.
    @Journaled var builtFrom: String?

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
    }

    override var className: String { "UIStackView" }

    override var updatesConstraints: Bool { true }

    override func updateConstraints() { rebuildConstraintsIfNeeded() }

    /// The arranged subviews that are still its subviews, in arranged order.
    var arrangedSubviews: [View] {
        arrangedList.filter { $0.superview === self && $0.scene != nil }
    }

    /// The spacing after `view`: its custom spacing, or the stack's.
    func spacing(after view: View) -> Double {
        customSpacing[view.name] ?? spacing
    }

    override var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("axis", axis.rawValue),
            SnapshotAttribute("distribution", distribution.rawValue),
            SnapshotAttribute("alignment", alignment.rawValue),
            SnapshotAttribute("spacing", "\(spacing)"),
            SnapshotAttribute("arranged", arrangedSubviews.map(\.name).joined(separator: ",")),
        ] + (isLayoutMarginsRelativeArrangement ? [SnapshotAttribute("layoutMarginsRelativeArrangement", "true")] : [])
    }

    /// A copy keeps the stack's properties; its arranged subviews are given by
    /// ``copyReferences(to:through:)`` once the subviews are copied, and its gap spacers it
    /// makes itself.
    override func makeCopy(named name: String) -> View? {
        let copy = StackView(name: name)
        copyProperties(to: copy)
        copy.axis = axis
        copy.distribution = distribution
        copy.alignment = alignment
        copy.spacing = spacing
        copy.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        return copy
    }

    /// The copy arranges the copies of the arranged subviews, in order, with their custom
    /// spacing.
    override func copyReferences(to copy: View, through copying: SubtreeCopy) {
        guard let copy = copy as? StackView else { return }
        var arranged: [View] = []
        var spacing: [String: Double] = [:]
        for view in arrangedSubviews {
            guard let copied = copying.copy(of: view) else { continue }
            arranged.append(copied)
            if let custom = customSpacing[view.name] { spacing[copied.name] = custom }
        }
        copy.arrangedList = arranged
        copy.customSpacing = spacing
    }

    /// The hidden views that measure equal gaps are the stack's own: a copy makes its own.
    override func makesItself(_ subview: View) -> Bool {
        spacers.contains { $0 === subview }
    }
}
