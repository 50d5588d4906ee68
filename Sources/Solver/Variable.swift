/// An unknown of the constraint system, such as a view's `minX` or `width`.
///
/// A variable is identified by the object itself, not by its name: two variables with the same
/// name are different unknowns. The same variable may take part in several solvers at once (the
/// layout engine and a temporary fitting engine, for instance); each solver keeps its own value.
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The name used when the variable is printed.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
