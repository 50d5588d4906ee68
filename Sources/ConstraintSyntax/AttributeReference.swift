import ScriptSyntax
public import Layout
import Solver

extension Relation {
    /// The relation spelled by `symbol`, if it spells one.
    init?(_ symbol: Operator) {
        self.init(rawValue: symbol.rawValue)
    }
}

/// One side of a constraint as a script writes it: an item by its name (a view, a layout
/// guide, `superview`; this layer gives none a meaning) and one of its attributes.
public typealias AttributeReference = LayoutAnchor<String>
