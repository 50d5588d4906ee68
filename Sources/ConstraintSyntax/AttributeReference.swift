import ScriptSyntax
public import Layout
import Solver

extension Relation {
    /// The relation spelled by `symbol`, if it spells one.
    init?(_ symbol: Operator) {
        self.init(rawValue: symbol.rawValue)
    }
}

/// One side of a constraint: an item, named as the user named it, and one of its attributes.
public struct AttributeReference: Hashable, Sendable, CustomStringConvertible {
    /// The item's name: a view, a layout guide, `superview`; this layer gives none a meaning.
    public var item: String
    /// The attribute of the item.
    public var attribute: LayoutAttribute

    /// `item.attribute`.
    public init(item: String, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, as written in a script.
    public var description: String { "\(item).\(attribute)" }
}
