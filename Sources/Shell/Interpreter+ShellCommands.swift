import Transcripts
import Commands
import Foundation
import Layout
import ScriptSyntax

/// What the shell's own commands do on the interpreter (ShellCommands declares them): help,
/// save, record, source, quit.
extension Interpreter {
    /// `help`, `help COMMAND`, `help properties`; a command defined with `def` is explained by
    /// its definition.
    func help(_ invocation: Invocation) throws(SyntaxError) -> [String] {
        if let token = invocation.positional.first, invocation.positional.count == 1, let definition = definitions[token.text] {
            return ["\(definition.name) " + definition.parameters.map { $0.uppercased() }.joined(separator: " "),
                    "  defined in this session:"] + definition.source.split(separator: "\n").map { "  " + $0 }
        }
        let arguments = try invocation.parse(ShellCommands.help.signature)
        let lines = try Help.lines(for: arguments, registry: registry, session: session)
        return arguments.has("COMMAND") || arguments.branch("TOPIC") == "properties" ? lines : lines + definitionsHelp()
    }

    /// `save FILE`: the lines that changed something, and the definitions, as a script.
    func save(_ invocation: Invocation) throws(SyntaxError) -> String {
        let path = try filePath(invocation)
        var script = ["# LayoutLab session"]
        for entry in history where entry.changes != nil || entry.defines { script += entry.savedLines ?? [entry.command.source] }
        try write(script.joined(separator: "\n") + "\n", to: path, at: invocation)
        return "saved \(counted(script.count - 1, "command")) to \(path)"
    }

    /// `record FILE` (the session so far, then what follows) and `record stop`.
    func record(_ invocation: Invocation) throws(SyntaxError) -> String {
        if let token = invocation.positional.first, case .string("stop") = token.kind {
            guard let active = recorder else { return "not recording" }
            recorder = nil
            return "recorded \(counted(active.commandCount, "command")) to \(active.path)"
        }
        let path = try filePath(invocation)
        let started: TranscriptRecorder
        do throws(SafeFile.Failure) {
            started = TranscriptRecorder(path: path, target: try session.writablePath(path))
            for entry in history { started.append(entry.command, output: entry.output) }
            try started.flush()
        } catch {
            throw SyntaxError(message: error.message(naming: path), found: "'\(path)'", at: invocation.nameToken.location)
        }
        recorder = started
        return "recording to \(path) (record stop ends it)"
    }

    /// `quit`: the shell leaves after this line.
    func quit() -> [String] {
        wantsToQuit = true
        return []
    }

    /// `source FILE`: what the file's lines print, and the first error as the command's own.
    func sourceCommand(_ invocation: Invocation) throws(SyntaxError) {
        for line in try source(try filePath(invocation), at: invocation, lines: session.scriptLines) {
            switch line {
            case .text(let text): session.emit(text)
            case .error(let error, _, _): throw error
            }
        }
    }

    func definitionsHelp() -> [String] {
        guard !definitions.isEmpty else { return [] }
        return ["", "Defined in this session (def):"] + definitions.keys.sorted().map { "  " + $0 }
    }

    /// The file a command names: the rest of the command as written, so a path needs no
    /// quotes (`save /tmp/x.lab`, `source ../lib.lab`); quotes are still accepted.
    func filePath(_ invocation: Invocation) throws(SyntaxError) -> String {
        guard let token = invocation.positional.first, case .string(let path) = token.kind, !path.isEmpty else {
            throw SyntaxError(expected: "a file name", found: "end of input", at: invocation.end)
        }
        return path
    }

    /// A path as given, or against the folder of the file being sourced (or the session's);
    /// `~` and `~/...` are in the home folder ($HOME), as a shell reads them.
    public func resolvedPath(_ path: String) -> String {
        let path = Self.expandingTilde(path, home: ProcessInfo.processInfo.environment["HOME"])
        guard !path.hasPrefix("/") else { return path }
        let base = sourcing.last.map { PathName.folder(of: $0) } ?? directory
        guard let base else { return path }
        return PathName.joining(base, path)
    }

    /// `path` with a leading `~` (alone or before `/`) replaced by `home`; as given when it
    /// has none, or when there is no home to put there (`~user` is left as typed).
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    func write(_ text: String, to path: String, at invocation: Invocation) throws(SyntaxError) {
        // Atomic: a kill mid-save leaves the old file; a link's target is written, a device,
        // a FIFO, a folder or a read-only file is refused (SafeFile), and a test run writes
        // only in its own folder (WriteScope).
        try session.writeFile(text, to: path, at: invocation.nameToken.location)
    }

