/// A command of the script language: what `help` shows, what Tab completes, and what it does.
///
/// ```swift
/// Command(
///     name: "layout", summary: "Lay out now, as layoutIfNeeded does.",
///     usage: "layout [VIEW]", arguments: [.view]
/// ) { invocation, session in
///     ...
/// }
/// ```
public struct Command {
    public let name: String
    public let aliases: [String]
    /// One line for the list `help` prints.
    public let summary: String
    /// The grammar, e.g. `view NAME [in PARENT] [frame=X,Y,W,H]`.
    public let usage: String
    /// What `help NAME` adds below the usage: details and examples.
    public let discussion: String
    /// What each positional argument completes to; the last one repeats.
    public let arguments: [ArgumentKind]
    /// The `key=value` options it takes (keys only).
    public let options: [String]
    /// Whether it changes the model: such commands are kept for `undo`, `save` and `record`.
    public let changesModel: Bool
    public let run: (Invocation, Session) throws(SyntaxError) -> Void

    public init(
        name: String, aliases: [String] = [], summary: String, usage: String, discussion: String = "",
        arguments: [ArgumentKind] = [], options: [String] = [], changesModel: Bool = true,
        run: @escaping (Invocation, Session) throws(SyntaxError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.usage = usage
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.changesModel = changesModel
        self.run = run
    }
}

/// What a positional argument is, for Tab completion.
public enum ArgumentKind: Equatable, Sendable {
    /// A name for a new object: nothing to complete.
    case newName
    /// An existing view.
    case view
    /// An existing constraint.
    case constraint
    /// A view or a constraint.
    case object
    /// `object.property` or `view.attribute`.
    case path
    /// One of these words.
    case keyword([String])
    /// A file name.
    case file
    /// Free text, a number or an expression: nothing to complete.
    case text
}
