public import Commands
import Foundation
import Layout
import ScriptSyntax

/// What Tab offers for the word before the cursor: command names first on a line (or after
/// `;`, or inside a block's `{`), then what the command's signature takes at that position:
/// the names of objects of the kind it takes, what a plugin's own kind offers, keywords,
/// `key=` options and, after `key=`, the option's values, a property's values after
/// `set PATH = `, and file names. Everything comes from the declarations.
public enum Completer {
    public static func complete(_ before: String, registry: CommandRegistry, session: Session) -> (word: String, candidates: [String]) {
        let command = currentCommand(in: before)
        let word = lastWord(of: command)
        let typed = String(command.dropLast(word.count))
        let previousWords = typed.split(whereSeparator: \.isWhitespace)
        let candidates: [String]
        if previousWords.isEmpty {
            candidates = registry.names + (word.contains(".") ? paths(word, session: session, registry: registry) : [])
        } else {
            let spec = registry.command(named: String(previousWords[0]))
            if let key = optionKey(before: typed) {
                // `set tv.bounces=` is an assignment written solid, not an option.
                candidates = key.contains(".") ? registry.valueCompleter?.valueCompletions(forPath: key, in: session) ?? []
                    : optionValues(key, spec: spec)
            } else if let path = assignedPath(typed, session: session, registry: registry) {
                candidates = registry.valueCompleter?.valueCompletions(forPath: path, in: session) ?? []
            } else if let spec {
                candidates = arguments(word, typed: typed, command: spec, session: session, registry: registry)
            } else {
                candidates = []
            }
        }
        return (word, Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted())
    }

    /// The command being typed: what follows the last `;` or unclosed `{` (a block's commands
    /// complete as a line's do).
    static func currentCommand(in before: String) -> String {
        // Where the command being typed starts, and where each enclosing block's command did.
        var start = before.startIndex
        var enclosing: [String.Index] = []
        var quoted = false
        for index in before.indices {
            let character = before[index]
            if character == "\"" { quoted.toggle() }
            guard !quoted else { continue }
            switch character {
            case "{":
                enclosing.append(start)
                start = before.index(after: index)
            case "}":
                // The block is over: its command goes on (`} completion { ...`).
                start = enclosing.popLast() ?? before.index(after: index)
            case ";":
                start = before.index(after: index)
            default:
                break
            }
        }
        return String(before[start...])
    }

    /// The word being completed: what follows the last space, comma, parenthesis, `=` or
    /// quote, except inside brackets, so that an index path (`t[0, 2].ti`, `t[0, `) is all
    /// one word: completing the part after `t[0, ` must not offer names to put there.
    static func lastWord(of command: String) -> String {
        var start = command.startIndex
        var depth = 0
        for index in command.indices {
            let character = command[index]
            if character == "[" {
                depth += 1
            } else if character == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0, character.isWhitespace || "(),=\"".contains(character) {
                start = command.index(after: index)
            }
        }
        return String(command[start...])
    }

    /// `style=` + Tab: the key whose value is being typed.
    private static func optionKey(before typed: String) -> String? {
        guard typed.hasSuffix("=") else { return nil }
        let key = String(typed.dropLast().reversed().prefix { !$0.isWhitespace }.reversed())
        guard !key.isEmpty, !key.hasSuffix("="), !key.hasSuffix("<"), !key.hasSuffix(">") else { return nil }
        return key
    }

    private static func optionValues(_ key: String, spec: Command?) -> [String] {
        spec?.options.first { $0.key == key }?.kind.completions ?? []
    }

    /// `set OBJECT.PROPERTY = ` + Tab: the path whose value is being typed; an index path in
    /// it (`set t[0, 2].title.lines = `) stands for its cell's name.
    private static func assignedPath(_ typed: String, session: Session, registry: CommandRegistry) -> String? {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("="), trimmed.split(whereSeparator: \.isWhitespace).count >= 3 else { return nil }
        let path = lastWord(of: String(trimmed.dropLast()).trimmingCharacters(in: .whitespaces))
        guard path.contains(".") else { return nil }
        guard let close = path.firstIndex(of: "]") else { return path }
        let environment = ExpressionEnvironment(session: session, kinds: registry.objectKinds)
        let part = PropertyPath.objectName(forIndexed: String(path[...close]), in: environment)
        return part.map { $0 + path[path.index(after: close)...] }
    }

    /// What the command's signature takes after the words typed so far (read as the command
    /// reads its line).
    private static func arguments(_ word: String, typed: String, command: Command, session: Session, registry: CommandRegistry) -> [String] {
        let signature = command.signature
        let line = ScriptText(typed, line: 1)
        guard let tokens = (try? command.lineReading.tokens(of: line)) ?? (try? Tokenizer.tokenize(typed)) else { return [] }
        let arguments = Array(tokens.dropFirst())
        let positional = arguments.filter { if case .option = $0.kind { false } else { true } }
        let givenKeys = Set(arguments.compactMap { token -> String? in
            if case .option(let key, _) = token.kind { key } else { nil }
        })
        let probe = SignatureProbe(signature, after: positional, session: session)
        var candidates: [String] = []
        for proposal in probe.proposals {
            switch proposal {
            case .keyword(let keyword): candidates.append(keyword)
            case .value(let kind): candidates += values(kind, word: word, probe: probe, session: session, registry: registry)
            }
        }
        // Options once nothing required is missing, or when a word is begun (`animate 0.3 cur`:
        // options come before the block the command still needs).
        if probe.isComplete || (probe.acceptsSoFar && !word.isEmpty) {
            candidates += probe.options.filter { !givenKeys.contains($0.key) }.map { $0.key + "=" }
        }
        return candidates
    }

