/// A command of the script language: what `help` shows, what Tab completes, and what it does.
///
/// A command declares what it takes once, as a ``Signature``; the same declaration parses
/// the invocation, prints the usage lines and drives completion by position:
///
/// ```swift
/// Command(
///     name: "layout", summary: "Lay out now, as layoutIfNeeded does.",
///     signature: Signature(.argument(Parameter("VIEW", .view, help: "the window by default", optional: true)))
/// ) { invocation, session throws(SyntaxError) in
///     let arguments = try invocation.parse(layoutSignature, in: session)
///     ...
/// }
/// ```
public struct Command {
    public let name: String
    public let aliases: [String]
    /// One line for the list `help` prints.
    public let summary: String
    /// What the command takes; nil for a command that reads its tokens itself (then
    /// ``arguments`` and ``options`` drive completion).
    public let signature: Signature?
    /// The usage lines: generated from the signature, or as declared.
    public let usageLines: [String]
    /// What `help NAME` adds below the usage: details and examples.
    public let discussion: String
    /// Without a signature: what each positional argument completes to; the last one repeats.
    public let arguments: [ArgumentKind]
    /// Without a signature: the `key=value` options it takes (keys only).
    public let options: [String]
    /// Whether it changes the model: such commands are kept for `undo`, `save` and `record`.
    public let changesModel: Bool
    public let run: (Invocation, Session) throws(SyntaxError) -> Void

    /// The first usage line.
    public var usage: String { usageLines.first ?? name }

    /// A command declared by its signature.
    public init(
        name: String, aliases: [String] = [], summary: String, discussion: String = "", signature: Signature,
        changesModel: Bool = true, run: @escaping (Invocation, Session) throws(SyntaxError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.signature = signature
        self.usageLines = Usage.lines(name, signature)
        self.discussion = discussion
        self.arguments = []
        self.options = SignatureProbe.allOptions(of: signature).map(\.key)
        self.changesModel = changesModel
        self.run = run
    }

    /// A command that reads its own tokens, with a hand-written usage line.
    public init(
        name: String, aliases: [String] = [], summary: String, usage: String, discussion: String = "",
        arguments: [ArgumentKind] = [], options: [String] = [], changesModel: Bool = true,
        run: @escaping (Invocation, Session) throws(SyntaxError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.signature = nil
        self.usageLines = [usage]
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.changesModel = changesModel
        self.run = run
    }
}
