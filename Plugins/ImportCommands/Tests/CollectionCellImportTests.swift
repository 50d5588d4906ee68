import Commands
import PluginTesting
import Testing

/// A collection view's cell or reusable view holds its layout's size as encapsulated
/// constraints on itself: the import says the layout behind them is not in the text, for
/// UIKit's classes and for an app's subclass a recursive description names by its baseClass;
/// a table cell's content view, whose encapsulated size is its row's, gets no such line.
@Suite struct CollectionCellImportTests {
    /// Log 160, the same header as log 02 in another run: `'UIView-Encapsulated-Layout-Height'
    /// V:[UICollectionReusableView:0x90acc10(115)]`.
    @Test func aReusableViewsEncapsulatedHeight() throws {
        let (_, output) = try ImportFormatTests.importing("160")
        #expect(output.contains { $0.hasPrefix("unknown: collectionReusableView (UICollectionReusableView): its encapsulated height 115 is the size its collection view's layout gave it") })
    }

    /// An app's cell, printed by a recursive description as `baseClass = UICollectionViewCell`
    /// (the form of intuit/CardParts issue 100), with a width and a height from its layout.
    @Test func anAppsCellByItsBaseClass() throws {
        let harness = try Harness()
        let output = harness.run(ImportFormatTests.paste("""
            <CardParts.CardCell: 0x102827cd0; baseClass = UICollectionViewCell; frame = (130 0; 50 50); layer = <CALayer: 0x28314f7e0>>
               | <UIView: 0x102829380; frame = (0 0; 50 50); layer = <CALayer: 0x28314f800>>
            "<NSLayoutConstraint:0x28124cd20 'UIView-Encapsulated-Layout-Width' CardParts.CardCell:0x102827cd0.width == 50   (active)>",
            "<NSLayoutConstraint:0x28124cd40 'UIView-Encapsulated-Layout-Height' CardParts.CardCell:0x102827cd0.height == 50   (active)>"
            """))
        #expect(output.contains { $0.contains("(CardParts.CardCell): its encapsulated width 50, height 50 is the size its collection view's layout gave it") },
                "\(output)")
    }

    /// Log 04: `'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView(375)]`.
    @Test func aTableCellsContentViewIsNotACollections() throws {
        let (_, output) = try ImportFormatTests.importing("04")
        #expect(!output.contains { $0.contains("collection view's layout") })
    }
}
