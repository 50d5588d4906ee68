public import Layout
public import Tables

/// `UICollectionViewCell`: a real copy of its prototype, placed in the collection view at its
/// item's frame.
///
/// The collection view sizes and places the cell as UIKit does the root of a cell's own
/// layout: four required constraints on the cell, `UIView-Encapsulated-Layout-Left`, `-Top`,
/// `-Width` and `-Height` (a 2014 log shows `'UIView-Encapsulated-Layout-Height'
/// V:[UICollectionReusableView(115)]`: ../shared/logs/02). Its content view fills it by its
/// autoresizing mask, flexible width and height (`h=-&- v=-&-`), as Xcode writes a
/// collection view cell's content view (`<autoresizingMask key="autoresizingMask"/>` under a
/// frame equal to the cell's) and as a 2014 log shows its `NSAutoresizingMaskLayoutConstraint`
/// (JSQMessagesViewController issue 584). So content that needs more room than the item has
/// logs UIKit's report naming the content view's autoresizing constraint and the cell's
/// encapsulated size.
///
/// Names: `COLLECTION.cellN` for the cell (N counts the cells the collection made),
/// `COLLECTION.cellN.contentView`, and `COLLECTION.cellN.NAME` for the copy of the prototype's
/// view NAME.
public final class CollectionViewCell: View {
    override public var className: String { "UICollectionViewCell" }

    public let cellNumber: Int
    public let contentView: CollectionCellContentView
    /// The prototype whose copy the cell holds now, and that prototype's layout when copied.
    @Journaled public internal(set) var prototypeIndex: Int32 = -1
    @Journaled var prototypeSignature = ""
    /// The copy of each of the prototype's views, by the prototype view's name.
    @Journaled var copies: [String: View] = [:]
    /// The encapsulated left, top, width and height (their constants follow the item's frame).
    @Journaled var encapsulated: [LayoutConstraint] = []
    /// Hidden because it waits in its reuse pool, as opposed to hidden by the script.
    @Journaled var isHiddenByPool = false
    /// Whether the cell is to be configured for its item (texts) when next shown: it was
    /// dequeued, made again, or its item reconfigured.
    @Journaled var needsConfiguration = true
    /// What the cell held when it was last sized (``CollectionView/contentSignature(of:in:)``).
    @Journaled var sizedSignature = ""

    init(name: String, cellNumber: Int) {
        self.cellNumber = cellNumber
        contentView = CollectionCellContentView(name: name + ".contentView")
        super.init(name: name)
        translatesAutoresizingMaskIntoConstraints = false
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The copy of the prototype's view `name`.
    public func view(copying name: String) -> View? {
        copies[name]
    }
}

/// The content view of a collection view cell, or of a prototype: a plain `UIView` in UIKit
/// (a recursive description prints `<UIView ...>` under `<UICollectionViewCell ...>`:
/// ComponentKit's debugging documentation), made by its cell.
public final class CollectionCellContentView: View {
    /// A content view is its cell's: it is copied with the cell, never on its own.
    override public func makeCopy(named name: String) -> View? { nil }
}

/// A collection view's prototype cell.
public typealias CollectionPrototype = CellPrototype<CollectionCellContentView>
