public import Solver

/// What a constraint says, `first RELATION multiplier × second + constant @priority`, apart
/// from what holds it, what it is called and where it came from.
///
/// ```
/// label.top == box.top + 15            first, relation, second, constant
/// half.width == 0.5 * box.width @750   a multiplier and an optional priority
/// temp.height >= 50                    no second item: the constant is the right side
/// ```
///
/// The items are whatever names them where the equation is: views in the model
/// (`ConstraintEquation<View>`, made from a ``LayoutConstraint`` and made into one by
/// ``Scene/addConstraint(_:name:identifier:activate:)``), names as a script writes them
/// (the constraint syntaxes), items of a pasted log. ``mapItems(_:)`` carries an equation
/// from one to another, so a name is looked up once, where the names are known.
public struct ConstraintEquation<Item> {
    /// The constrained side.
    public var first: LayoutAnchor<Item>
    /// How the sides compare.
    public var relation: Relation
    /// The other side, or nil when the right side is the constant alone (`a.width == 50`).
    public var second: LayoutAnchor<Item>?
    /// The factor on `second`: 1 when none is written, and when there is no second.
    public var multiplier: Double
    /// The added constant, or the whole right side when there is no second.
    public var constant: Double
    /// Required unless said otherwise, as UIKit's default.
    public var priority: Priority

    /// `first RELATION multiplier × second + constant @priority`.
    public init(
        first: LayoutAnchor<Item>, relation: Relation, second: LayoutAnchor<Item>? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The items it relates: the first, and the second when there is one.
    public var items: [Item] {
        guard let second else { return [first.item] }
        return [first.item, second.item]
    }

    /// The same equation between the items `transform` gives for this one's, the first
    /// item's asked first.
    public func mapItems<Other, Failure: Error>(
        _ transform: (Item) throws(Failure) -> Other
    ) throws(Failure) -> ConstraintEquation<Other> {
        let first = LayoutAnchor(item: try transform(self.first.item), attribute: self.first.attribute)
        var second: LayoutAnchor<Other>?
        if let anchor = self.second { second = LayoutAnchor(item: try transform(anchor.item), attribute: anchor.attribute) }
        return ConstraintEquation<Other>(first: first, relation: relation, second: second, multiplier: multiplier,
                                         constant: constant, priority: priority)
    }

    /// The same equation between the items `lookUp` finds for this one's, or nil when it finds
    /// none for one of them (a view out of reach, one that was not made).
    public func compactMapItems<Other>(_ lookUp: (Item) -> Other?) -> ConstraintEquation<Other>? {
        do {
            return try mapItems { item throws(MissingItem) in
                guard let found = lookUp(item) else { throw MissingItem() }
                return found
            }
        } catch {
            return nil
        }
    }
}

/// What ``ConstraintEquation/compactMapItems(_:)`` stops at: an item found nothing for.
private struct MissingItem: Error {}

extension ConstraintEquation: Equatable where Item: Equatable {}
extension ConstraintEquation: Hashable where Item: Hashable {}
extension ConstraintEquation: Sendable where Item: Sendable {}
