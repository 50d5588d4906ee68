public import Commands

/// The commands the interpreter runs itself, because they act on the session's history or on
/// the shell: registered like any plugin's, for `help` and completion.
public enum ShellCommands: Plugin {
    public static let name = "Shell"

    static let names: Set<String> = ["help", "undo", "redo", "save", "record", "source", "quit", "exit"]

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        let commands = [
            Command(name: "help", aliases: ["?"], summary: "List commands, or explain one.",
                    usage: "help [COMMAND | properties]", arguments: [.keyword(["properties"])], changesModel: false, run: shellOnly),
            Command(name: "undo", summary: "Step back one command that changed the model.", usage: "undo",
                    changesModel: false, run: shellOnly),
            Command(name: "redo", summary: "Do again what undo stepped back.", usage: "redo", changesModel: false, run: shellOnly),
            Command(name: "save", summary: "Write the session so far as a script.", usage: "save FILE",
                    arguments: [.file], changesModel: false, run: shellOnly),
            Command(name: "record", summary: "Record the session as a transcript (.lab) that replays as a test.",
                    usage: "record FILE | record stop",
                    discussion: "The transcript starts with the session so far, so it replays from a fresh start.",
                    arguments: [.file], changesModel: false, run: shellOnly),
            Command(name: "source", summary: "Run the commands of a script or transcript.", usage: "source FILE",
                    arguments: [.file], changesModel: false, run: shellOnly),
            Command(name: "quit", aliases: ["exit"], summary: "Leave (Ctrl-D does too).", usage: "quit",
                    changesModel: false, run: shellOnly),
        ]
        for command in commands { try registry.register(command, from: name) }
    }

    private static func shellOnly(_ invocation: Invocation, _ session: Session) throws(SyntaxError) {
        throw SyntaxError(message: "'\(invocation.name)' runs only in the shell", found: invocation.nameToken.quotedForMessage,
                          at: invocation.nameToken.location, length: invocation.nameToken.length)
    }
}
