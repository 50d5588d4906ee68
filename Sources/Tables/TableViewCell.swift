public import Layout

/// `UITableViewCell`: a real copy of its prototype, laid out in the window at its row's size.
///
/// The cell is a subview of its table, placed by the frame the table gives it (its
/// autoresizing mask translated, as UIKit places cells). Its content view is a copy of the
/// prototype's content view and the views under it, and holds copies of the prototype's
/// constraints followed by the four UIKit calls encapsulated layout: the content view's
/// left and top at the cell's, its width the cell's, and its height the row's height less the
/// separator, all required (`UIView-Encapsulated-Layout-Width`/`-Height`). A row too short for
/// its content therefore logs UIKit's report naming `UIView-Encapsulated-Layout-Height`, and
/// lowering the content's bottom constraint to 999 lets the cell shrink quietly.
///
/// Names: `TABLE.cellN` for the cell (N counts the cells the table made), `TABLE.cellN.contentView`,
/// and `TABLE.cellN.NAME` for the copy of the prototype's view NAME.
public final class TableViewCell: View {
    override public var className: String { "UITableViewCell" }

    /// Which of the table's cells this is (its creation order).
    public let cellNumber: Int
    /// The content view, holding the copies and the encapsulated constraints.
    public let contentView: CellContentView
    /// The prototype whose copy the cell holds now, and that prototype's layout when copied.
    @Journaled public internal(set) var prototypeIndex: Int32 = -1
    @Journaled var prototypeSignature = ""
    /// The copy of each of the prototype's views, by the prototype view's name.
    @Journaled var copies: [String: View] = [:]
    /// The encapsulated left, width and height of the content view (their constants follow
    /// the row; the left moves for the editing control).
    @Journaled var encapsulatedLeft: LayoutConstraint?
    @Journaled var encapsulatedWidth: LayoutConstraint?
    @Journaled var encapsulatedHeight: LayoutConstraint?
    /// Whether the cell is hidden because it waits in its reuse pool (the table shows it
    /// again when it dequeues it), as opposed to hidden by the script.
    @Journaled var isHiddenByPool = false

    init(name: String, cellNumber: Int) {
        self.cellNumber = cellNumber
        contentView = CellContentView(name: name + ".contentView")
        super.init(name: name)
        // The content view is placed by its encapsulated constraints, not by a frame.
        contentView.translatesAutoresizingMaskIntoConstraints = false
    }

    /// The copy of the prototype's view `name` (`title`), or the content view for the
    /// prototype's own name.
    public func view(copying name: String) -> View? {
        copies[name]
    }
}
