/// A `key=value` option.
public struct KeyOption: Sendable {
    public var key: String
    public var kind: OptionKind
    /// The value's name in the usage line: `lines=N`.
    public var valueName: String
    public var help: String
    /// Whether the command cannot run without it (`play to=T`).
    public var isRequired: Bool
    /// The numbers a number option must lie in, checked as it is read.
    public var range: ClosedRange<Double>?

    public init(_ key: String, _ kind: OptionKind, valueName: String, help: String = "", required: Bool = false,
                range: ClosedRange<Double>? = nil) {
        self.key = key
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.isRequired = required
        self.range = range
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
