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

    /// `fox.` + Tab: the attributes and properties of fox.
    private static func paths(_ word: String, session: Session, registry: CommandRegistry) -> [String] {
        guard let dot = word.firstIndex(of: ".") else { return [] }
        let name = String(word[..<dot])
        let attributes = LayoutAttribute.userAttributes.map(\.rawValue)
        var members: [String] = []
        if let view = session.scene.view(named: name) {
            members = attributes + (registry.propertyNames[ObjectKind(of: view)] ?? [])
        } else if session.scene.constraint(named: name) != nil {
            members = registry.propertyNames[.constraint] ?? []
        }
        return members.map { "\(name).\($0)" }
    }
}
