public import ScriptSyntax

extension VisualFormat {
    /// The constraint UIKit prints in the visual format when it describes one made from a
    /// format: `V:|-(8)-[UISegmentedControl:0x7f…]`, `H:[UIImageView:0x7f…(320)]`,
    /// `H:[UILabel:0x7f…]-(NSSpace(8))-[UIButton:0x7f…'Show More'](LTR)`.
    ///
    /// The grammar is Apple's as UIKit prints it: the items are named as `items` reads them,
    /// a direction may follow an element, a predicate list holds one predicate, and an object
    /// is a number or the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`;
    /// a bare `-` is read as `NSSpace(8)`), which the constraint marks as standard spacing
    /// with the constant printed. The equation is the one
    /// ``constraints(_:options:metrics:views:superview:at:)`` makes of the same format.
    ///
    /// A description holds one constraint: a view's size when it has one (`[A(c)]` is
    /// `A.width RELATION c`), else the first spacing (`|-c-[A]` is `A.leading == |.leading +
    /// c`, `[A]-c-|` is `|.trailing == A.trailing + c`, `[A]-c-[B]` is `B.leading ==
    /// A.trailing + c`; `top` and `bottom` in a `V:` format).
    /// - Parameters:
    ///   - format: the format as printed, from its `H:` or `V:`.
    ///   - items: reads the items' names, and keeps what it learnt reading them: the names
    ///     in the equation are the ones it read.
    ///   - superview: the name that `|` stands for.
    ///   - largestNumber: the largest magnitude a number may have.
    ///   - origin: where `format`'s first character sits, for error locations.
    /// - Throws: ``SyntaxError`` at the first character that does not fit, or at the end
    ///   when the format holds no constraint (`V:[A]`).
    public static func printedConstraint(
        _ format: String, items: inout some VisualFormatItemReader, superview: String, largestNumber: Double = .infinity,
        at origin: SourceLocation = SourceLocation(line: 1, column: 1)
    ) throws(SyntaxError) -> VisualFormatConstraint {
        let map = SourceColumnMap(origin: origin)
        var parser = VisualFormatParser(format: format, map: map, items: items, form: .printed, largestNumber: largestNumber)
        let syntax = try parser.parse()
        items = parser.items
        var builder = VisualFormatBuilder(syntax: syntax, options: VisualFormatOptions(), metrics: [:], views: nil, superview: superview)
        let made = try builder.build()
        guard let constraint = made.first(where: { $0.equation.second == nil }) ?? made.first else {
            throw SyntaxError(expected: "a size '(N)' or a space between two elements", found: "end of format",
                              at: map.location(ofOffset: format.count))
        }
        return constraint
    }
}
