public import ScriptSyntax
public import Layout

/// A constraint written in the style of UIKit's anchors, as parsed: nothing is looked up.
///
/// It reads `first RELATION multiplier * second + constant @priority`:
/// ```
/// fox.top == box.top + 15 @750
/// half: a.width == 0.5 * b.width
/// a.height >= 100
/// ```
/// Parse one with ``init(parsing:end:)`` from a command's tokens, or ``init(parsing:line:column:)``
/// from text.
public struct ConstraintExpression: Hashable, Sendable, CustomStringConvertible {
    /// The name written before a colon (`name: a.top == b.top`); UIKit's `identifier`.
    public var name: String?
    /// What the constraint says, its items as written. The priority is required when none
    /// is written (`@required` and `@1000` write it; see ``Locations/priority``).
    public var equation: ConstraintEquation<String>
    /// Where each part was written, for errors found later (an unknown item, say).
    public var locations: Locations

    /// Where each part of a ``ConstraintExpression`` was written.
    public struct Locations: Hashable, Sendable {
        /// The name before the colon.
        public var name: SourceLocation?
        /// The first item.
        public var first: SourceLocation
        /// The first attribute (after the item's dot).
        public var firstAttribute: SourceLocation
        /// The relation operator.
        public var relation: SourceLocation
        /// The second item.
        public var second: SourceLocation?
        /// The second attribute.
        public var secondAttribute: SourceLocation?
        /// The multiplier's number.
        public var multiplier: SourceLocation?
        /// The constant's sign or number.
        public var constant: SourceLocation?
        /// The priority after `@`.
        public var priority: SourceLocation?

        /// Locations of a parsed expression; the parts that were not written stay `nil`.
        public init(first: SourceLocation, firstAttribute: SourceLocation, relation: SourceLocation) {
            self.first = first
            self.firstAttribute = firstAttribute
            self.relation = relation
        }
    }

    /// An expression with every part given.
    public init(name: String? = nil, equation: ConstraintEquation<String>, locations: Locations) {
        self.name = name
        self.equation = equation
        self.locations = locations
    }

    /// The expression in canonical script form, which parses back to the same values:
    /// `name: a.width == 0.5 * b.width + 10 @750`. The multiplier is written only when it
    /// is not 1, the constant only when it is not 0 (or when it is the whole right side),
    /// the priority when it is below required or was written.
    public var description: String {
        let prefix = name.map { "\(quotedIfNeeded($0)): " } ?? ""
        return prefix + equationText(equation, writesPriority: locations.priority != nil)
    }
}
