import ArgumentParser
import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// The `layoutlab` command: the shell, and running scripts and transcripts.
@main
struct LayoutLab: ParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "A UIKit-style view tree and Auto Layout engine in your terminal.",
        discussion: """
            With no subcommand, opens the interactive shell. Type help there for the commands.

            The lessons (lesson list in the shell) are read from $LAYOUTLAB_LESSONS when it is set, \
            else from share/layoutlab/lessons beside the folder of an installed layoutlab \
            (PREFIX/bin/layoutlab and PREFIX/share/layoutlab/lessons), else from the Scripts/lessons \
            of the checkout it was built in. Messages are coloured on a terminal unless NO_COLOR is set.
            """,
        version: version,
        subcommands: [ShellCommand.self, RunCommand.self, TestCommand.self, ManualCommand.self],
        defaultSubcommand: ShellCommand.self
    )

    /// A registry of the standard plugins (``StandardPlugins/all``), in the order `help` lists them.
    static func makeRegistry() throws -> CommandRegistry {
        try ShellCommands.registry(with: StandardPlugins.all)
    }
}

/// Options every subcommand takes.
struct SessionOptions: ParsableArguments {
    @Option(help: "The screen to start on: \(Screen.presets.map { $0.names[0] }.joined(separator: ", ")).",
            completion: .list(Screen.presets.map { $0.names[0] }))
    var device: String = "iPhoneSE"

    @Flag(help: "No colour in messages (NO_COLOR in the environment does the same).")
    var noColor = false

    func screen() throws -> Screen {
        guard let screen = Screen.preset(named: device) else {
            throw ValidationError("unknown device '\(device)'; choose one of \(Screen.presets.map { $0.names[0] }.joined(separator: ", "))")
        }
        return screen
    }

    /// Colours only on a terminal, and never when NO_COLOR is set or TERM is dumb.
    var colors: Bool {
        let environment = ProcessInfo.processInfo.environment
        if noColor || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb" { return false }
        return isatty(2) != 0
    }
}

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shell", abstract: "Open the interactive shell (the default).")

    @OptionGroup var options: SessionOptions

    @Flag(help: "Restore the session a crash or a kill ended (its lines are kept in the state folder).")
    var restore = false

    func run() throws {
        let interpreter = Interpreter(registry: try LayoutLab.makeRegistry(), session: Session(screen: try options.screen()), file: "<stdin>")
        let banner = "LayoutLab \(LayoutLab.version) on \(try options.screen().name). Type help for the commands; Ctrl-D leaves."
        let status = InteractiveShell.run(interpreter, colors: options.colors, banner: banner, restore: restore)
        if status != 0 { throw ExitCode(status) }
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run scripts or transcripts and print their output, stopping at the first error."
    )

    @OptionGroup var options: SessionOptions

    // Any file: a script's name need not end in .lab.
    @Argument(help: "Script files (one command a line) or transcripts (.lab).", completion: .file())
    var files: [String]

    func run() throws {
        let registry = try LayoutLab.makeRegistry()
        for path in files {
            let name = PathName.lastComponent(of: path)
            // A file that cannot be read, or is not UTF-8, is an error that says where
            // (line and byte), with status 1 like any failing script, not the usage text.
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
                throw ExitCode(1)
            }
            let text: String
            do throws(TextInput.BadByte) {
                text = try TextInput.decode(data)
            } catch {
                FileHandle.standardError.write(Data("\(name):\(error.line):\(error.byte): error: \(error.messageAfterLocation)\n".utf8))
                throw ExitCode(1)
            }
            let interpreter = Interpreter(registry: registry, session: Session(screen: try options.screen()), file: name)
            for (number, command, column) in ScriptFile.commands(in: text) where !interpreter.wantsToQuit {
                let output = interpreter.run(line: command, number: number, column: column)
                InteractiveShell.show(output, file: name, colors: options.colors)
                if output.contains(where: \.isError) { throw ExitCode(1) }
            }
        }
    }
}