    /// Runs a script (one command a line) or a transcript (its `  > ` lines), as part of the
    /// current turn: the whole file is one undo step, and an error anywhere in it undoes the
    /// lines before it too. Each of its lines ends with a display cycle, as when typed.
    func source(_ path: String, at invocation: Invocation, lines callLines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let resolved = PathName.normalized(resolvedPath(path))
        guard !sourcing.contains(resolved) else {
            let chain = (sourcing + [resolved]).map { PathName.lastComponent(of: $0) }.joined(separator: " -> ")
            throw SyntaxError(message: "'\(path)' is being sourced already (\(chain)): a file cannot source itself",
                              found: "'\(path)'", at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        guard let data = session.readInputFile(path) else {
            throw SyntaxError(message: "cannot read '\(path)'", found: "'\(path)'", at: invocation.nameToken.location,
                              length: invocation.nameToken.length)
        }
        let text: String
        do throws(TextInput.BadByte) {
            text = try TextInput.decode(data)
        } catch {
            throw SyntaxError(message: "cannot read '\(path)': \(error.message)", found: "'\(path)'", at: invocation.nameToken.location,
                              length: invocation.nameToken.length)
        }
        sourcing.append(resolved)
        defer { sourcing.removeLast() }
        let name = PathName.lastComponent(of: path)
        var output: [OutputLine] = []
        /// The file's error, shown against the file, then the failure of `source` itself.
        func failure(_ inner: OutputLine) -> [OutputLine] {
            let failed = SyntaxError(message: "'\(path)' stopped at an error (above); nothing it did was kept", found: "'\(path)'",
                                     at: invocation.nameToken.location, length: invocation.nameToken.length)
            return output + inner.rendered(file: name).map(OutputLine.text) + [Self.error(failed, command: invocation.command, lines: callLines)]
        }
        var pending: [ScriptText] = []
        // The tokens of the pending lines, and how many braces they leave open.
        var pendingTokens: [Token] = []
        var openBraces = 0
        // A command reading the lines after it (``LineReading/linesUntilEmptyLine``), and the
        // here-document word that ends them; the end of the file ends them too.
        var following: (lines: [ScriptText], terminator: String?, reading: LineReading)?
        var entries = ScriptFile.commands(in: text).map { Optional($0) }
        entries.append(nil)
        for entry in entries {
            let commands: [ScriptCommand]
            var lines: [ScriptText]
            let (number, command, column) = entry ?? (0, "", 1)
            do {
                if var collecting = following {
                    let piece = ScriptText(command, line: number, column: column)
                    if let entry, !collecting.reading.endsFollowingLines(entry.text, terminator: collecting.terminator,
                                                                         lines: { collecting.lines.dropFirst().map(\.text) }) {
                        collecting.lines.append(piece)
                        following = collecting
                        continue
                    }
                    following = nil
                    lines = collecting.lines
                    commands = [try Self.followingLinesCommand(lines, terminator: collecting.terminator, endedBy: entry == nil ? nil : piece)]
                } else {
                    guard entry != nil else { break }
                    let reading = registry.lineReading(forCommandNamed: LineReading.commandName(of: command))
                    if pending.isEmpty, reading.readsFollowingLines {
                        let hereDocument = LineReading.hereDocument(in: command)
                        following = ([ScriptText(hereDocument?.line ?? command, line: number, column: column)], hereDocument?.word, reading)
                        continue
                    }
                    let piece = ScriptText(command, line: number, column: column)
                    pending.append(piece)
                    lines = pending
                    // Only the new line is read: re-reading the open block at each of its
                    // lines made a 4,000-line block take 133 s.
                    let tokens = try tokenize(piece)
                    pendingTokens += tokens
                    openBraces += CommandSplitter.openBraces(in: tokens)
                    if openBraces > 0 { continue }
                    commands = try CommandSplitter.commands(from: pendingTokens, lines: lines)
                }
            } catch {
                let empty = ScriptCommand(tokens: [], source: command, location: SourceLocation(line: number, column: column),
                                          end: SourceLocation(line: number, column: column))
                return failure(Self.error(error, command: empty, lines: lines))
            }
            pending = []
            pendingTokens = []
            openBraces = 0
            var defines = false
            for command in commands {
                let printed = run(command, lines: lines, defines: &defines)
                if let error = printed.last, error.isError { output += printed.dropLast().flatMap { $0.rendered(file: name) }.map(OutputLine.text); return failure(error) }
                output += printed.flatMap { $0.rendered(file: name) }.map(OutputLine.text)
                if wantsToQuit { return output }
            }
            if let failed = runTurnEndHandlers(after: commands, lines: lines) { return failure(failed) }
            session.endTurn()
            output += session.takeOutput().map(OutputLine.text)
        }
        if let open = pending.first {
            let unclosed = SyntaxError(message: "a block opened here is not closed ('}' missing)", found: "'{'", at: SourceLocation(line: open.line, column: open.column))
            return failure(.error(unclosed, command: ScriptCommand(tokens: [], source: open.text, location: unclosed.location, end: unclosed.location), sourceLine: open.text))
        }
        return output
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
