public import Commands
import Foundation

/// Runs script lines in a session: plugin commands, and the shell's own (help, undo, redo,
/// save, record, source, quit).
///
/// Every command that ran is kept, so the session can be rebuilt by replaying them: that is
/// how `undo` steps back, and how a command that fails part-way leaves the model exactly as
/// it was (the model is deterministic, so a replay reproduces it to the last pixel).
public final class Interpreter {
    public let registry: CommandRegistry
    public let session: Session
    /// The name errors give for typed or piped input, e.g. `<stdin>`.
    public let file: String
    public private(set) var wantsToQuit = false

    struct Entry {
        let command: ScriptCommand
        let output: [OutputLine]
        let changesModel: Bool
    }

    private(set) var history: [Entry] = []
    private var undone: [[Entry]] = []
    private var recorder: TranscriptRecorder?

    public init(registry: CommandRegistry, session: Session, file: String) {
        self.registry = registry
        self.session = session
        self.file = file
    }

    /// Runs a line (commands separated by `;`) and returns what they printed.
    public func run(line text: String, number: Int, column: Int = 1) -> [OutputLine] {
        let commands: [ScriptCommand]
        do {
            commands = try ScriptLine.commands(in: text, line: number, column: column)
        } catch {
            let command = ScriptCommand(tokens: [], source: text, location: SourceLocation(line: number, column: column),
                                        end: SourceLocation(line: number, column: column + text.count))
            return [.error(error, command: command, sourceLine: text)]
        }
        var output: [OutputLine] = []
        for command in commands {
            let lines = run(command, sourceLine: text)
            output += lines
            if lines.contains(where: \.isError) || wantsToQuit { break }
        }
        return output
    }

    /// Whether the last line's output held an error.
    private func run(_ command: ScriptCommand, sourceLine: String) -> [OutputLine] {
        guard let invocation = Invocation(command) else { return [] }
        let output: [OutputLine]
        if ShellCommands.names.contains(invocation.name) {
            output = runShellCommand(invocation, sourceLine: sourceLine)
        } else {
            output = runPluginCommand(invocation, sourceLine: sourceLine)
        }
        if !["record", "save", "quit", "exit"].contains(invocation.name) {
            recorder?.append(command, output: output)
        }
        return output
    }

    private func runPluginCommand(_ invocation: Invocation, sourceLine: String) -> [OutputLine] {
        let command: Command
        do {
            command = try resolve(invocation)
        } catch {
            return [.error(error, command: invocation.command, sourceLine: sourceLine)]
        }
        do {
            try registry.run(command, invocation, in: session)
        } catch {
            let partial = session.takeOutput()
            if command.changesModel { replay() }
            return partial.map(OutputLine.text) + [.error(error, command: invocation.command, sourceLine: sourceLine)]
        }
        let output = session.takeOutput().map(OutputLine.text)
        history.append(Entry(command: invocation.command, output: output, changesModel: command.changesModel))
        if command.changesModel { undone = [] }
        return output
    }

    /// The command a name names; a line that starts `item.attribute ==` is `constrain`.
    private func resolve(_ invocation: Invocation) throws(SyntaxError) -> Command {
        if let command = registry.command(named: invocation.name) { return command }
        if Self.isBareConstraint(invocation.command), let constrain = registry.command(named: "constrain") {
            return constrain
        }
        let token = invocation.nameToken
        var message = "unknown command '\(token.text)'"
        if let suggestion = Session.closest(to: token.text, among: registry.names) { message += "; did you mean '\(suggestion)'?" }
        message += " (type help for the list)"
        throw SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
    }

    static func isBareConstraint(_ command: ScriptCommand) -> Bool {
        guard command.tokens.count >= 2, case .word(let first) = command.tokens[0].kind else { return false }
        switch command.tokens[1].kind {
        case .operator(.equal), .operator(.lessThanOrEqual), .operator(.greaterThanOrEqual):
            return first.contains(".")
        case .operator(.colon):
            return true
        default:
            return false
        }
    }

    /// Rebuilds the session from a fresh start by running its history again, silently.
    private func replay() {
        session.reset()
        for entry in history {
            guard let invocation = Invocation(entry.command), let command = try? resolve(invocation) else { continue }
            try? registry.run(command, invocation, in: session)
            _ = session.takeOutput()
        }
    }

