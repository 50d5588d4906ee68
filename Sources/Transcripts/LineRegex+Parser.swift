/// The pattern syntax of ``LineRegex``, read into a tree by recursive descent.
extension LineRegex {
    indirect enum Node {
        case character(Character)
        case any
        case set(CharacterSet)
        case lineStart
        case lineEnd
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    /// Recursive descent over alternation > sequence > quantified atom; groups nest at most
    /// ``maximumNesting`` deep so a pattern of ten thousand `(` cannot exhaust the stack.
    struct Parser {
        static let maximumNesting = 100
        static let maximumCount = 1000

        let characters: [Character]
        var position = 0
        var depth = 0

        init(characters: [Character]) { self.characters = characters }

        var peek: Character? { characters.indices.contains(position) ? characters[position] : nil }

        mutating func parseAlternation() throws(Failure) -> Node {
            var branches = [try parseSequence()]
            while peek == "|" {
                position += 1
                branches.append(try parseSequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func parseSequence() throws(Failure) -> Node {
            var items: [Node] = []
            while let character = peek, character != "|", character != ")" {
                let atom = try parseAtom()
                items.append(try parseQuantifiers(on: atom))
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func parseQuantifiers(on atom: Node) throws(Failure) -> Node {
            var node = atom
            while let character = peek {
                let start = position
                let bounds: (Int, Int?)
                switch character {
                case "*": bounds = (0, nil); position += 1
                case "+": bounds = (1, nil); position += 1
                case "?": bounds = (0, 1); position += 1
                case "{":
                    guard let counted = try parseCount() else { return node }
                    bounds = counted
                default:
                    return node
                }
                if case .lineStart = node { throw Failure(message: "nothing to repeat at character \(start + 1)") }
                if case .lineEnd = node { throw Failure(message: "nothing to repeat at character \(start + 1)") }
                if peek == "?" { position += 1 }  // lazy: the same yes or no for a whole line
                if peek == "+" { throw Failure(message: "possessive quantifiers are not supported (character \(position + 1))") }
                node = .repeated(node, minimum: bounds.0, maximum: bounds.1)
            }
            return node
        }

        /// `{n}`, `{n,}` or `{n,m}`; nil (and nothing read) when the brace is a literal.
        mutating func parseCount() throws(Failure) -> (Int, Int?)? {
            let start = position
            var index = position + 1
            func number() -> Int? {
                var digits = ""
                while characters.indices.contains(index), characters[index].isASCII, characters[index].isNumber {
                    digits.append(characters[index])
                    index += 1
                }
                return digits.isEmpty ? nil : (digits.count > 6 ? Int.max : Int(digits))
            }
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if characters.indices.contains(index), characters[index] == "," {
                index += 1
                maximum = number()
            }
            guard characters.indices.contains(index), characters[index] == "}" else { return nil }
            position = index + 1
            if minimum > Self.maximumCount || (maximum ?? 0) > Self.maximumCount {
                throw Failure(message: "a count above \(Self.maximumCount) at character \(start + 1)")
            }
            if let maximum, maximum < minimum {
                throw Failure(message: "{\(minimum),\(maximum)}: the maximum is below the minimum (character \(start + 1))")
            }
            return (minimum, maximum)
        }

        mutating func parseAtom() throws(Failure) -> Node {
            let start = position
            guard let character = peek else { throw Failure(message: "unexpected end of pattern") }
            position += 1
            switch character {
            case ".": return .any
            case "^": return .lineStart
            case "$": return .lineEnd
            case "*", "+", "?":
                throw Failure(message: "nothing to repeat at character \(start + 1)")
            case "[": return .set(try parseClass())
            case "\\": return try parseEscape(inClass: false).node
            case "(":
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maximumNesting else { throw Failure(message: "groups nested more than \(Self.maximumNesting) deep") }
                if peek == "?" {
                    let kind = characters.indices.contains(position + 1) ? characters[position + 1] : nil
                    if kind == ":" {
                        position += 2
                    } else if kind == "<", characters.indices.contains(position + 2), characters[position + 2].isLetter {
                        // A named group: the name means nothing for a yes or no.
                        position += 2
                        while let name = peek, name.isLetter || name.isNumber || name == "_" { position += 1 }
                        guard peek == ">" else { throw Failure(message: "unterminated group name at character \(start + 1)") }
                        position += 1
                    } else {
                        throw Failure(message: "look-around and other (? groups are not supported (character \(start + 1))")
                    }
                }
                let inner = try parseAlternation()
                guard peek == ")" else { throw Failure(message: "unclosed '(' at character \(start + 1)") }
                position += 1
                return inner
            default:
                return .character(character)
            }
        }

        /// After `\`: a named class, a control character, or the character itself (punctuation).
        mutating func parseEscape(inClass: Bool) throws(Failure) -> (node: Node, member: Character?) {
            guard let character = peek else { throw Failure(message: "a '\\' ends the pattern") }
            position += 1
            func named(_ kind: CharacterSet.Named, negated: Bool) -> Node {
                var set = CharacterSet()
                set.named = [(kind, negated)]
                return .set(set)
            }
            switch character {
            case "d": return (named(.digit, negated: false), nil)
            case "D": return (named(.digit, negated: true), nil)
            case "w": return (named(.word, negated: false), nil)
            case "W": return (named(.word, negated: true), nil)
            case "s": return (named(.space, negated: false), nil)
            case "S": return (named(.space, negated: true), nil)
            case "t": return (.character("\t"), "\t")
            case "n": return (.character("\n"), "\n")
            case "r": return (.character("\r"), "\r")
            default:
                if character.isLetter || character.isNumber {
                    throw Failure(message: "'\\\(character)' is not supported (character \(position - 1))")
                }
                return (.character(character), character)
            }
        }

        /// After `[`: members up to the closing `]` (a `]` first is a member).
        mutating func parseClass() throws(Failure) -> CharacterSet {
            let start = position - 1
            var set = CharacterSet()
            if peek == "^" { set.negated = true; position += 1 }
            var first = true
            while true {
                guard let character = peek else { throw Failure(message: "unclosed '[' at character \(start + 1)") }
                if character == "]" && !first { position += 1; return set }
                first = false
                position += 1
                var member: Character = character
                if character == "\\" {
                    let escaped = try parseEscape(inClass: true)
                    guard let single = escaped.member else {
                        if case .set(let named) = escaped.node { set.named += named.named }
                        continue
                    }
                    member = single
                }
                // A range `a-z`, unless the `-` is last.
                if peek == "-", characters.indices.contains(position + 1), characters[position + 1] != "]" {
                    position += 1
                    guard var upper = peek else { throw Failure(message: "unclosed '[' at character \(start + 1)") }
                    position += 1
                    if upper == "\\" {
                        guard let escaped = try parseEscape(inClass: true).member else {
                            throw Failure(message: "a class cannot end a range (character \(position))")
                        }
                        upper = escaped
                    }
                    guard member <= upper else { throw Failure(message: "range out of order at character \(position - 2)") }
                    set.ranges.append(member...upper)
                } else {
                    set.characters.append(member)
                }
            }
        }
    }
}