    /// The names and words a value of `kind` can be.
    static func values(_ kind: ArgumentKind, word: String, probe: SignatureProbe, session: Session, registry: CommandRegistry) -> [String] {
        let views = session.scene.views
        switch kind {
        case .command: return registry.names
        case .view: return views.map(\.name)
        case .instance(let kindName):
            guard let objectKind = registry.objectKinds.kind(named: kindName) else { return [] }
            return views.filter { objectKind.contains($0) }.map(\.name) + session.scene.constraints.filter { objectKind.contains($0) }.map(\.name)
        case .constraint: return session.scene.constraints.map(\.name)
        case .object: return views.map(\.name) + session.scene.constraints.map(\.name)
        case .custom(let custom): return custom.completions(ArgumentContext(session: session, arguments: probe.arguments))
        case .path, .expressions:
            if word.contains(".") { return paths(word, session: session, registry: registry) }
            let names = views.map(\.name) + session.scene.constraints.map(\.name)
            return names + names.map { $0 + "." }
        case .value(let path):
            guard let path = probe.arguments.value(path)?.text, let completer = registry.valueCompleter else { return [] }
            return completer.valueCompletions(forPath: path, in: session)
        case .bool: return ["false", "true"]
        case .keyword(let words): return words
        case .file: return files(word)
        case .rest(let inner): return values(inner, word: word, probe: probe, session: session, registry: registry)
        case .newName, .number, .integer, .integerRange, .rect, .size, .insets, .string, .text, .block: return []
        }
    }

    /// File names for a typed prefix: the entries of the prefix's folder (the current one
    /// when it names none), folders with a trailing `/`, sorted; hidden ones only when the
    /// prefix starts them with a dot.
    public static func files(_ word: String) -> [String] {
        let fileManager = FileManager.default
        let folder = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
        let namePrefix = String(word.dropFirst(folder.count))
        let expanded = folder.hasPrefix("~") ? (folder as NSString).expandingTildeInPath + (folder.hasSuffix("/") ? "/" : "") : folder
        let directory = expanded.isEmpty ? fileManager.currentDirectoryPath : expanded
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasPrefix(namePrefix) && (namePrefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map { name in
            var isDirectory: ObjCBool = false
            let full = PathName.joining(directory, name)
            let slash = fileManager.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue ? "/" : ""
            return folder + name + slash
        }
    }

    /// `fox.` + Tab: the properties of fox (its anchors among them, as numbers) and the
    /// views named under it (a table's cells, `t.cell3`; a cell's views, `t.cell3.title`);
    /// `fox.frame.` + Tab: the components of its frame. Only what `print` reads.
    private static func paths(_ word: String, session: Session, registry: CommandRegistry) -> [String] {
        if word.contains("[") { return indexPathPaths(word, session: session, registry: registry) }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return [] }
        // As `print` resolves it: the longest run of parts (before the one being typed) that
        // names an object is the object.
        var nameCount = 1
        for count in stride(from: parts.count - 1, through: 2, by: -1) where session.object(named: parts[0..<count].joined(separator: ".")) != nil {
            nameCount = count
            break
        }
        let name = parts.prefix(nameCount).joined(separator: ".")
        let kinds = registry.objectKinds
        guard let object = session.object(named: name), let kind = kinds.kind(of: object) else {
            // A `let` name holding a composite value: its components.
            guard let value = session.bindings[name], let type = value.type else { return [] }
            return components(of: type, after: [name], parts: parts)
        }
        var candidates = kinds.properties(of: kind).map { "\(name).\($0.name)" }
        // One level of the views named under it, each also with a dot to go on.
        let contained = session.objectNames.filter { $0.hasPrefix(name + ".") && !$0.dropFirst(name.count + 1).contains(".") }
        candidates += contained + contained.map { $0 + "." }
        // Past a property of a composite type: its components (from the type: completing
        // never calls a getter).
        for property in kinds.properties(of: kind) {
            let propertyParts = property.name.split(separator: ".").map(String.init)
            guard parts.count > nameCount + propertyParts.count,
                  Array(parts[nameCount..<(nameCount + propertyParts.count)]) == propertyParts else { continue }
            candidates += components(of: property.type, after: Array(parts.prefix(nameCount)) + propertyParts, parts: parts)
        }
        return candidates
    }

    /// `t[0, 2].` + Tab: what `t.cell3.` offers when cell 3 shows section 0, row 2, written
    /// with the index path the user typed. Nothing while the index path is being typed
    /// (`t[`, `t[0, `) or names no cell on screen: no name belongs there.
    private static func indexPathPaths(_ word: String, session: Session, registry: CommandRegistry) -> [String] {
        guard let close = word.firstIndex(of: "]") else { return [] }
        let written = String(word[...close])
        let rest = word[word.index(after: close)...]
        let environment = ExpressionEnvironment(session: session, kinds: registry.objectKinds)
        guard rest.hasPrefix("."), !rest.contains("["),
              let cell = PropertyPath.objectName(forIndexed: written, in: environment) else { return [] }
        return paths(cell + rest, session: session, registry: registry).compactMap { candidate in
            candidate.hasPrefix(cell) ? written + candidate.dropFirst(cell.count) : nil
        }
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
