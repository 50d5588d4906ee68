import Layout

/// A table's editing mode (`isEditing`, `setEditing(_:animated:)`): which rows show the
/// editing control, and the room it takes at the leading edge of their cells.
///
/// Whether a row can be edited (`canEditRowAt`) is the row's own (``TableRow/isEditable``);
/// this decides what that means for its cell: in editing mode an editable row's content view
/// moves right by ``editingControlWidth`` and shows the editing accessory in place of the
/// accessory (see TableView+ContentSpan.swift).
final class TableEditing: JournalOwner {
    /// The table's journal (``View/journal``), for the records of these properties.
    weak var journal: ModelJournal?

    @Journaled var isEditing = false

    /// The room the editing control (the round delete control) takes at a cell's leading
    /// edge. Apple publishes no figure and apps hard-code their own (32 pt "found empirically"
    /// for iOS 6 in a Stack Overflow answer, 35 in zfq/Net-disk's `MainContentCell.m`); the
    /// model takes 38 pt, the control's 22 pt circle with 8 pt either side. A choice, not a
    /// measurement: change it here.
    static let editingControlWidth = 38.0

    /// Whether `row`'s cell shows the editing control (and the editing accessory) now.
    func showsEditingControl(_ row: TableRow) -> Bool {
        isEditing && row.isEditable
    }

    /// How far the editing control moves `row`'s content view in from the leading edge.
    func leadingInset(of row: TableRow) -> Double {
        showsEditingControl(row) ? Self.editingControlWidth : 0
    }
}
