import Layout

/// Where a cell's content view sits across its cell. The cell is as wide as the table; what
/// UIKit puts beside the content view takes its width:
/// - the section index, a strip at the table's trailing edge (``SectionIndex``);
/// - the accessory at the cell's trailing edge: a standard type's width (``AccessoryType``),
///   or a custom `accessoryView`'s frame width plus 16 pt, the padding
///   UITableView+FDTemplateLayoutCell subtracts with it (`16 + CGRectGetWidth(cell.accessoryView.frame)`
///   in `fd_systemFittingHeightForConfiguratedCell`), 4 pt more on @3x screens 414 pt wide as
///   for the types;
/// - the 4 pt of @3x screens at least 414 pt wide once, on the index and the accessory
///   together: FDTemplateLayoutCell adds it to their sum (`rightSystemViewsWidth += 4` after
///   adding the `UITableViewIndex` subview's width and the accessory's; commits cc9ff24 "fix
///   accessory width for plus and section index" and c1435eb), so an index alone gets it
///   too. FDTemplateLayoutCell adds it even when there is neither; the model does not: a
///   plain cell's content view spans the cell (its encapsulated width is the table's);
/// - in editing mode, for a row that can be edited, the editing control at the leading edge:
///   the content view moves right by ``editingControlWidth`` and is that much narrower, and
///   the accessory gives way to the editing accessory (`editingAccessoryView`, else
///   `editingAccessoryType`, measured as the accessory is; none by default: "If you assign neither, so that they are nil, the cell's accessory view will
///   vanish when in editing mode", Matt Neuburg, Programming iOS 4, "Table View Editing").
///   A row that cannot be edited (`canEditRowAt` false) keeps its place and its accessory.
extension TableView {
    /// The room the editing control takes at a cell's leading edge (see
    /// ``TableEditing/editingControlWidth``).
    public static let editingControlWidth = TableEditing.editingControlWidth

    /// The content view's left edge and width in the cell of global row `row`.
    func contentSpan(ofRow row: Int) -> (x: Double, width: Double) {
        guard let scene, rows.indices.contains(row) else { return (0, frame.width) }
        let editing = self.editing.showsEditingControl(rows[row])
        let leading = self.editing.leadingInset(of: rows[row])
        var accessory = 0.0
        if prototypes.indices.contains(Int(rows[row].prototype)) {
            accessory = prototypes[Int(rows[row].prototype)].contentView.accessoryWidth(on: scene.screen, editing: editing)
        }
        // The large-screen 4 pt goes once on everything at the trailing edge: an accessory's
        // width has it already, an index alone gets it here (see the type's comment).
        let index = sectionIndexWidthInUse
        let extra = index > 0 && accessory == 0 ? AccessoryType.largeScreenExtra(on: scene.screen) : 0
        let safe = contentSafeAreaInsets
        return (leading + safe.left, max(0, frame.width - index - extra - leading - accessory - safe.left - safe.right))
    }

    /// The part of the table's safe area its content views keep out of, left and right
    /// (``insetsContentViewsToSafeArea``), as of the last layout.
    var contentSafeAreaInsets: EdgeInsets {
        guard insetsContentViewsToSafeArea else { return .zero }
        let safe = safeAreaInsets
        return EdgeInsets(left: safe.left, right: safe.right)
    }

    /// The width the section index takes now (as of the last layout), 0 when it does not show.
    public var sectionIndexWidth: Double {
        sectionIndexWidthInUse
    }

    /// The section index's width when it shows (see ``SectionIndex``), 0 when it does not.
    var sectionIndexWidthNow: Double {
        sectionIndex.isShown(rowCount: rows.count) ? sectionIndex.width : 0
    }

    /// `sectionIndexTitles(for:)` and `sectionIndexMinimumDisplayRowCount`; cells are measured
    /// again at the narrower width when the index appears or changes width.
    public func setSectionIndex(_ index: SectionIndex) {
        guard index != sectionIndex else { return }
        sectionIndex = index
        setNeedsSync()
    }
}

extension CellContentView {
    /// The width the accessory (custom view or standard type) takes beside the content view;
    /// when `editing`, the editing accessory's, with the same widths (UIKit draws either in the
    /// same accessory slot; FDTemplateLayoutCell measures only the accessory, so the editing
    /// widths are the model's choice to reuse them).
    func accessoryWidth(on screen: Screen, editing: Bool = false) -> Double {
        let view = editing ? editingAccessoryView : accessoryView
        let type = editing ? editingAccessoryType : accessoryType
        guard let view else { return type.width(on: screen) }
        return 16 + view.storedFrame.width + AccessoryType.largeScreenExtra(on: screen)
    }
}
