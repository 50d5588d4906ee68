/// A regular expression for a transcript's ` (re)` lines, matched against a whole line in time
/// proportional to the pattern's size times the line's length, whatever the pattern.
///
/// A backtracking matcher (Swift `Regex`, ICU) can take exponential time: `(a+)+b` against
/// twenty `a`s and a `!` never finished, and hung `layoutlab test` and CI with it. Here the
/// pattern compiles to a nondeterministic automaton (Thompson's construction) that is run on
/// the set of all its states at once (as in Pike's and RE2's matchers): each character of
/// the line moves every live state one step, so no state is visited twice per character.
///
/// The syntax is the part of the usual one a line of output needs: literals, `.`, classes
/// (`[a-z]`, `[^,]`, `\d \w \s` and their negations), groups `( )` and `(?: )` and
/// `(?<name> )`, `|`, the quantifiers `* + ? {n} {n,} {n,m}` (a lazy `?` after them is
/// accepted: for a whole-line yes or no it changes nothing), `^` and `$`. Anything else
/// (back-references, look-around, possessive quantifiers) is refused with the reason, as is
/// a pattern whose automaton would pass ``maximumProgramSize`` states (`(a{1000}){1000}`):
/// that bound is what keeps the work per line bounded.
struct LineRegex: Sendable {
    /// States the compiled automaton may have; the work per line is at most this times the
    /// line's length in characters.
    static let maximumProgramSize = 20_000

    struct Failure: Error, Equatable, Sendable {
        let message: String
    }

    private let program: [Instruction]

    init(_ pattern: String) throws(Failure) {
        var parser = Parser(characters: Array(pattern))
        let node = try parser.parseAlternation()
        if parser.position < parser.characters.count {
            throw Failure(message: "unbalanced ')' at character \(parser.position + 1)")
        }
        var compiler = Compiler()
        try compiler.emit(node)
        compiler.program.append(.match)
        program = compiler.program
    }

    /// Whether the pattern matches all of `line`.
    func wholeMatch(_ line: String) -> Bool {
        let text = Array(line)
        var current = StateSet(capacity: program.count)
        var next = StateSet(capacity: program.count)
        addState(0, at: 0, length: text.count, to: &current)
        for (index, character) in text.enumerated() {
            if current.states.isEmpty { return false }
            next.clear()
            for pc in current.states {
                switch program[pc] {
                case .character(let expected) where expected == character:
                    addState(pc + 1, at: index + 1, length: text.count, to: &next)
                case .any:
                    addState(pc + 1, at: index + 1, length: text.count, to: &next)
                case .set(let set) where set.contains(character):
                    addState(pc + 1, at: index + 1, length: text.count, to: &next)
                default:
                    break
                }
            }
            swap(&current, &next)
        }
        return current.states.contains { program[$0] == .match }
    }

    /// Adds `pc` and every state reachable from it without reading a character (splits,
    /// jumps, anchors that hold at `position`). Iterative, so a long chain of empty moves
    /// cannot exhaust the stack.
    private func addState(_ pc: Int, at position: Int, length: Int, to set: inout StateSet) {
        var pending = [pc]
        while let pc = pending.popLast() {
            guard set.insert(pc) else { continue }
            switch program[pc] {
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .jump(let target):
                pending.append(target)
            case .lineStart:
                if position == 0 { pending.append(pc + 1) }
            case .lineEnd:
                if position == length { pending.append(pc + 1) }
            case .character, .any, .set, .match:
                break
            }
        }
    }
}

// MARK: - The automaton

extension LineRegex {
    enum Instruction: Equatable, Sendable {
        case character(Character)
        case any
        case set(CharacterSet)
        case split(Int, Int)
        case jump(Int)
        case lineStart
        case lineEnd
        case match
    }

    /// A class such as `[a-z_]` or `\d`: its members, its ranges and named classes, maybe negated.
    struct CharacterSet: Equatable, Sendable {
        enum Named: Equatable, Sendable {
            case digit, word, space
            func contains(_ character: Character) -> Bool {
                switch self {
                case .digit: character.isNumber
                case .word: character.isLetter || character.isNumber || character == "_"
                case .space: character.isWhitespace
                }
            }
        }

        var characters: [Character] = []
        var ranges: [ClosedRange<Character>] = []
        var named: [(Named, negated: Bool)] = []
        var negated = false

        func contains(_ character: Character) -> Bool {
            let member = characters.contains(character) || ranges.contains { $0.contains(character) }
                || named.contains { $0.0.contains(character) != $0.negated }
            return member != negated
        }

        static func == (lhs: CharacterSet, rhs: CharacterSet) -> Bool {
            lhs.characters == rhs.characters && lhs.ranges == rhs.ranges && lhs.negated == rhs.negated
                && lhs.named.map(\.0) == rhs.named.map(\.0) && lhs.named.map(\.negated) == rhs.named.map(\.negated)
        }
    }

    /// The states live at one position, each once, in the order they were reached.
    struct StateSet {
        var states: [Int] = []
        private var member: [Bool]

        init(capacity: Int) { member = Array(repeating: false, count: capacity) }

        mutating func insert(_ state: Int) -> Bool {
            guard !member[state] else { return false }
            member[state] = true
            states.append(state)
            return true
        }

        mutating func clear() {
            for state in states { member[state] = false }
            states.removeAll(keepingCapacity: true)
        }
    }
}

// MARK: - Parsing

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

// MARK: - Compiling

extension LineRegex {
    /// Thompson's construction: each node becomes a piece of program with one entry (its
    /// first instruction) and one exit (the instruction after its last).
    struct Compiler {
        var program: [Instruction] = []

        mutating func append(_ instruction: Instruction) throws(Failure) {
            guard program.count < LineRegex.maximumProgramSize else {
                throw Failure(message: "the pattern is too large to match within the bound (over \(LineRegex.maximumProgramSize) states)")
            }
            program.append(instruction)
        }

        mutating func emit(_ node: Node) throws(Failure) {
            switch node {
            case .character(let character): try append(.character(character))
            case .any: try append(.any)
            case .set(let set): try append(.set(set))
            case .lineStart: try append(.lineStart)
            case .lineEnd: try append(.lineEnd)
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                // split L1, next; L1: branch; jump end; next: split ... ; last branch
                var jumps: [Int] = []
                for (index, branch) in branches.enumerated() {
                    if index < branches.count - 1 {
                        let split = program.count
                        try append(.split(split + 1, -1))
                        try emit(branch)
                        jumps.append(program.count)
                        try append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(branch)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let inner, let minimum, let maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    // Each optional copy: split into it or past all the rest.
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        try append(.split(program.count + 1, -1))
                        try emit(inner)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    // L: split body, end; body; jump L. An inner piece that can match nothing
                    // loops back without reading: the state set visits each state once, so
                    // that loop ends.
                    let loop = program.count
                    try append(.split(loop + 1, -1))
                    try emit(inner)
                    try append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
        }
    }
}
