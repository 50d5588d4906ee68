/// The object kinds plugins registered, with their properties: what `set`, `print`,
/// expressions, completion and `help` consult.
public struct ObjectKinds: Sendable {
    /// In the order registered.
    public private(set) var kinds: [ObjectKind] = []
    private var propertiesByKind: [String: [Property]] = [:]

    public init() {}

    /// Adds a kind. Its parent, if any, must be registered first.
    public mutating func register(_ kind: ObjectKind, from plugin: String) throws(RegistrationError) {
        if self.kind(named: kind.name) != nil {
            throw RegistrationError(name: kind.name, registeredBy: "another plugin", claimedBy: plugin, what: "object kind")
        }
        if let parent = kind.parent, self.kind(named: parent) == nil {
            throw RegistrationError(name: parent, registeredBy: "no plugin", claimedBy: plugin, what: "parent kind")
        }
        kinds.append(kind)
    }

    /// Adds a property to a registered kind; a name the kind (or an ancestor) has is refused.
    public mutating func register(_ property: Property, for kindName: String, from plugin: String) throws(RegistrationError) {
        guard let kind = kind(named: kindName) else {
            throw RegistrationError(name: kindName, registeredBy: "no plugin", claimedBy: plugin, what: "object kind")
        }
        if self.property(named: property.name, of: kind) != nil {
            throw RegistrationError(name: "\(kindName).\(property.name)", registeredBy: "another plugin", claimedBy: plugin, what: "property")
        }
        propertiesByKind[kindName, default: []].append(property)
    }

    public func kind(named name: String) -> ObjectKind? {
        kinds.first { $0.name == name }
    }

    /// The most specific kind of `object`: of the kinds recognising it, the one with the
    /// most ancestors (a label is a view too, but its kind is `label`).
    public func kind(of object: AnyObject) -> ObjectKind? {
        var best: (kind: ObjectKind, depth: Int)?
        for kind in kinds where kind.contains(object) {
            let depth = lineage(of: kind).count
            if depth >= (best?.depth ?? 0) { best = (kind, depth) }
        }
        return best?.kind
    }

    /// The kind, its parent, its parent's parent, ...
    public func lineage(of kind: ObjectKind) -> [ObjectKind] {
        var chain = [kind]
        var next = kind.parent
        while let name = next, let parent = self.kind(named: name), !chain.contains(where: { $0.name == name }) {
            chain.append(parent)
            next = parent.parent
        }
        return chain
    }

    /// The properties a kind declares itself, in the order registered.
    public func ownProperties(of kind: ObjectKind) -> [Property] {
        propertiesByKind[kind.name] ?? []
    }

    /// Every property of the kind, inherited ones first (a label's view properties, then its own).
    public func properties(of kind: ObjectKind) -> [Property] {
        lineage(of: kind).reversed().flatMap { ownProperties(of: $0) }
    }

    /// The property of that name the kind has, its own before an inherited one.
    public func property(named name: String, of kind: ObjectKind) -> Property? {
        for member in lineage(of: kind) {
            if let found = ownProperties(of: member).first(where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// The kind that declares a property: for `help` (`frame` is a view property).
    public func declaringKind(of name: String, from kind: ObjectKind) -> ObjectKind? {
        lineage(of: kind).first { member in ownProperties(of: member).contains { $0.name == name } }
    }
}
