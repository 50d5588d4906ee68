/// `item.attribute`: one side of a constraint's equation, what UIKit's `NSLayoutAnchor`
/// stands for (`label.topAnchor` is the label and `.top`).
///
/// The item is whatever names it where the anchor is: a ``View`` in the model, a name as a
/// script writes it, an item of a pasted log (see ``ConstraintEquation``).
public struct LayoutAnchor<Item> {
    /// The view, guide or name of one.
    public var item: Item
    /// Which of its edges, centres, baselines or sizes.
    public var attribute: LayoutAttribute

    /// `item.attribute`.
    public init(item: Item, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

extension LayoutAnchor: Equatable where Item: Equatable {}
extension LayoutAnchor: Hashable where Item: Hashable {}
extension LayoutAnchor: Sendable where Item: Sendable {}

extension LayoutAnchor: CustomStringConvertible where Item: CustomStringConvertible {
    /// `item.attribute`, as a script writes it.
    public var description: String { "\(item).\(attribute)" }
}
