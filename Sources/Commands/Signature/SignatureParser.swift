import Layout
import Tables

/// Reads an invocation's tokens by a signature, element by element, left to right.
///
/// The same walk serves Tab completion: in probing mode, reaching the end of the tokens
/// records what could come next (``Proposal``s) instead of failing, so completion can never
/// offer what the parser would then reject.
struct SignatureParser {
    var reader: ArgumentReader
    /// Every token after the command's name, options included: what a `rest` argument takes.
    let allTokens: [Token]
    /// Options a `rest` argument took: its own grammar reads them.
    var optionsInRest: Set<SourceLocation> = []
    let command: ScriptCommand?
    let session: Session?
    var arguments: ParsedArguments
    /// The options the signature and the branches taken so far allow.
    var options: [KeyOption]
    var openOptions: OpenOptions?
    /// Non-nil when probing for completion.
    var proposals: [Proposal]?
    /// What optional elements passed over at a token would have taken there, so a token
    /// nothing takes is reported with every way it could have gone on.
    var passedOver: (index: Int, expected: [String]) = (0, [])

    init(tokens: [Token], allTokens: [Token], end: SourceLocation, command: ScriptCommand?, session: Session?, signature: Signature,
         probing: Bool) {
        reader = ArgumentReader(tokens: tokens, end: end)
        self.allTokens = allTokens
        self.command = command
        self.session = session
        arguments = ParsedArguments(end: end)
        options = signature.options
        openOptions = signature.openOptions
        proposals = probing ? [] : nil
    }

    var isProbing: Bool { proposals != nil }

    /// Thrown when probing reaches the end at a required element: the walk is over.
    static let endOfProbe = SyntaxError(message: "end of probe", found: "end of input", at: SourceLocation(line: 0, column: 0))

    mutating func propose(_ proposal: Proposal) {
        proposals?.append(proposal)
    }

    /// Notes an optional element skipped at the next token.
    mutating func passOver(_ expected: String) {
        if passedOver.index != reader.index { passedOver = (reader.index, []) }
        passedOver.expected.append(expected)
    }

    /// Refuses tokens left over, naming what the optional elements skipped there would take.
    func expectEnd() throws(SyntaxError) {
        guard !reader.isAtEnd else { return }
        guard passedOver.index == reader.index, !passedOver.expected.isEmpty else { throw reader.error(expected: "end of command") }
        throw reader.error(expected: (passedOver.expected + ["end of command"]).joined(separator: ", or "))
    }

    // MARK: Elements

    mutating func parse(_ elements: [Signature.Element]) throws(SyntaxError) {
        var index = 0
        while index < elements.count {
            switch elements[index] {
            case .argument(let argument):
                try parse(argument)
                index += 1
            case .clause:
                // Neighbouring clauses form one group, read in any order.
                var group: [Clause] = []
                while index < elements.count, case .clause(let clause) = elements[index] {
                    group.append(clause)
                    index += 1
                }
                try parse(clauses: group)
            case .choice(let choice):
                try parse(choice)
                index += 1
            }
        }
    }

    mutating func parse(_ argument: Parameter) throws(SyntaxError) {
        guard let token = reader.next else {
            if isProbing {
                propose(.value(argument.kind))
                if argument.isOptional { return }
                throw Self.endOfProbe
            }
            if argument.isOptional { return }
            throw reader.error(expected: argument.expectedPhrase)
        }
        if argument.isOptional, !argument.kind.canStart(with: token) {
            passOver(argument.expectedPhrase)
            return
        }
        try read(argument)
        // The rest of the line is still being typed: it goes on taking what its kind completes.
        if case .rest = argument.kind, reader.isAtEnd { propose(.value(argument.kind)) }
        guard argument.isRepeating else { return }
        while let next = reader.next, argument.kind.canStart(with: next) { try read(argument) }
        if reader.isAtEnd { propose(.value(argument.kind)) }
    }

