public import ScriptSyntax
/// A command of the script language: what `help` shows, what Tab completes, and what it does.
///
/// A command is its declaration: a ``Signature`` says what it takes, once, and the same
/// declaration parses the invocation, prints the usage lines and drives completion by
/// position, blocks and trailing clauses included. How the line is read into tokens is
/// declared too (``LineReading``), so the shell never special-cases a command:
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
    /// What the command takes.
    public let signature: Signature
    /// How a line starting with this command is read into tokens.
    public let lineReading: LineReading
    /// The usage lines, generated from the signature.
    public let usageLines: [String]
    /// What `help NAME` adds below the usage: details and examples.
    public let discussion: String
    /// Whether it changes the model: such commands are kept for `undo`, `save` and `record`.
    public let changesModel: Bool
    /// Where it runs in the session's history: in the line's turn, as most do; on the history
    /// itself; or about the session rather than in it.
    public let turnRole: TurnRole
    /// What the examples in ``discussion`` presume (the objects they name, the files they read).
    public let examplesPresume: ExampleSetup
    public let run: (Invocation, Session) throws(SyntaxError) -> Void

    /// Where a command runs in the session's history (``Command/turnRole``).
    public enum TurnRole: Sendable {
        /// In the line's turn: one undo step with the rest of the line, recorded and saved.
        case inTurn
        /// On the history itself (`undo`, `redo`, `reset`): alone on its line, outside any turn.
        case history
        /// About the session rather than in it (`save`, `record`, `quit`): in the turn, but
        /// neither recorded nor saved.
        case aboutTheSession
    }

    /// The first usage line.
    public var usage: String { usageLines.first ?? name }

    /// The `key=` options it takes, in any branch of its signature.
    public var options: [KeyOption] { SignatureProbe.allOptions(of: signature) }

    public init(
        name: String, aliases: [String] = [], summary: String, discussion: String = "", signature: Signature,
        lineReading: LineReading = .tokens, changesModel: Bool = true, turnRole: TurnRole = .inTurn,
        examplesPresume: ExampleSetup = .nothing,
        run: @escaping (Invocation, Session) throws(SyntaxError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.signature = signature
        self.lineReading = lineReading
        self.usageLines = Usage.lines(name, signature)
        self.discussion = discussion
        self.changesModel = changesModel
        self.turnRole = turnRole
        self.examplesPresume = examplesPresume
        self.run = run
    }
}
