public import Commands
public import ScriptSyntax

/// The commands the interpreter runs itself, because they act on the session's history or on
/// the shell: registered like any plugin's, for `help` and completion, and declared with
/// signatures the interpreter parses them by (``parse(_:)``).
public enum ShellCommands: Plugin {
    public static let name = "Shell"

    /// Every name and alias of the shell's commands: the interpreter runs these itself.
    static let names: Set<String> = Set(all.flatMap { [$0.name] + $0.aliases })
    /// Commands on the history itself: each must stand alone on its line, outside any turn.
    static let historyNames: Set<String> = [undo.name, redo.name, reset.name]
    /// Commands about the session rather than in it: neither recorded nor saved.
    static let unrecordedNames: Set<String> = Set([record.name, save.name] + [quit.name] + quit.aliases)

    public static var all: [Command] { [help, undo, redo, reset, save, record, source, define, quit] }

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in all { try registry.register(command, from: name) }
    }

    /// Reads a shell command's invocation by its signature: `arguments.file("FILE")` for
    /// `save`, `source` and `record` (unquoted paths work), `arguments.branch("WHAT")` is
    /// `stop` for `record stop`, `arguments.value("COMMAND")` names what `help` explains.
    public static func parse(_ invocation: Invocation) throws(SyntaxError) -> ParsedArguments {
        guard let command = all.first(where: { $0.name == invocation.name || $0.aliases.contains(invocation.name) }),
            case let signature = command.signature
        else { throw SyntaxError(expected: "a shell command", found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location) }
        return try invocation.parse(signature)
    }

    public static var help: Command {
        Command(
            name: "help", aliases: ["?"], summary: "List commands, or explain one.",
            signature: Signature(.choice(Choice("TOPIC", [
                Branch(nil, Signature(.argument(Parameter("COMMAND", .command, help: "its usage, arguments, options and examples")))),
                Branch("properties", help: "the properties set and print reach, by kind of object"),
            ], optional: true))),
            changesModel: false, run: shellOnly)
    }

    public static var undo: Command {
        Command(name: "undo", summary: "Step back one line that changed the model.",
                discussion: """
                    A line is one turn: `a; b`, a block { ... }, a def'd command or a sourced file is one step.
                    Lines that only read (print, tree, help) are not steps. Undo restores the exact state
                    from before the line, without replaying the session; objects keep their identity.
                    """,
                signature: .none, changesModel: false, run: shellOnly)
    }

    public static var redo: Command {
        Command(name: "redo", summary: "Do again what undo stepped back.", signature: .none, changesModel: false, run: shellOnly)
    }

    public static var reset: Command {
        Command(name: "reset", summary: "Undo every line: back to the empty scene the session began with.",
                discussion: "Each line undone can be brought back with redo, one at a time. Definitions (def) stay.",
                signature: .none, changesModel: false, run: shellOnly)
    }

    static let file = Parameter("FILE", .file, help: "a path, quoted or not (it ends at the first space)")

    public static var save: Command {
        Command(name: "save", summary: "Write the session so far as a script.", signature: Signature(.argument(file)),
                lineReading: .pathTail, changesModel: false, run: shellOnly)
    }

    public static var record: Command {
        Command(
            name: "record", summary: "Record the session as a transcript (.lab) that replays as a test.",
            discussion: "The transcript starts with the session so far, so it replays from a fresh start.",
            signature: Signature(.choice(Choice("WHAT", [
                Branch(nil, Signature(.argument(file))),
                Branch("stop", help: "stop recording"),
            ], subcommands: true, expected: "a file name, or stop"))),
            lineReading: .pathTail, changesModel: false, run: shellOnly)
    }

    public static var source: Command {
        Command(name: "source", summary: "Run the commands of a script or transcript.",
                discussion: """
                    All or nothing: if a line of the file fails, everything the file did is undone and the
                    error shows the file's own line. The whole file is one undo step. A relative path is
                    read against the folder of the file being sourced (or the transcript's); a file that
                    sources itself, directly or not, is refused.
                    """,
                signature: Signature(.argument(file)), lineReading: .pathTail, changesModel: false, run: shellOnly)
    }

    /// `def`: the interpreter keeps the definition (it runs it as a command of its own).
    public static var define: Command {
        Command(
            name: "def", summary: "Define a command made of commands, with parameters.",
            discussion: """
                The block runs as one turn and one undo step each time the command is used. A
                parameter stands for its argument wherever a name or a path starts with it:
                  def sizeHeaderToFit h { layout h; set h.frame.height = h.fittingSize.height }
                  sizeHeaderToFit header
                A definition lasts for the session; `save` keeps it. A name a command has is refused.
                """,
            signature: Signature(
                .argument(Parameter("NAME", .newName, help: "the new command's name")),
                .argument(Parameter("PARAM", .newName, help: "a parameter's name", optional: true, repeating: true)),
                .argument(Parameter("BODY", .block, help: "the commands, separated by ; or new lines",
                                    expected: "'{' and the commands of the definition", usage: "{ COMMANDS }"))
            ),
            changesModel: false, run: shellOnly)
    }

    public static var quit: Command {
        Command(name: "quit", aliases: ["exit"], summary: "Leave (Ctrl-D does too).", signature: .none, changesModel: false, run: shellOnly)
    }

    private static func shellOnly(_ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        throw SyntaxError(message: "'\(invocation.name)' runs only in the shell", found: invocation.nameToken.quotedForMessage,
                          at: invocation.nameToken.location, length: invocation.nameToken.length)
    }
}
