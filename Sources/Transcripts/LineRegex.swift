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
