/// What a command takes, declared once: positional arguments, keyword clauses, alternatives
/// and `key=value` options. The same declaration parses an invocation into named, typed
/// values (``Invocation/parse(_:in:)``), prints the usage lines `help` shows, and tells Tab
/// what may come next at any position.
///
/// ```swift
/// Signature(
///     .argument(Parameter("NAME", .newName, help: "the new view's name")),
///     .clause(Clause("in", Parameter("PARENT", .view), help: "the superview")),
///     .clause(Clause("frame", Parameter("RECT", .rect), help: "keeps this frame")),
///     options: [KeyOption("style", .choice(["plain", "grouped"]), valueName: "STYLE")]
/// )
/// ```
public struct Signature: Sendable {
    public var elements: [Element]
    public var options: [KeyOption]
    /// Options with any key (a visual format's metrics), named in the usage line.
    public var openOptions: OpenOptions?

    public init(_ elements: Element..., options: [KeyOption] = [], openOptions: OpenOptions? = nil) {
        self.init(elements: elements, options: options, openOptions: openOptions)
    }

    public init(elements: [Element], options: [KeyOption] = [], openOptions: OpenOptions? = nil) {
        self.elements = elements
        self.options = options
        self.openOptions = openOptions
    }

    /// A command that takes nothing.
    public static let none = Signature()
}

extension Signature {
    /// One part of a signature, in order.
    public enum Element: Sendable {
        /// A positional argument.
        case argument(Parameter)
        /// A keyword and the arguments after it: `in PARENT`. Neighbouring clauses may come in
        /// any order, each at most once.
        case clause(Clause)
        /// One of several forms, chosen by its keyword (or by what its first argument takes).
        case choice(Choice)
    }
}

/// `KEYWORD ARGUMENT...`, optional unless said otherwise; without a keyword, a group of
/// arguments that may repeat: `[LABEL "TEXT"]...` (such a group stands alone, not among
/// keyword clauses).
public struct Clause: Sendable {
    public var keyword: String?
    public var arguments: [Parameter]
    public var help: String
    public var isOptional: Bool
    public var isRepeating: Bool

    public init(_ keyword: String, _ arguments: Parameter..., help: String = "", optional: Bool = true) {
        self.keyword = keyword
        self.arguments = arguments
        self.help = help
        self.isOptional = optional
        self.isRepeating = false
    }

    /// Arguments that come together, as often as given (at least once unless optional).
    public init(repeating arguments: Parameter..., help: String = "", optional: Bool = true) {
        keyword = nil
        self.arguments = arguments
        self.help = help
        isOptional = optional
        isRepeating = true
    }
}

/// Alternative forms: `to Y | by DY | top`, or subcommands (`rows add ...`, `rows move ...`).
public struct Choice: Sendable {
    /// The name the command asks which branch was taken by: `arguments.branch("HOW")`.
    public var name: String
    public var branches: [Branch]
    public var isOptional: Bool
    /// Subcommands print one usage line each; other choices print inline as `a | b`.
    public var isSubcommand: Bool
    /// What an error says was expected when no branch fits.
    public var expected: String?

    public init(_ name: String, _ branches: [Branch], optional: Bool = false, subcommands: Bool = false, expected: String? = nil) {
        self.name = name
        self.branches = branches
        self.isOptional = optional
        self.isSubcommand = subcommands
        self.expected = expected
    }

    var expectedPhrase: String {
        if let expected { return expected }
        let names = branches.map { $0.keyword ?? $0.signature.elements.first.map(Usage.placeholder) ?? "" }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}

/// One form of a choice: its keyword (if any) and what follows it.
public struct Branch: Sendable {
    public var keyword: String?
    public var signature: Signature
    public var help: String

    public init(_ keyword: String?, _ signature: Signature = .none, help: String = "") {
        self.keyword = keyword
        self.signature = signature
        self.help = help
    }

    /// The name `arguments.branch(...)` answers: the keyword, or the first argument's name.
    var name: String {
        if let keyword { return keyword }
        if case .argument(let argument) = signature.elements.first { return argument.name }
        return ""
    }
}

/// `KEY=VALUE` options with keys of the user's choosing.
public struct OpenOptions: Sendable {
    /// How the usage line names them: `METRIC=VALUE`.
    public var usage: String
    public var help: String

    public init(usage: String, help: String = "") {
        self.usage = usage
        self.help = help
    }
}
