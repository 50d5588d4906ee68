public import Commands
import Layout

/// What Tab offers for the word before the cursor: command names first on a line (or after
/// `;`), then what the command's arguments take: view and constraint names, `name.` followed
/// by attributes and properties, keywords and option keys.
public enum Completer {
    public static func complete(_ before: String, registry: CommandRegistry, session: Session) -> (word: String, candidates: [String]) {
        let command = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? before
        let word = String(command.reversed().prefix { !$0.isWhitespace && !"(),=\"".contains($0) }.reversed())
        let previousWords = command.dropLast(word.count).split(whereSeparator: \.isWhitespace)
        let candidates: [String]
        if previousWords.isEmpty {
            candidates = registry.names + (word.contains(".") ? paths(word, session: session, registry: registry) : [])
        } else {
            let spec = registry.command(named: String(previousWords[0]))
            candidates = arguments(word, spec: spec, session: session, registry: registry)
        }
        return (word, Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted())
    }

    private static func arguments(_ word: String, spec: Command?, session: Session, registry: CommandRegistry) -> [String] {
        if word.contains(".") { return paths(word, session: session, registry: registry) }
        let views = session.scene.views.map(\.name)
        let constraints = session.scene.constraints.map(\.name)
        var candidates: [String] = views + constraints
        for kind in spec?.arguments ?? [] {
            if case .keyword(let words) = kind { candidates += words }
        }
        candidates += (spec?.options ?? []).map { $0 + "=" }
        // A view name alone may go on to an attribute: offer `name.` too.
        candidates += views.map { $0 + "." }
        return candidates
    }

    /// `fox.` + Tab: the properties of fox (its anchors among them, as numbers);
    /// `fox.frame.` + Tab: the components of its frame. Only what `print` reads.
    private static func paths(_ word: String, session: Session, registry: CommandRegistry) -> [String] {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let name = parts.first else { return [] }
        let kinds = registry.objectKinds
        guard let object = session.object(named: name), let kind = kinds.kind(of: object) else {
            // A `let` name holding a composite value: its components.
            guard let value = session.bindings[name], let type = value.type else { return [] }
            return components(of: type, after: [name], parts: parts)
        }
        var candidates = kinds.properties(of: kind).map { "\(name).\($0.name)" }
        // Past a property of a composite type: its components (from the type: completing
        // never calls a getter).
        for property in kinds.properties(of: kind) {
            let propertyParts = property.name.split(separator: ".").map(String.init)
            guard parts.count > propertyParts.count + 1, Array(parts[1...propertyParts.count]) == propertyParts else { continue }
            candidates += components(of: property.type, after: [name] + propertyParts, parts: parts)
        }
        return candidates
    }

    /// `prefix.component` for each component of a value of `type`, following components
    /// already typed.
    private static func components(of type: ValueType, after prefix: [String], parts: [String]) -> [String] {
        var type = type
        var prefix = prefix
        // Walk the components typed between the prefix and the last (partial) part.
        for part in parts.dropFirst(prefix.count).dropLast() {
            guard let next = Value.componentType(part, of: type) else { return [] }
            type = next
            prefix.append(part)
        }
        return type.componentNames.map { (prefix + [$0]).joined(separator: ".") }
    }
}
