import Layout

/// Names for what a document makes: the `userLabel` Interface Builder shows in its outline
/// (`Header View` becomes `headerView`), or else the class and a counter (`label1`), never
/// one already taken in the scene or earlier in the same load.
struct IBNames {
    /// Whether the scene has the name free (names made before the load).
    let isAvailable: (String) -> Bool
    private var taken: Set<String> = []
    private var counters: [String: Int] = [:]

    init(isAvailable: @escaping (String) -> Bool) {
        self.isAvailable = isAvailable
    }

    /// A free name made from `label` when it gives a valid one, else from `fallback` and a
    /// counter (`view1`, `view2`, ...); a label already taken gets a counter too (`box2`).
    mutating func allocate(label: String?, fallback: String) -> String {
        if let label, let base = Self.identifier(from: label) {
            if free(base) { return claim(base) }
            return counted(base, startingAt: 2)
        }
        // An unknown element's name (`p-laceholder`) is not always a name: counting on it
        // would never find a free one.
        return counted(Self.identifier(from: fallback) ?? "view", startingAt: 1)
    }

    private func free(_ name: String) -> Bool {
        Scene.isValidName(name) && !taken.contains(name) && isAvailable(name) && !Self.reserved.contains(name)
    }

    private mutating func claim(_ name: String) -> String {
        taken.insert(name)
        return name
    }

    private mutating func counted(_ base: String, startingAt first: Int) -> String {
        var number = max(counters[base] ?? first, first)
        while !free(base + String(number)) { number += 1 }
        counters[base] = number + 1
        return claim(base + String(number))
    }

    /// Words the script gives a meaning of its own where a name stands (`superview` in a
    /// constraint, the clause words of creation commands).
    static let reserved: Set<String> = ["superview", "in", "frame", "size", "to", "at", "add", "none", "automatic", "nil", "true", "false"]

    /// `Header View` -> `headerView`, `2nd label` -> `_2ndLabel`: words joined in lower camel
    /// case, letters, digits and `_` kept; nil when nothing usable is left.
    static func identifier(from label: String) -> String? {
        let words = label.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard !words.isEmpty else { return nil }
        var name = ""
        for (index, word) in words.enumerated() {
            let clean = String(word.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
            guard let first = clean.first else { continue }
            name += index == 0 || name.isEmpty ? first.lowercased() + clean.dropFirst() : first.uppercased() + clean.dropFirst()
        }
        guard let first = name.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) { name = "_" + name }
        return Scene.isValidName(name) ? name : nil
    }
}
