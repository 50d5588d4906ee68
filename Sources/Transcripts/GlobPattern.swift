/// A cram-style glob matched against a whole line: `*` matches any run of characters
/// (including none), `?` exactly one, and `\*`, `\?`, `\\` stand for the character itself.
/// A backslash before anything else, or at the end, is a literal backslash.
struct GlobPattern: Hashable, Sendable {
    enum Token: Hashable, Sendable {
        case character(Character)
        case anyOne
        case anyRun
    }

    let tokens: [Token]

    init(_ pattern: String) {
        var tokens: [Token] = []
        var characters = pattern.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            switch character {
            case "\\":
                if let next = pending, next == "*" || next == "?" || next == "\\" {
                    tokens.append(.character(next))
                    pending = characters.next()
                } else {
                    tokens.append(.character("\\"))
                }
            case "*":
                // Consecutive stars match the same as one; merging them keeps matching linear.
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?":
                tokens.append(.anyOne)
            default:
                tokens.append(.character(character))
            }
        }
        self.tokens = tokens
    }

    /// Whether the pattern matches all of `line`.
    ///
    /// The usual iterative wildcard match: on a mismatch, go back to the last `*` and let it
    /// swallow one more character. No recursion, so long lines cannot exhaust the stack, and
    /// the work is at most the pattern's length times the line's.
    func matches(_ line: String) -> Bool {
        let text = Array(line)
        var t = 0, p = 0
        var starToken: Int?
        var starText = 0
        while t < text.count {
            if p < tokens.count {
                switch tokens[p] {
                case .anyRun:
                    starToken = p
                    starText = t
                    p += 1
                    continue
                case .anyOne:
                    t += 1
                    p += 1
                    continue
                case .character(let expected) where expected == text[t]:
                    t += 1
                    p += 1
                    continue
                case .character:
                    break
                }
            }
            guard let star = starToken else { return false }
            p = star + 1
            starText += 1
            t = starText
        }
        // The line is used up; what is left of the pattern must be able to match nothing.
        return tokens[p...].allSatisfy { $0 == .anyRun }
    }
}
