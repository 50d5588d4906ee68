public import Layout

/// A table's prototype cell: a ``CellPrototype`` whose content view is a
/// `UITableViewCellContentView` (``CellContentView``).
public typealias Prototype = CellPrototype<CellContentView>

/// The content view of a prototype cell (or of a cell, which copies its prototype's).
public final class CellContentView: View {
    override public var className: String { "UITableViewCellContentView" }

    /// The cell's standard accessory, which narrows the content view (see ``AccessoryType``).
    /// Kept on the content view because a prototype is named by its content view; set it
    /// through ``TableView/setAccessoryType(_:of:)``, which measures the rows again.
    @Journaled public internal(set) var accessoryType = AccessoryType.none
    /// A custom accessory view (`accessoryView`), which wins over the type: only its frame's
    /// width counts (see ``TableView/contentSpan(ofRow:)``); the view stays where it is in the
    /// tree, and cells do not copy it. Set through ``TableView/setAccessoryView(_:of:)``.
    @Journaled public internal(set) var accessoryView: View?
    /// `editingAccessoryType` and `editingAccessoryView`: what the cell shows in place of its
    /// accessory while the table is editing (none by default, so the accessory vanishes);
    /// they narrow the content view by the same widths (see ``TableView/contentSpan(ofRow:)``).
    @Journaled public internal(set) var editingAccessoryType = AccessoryType.none
    @Journaled public internal(set) var editingAccessoryView: View?

    /// A cell's content view takes what its prototype's has: how it shows and lays out its
    /// content (``View/copyContentProperties(to:)``; its frame is the cell's encapsulated
    /// constraints') and the accessories. The accessory view itself stays where it is in the
    /// tree: only its width narrows the content view.
    func takeProperties(of prototype: CellContentView) {
        prototype.copyContentProperties(to: self)
        accessoryType = prototype.accessoryType
        accessoryView = prototype.accessoryView
        editingAccessoryType = prototype.editingAccessoryType
        editingAccessoryView = prototype.editingAccessoryView
    }

    /// A cell's content view leaves the safe area to its table: at the top and bottom the
    /// table's adjusted content inset keeps rows out of it, and a row scrolling under the status
    /// bar or the home indicator keeps its margins (UIKit's cells do not lay out again as they
    /// scroll, which margins that followed the strips would make them do); at the sides a table
    /// that insets its content views (`insetsContentViewsToSafeArea`) keeps them out of it. So
    /// its safe area is none, but at the sides of a table that does not inset it. The model's
    /// rule: Apple documents neither case.
    override public func safeAreaInsets(reaching insets: EdgeInsets) -> EdgeInsets {
        guard let table = superview?.superview as? TableView, !table.insetsContentViewsToSafeArea else { return .zero }
        return EdgeInsets(left: insets.left, right: insets.right)
    }

    /// A content view is its cell's: it is copied with the cell, never on its own.
    override public func makeCopy(named name: String) -> View? { nil }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + (accessoryType == .none ? [] : [SnapshotAttribute("accessoryType", accessoryType.rawValue)])
            + (accessoryView.map { [SnapshotAttribute("accessoryView", $0.name)] } ?? [])
            + (editingAccessoryType == .none ? [] : [SnapshotAttribute("editingAccessoryType", editingAccessoryType.rawValue)])
            + (editingAccessoryView.map { [SnapshotAttribute("editingAccessoryView", $0.name)] } ?? [])
    }
}
