import Foundation

/// Enough of a TextMate grammar engine to run `layoutlab.tmLanguage.json` as editors do:
/// `patterns`, `include` of `#repository` entries, `match` with `name` and `captures`, and
/// `begin`/`end` with `name` and `beginCaptures`. Lines are scanned one at a time; at each
/// position the earliest match wins, the block's `end` before its patterns on a tie, the first
/// pattern among the rest. `\G` matches only where the enclosing `begin` ended, as in
/// vscode-textmate. Regexes are compiled by NSRegularExpression (ICU), so a pattern that
/// needs Oniguruma-only syntax fails to compile here. Anything else in a rule is an error.
struct TextMateGrammar {
    final class Rule {
        var name: String?
        var match: Regex?
        var begin: Regex?
        var end: Regex?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
        var include: String?
    }

    /// A regex compiled twice: as written, and with `\G` unable to match (for positions other
    /// than the anchor).
    struct Regex {
        let anchored: NSRegularExpression
        let unanchored: NSRegularExpression
    }

    struct Malformed: Error, CustomStringConvertible { let description: String }

    let root: [Rule]
    let repository: [String: Rule]

    static let ruleKeys: Set<String> = ["name", "match", "begin", "end", "captures", "beginCaptures", "patterns", "include", "comment"]

    init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw Malformed(description: "not an object") }
        root = try (object["patterns"] as? [[String: Any]] ?? []).map(Self.rule)
        var repository: [String: Rule] = [:]
        for (key, value) in object["repository"] as? [String: Any] ?? [:] {
            guard let entry = value as? [String: Any] else { throw Malformed(description: "repository \(key) is not an object") }
            repository[key] = try Self.rule(entry)
        }
        self.repository = repository
    }

    private static func rule(_ object: [String: Any]) throws -> Rule {
        let rule = Rule()
        for key in object.keys where !ruleKeys.contains(key) { throw Malformed(description: "unknown rule key \(key)") }
        rule.name = object["name"] as? String
        rule.include = object["include"] as? String
        if let text = object["match"] as? String { rule.match = try regex(text) }
        if let text = object["begin"] as? String { rule.begin = try regex(text) }
        if let text = object["end"] as? String { rule.end = try regex(text) }
        rule.captures = try captures(object["captures"])
        rule.beginCaptures = try captures(object["beginCaptures"])
        rule.patterns = try (object["patterns"] as? [[String: Any]] ?? []).map(Self.rule)
        return rule
    }

    private static func captures(_ value: Any?) throws -> [Int: String] {
        var result: [Int: String] = [:]
        for (key, entry) in value as? [String: Any] ?? [:] {
            guard let index = Int(key), let entry = entry as? [String: Any], let name = entry["name"] as? String, entry.count == 1 else {
                throw Malformed(description: "capture \(key) must be {\"name\": ...}")
            }
            result[index] = name
        }
        return result
    }

    private static func regex(_ text: String) throws -> Regex {
        Regex(anchored: try NSRegularExpression(pattern: text),
              unanchored: try NSRegularExpression(pattern: text.replacingOccurrences(of: #"\G"#, with: "(?!)")))
    }

    /// The scopes of each character (UTF-16 unit) of each line, outermost first.
    func scopes(of lines: [String]) -> [[[String]]] {
        var stack: [(rule: Rule, patterns: [Rule])] = []
        var result: [[[String]]] = []
        for line in lines {
            let text = line as NSString
            var scopes = Array(repeating: [String](), count: text.length)
            func assign(_ name: String?, _ range: NSRange) {
                guard let name, range.location != NSNotFound else { return }
                for index in range.location..<(range.location + range.length) { scopes[index].append(name) }
            }
            var position = 0
            var anchor = -1
            var segmentStart = 0
            func closeSegment(at end: Int) {
                for block in stack { assign(block.rule.name, NSRange(location: segmentStart, length: max(0, end - segmentStart))) }
                segmentStart = end
            }
            var steps = 0
            while position <= text.length, steps < 10_000 {
                steps += 1
                let candidates = stack.last?.patterns ?? resolve(root)
                var best: (rule: Rule, match: NSTextCheckingResult, isEnd: Bool)?
                func consider(_ rule: Rule, _ regex: Regex, isEnd: Bool) {
                    let expression = position == anchor ? regex.anchored : regex.unanchored
                    guard let found = expression.firstMatch(in: line, options: [.withoutAnchoringBounds, .withTransparentBounds],
                                                            range: NSRange(location: position, length: text.length - position)) else { return }
                    if let current = best, current.match.range.location <= found.range.location { return }
                    best = (rule, found, isEnd)
                }
                if let block = stack.last, let end = block.rule.end { consider(block.rule, end, isEnd: true) }
                for rule in candidates {
                    if let match = rule.match { consider(rule, match, isEnd: false) } else if let begin = rule.begin { consider(rule, begin, isEnd: false) }
                }
                guard let (rule, match, isEnd) = best else { break }
                let range = match.range
                if isEnd {
                    closeSegment(at: range.location + range.length)
                    stack.removeLast()
                    position = range.location + range.length
                    continue
                }
                if rule.begin != nil {
                    closeSegment(at: range.location)
                    assign(rule.name, range)
                    for (group, name) in rule.beginCaptures { assign(name, match.range(at: group)) }
                    stack.append((rule, resolve(rule.patterns)))
                    position = range.location + range.length
                    segmentStart = position
                    anchor = position
                    continue
                }
                assign(rule.name, range)
                for (group, name) in rule.captures where group <= match.numberOfRanges - 1 { assign(name, match.range(at: group)) }
                // A match that consumes nothing must still move on.
                position = range.location + max(range.length, 1)
            }
            closeSegment(at: text.length)
            result.append(scopes)
        }
        return result
    }

    /// Patterns with their `include`s replaced by the repository's entries (one level deep
    /// per call; included entries that hold only patterns are flattened).
    private func resolve(_ rules: [Rule]) -> [Rule] {
        rules.flatMap { rule -> [Rule] in
            guard let include = rule.include else { return [rule] }
            guard let entry = repository[String(include.dropFirst())] else { return [] }
            if entry.match == nil && entry.begin == nil { return resolve(entry.patterns) }
            return [entry]
        }
    }
}
