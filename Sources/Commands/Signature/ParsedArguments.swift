public import Layout
public import ScriptSyntax

/// An invocation read by its command's ``Signature``: values by argument name, the branch
/// each choice took, and the options, each with where it was written so a command's own
/// checks (a row out of range) can point at it.
public struct ParsedArguments {
    /// One value and the text it came from.
    public struct Entry {
        public let name: String
        public let value: ArgumentValue
        public let location: SourceLocation
        public let length: Int
        /// How an error quotes it: `'fox'`, `"text"`, `'(0, 0, 10)'`.
        public let found: String

        /// An error in the command's own words at this value.
        public func error(message: String) -> SyntaxError {
            SyntaxError(message: message, found: found, at: location, length: length)
        }

        /// `expected ..., found ...` at this value.
        public func error(expected: String) -> SyntaxError {
            SyntaxError(expected: expected, found: found, at: location, length: length)
        }
    }

    /// One option as given.
    public struct GivenOption {
        public let key: String
        public let value: OptionValue
        /// The value as written.
        public let text: String
        public let token: Token
    }

    public private(set) var entries: [Entry] = []
    /// The branch each choice took, by choice name.
    public private(set) var branches: [String: String] = [:]
    /// The keywords of the clauses given (`in`, `frame`).
    public private(set) var keywords: Set<String> = []
    /// Where each clause or branch keyword was written.
    public private(set) var keywordTokens: [String: Token] = [:]
    public private(set) var options: [GivenOption] = []
    /// Options with keys of the user's choosing, in order (visual format metrics).
    public private(set) var openOptions: [GivenOption] = []
    /// Where the command ends: errors about something missing point here.
    public let end: SourceLocation

    init(end: SourceLocation) {
        self.end = end
    }

    mutating func add(_ entry: Entry) { entries.append(entry) }
    mutating func choose(_ branch: String, for choice: String) { branches[choice] = branch }
    mutating func addKeyword(_ token: Token) {
        keywords.insert(token.text)
        keywordTokens[token.text] = token
    }
    mutating func addOption(_ option: GivenOption, open: Bool) {
        if open { openOptions.append(option) } else { options.append(option) }
    }

    // MARK: Reading values

    /// Whether the argument or clause keyword was given.
    public func has(_ name: String) -> Bool {
        keywords.contains(name) || entries.contains { $0.name == name }
    }

    /// The first value of an argument, if given.
    public func value(_ name: String) -> ArgumentValue? { entry(name)?.value }

    /// Every value of a repeating argument, in order.
    public func values(_ name: String) -> [ArgumentValue] { entries.filter { $0.name == name }.map(\.value) }

    public func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// Every value given for `name`, with where each was written.
    public func entries(_ name: String) -> [Entry] { entries.filter { $0.name == name } }

    /// Which branch a choice took, by its keyword (or first argument's name).
    public func branch(_ choice: String) -> String? { branches[choice] }

    /// A value the signature requires. Missing means the signature and the command disagree:
    /// reported as an error at the end of the command rather than a crash.
    public func required<Value>(_ name: String, _ extract: (ArgumentValue) -> Value?) throws(SyntaxError) -> Value {
        guard let value = value(name).flatMap(extract) else {
            throw SyntaxError(expected: name, found: "end of input", at: end)
        }
        return value
    }

    public func token(_ name: String) throws(SyntaxError) -> Token {
        try required(name) { if case .word(let token) = $0 { token } else { nil } }
    }
    public func view(_ name: String) throws(SyntaxError) -> View { try required(name, \.view) }
    public func number(_ name: String) throws(SyntaxError) -> Double { try required(name, \.number) }
    public func integer(_ name: String) throws(SyntaxError) -> Int { try required(name, \.integer) }
    public func text(_ name: String) throws(SyntaxError) -> String { try required(name, \.text) }
    public func tokens(_ name: String) -> [Token] { value(name)?.tokens ?? [] }
    /// The tokens of every value of a repeating word argument.
    public func words(_ name: String) -> [Token] {
        values(name).compactMap { if case .word(let token) = $0 { token } else { nil } }
    }
    /// A file argument's path, quoted or not.
    public func file(_ name: String) throws(SyntaxError) -> String { try required(name, \.text) }

    // MARK: Reading options

    public func option(_ key: String) -> GivenOption? { options.first { $0.key == key } }

    public func numberOption(_ key: String) -> Double? {
        guard case .number(let number)? = option(key)?.value else { return nil }
        return number
    }

    public func integerOption(_ key: String) -> Int? {
        guard case .integer(let integer)? = option(key)?.value else { return nil }
        return integer
    }

    public func boolOption(_ key: String) -> Bool? {
        guard case .bool(let bool)? = option(key)?.value else { return nil }
        return bool
    }

    /// A text or choice option's value.
    public func textOption(_ key: String) -> String? { option(key)?.text }

    // MARK: Errors

    /// `expected ..., found ...` at an argument (or the end of the command when not given).
    public func error(at name: String, expected: String) -> SyntaxError {
        guard let entry = entry(name) else { return SyntaxError(expected: expected, found: "end of input", at: end) }
        return entry.error(expected: expected)
    }

    /// An error in the command's own words at an argument.
    public func error(at name: String, message: String) -> SyntaxError {
        guard let entry = entry(name) else { return SyntaxError(message: message, found: "end of input", at: end) }
        return entry.error(message: message)
    }

    /// An error in the command's own words at an option.
    public func error(atOption key: String, message: String) -> SyntaxError {
        guard let option = option(key) else { return SyntaxError(message: message, found: "end of input", at: end) }
        return SyntaxError(message: message, found: "'\(option.text)'", at: option.token.location, length: option.token.length)
    }

    /// `expected ... after 'key=', found 'value'` at an option.
    public func error(atOption key: String, expected: String) -> SyntaxError {
        guard let option = option(key) else { return SyntaxError(expected: expected, found: "end of input", at: end) }
        return SyntaxError(expected: "\(expected) after '\(key)='", found: "'\(option.text)'", at: option.token.location,
                           length: option.token.length)
    }
}
