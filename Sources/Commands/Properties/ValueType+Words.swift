extension ValueType {
    /// The words a value of this type may be written as, for completion after `set PATH = `:
    /// an enumeration's cases, `true`/`false`, priority names, flags, and the `none` spelling.
    public var valueWords: [String] {
        switch self {
        case .bool: ["true", "false"]
        case .enumeration(_, let cases): cases
        case .priority: Value.priorityNames.map(\.name)
        case .flags(let names): ["none"] + names
        case .optional(let wrapped, let none): wrapped.valueWords + [none]
        default: []
        }
    }
}

extension ObjectKinds {
    /// The property a written path such as `tv.contentInsetAdjustmentBehavior` names, if the
    /// object exists and has it (for completion and help; components are not followed).
    public func property(atPath path: String, in session: Session) -> Property? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let object = session.object(named: parts[0]), let kind = kind(of: object) else { return nil }
        return property(named: parts[1], of: kind)
    }
}

extension ObjectKinds: ValueCompleter {
    /// What Tab offers after `set PATH = `: the words the property's type is written as.
    public func valueCompletions(forPath path: String, in session: Session) -> [String] {
        property(atPath: path, in: session)?.type.valueWords ?? []
    }
}
