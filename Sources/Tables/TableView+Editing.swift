import Layout

/// Editing mode, kept by ``TableEditing``: turning it on or off, and which rows can be
/// edited. Either measures rows again, since the editing control narrows their content views
/// (see TableView+ContentSpan.swift).
extension TableView {
    /// `setEditing(_:animated:)` without the animation: rows that can be edited show the
    /// editing control, and every row is measured again at its new width.
    public func setEditing(_ editing: Bool) {
        guard editing != self.editing.isEditing else { return }
        self.editing.isEditing = editing
        invalidateAllHeights()
    }

    /// `tableView(_:canEditRowAt:)` for one row (true by default, as UIKit's); in editing mode
    /// the row is measured again.
    public func setEditable(_ editable: Bool, ofRow path: IndexPath) throws(TableError) {
        guard let global = globalRow(path) else { throw TableError.noSuchRow(path) }
        guard rows[global].isEditable != editable else { return }
        rows.modifyRow(at: global) { $0.isEditable = editable }
        if isEditing { invalidateHeight(ofRow: global) }
        setNeedsSync()
    }

    /// Whether the row can be edited (`canEditRowAt`).
    public func isEditable(_ path: IndexPath) -> Bool? {
        globalRow(path).map { rows[$0].isEditable }
    }
}

