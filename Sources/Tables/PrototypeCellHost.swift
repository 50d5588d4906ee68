public import Layout

/// A view that shows its content in cells copied from prototypes: a table, a collection view.
/// `prototype NAME in VIEW` makes a prototype in any of them, so one command serves both.
public protocol PrototypeCellHost: View {
    /// Makes a prototype whose content view is a new view named `name`, outside the window,
    /// dequeued under `reuseIdentifier` (`name` when nil).
    func makePrototype(named name: String, reuseIdentifier: String?) throws
    /// The prototypes' names, in the order they were made.
    var prototypeNames: [String] { get }
}

extension TableView: PrototypeCellHost {
    public func makePrototype(named name: String, reuseIdentifier: String?) throws {
        try addPrototype(named: name, reuseIdentifier: reuseIdentifier)
    }

    public var prototypeNames: [String] { prototypes.map(\.name) }
}
