import Layout
import ScriptSyntax

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
                // An optional argument leaves a keyword of what follows it to that element:
                // `render svg FILE` draws the window, it does not look for a view named svg.
                if argument.isOptional, let token = reader.next, let word = Self.keywordText(token),
                   Self.leadingKeywords(of: elements[(index + 1)...]).contains(word) {
                    passOver(argument.expectedPhrase)
                    index += 1
                    continue
                }
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
        // The rest of a line may be all options (`let n=3` is one option token).
        if case .rest = argument.kind, reader.isAtEnd, hasOptionsAfterLastRead {
            try read(argument)
            return
        }
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
        switch argument.kind {
        case .rest, .expressions: if reader.isAtEnd { propose(.value(argument.kind)) }
        default: break
        }
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

    /// The keywords that can start the elements from the first of `elements` on: a clause
    /// group's keywords, a choice's branch keywords (and, past optional ones, what follows).
    static func leadingKeywords(of elements: ArraySlice<Signature.Element>) -> Set<String> {
        var keywords: Set<String> = []
        for element in elements {
            switch element {
            case .argument(let argument):
                guard case .keyword(let words) = argument.kind else { return keywords }
                keywords.formUnion(words)
                if !argument.isOptional { return keywords }
            case .clause(let clause):
                if let keyword = clause.keyword { keywords.insert(keyword) }
                if !clause.isOptional { return keywords }
            case .choice(let choice):
                keywords.formUnion(choice.branches.compactMap(\.keyword))
                if !choice.isOptional { return keywords }
            }
        }
        return keywords
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

    /// Whether option tokens follow the last positional token read: a `rest` argument takes them.
    private func restFirstToken(_ argument: Parameter) -> Token? {
        guard case .rest = argument.kind else { return nil }
        let previous = reader.index > 0 ? reader.tokens[reader.index - 1].location : nil
        return allTokens.first { token in previous.map { token.location > $0 } ?? true }
    }

    private var hasOptionsAfterLastRead: Bool {
        let previous = reader.index > 0 ? reader.tokens[reader.index - 1].location : nil
        return allTokens.contains { token in
            guard case .option = token.kind else { return false }
            return previous.map { token.location > $0 } ?? true
        }
    }

    /// Reads one value of `argument`'s kind from the next tokens.
    mutating func read(_ argument: Parameter) throws(SyntaxError) {
        guard let first = reader.next ?? restFirstToken(argument) else { throw reader.error(expected: argument.expectedPhrase) }
        let start = reader.index
        let value = try value(of: argument, first: first)
        // A rest of only options read no positional token: the slice is empty then.
        let taken = reader.tokens[min(start, reader.tokens.count)..<min(max(start + 1, reader.index), reader.tokens.count)]
        let last = taken.last ?? first
        let length = last.location.line == first.location.line ? last.endColumn - first.location.column : first.length
        let found = taken.count == 1 ? first.quotedForMessage : "'\(spelling(from: first, length: length))'"
        arguments.add(ParsedArguments.Entry(name: argument.name, value: value, location: first.location, length: length, found: found))
    }

    private mutating func value(of argument: Parameter, first: Token) throws(SyntaxError) -> ArgumentValue {
        let expected = argument.expectedPhrase
        switch argument.kind {
        case .newName, .command, .path:
            return .word(try reader.word(expected))
        case .view:
            let token = try reader.word(expected)
            guard let session else { return .word(token) }
            return .view(try session.view(named: token))
        case .instance(let kind):
            let token = try reader.word(expected)
            guard let session else { return .word(token) }
            return try instance(of: kind, named: token, in: session)
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
        case .custom(let custom):
            return try custom.read(&reader, ArgumentContext(session: session, arguments: arguments))
        case .keyword(let words):
            let token = try reader.word(expected)
            // The word the token stands for: a line reader may spell it otherwise (`--png`).
            guard case .word(let word) = token.kind, words.contains(word) else {
                throw SyntaxError(expected: expected, found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return .word(token)
        case .number:
            let number = try reader.number(expected)
            if let range = argument.range, !range.contains(number) { throw reader.errorAtPrevious(expected: expected) }
            return .number(number)
        case .integer(let minimum):
            let number = try reader.number(expected)
            guard number.rounded() == number, let integer = Int(exactly: number), integer >= minimum,
                  argument.range.map({ $0.contains(number) }) ?? true else {
                throw reader.errorAtPrevious(expected: expected)
            }
            return .integer(integer)
        case .integerRange:
            func wholeNumber() throws(SyntaxError) -> Int {
                let number = try reader.number(expected)
                guard number.rounded() == number, let integer = Int(exactly: number), integer >= 0 else {
                    throw reader.errorAtPrevious(expected: expected)
                }
                return integer
            }
            let first = try wholeNumber()
            guard reader.accept(.closedRange) else { return .range(first...first) }
            let last = try wholeNumber()
            guard last >= first else { throw reader.errorAtPrevious(expected: "a range A...B with B at least A (\(first))") }
            return .range(first...last)
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
        case .block:
            return .tokens(try block(expected))
        case .expressions:
            // The positional tokens to the end: options stay options.
            let rest = Array(reader.rest)
            reader.skipRest()
            return .tokens(rest)
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

    /// The object of `kind` a token names: an error suggesting a close name when there is
    /// none, or saying what it is when it is of another kind.
    /// The kind is the registry's, read from the scope the command runs in.
    private func instance(of kindName: String, named token: Token, in session: Session) throws(SyntaxError) -> ArgumentValue {
        guard let object = session.object(named: token.text) else {
            throw session.unknownObject(token, kind: "view", among: session.scene.views.map(\.name))
        }
        if let kind = ValueScope.current?.kinds.kind(named: kindName), !kind.contains(object) {
            let what = (object as? View)?.className ?? "constraint"
            throw SyntaxError(message: "'\(token.text)' is a \(what), not a \(kind.spokenName)", found: token.quotedForMessage,
                              at: token.location, length: token.length)
        }
        if let view = object as? View { return .view(view) }
        if let constraint = object as? LayoutConstraint { return .constraint(constraint) }
        throw SyntaxError(expected: ArgumentKind.instance(of: kindName).expected, found: token.quotedForMessage, at: token.location,
                          length: token.length)
    }

    /// `{ ... }`: the tokens inside the braces, options written inside included (they are the
    /// block's commands' own), and the reader past the closing brace. Braces nest.
    private mutating func block(_ expected: String) throws(SyntaxError) -> [Token] {
        guard let open = reader.next, open.kind == .operator(.leftBrace) else { throw reader.error(expected: expected) }
        var depth = 0
        var close: Token?
        for token in reader.rest {
            if token.kind == .operator(.leftBrace) { depth += 1 }
            if token.kind == .operator(.rightBrace) {
                depth -= 1
                if depth == 0 {
                    close = token
                    break
                }
            }
        }
        guard let close else {
            if isProbing { throw Self.endOfProbe }
            throw SyntaxError(expected: "'}' closing the block", found: "end of input", at: reader.end)
        }
        let inner = allTokens.filter { $0.location > open.location && $0.location < close.location }
        for token in inner { if case .option = token.kind { optionsInRest.insert(token.location) } }
        while let token = reader.next, token.location <= close.location { reader.advance() }
        return inner
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
        for option in options where option.isRequired && !arguments.options.contains(where: { $0.key == option.key }) {
            throw SyntaxError(expected: "\(option.key)=\(option.valueName)" + (option.help.isEmpty ? "" : ", \(option.help)"), found: "end of input",
                              at: reader.end)
        }
    }

    static func convert(_ text: String, of option: KeyOption, at token: Token) throws(SyntaxError) -> OptionValue {
        func failure(_ expected: String) -> SyntaxError {
            SyntaxError(expected: expected, found: "'\(text)'", at: token.location, length: token.length)
        }
        switch option.kind {
        case .number:
            guard let number = Double(text), number.isFinite else { throw failure("a number after '\(option.key)='") }
            if let range = option.range, !range.contains(number) {
                throw failure("\(option.key)= from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))")
            }
            return .number(number)
        case .integer:
            guard let integer = Int(text) else { throw failure("a whole number after '\(option.key)='") }
            if let range = option.range, !range.contains(Double(integer)) {
                throw failure("\(option.key)= a whole number from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))")
            }
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
