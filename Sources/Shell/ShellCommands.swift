public import Commands
import ScriptSyntax

/// The shell's own commands: on the session's history (`undo`, `redo`, `reset`), about the
/// session (`save`, `record`, `quit`), and those only an interpreter can run (`help`,
/// `source`, `def`). Registered and run like any plugin's commands: each runs through its
/// declaration, on the interpreter that hosts the session (``Session/host``), and its
/// ``Command/turnRole`` says where it runs in the history, so the interpreter dispatches
/// every command one way.
public enum ShellCommands: Plugin {
    public static let name = "Shell"

    public static var all: [Command] { [help, undo, redo, reset, save, record, source, define, clear, quit] }

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in all { try registry.register(command, from: name) }
    }

    /// A registry of `plugins`, in order, and the shell's commands last (as `help` lists them).
    public static func registry(with plugins: [any Plugin.Type]) throws(RegistrationError) -> CommandRegistry {
        var registry = CommandRegistry()
        for plugin in plugins { try registry.register(plugin) }
        try registry.register(Self.self)
        return registry
    }

    /// The interpreter running `session`: the shell's commands act on it.
    static func shell(_ session: Session, _ invocation: Invocation) throws(SyntaxError) -> Interpreter {
        guard let interpreter = session.host as? Interpreter else {
            throw SyntaxError(message: "'\(invocation.name)' runs only in the shell", found: invocation.nameToken.quotedForMessage,
                              at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        return interpreter
    }

    /// Runs `action` on the shell of `session` and prints what it returns.
    private static func printing(
        _ action: @escaping (Interpreter, Invocation) throws(SyntaxError) -> [String]
    ) -> (Invocation, Session) throws(SyntaxError) -> Void {
        { invocation, session throws(SyntaxError) in
            for line in try action(try shell(session, invocation), invocation) { session.emit(line) }
        }
    }

    public static var help: Command {
        Command(
            name: "help", aliases: ["?"], summary: "List commands, or explain one.",
            signature: Signature(.choice(Choice("TOPIC", [
                Branch(nil, Signature(.argument(Parameter("COMMAND", .command, help: "its usage, arguments, options and examples")))),
                Branch("properties", help: "the properties set and print reach, by kind of object"),
            ], optional: true))),
            changesModel: false, run: printing { interpreter, invocation throws(SyntaxError) in try interpreter.help(invocation) })
    }

    public static var undo: Command {
        Command(name: "undo", summary: "Step back one line that changed the model.",
                discussion: """
                    A line is one turn: `a; b`, a block { ... }, a def'd command or a sourced file is one step.
                    Lines that only read (print, tree, help) are not steps. Undo restores the exact state
                    from before the line, without replaying the session; objects keep their identity.
                    The last 1,000 steps are kept, fewer when what undoes them in the layout engine passes
                    256 MB (a large stack view grown a view a line): the oldest go first.
                    """,
                signature: .none, changesModel: false, turnRole: .history, run: printing { interpreter, _ in interpreter.undo() })
    }

    public static var redo: Command {
        Command(name: "redo", summary: "Do again what undo stepped back.", signature: .none, changesModel: false, turnRole: .history,
                run: printing { interpreter, _ in interpreter.redo() })
    }

    public static var reset: Command {
        Command(name: "reset", summary: "Undo every line: back to the empty scene the session began with.",
                discussion: "Each line undone can be brought back with redo, one at a time. Definitions (def) stay.",
                signature: .none, changesModel: false, turnRole: .history, run: printing { interpreter, _ in [interpreter.reset()] })
    }

    static let file = Parameter("FILE", .file, help: "a path, quoted or not (it ends at the first space)")

    public static var save: Command {
        Command(name: "save", summary: "Write the session so far as a script.", signature: Signature(.argument(file)),
                lineReading: .pathTail, changesModel: false, turnRole: .aboutTheSession,
                run: printing { interpreter, invocation throws(SyntaxError) in [try interpreter.save(invocation)] })
    }

    public static var record: Command {
        Command(
            name: "record", summary: "Record the session as a transcript (.lab) that replays as a test.",
            discussion: "The transcript starts with the session so far, so it replays from a fresh start.",
            signature: Signature(.choice(Choice("WHAT", [
                Branch(nil, Signature(.argument(file))),
                Branch("stop", help: "stop recording"),
            ], subcommands: true, expected: "a file name, or stop"))),
            lineReading: .pathTail, changesModel: false, turnRole: .aboutTheSession,
            run: printing { interpreter, invocation throws(SyntaxError) in [try interpreter.record(invocation)] })
    }

    public static var source: Command {
        Command(name: "source", summary: "Run the commands of a script or transcript.",
                discussion: """
                    All or nothing: if a line of the file fails, everything the file did is undone and the
                    error shows the file's own line. The whole file is one undo step. A relative path is
                    read against the folder of the file being sourced (or the transcript's); a file that
                    sources itself, directly or not, is refused.
                    """,
                signature: Signature(.argument(file)), lineReading: .pathTail,
                run: { invocation, session throws(SyntaxError) in try shell(session, invocation).sourceCommand(invocation) })
    }

    /// `def`: the interpreter keeps the definition (it runs it as a command of its own). It
    /// changes the session, so it is kept for `save` and a restore.
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
            examplesPresume: ExampleSetup(scene: ["view header", "label title in header \"Title\" lines=0"]),
            run: { invocation, session throws(SyntaxError) in try shell(session, invocation).define(invocation, lines: session.scriptLines) })
    }

    public static var clear: Command {
        Command(name: "clear", summary: "Clear the terminal (Ctrl-L does too); the scene is left as it is.",
                discussion: "In a script, a transcript or piped input there is no screen to clear, and it does nothing.",
                signature: .none, changesModel: false, turnRole: .aboutTheSession,
                run: printing { interpreter, _ in
                    interpreter.wantsClearScreen = true
                    return []
                })
    }

    public static var quit: Command {
        Command(name: "quit", aliases: ["exit"], summary: "Leave (Ctrl-D does too).", signature: .none, changesModel: false,
                turnRole: .aboutTheSession, run: printing { interpreter, _ in interpreter.quit() })
    }
}
