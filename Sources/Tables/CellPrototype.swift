public import Layout

/// A prototype cell, as tables and collection views have them: a content view whose subviews
/// and constraints are made with the ordinary view commands, and the reuse identifier its
/// cells are dequeued under. A cell is a copy of it (``copy(into:in:prefix:)``): everything
/// the prototype holds, made again under the cell's content view. Two prototypes may share an
/// identifier: that is the mistake the self-sizing-cells seed warns about, and the reuse
/// pool's churn counters show its cost.
///
/// `ContentView` is the container's own class of content view: `UITableViewCellContentView`
/// for a table (``Prototype``), the collection view cell's `contentView` for a collection.
public final class CellPrototype<ContentView: View> {
    public let name: String
    public let reuseIdentifier: String
    public let contentView: ContentView
    /// The engine that measures the prototype's cells, kept from one to the next: only the
    /// texts change between rows or items, so the labels' sizes are updated in place rather
    /// than every constraint added again for each.
    public let fittingCache = FittingEngineCache()

    public init(name: String, reuseIdentifier: String, contentView: ContentView) {
        self.name = name
        self.reuseIdentifier = reuseIdentifier
        self.contentView = contentView
    }

    /// The labels of the content view, by name: what a row's or an item's texts fill in.
    public var labels: [Label] {
        contentView.subtree.compactMap { $0 as? Label }
    }

    /// The constraints that a cell of this prototype holds: those among its content view's
    /// subtree and their layout guides. Switching a reused cell to another layout removes
    /// and adds this many.
    public func constraintCount(in scene: Scene) -> Int {
        let members = Set(contentView.subtreeAndGuides.map(ObjectIdentifier.init))
        return scene.constraints.filter { constraint in
            constraint.isActive && constraint.items.allSatisfy { members.contains(ObjectIdentifier($0)) }
        }.count
    }

    /// What a cell copies from the prototype, as text: when it differs from what a cell
    /// copied, the cell copies again (the prototype was edited after the cell was made).
    public func signature(in scene: Scene) -> String {
        let members = Set(contentView.subtreeAndGuides.map(ObjectIdentifier.init))
        var parts = contentView.subtreeAndGuides.map { view in
            "\(view.name):\(view.className):\(view.superview?.name ?? "-"):hidden=\(view.isHidden),alpha=\(view.alpha),"
                + view.snapshotAttributes.filter { $0.name != "text" && $0.name != "wrapWidth" }
                .map { "\($0.name)=\($0.value)" }.joined(separator: ",")
        }
        parts += scene.constraints.filter { $0.isActive && $0.items.allSatisfy { members.contains(ObjectIdentifier($0)) } }
            .map { "\($0.name)=\($0.scriptForm)" }
        return parts.joined(separator: ";")
    }

    /// Replaces what `cellContent` (a cell's content view) holds by a copy of the prototype
    /// (``Scene/copySubtree(of:into:prefix:)``: its views, guides and constraints, in the order
    /// they were made); the constraints it held are let go. The copies of the prototype's
    /// constraints come back for the caller to hold on `cellContent`, after its own (a table
    /// adds UIKit's encapsulated size). `owner` names the container in the log, should a
    /// view refuse to go.
    public func copy(into cellContent: View, in scene: Scene, prefix: String, owner: String) -> SubtreeCopy {
        scene.releaseHeldConstraints(of: cellContent)
        // The previous prototype's views and custom guides go; the content view's own guides
        // (margins, safe area) stay, as its own.
        let previous = cellContent.subviews + cellContent.layoutGuides.filter { $0.role == .custom }
        for member in previous {
            // `remove` refuses only the window (never a subview) and a view of no scene or of
            // another: a cell's views are the container's scene's unless something removed the
            // cell itself. Not expected; then the cell keeps them, and the log says so.
            do throws(LayoutError) {
                try scene.remove(member)
            } catch {
                scene.warn("\(owner) could not clear \(cellContent.name) for reuse: \(error)")
            }
        }
        return scene.copySubtree(of: contentView, into: cellContent, prefix: prefix)
    }
}
