public import ScriptSyntax
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
        case .partialSize(let none): [none]
        default: []
        }
    }
}

extension ObjectKinds {
    /// The property a written path such as `tv.contentInsetAdjustmentBehavior` names, if the
    /// object exists and has it (for completion and help; components are not followed). The
    /// object is the longest run of parts naming one, as for `print`: a cell's views are named
    /// with dots (`t.cell3.title.numberOfLines`).
    public func property(atPath path: String, in session: Session) -> Property? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            guard let object = session.object(named: parts[0..<count].joined(separator: ".")) else { continue }
            guard let kind = kind(of: object) else { return nil }
            return property(named: parts[count...].joined(separator: "."), of: kind)
        }
        return nil
    }
}

extension ObjectKinds: ValueCompleter {
    /// What Tab offers after `set PATH = `: the words the property's type is written as.
    public func valueCompletions(forPath path: String, in session: Session) -> [String] {
        property(atPath: path, in: session)?.type.valueWords ?? []
    }
}
