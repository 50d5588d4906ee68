/// A positional argument: its name in the usage line (`PARENT`), what it takes, and a line
/// for `help`. The name is also how the command reads the value back.
public struct Parameter: Sendable {
    public var name: String
    public var kind: ArgumentKind
    public var help: String
    public var isOptional: Bool
    public var isRepeating: Bool
    /// What an error says was expected, when the kind's own phrase is too vague.
    public var expected: String?
    /// How the usage line spells it, when not by its name: an equation's grammar.
    public var usage: String?

    public init(_ name: String, _ kind: ArgumentKind, help: String = "", optional: Bool = false, repeating: Bool = false,
                expected: String? = nil, usage: String? = nil) {
        self.usage = usage
        self.name = name
        self.kind = kind
        self.help = help
        self.isOptional = optional
        self.isRepeating = repeating
        self.expected = expected
    }

    /// What an error at this argument says was expected.
    var expectedPhrase: String { expected ?? kind.expected }
}

/// A `key=value` option.
public struct KeyOption: Sendable {
    public var key: String
    public var kind: OptionKind
    /// The value's name in the usage line: `lines=N`.
    public var valueName: String
    public var help: String

    public init(_ key: String, _ kind: OptionKind, valueName: String, help: String = "") {
        self.key = key
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }
}

/// What an option's value is.
public enum OptionKind: Equatable, Sendable {
    /// A finite number.
    case number
    /// A whole number.
    case integer
    /// `true` or `false`.
    case bool
    /// One of these words.
    case choice([String])
    /// Any text; `suggestions` are offered by Tab but not enforced (the command reads the text).
    case text(suggestions: [String])

    public var helpName: String {
        switch self {
        case .number: "number"
        case .integer: "whole number"
        case .bool: "bool"
        case .choice(let words): words.joined(separator: "|")
        case .text: "text"
        }
    }

    /// What Tab offers after `key=`.
    public var completions: [String] {
        switch self {
        case .bool: ["false", "true"]
        case .choice(let words), .text(let words): words
        case .number, .integer: []
        }
    }
}
