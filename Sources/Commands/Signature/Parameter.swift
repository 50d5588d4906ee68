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
    /// The numbers a number or whole number must lie in, checked as it is read.
    public var range: ClosedRange<Double>?

    public init(_ name: String, _ kind: ArgumentKind, help: String = "", optional: Bool = false, repeating: Bool = false,
                expected: String? = nil, usage: String? = nil, range: ClosedRange<Double>? = nil) {
        self.usage = usage
        self.range = range
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
