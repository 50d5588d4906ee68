public import ScriptSyntax
public import Layout

/// One constraint a visual format string describes, as parsed: names are not looked up.
///
/// Its equation is `first RELATION second + constant @priority` with a multiplier of 1, or
/// `first RELATION constant` for a size predicate. As in UIKit, the item that comes later in
/// the format is `first`: `[a]-8-[b]` is `b.leading == a.trailing + 8`, and `[a]-8-|` is
/// `superview.trailing == a.trailing + 8`.
public struct VisualFormatConstraint: Hashable, Sendable, CustomStringConvertible {
    /// What the constraint says, its items as the format names them.
    public var equation: ConstraintEquation<String>
    /// Whether the spacing is the system's standard one (a bare `-`): 8 between views, and
    /// to the superview's layout margin (constant 0 to a `…Margin` attribute) at a `|`.
    public var usesStandardSpacing: Bool
    /// Where in the script the part of the format that made this constraint starts.
    public var location: SourceLocation

    /// A constraint with every part given.
    public init(equation: ConstraintEquation<String>, usesStandardSpacing: Bool, location: SourceLocation) {
        self.equation = equation
        self.usesStandardSpacing = usesStandardSpacing
        self.location = location
    }

    /// The equation in script form, with ` (standard)` after it when the spacing is standard:
    /// `b.leading == a.trailing + 8 (standard)`.
    public var description: String {
        let equation = equationText(equation)
        return usesStandardSpacing ? equation + " (standard)" : equation
    }
}

/// Apple's Visual Format Language: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// The whole grammar of UIKit's `constraints(withVisualFormat:options:metrics:views:)` is
/// read; see ``constraints(_:options:metrics:views:superview:at:)`` for what comes out.
public enum VisualFormat {
    /// The constraints a visual format string describes.
    ///
    /// - Orientation: `H:` (the default) or `V:`. Horizontal formats use `leading`/`trailing`,
    ///   or `left`/`right` with the ``VisualFormatOptions/Direction/leftToRight`` and
    ///   ``VisualFormatOptions/Direction/rightToLeft`` directions; vertical ones `top`/`bottom`.
    /// - Connections: none is flush (0); `-N-`, `-metric-` and `-(predicates)-` relate the
    ///   neighbours' facing edges; a bare `-` is standard spacing: 8 between views, and at a
    ///   `|` the edge to the superview's margin attribute (`leadingMargin`, `topMargin`, …)
    ///   with constant 0, as UIKit binds `|-[v]` since iOS 8.
    /// - View predicates `[v(>=50@750)]`: `width` (horizontal) or `height` (vertical) against
    ///   a constant, a metric or another view's same dimension (`[b1(==b2)]`).
    /// - A name in a predicate is a metric when `metrics` has it; otherwise, in a view
    ///   predicate, a view name. Priorities are numbers or metrics, whole, in 1...1000.
    /// - Order of the result: as the parts appear in the format, then the alignments of
    ///   `options` (for each consecutive pair of views, `earlier.attribute == later.attribute`,
    ///   in Apple's order of the options).
    /// - Whitespace between the parts of the format is ignored.
    ///
    /// - Parameters:
    ///   - format: the visual format string, decoded (no quotes).
    ///   - options: alignment, direction and spacing options.
    ///   - metrics: values of metric names.
    ///   - views: the names the caller knows as views, if it knows them: then a predicate
    ///     name that is neither a metric nor a view is an error here, not later.
    ///   - superview: the name that `|` stands for.
    ///   - origin: where `format`'s first character sits in the script, for error locations.
    /// - Throws: ``SyntaxError`` at the first character that does not fit the grammar, or
    ///   at an unknown metric, a bad priority or an alignment along the format's own axis.
    public static func constraints(
        _ format: String,
        options: VisualFormatOptions = VisualFormatOptions(),
        metrics: [String: Double] = [:],
        views: Set<String>? = nil,
        superview: String = "superview",
        at origin: SourceLocation = SourceLocation(line: 1, column: 1)
    ) throws(SyntaxError) -> [VisualFormatConstraint] {
        try constraints(format, map: SourceColumnMap(origin: origin), options: options,
                        metrics: metrics, views: views, superview: superview)
    }

    /// The constraints described by a quoted string token, with error locations inside the
    /// string mapped back to the script line (escapes included).
    /// - Throws: ``SyntaxError`` if `token` is not a string, or as
    ///   ``constraints(_:options:metrics:views:superview:at:)``.
    public static func constraints(
        in token: Token,
        options: VisualFormatOptions = VisualFormatOptions(),
        metrics: [String: Double] = [:],
        views: Set<String>? = nil,
        superview: String = "superview"
    ) throws(SyntaxError) -> [VisualFormatConstraint] {
        guard case .string(let format) = token.kind else {
            throw SyntaxError(expected: "a quoted visual format string", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        return try constraints(format, map: token.contentColumnMap, options: options,
                               metrics: metrics, views: views, superview: superview)
    }

    static func constraints(
        _ format: String, map: SourceColumnMap, options: VisualFormatOptions,
        metrics: [String: Double], views: Set<String>?, superview: String
    ) throws(SyntaxError) -> [VisualFormatConstraint] {
        var parser = VisualFormatParser(format: format, map: map, items: IdentifierItemReader())
        let syntax = try parser.parse()
        var builder = VisualFormatBuilder(
            syntax: syntax, options: options, metrics: metrics, views: views, superview: superview)
        return try builder.build()
    }
}
