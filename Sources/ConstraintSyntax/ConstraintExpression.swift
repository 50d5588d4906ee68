public import ScriptSyntax
import Layout
public import Solver

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
    /// The constrained side.
    public var first: AttributeReference
    /// How the sides compare.
    public var relation: Relation
    /// The other side, or `nil` when the right side is a constant (`a.width == 50`).
    public var second: AttributeReference?
    /// The factor on `second`; 1 when none is written, and when `second` is `nil`.
    public var multiplier: Double
    /// The added constant, or the whole right side when `second` is `nil`.
    public var constant: Double
    /// 1...1000 as written (`@required` is 1000); `nil` when none is written, which means
    /// required, as UIKit's default.
    public var priority: Int?
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
    public init(
        name: String? = nil, first: AttributeReference, relation: Relation,
        second: AttributeReference?, multiplier: Double = 1, constant: Double = 0,
        priority: Int? = nil, locations: Locations
    ) {
        self.name = name
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.locations = locations
    }

    /// The expression in canonical script form, which parses back to the same values:
    /// `name: a.width == 0.5 * b.width + 10 @750`. The multiplier is written only when it
    /// is not 1, the constant only when it is not 0 (or when it is the whole right side).
    public var description: String {
        let prefix = name.map { "\(quotedIfNeeded($0)): " } ?? ""
        return prefix + equationText(first: first, relation: relation, second: second,
                                     multiplier: multiplier, constant: constant, priority: priority)
    }
}
