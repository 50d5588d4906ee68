public import ScriptSyntax

/// How a visual format names its items: what ``VisualFormatParser`` reads between `[` and
/// the `(` or `]` after a view.
///
/// A script names a view by an identifier (``IdentifierItemReader``). A format UIKit prints
/// names its views as the rest of its description does (`[UILabel:0x7f8…'Title']`,
/// `[ListViewItemLabel...]`), which only the reader of those descriptions knows: it reads
/// them with a reader of its own and looks the names up afterwards
/// (``VisualFormat/printedConstraint(_:items:superview:largestNumber:at:)``).
public protocol VisualFormatItemReader {
    /// Reads the name of the item that starts at `cursor`, moving past it; nil, with the
    /// cursor where it was, when none starts there.
    mutating func readItem(_ cursor: inout CharacterCursor) -> String?
    /// What an error says was expected where no item starts: `a view name after '['`.
    var expectedItem: String { get }
}

/// Views named by identifiers, as Apple's grammar names them: `[find]`, `[findNext]`.
public struct IdentifierItemReader: VisualFormatItemReader {
    public init() {}

    public func readItem(_ cursor: inout CharacterCursor) -> String? {
        cursor.scanIdentifier()
    }

    public var expectedItem: String { "a view name after '['" }
}
