import ConstraintSyntax
import Layout
import ScriptSyntax

/// Reads the visual-format body UIKit prints for a constraint made from one
/// (`V:|-(8)-[UISegmentedControl:0x…]`, `H:[UIImageView:0x…(320)]`) with the Visual Format
/// Language's grammar (``VisualFormat/printedConstraint(_:items:superview:largestNumber:at:)``),
/// its items read as the rest of the description reads them (``DescriptionItemReader``).
/// `NSSpace(8)` and a bare `-` are the standard space, read as the number printed (8 for `-`).
enum VisualFormatReader {
    /// What `|` is called while the format is read: `'|'`, as a description quotes it (an
    /// item written `['|']` is the superview too).
    static let superview = "'|'"

    static func read(_ cursor: inout ByteCursor, names: DescriptionNames) throws(ConstraintDescriptionReader.Failure)
        -> ConstraintDescriptionReader.Body {
        let start = cursor.index
        let format = cursor.text(start, cursor.end)
        var items = DescriptionItemReader(format: format, names: names)
        let constraint: VisualFormatConstraint
        do {
            constraint = try VisualFormat.printedConstraint(format, items: &items, superview: superview, largestNumber: ByteCursor.largestNumber)
        } catch {
            // The grammar counts characters; a description's offsets count bytes.
            throw ConstraintDescriptionReader.Failure(offset: start + items.byteOffset(ofCharacter: error.location.column - 1),
                                                      message: error.message)
        }
        cursor.index = cursor.end
        var superviewItem = names.superview ?? ItemReference()
        superviewItem.isSuperviewPlaceholder = true
        let named = items.items
        guard let equation = constraint.equation.compactMapItems({ $0 == superview ? superviewItem : named[$0] }) else {
            throw ConstraintDescriptionReader.Failure(offset: start, expected: "a view in '[...]': Class:0xADDRESS or an identifier")
        }
        return (equation, constraint.usesStandardSpacing)
    }
}