    mutating func parse(clauses: [Clause]) throws(SyntaxError) {
        if clauses.count == 1, let group = clauses.first, group.keyword == nil {
            try parse(repeatingGroup: group)
            return
        }
        var used: Set<String> = []
        while let token = reader.next, let word = Self.keywordText(token),
            let clause = clauses.first(where: { $0.keyword == word && !used.contains(word) })
        {
            reader.advance()
            used.insert(word)
            arguments.addKeyword(token)
            for argument in clause.arguments { try parse(argument) }
        }
        let missing = clauses.filter { !$0.isOptional && !used.contains($0.keyword ?? "") }
        if reader.isAtEnd, isProbing {
            for clause in clauses where !used.contains(clause.keyword ?? "") { propose(.keyword(clause.keyword ?? "")) }
            if !missing.isEmpty { throw Self.endOfProbe }
        }
        if let first = missing.first { throw reader.error(expected: "'\(first.keyword ?? "")'") }
    }

    /// The text a clause keyword matches: a word, or an operator (`set PATH = VALUE`).
    static func keywordText(_ token: Token) -> String? {
        switch token.kind {
        case .word(let word): word
        case .operator(let symbol): symbol.rawValue
        default: nil
        }
    }

    /// `[LABEL "TEXT"]...`: the group again for as long as its first argument fits.
    mutating func parse(repeatingGroup group: Clause) throws(SyntaxError) {
        guard let first = group.arguments.first else { return }
        var count = 0
        while let token = reader.next, first.kind.canStart(with: token) {
            for argument in group.arguments { try parse(required(argument)) }
            count += 1
        }
        if reader.isAtEnd, isProbing {
            propose(.value(first.kind))
            if count == 0, !group.isOptional { throw Self.endOfProbe }
        }
        if count == 0, !group.isOptional { throw reader.error(expected: first.expectedPhrase) }
    }

    private func required(_ argument: Parameter) -> Parameter {
        var copy = argument
        copy.isOptional = false
        copy.isRepeating = false
        return copy
    }

    mutating func parse(_ choice: Choice) throws(SyntaxError) {
        guard let token = reader.next else {
            if isProbing {
                for branch in choice.branches {
                    if let keyword = branch.keyword {
                        propose(.keyword(keyword))
                    } else if case .argument(let argument) = branch.signature.elements.first {
                        propose(.value(argument.kind))
                    }
                }
                if choice.isOptional { return }
                throw Self.endOfProbe
            }
            if choice.isOptional { return }
            throw reader.error(expected: choice.expectedPhrase)
        }
        // Keywords first: a branch led by an argument that takes any word must not hide them.
        let ordered = choice.branches.filter { $0.keyword != nil } + choice.branches.filter { $0.keyword == nil }
        for branch in ordered {
            if let keyword = branch.keyword {
                guard case .word(keyword) = token.kind else { continue }
                reader.advance()
                arguments.addKeyword(token)
            } else {
                guard case .argument(let argument) = branch.signature.elements.first, argument.kind.canStart(with: token) else { continue }
            }
            arguments.choose(branch.name, for: choice.name)
            options += branch.signature.options
            if let open = branch.signature.openOptions { openOptions = open }
            try parse(branch.signature.elements)
            return
        }
        if choice.isOptional {
            passOver(choice.expectedPhrase)
            return
        }
        throw reader.error(expected: choice.expectedPhrase)
    }

    // MARK: Values

    /// Reads one value of `argument`'s kind from the next tokens.
    mutating func read(_ argument: Parameter) throws(SyntaxError) {
        guard let first = reader.next else { throw reader.error(expected: argument.expectedPhrase) }
        let start = reader.index
        let value = try value(of: argument, first: first)
        let taken = reader.tokens[start..<max(start + 1, reader.index)]
        let last = taken.last ?? first
        let length = last.location.line == first.location.line ? last.endColumn - first.location.column : first.length
        let found = taken.count == 1 ? first.quotedForMessage : "'\(spelling(from: first, length: length))'"
        arguments.add(ParsedArguments.Entry(name: argument.name, value: value, location: first.location, length: length, found: found))
    }