    // MARK: - The shell's own commands

    private func runShellCommand(_ invocation: Invocation, sourceLine: String) -> [OutputLine] {
        do {
            return try shellCommand(invocation).map(OutputLine.text)
        } catch {
            return [.error(error, command: invocation.command, sourceLine: sourceLine)]
        }
    }

    private func shellCommand(_ invocation: Invocation) throws(SyntaxError) -> [String] {
        try invocation.checkOptions(allowed: [])
        var reader = invocation.reader()
        switch invocation.name {
        case "help", "?":
            if reader.isAtEnd { return Help.overview(registry) }
            let token = try reader.word("a command name")
            try reader.expectEnd()
            if token.text == "properties" { return Help.properties(registry) }
            if let lines = try Help.property(token, registry, session: session) { return lines }
            let kind = registry.objectKinds.kind(named: token.text)
            guard let command = registry.command(named: token.text) else {
                if let kind { return Help.kind(kind, registry) }
                throw SyntaxError(message: "unknown command '\(token.text)'", found: token.quotedForMessage, at: token.location, length: token.length)
            }
            return Help.command(command) + (kind.map { Help.kind($0, registry) } ?? [])
        case "undo":
            try reader.expectEnd()
            guard let index = history.lastIndex(where: \.changesModel) else { return ["nothing to undo"] }
            let removed = Array(history[index...])
            history.removeSubrange(index...)
            undone.append(removed)
            replay()
            return ["undid: \(removed[0].command.source)"]
        case "redo":
            try reader.expectEnd()
            guard let group = undone.popLast() else { return ["nothing to redo"] }
            var lines: [String] = []
            for entry in group {
                guard let invocation = Invocation(entry.command), let command = try? resolve(invocation) else { continue }
                try? registry.run(command, invocation, in: session)
                lines += session.takeOutput()
                history.append(entry)
            }
            return ["redid: \(group[0].command.source)"] + lines
        case "save":
            let path = try reader.text("a file name")
            try reader.expectEnd()
            let script = ["# LayoutLab session"] + history.map(\.command.source)
            try write(script.joined(separator: "\n") + "\n", to: path, at: invocation)
            return ["saved \(history.count) commands to \(path)"]
        case "record":
            if reader.keyword("stop") != nil {
                try reader.expectEnd()
                guard let active = recorder else { return ["not recording"] }
                recorder = nil
                return ["recorded \(active.commandCount) commands to \(active.path)"]
            }
            let path = try reader.text("a file name, or stop")
            try reader.expectEnd()
            let started = TranscriptRecorder(path: path)
            for entry in history { started.append(entry.command, output: entry.output) }
            guard started.flush() else {
                throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
            }
            recorder = started
            return ["recording to \(path) (record stop ends it)"]
        case "source":
            let path = try reader.text("a file name")
            try reader.expectEnd()
            return try source(path, at: invocation)
        default:
            try reader.expectEnd()
            wantsToQuit = true
            return []
        }
    }

    private func write(_ text: String, to path: String, at invocation: Invocation) throws(SyntaxError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
    }

    /// Runs a script (one command a line) or a transcript (its `  > ` lines), stopping at the
    /// first error. Errors name the file and its line.
    private func source(_ path: String, at invocation: Invocation) throws(SyntaxError) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw SyntaxError(message: "cannot read '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
        let name = (path as NSString).lastPathComponent
        var lines: [String] = []
        for (number, command, column) in ScriptFile.commands(in: text) {
            let output = run(line: command, number: number, column: column)
            lines += output.flatMap { $0.rendered(file: name) }
            if output.contains(where: \.isError) || wantsToQuit { break }
        }
        return lines
    }
}

/// The commands of a script file: every line of a plain script, or the `  > ` lines of a
/// transcript, with their line numbers and the column the command starts at.
public enum ScriptFile {
    public static func commands(in text: String) -> [(line: Int, text: String, column: Int)] {
        let transcript = Transcript(parsing: text)
        // Columns count from the command, as when the transcript replays.
        if !transcript.commands.isEmpty { return transcript.commands.map { ($0.line, $0.text, 1) } }
        let (lines, _) = TextLines.split(text)
        return lines.enumerated().map { ($0.offset + 1, TextLines.content(of: $0.element), 1) }
    }
}