    private mutating func value(of argument: Parameter, first: Token) throws(SyntaxError) -> ArgumentValue {
        let expected = argument.expectedPhrase
        switch argument.kind {
        case .newName, .command, .path, .label:
            return .word(try reader.word(expected))
        case .view, .table, .scrollView:
            let token = try reader.word(expected)
            guard let session else { return .word(token) }
            let view = try session.view(named: token)
            if argument.kind == .table, !(view is TableView) { throw notA("table", view, token) }
            if argument.kind == .scrollView, !(view is ScrollView) { throw notA("scroll view", view, token) }
            return .view(view)
        case .constraint:
            let token = try reader.word(expected)
            guard let session else { return .word(token) }
            return .constraint(try session.constraint(named: token))
        case .object:
            let token = try reader.word(expected)
            guard let session else { return .word(token) }
            if let view = session.scene.view(named: token.text) { return .view(view) }
            if let constraint = session.scene.constraint(named: token.text) { return .constraint(constraint) }
            throw session.unknownObject(token, kind: "view or constraint",
                                        among: session.scene.views.map(\.name) + session.scene.constraints.map(\.name))
        case .prototype(let tableArgument):
            let token = try reader.word(expected)
            if let table = arguments.value(tableArgument)?.view as? TableView, table.prototype(named: token.text) == nil {
                let names = table.prototypes.map(\.name)
                let hint = names.isEmpty ? "; make one with prototype NAME in \(table.name)" : "; prototypes: " + names.joined(separator: ", ")
                throw SyntaxError(message: "no prototype '\(token.text)' in \(table.name)" + hint, found: token.quotedForMessage,
                                  at: token.location, length: token.length)
            }
            return .word(token)
        case .keyword(let words):
            let token = try reader.word(expected)
            guard words.contains(token.text) else {
                throw SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return .word(token)
        case .number:
            return .number(try reader.number(expected))
        case .integer(let minimum):
            let number = try reader.number(expected)
            guard number.rounded() == number, let integer = Int(exactly: number), integer >= minimum else {
                throw reader.errorAtPrevious(expected: expected)
            }
            return .integer(integer)
        case .rowRange:
            func row() throws(SyntaxError) -> Int {
                let number = try reader.number(expected)
                guard number.rounded() == number, let integer = Int(exactly: number), integer >= 0 else {
                    throw reader.errorAtPrevious(expected: expected)
                }
                return integer
            }
            let first = try row()
            guard reader.accept(.closedRange) else { return .rows(first...first) }
            let last = try row()
            guard last >= first else { throw reader.errorAtPrevious(expected: "a range A...B with B at least A (\(first))") }
            return .rows(first...last)
        case .bool:
            return .bool(try bool(expected))
        case .rect:
            let values = try reader.tuple(4, expected)
            guard values[2] >= 0, values[3] >= 0 else {
                throw reader.error(expected: "a rectangle with a width and height of at least 0")
            }
            return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case .size:
            let values = try reader.tuple(2, expected)
            return .size(Size(width: values[0], height: values[1]))
        case .insets:
            let values = try reader.tuple(4, expected)
            return .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case .string:
            guard case .string = first.kind else { throw reader.error(expected: expected) }
            reader.advance()
            return .word(first)
        case .text:
            return .text(try reader.text(expected))
        case .file:
            return .text(try file(expected))
        case .value, .rest:
            // Everything after the last argument read, options too (`a.width=b.width` is part
            // of an equation, not an option).
            let previous = reader.index > 0 ? reader.tokens[reader.index - 1].location : nil
            let rest = allTokens.filter { token in previous.map { token.location > $0 } ?? true }
            for token in rest { if case .option = token.kind { optionsInRest.insert(token.location) } }
            reader.skipRest()
            return .tokens(rest)
        }
    }

    private func notA(_ what: String, _ view: View, _ token: Token) -> SyntaxError {
        SyntaxError(message: "'\(token.text)' is a \(view.className), not a \(what)", found: token.quotedForMessage,
                    at: token.location, length: token.length)
    }

    private mutating func bool(_ expected: String) throws(SyntaxError) -> Bool {
        guard let token = reader.next else { throw reader.error(expected: expected) }
        let value: Bool
        switch token.kind {
        case .word(let word) where ["true", "yes", "on"].contains(word): value = true
        case .word(let word) where ["false", "no", "off"].contains(word): value = false
        case .number(1): value = true
        case .number(0): value = false
        default: throw reader.error(expected: expected)
        }
        reader.advance()
        return value
    }

    /// A file name: a quoted string's value, or the text as written from the next token up to
    /// the next space, read from the command's source (the tokenizer splits `/`, `-` and `.`,
    /// and re-joining tokens would lose what separated them).
    private mutating func file(_ expected: String) throws(SyntaxError) -> String {
        guard let first = reader.next else { throw reader.error(expected: expected) }
        if case .string(let value) = first.kind {
            reader.advance()
            return value
        }
        guard let command else {
            reader.advance()
            return first.text
        }
        let characters = Array(command.source)
        let offset = first.location.column - command.location.column
        guard first.location.line == command.location.line, offset >= 0, offset < characters.count else {
            reader.advance()
            return first.text
        }
        var end = offset
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        let endColumn = command.location.column + end
        while let token = reader.next, token.location.line == first.location.line, token.location.column < endColumn {
            reader.advance()
        }
        return String(characters[offset..<end])
    }

    /// The source text a value spans, for error messages.
    private func spelling(from first: Token, length: Int) -> String {
        guard let command, first.location.line == command.location.line else { return first.text }
        let characters = Array(command.source)
        let lower = min(max(0, first.location.column - command.location.column), characters.count)
        let upper = min(lower + max(0, length), characters.count)
        return String(characters[lower..<upper])
    }

    // MARK: Options

    /// Checks and converts the `key=value` options: a key the command does not take is
    /// refused with the list of those it does.
    mutating func parse(options tokens: [Token]) throws(SyntaxError) {
        for token in tokens where !optionsInRest.contains(token.location) {
            guard case .option(let key, let text) = token.kind else { continue }
            if let option = options.first(where: { $0.key == key }) {
                let value = try Self.convert(text, of: option, at: token)
                arguments.addOption(ParsedArguments.GivenOption(key: key, value: value, text: text, token: token), open: false)
            } else if openOptions != nil {
                arguments.addOption(ParsedArguments.GivenOption(key: key, value: .text(text), text: text, token: token), open: true)
            } else {
                let expected = options.isEmpty ? "no options" : "one of the options " + options.map { "\($0.key)=" }.joined(separator: ", ")
                throw SyntaxError(expected: expected, found: "'\(key)='", at: token.location, length: key.count + 1)
            }
        }
    }

    static func convert(_ text: String, of option: KeyOption, at token: Token) throws(SyntaxError) -> OptionValue {
        func failure(_ expected: String) -> SyntaxError {
            SyntaxError(expected: expected, found: "'\(text)'", at: token.location, length: token.length)
        }
        switch option.kind {
        case .number:
            guard let number = Double(text), number.isFinite else { throw failure("a number after '\(option.key)='") }
            return .number(number)
        case .integer:
            guard let integer = Int(text) else { throw failure("a whole number after '\(option.key)='") }
            return .integer(integer)
        case .bool:
            if ["true", "yes", "on", "1"].contains(text) { return .bool(true) }
            if ["false", "no", "off", "0"].contains(text) { return .bool(false) }
            throw failure("true or false after '\(option.key)='")
        case .choice(let words):
            guard words.contains(text) else {
                let spelled = words.map { "\(option.key)=\($0)" }
                let list = spelled.count > 1 ? spelled.dropLast().joined(separator: ", ") + " or " + (spelled.last ?? "") : spelled.joined()
                throw failure(list)
            }
            return .text(text)
        case .text:
            return .text(text)
        }
    }
}

/// What may come next at the end of a partly typed command.
public enum Proposal: Equatable, Sendable {
    /// A clause or branch keyword.
    case keyword(String)
    /// A value of this kind.
    case value(ArgumentKind)
}
