public import Commands
import Foundation
import Layout

/// Runs script lines in a session: plugin commands, blocks, commands defined with `def`, and
/// the shell's own (help, undo, redo, save, record, source, quit).
///
/// A line typed (or read from a file) is one turn of the run loop and one transaction: its
/// commands (`a; b`, a block, a sourced file) run, the display cycle lays out what is dirty,
/// and the changes are kept as one undo step. If any command fails, the whole line is rolled
/// back through the scene's journal: in time proportional to what it changed, with every
/// object keeping its identity. A line that changes nothing leaves no undo step.
public final class Interpreter {
    public let registry: CommandRegistry
    public let session: Session
    /// The name errors give for typed or piped input, e.g. `<stdin>`.
    public let file: String
    /// The folder relative paths are read against at the top level (nil: the current one).
    public let directory: String?
    public private(set) var wantsToQuit = false

    /// A successful line, kept for `save`, `record` and `undo`.
    struct Entry {
        let command: ScriptCommand
        let output: [OutputLine]
        /// What undoes it; nil for a line that changed nothing.
        var changes: ModelJournal.Changes?
        /// A line that defines something (`def`), kept by `save` though it changes no view.
        let defines: Bool
    }

    private(set) var history: [Entry] = []
    /// What `redo` does again, newest last: the entries `undo` took and what redoes them.
    private var undone: [(entries: [Entry], redo: ModelJournal.Changes)] = []
    private var recorder: TranscriptRecorder?
    /// Commands defined with `def`, by name.
    private(set) var definitions: [String: Definition] = [:]
    /// Lines of a block still open (`{` not closed yet), waiting for the rest.
    private var pendingLines: [ScriptText] = []
    /// The files being sourced, innermost last: relative paths resolve against the last, and
    /// a file already here is not sourced again (that would never end).
    private var sourcing: [String] = []
    /// How deep definitions call definitions, so a recursive one stops with an error.
    private var callDepth = 0
    static let maximumCallDepth = 64

    /// Undo steps kept; older ones are forgotten (the journal of each holds its changes).
    static let maximumUndoSteps = 1000

    public init(registry: CommandRegistry, session: Session, file: String, directory: String? = nil) {
        self.registry = registry
        self.session = session
        self.file = file
        self.directory = directory
    }

    /// Whether a block is open and the next line continues it (the shell shows `...> `).
    public var isContinuingBlock: Bool { !pendingLines.isEmpty }

    /// Runs a line (commands separated by `;`) as one turn and returns what it printed. A line
    /// that opens a block and does not close it is kept until a later line closes it.
    public func run(line text: String, number: Int, column: Int = 1) -> [OutputLine] {
        let piece = ScriptText(text, line: number, column: column)
        let lines = pendingLines + [piece]
        let commands: [ScriptCommand]
        do {
            var tokens: [Token] = []
            for line in lines { tokens += try Self.tokenize(line) }
            if CommandSplitter.openBraces(in: tokens) > 0 {
                pendingLines = lines
                return []
            }
            pendingLines = []
            commands = try CommandSplitter.commands(from: tokens, lines: lines)
        } catch {
            pendingLines = []
            let command = ScriptCommand(tokens: [], source: text, location: SourceLocation(line: number, column: column),
                                        end: SourceLocation(line: number, column: column + text.count))
            return [.error(error, command: command, sourceLine: text)]
        }
        return runTurn(commands, lines: lines)
    }

    /// The commands that take a file: the rest of their line is the path, as typed, so a path
    /// needs no quotes (`save /tmp/x.lab`, `source ../lib-2.lab`). Such a line holds one command.
    static let fileCommands: Set<String> = ["save", "source", "record"]

    /// A line's tokens; for a file command, its name and the rest of the line as one string.
    static func tokenize(_ line: ScriptText) throws(SyntaxError) -> [Token] {
        let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
        let name = trimmed.prefix { !$0.isWhitespace }
        guard fileCommands.contains(String(name)) else { return try Tokenizer.tokenize(line.text, line: line.line, column: line.column) }
        let indent = line.text.count - trimmed.count
        var rest = String(trimmed.dropFirst(name.count))
        let leading = rest.prefix { $0 == " " || $0 == "\t" }.count
        rest = String(rest.dropFirst(leading))
        // A comment after the path, or trailing blanks, are not part of it.
        if let hash = rest.range(of: " #") { rest = String(rest[..<hash.lowerBound]) }
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        let nameLocation = SourceLocation(line: line.line, column: line.column + indent)
        var tokens = [Token(kind: .word(String(name)), text: String(name), location: nameLocation)]
        guard !rest.isEmpty else { return tokens }
        if rest.count >= 2, let quote = rest.first, quote == "\"" || quote == "'", rest.last == quote {
            rest = String(rest.dropFirst().dropLast())
        }
        let pathLocation = SourceLocation(line: line.line, column: nameLocation.column + name.count + leading)
        tokens.append(Token(kind: .string(rest), text: rest, location: pathLocation))
        return tokens
    }

    /// Drops a half-typed block (Ctrl-C at the continuation prompt).
    public func cancelBlock() {
        pendingLines = []
    }

    // MARK: - Turns

    /// Runs `commands` as one turn: all of them, then the display cycle, or none of them.
    private func runTurn(_ commands: [ScriptCommand], lines: [ScriptText]) -> [OutputLine] {
        let sourceLine = lines.map(\.text).joined(separator: "\n")
        // Commands that work on the history itself run outside any turn.
        if commands.count == 1, let only = commands.first, let name = only.tokens.first?.text, ["undo", "redo"].contains(name) {
            let output = runHistoryCommand(only, lines: lines)
            recorder?.append(only, output: output)
            return output
        }
        let start = session.checkpoint()
        var output: [OutputLine] = []
        var defines = false
        for command in commands {
            let printed = run(command, lines: lines, defines: &defines)
            output += printed
            if printed.contains(where: \.isError) {
                session.rollback(to: start)
                // A transcript keeps the error too: it replays as the same error.
                if let first = commands.first, let last = commands.last, commands.allSatisfy({ !Self.isUnrecorded($0) }) {
                    recorder?.append(ScriptCommand(tokens: commands.flatMap(\.tokens), source: sourceLine, location: first.location, end: last.end),
                                     output: output)
                }
                return output
            }
            if wantsToQuit { break }
        }
        session.endTurn()
        output += session.takeOutput().map(OutputLine.text)
        let changes = session.changes(since: start)
        let keeps = commands.allSatisfy { !Self.isUnrecorded($0) }
        guard let first = commands.first, let last = commands.last else { return output }
        // The whole line is one entry: what `record` writes and `undo` steps back.
        let whole = commands.count == 1 ? first : ScriptCommand(
            tokens: commands.flatMap(\.tokens), source: sourceLine, location: first.location, end: last.end)
        if keeps { recorder?.append(whole, output: output) }
        if !changes.isEmpty || defines {
            history.append(Entry(command: whole, output: output, changes: changes.isEmpty ? nil : changes, defines: defines))
            undone = []
            trimHistory()
        } else if keeps {
            history.append(Entry(command: whole, output: output, changes: nil, defines: false))
        }
        return output
    }

    /// Commands that are about the session rather than in it: not recorded, not saved.
    private static func isUnrecorded(_ command: ScriptCommand) -> Bool {
        ["record", "save", "quit", "exit"].contains(command.tokens.first?.text ?? "")
    }

    private func trimHistory() {
        var steps = 0
        for index in history.indices.reversed() where history[index].changes != nil {
            steps += 1
            if steps > Self.maximumUndoSteps { history[index].changes = nil }
        }
    }

    /// Runs one command inside the current turn.
    private func run(_ command: ScriptCommand, lines: [ScriptText], defines: inout Bool) -> [OutputLine] {
        guard let invocation = Invocation(command) else { return [] }
        do throws(SyntaxError) {
            if invocation.nameToken.kind == .operator(.leftBrace) {
                return try runBlock(invocation, lines: lines)
            }
            switch invocation.name {
            case "def":
                try define(invocation, lines: lines)
                defines = true
                return []
            case "help", "?", "save", "record", "source", "quit", "exit":
                return try shellCommand(invocation, lines: lines)
            case "undo", "redo":
                throw SyntaxError(message: "'\(invocation.name)' must stand alone on its line", found: invocation.nameToken.quotedForMessage,
                                  at: invocation.nameToken.location, length: invocation.nameToken.length)
            default:
                if let definition = definitions[invocation.name] {
                    return try call(definition, invocation, lines: lines)
                }
                return try runPluginCommand(invocation)
            }
        } catch {
            return session.takeOutput().map(OutputLine.text) + [Self.error(error, command: command, lines: lines)]
        }
    }

    private func runPluginCommand(_ invocation: Invocation) throws(SyntaxError) -> [OutputLine] {
        let command = try resolve(invocation)
        try registry.run(command, invocation, in: session)
        return session.takeOutput().map(OutputLine.text)
    }

    /// `{ a; b }`: the block's commands in order, in the current turn.
    private func runBlock(_ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let tokens = invocation.command.tokens
        guard let (inner, next) = CommandSplitter.block(in: tokens, openingAt: 0) else {
            throw SyntaxError(expected: "'}' closing the block", found: "end of input", at: invocation.end)
        }
        if tokens.indices.contains(next) {
            let extra = tokens[next]
            throw SyntaxError(expected: "';' or the end of the line after a block", found: extra.quotedForMessage,
                              at: extra.location, length: extra.length)
        }
        return try runCommands(inner, lines: lines)
    }

    /// Runs the commands among `tokens` (a block's inside, taken from `lines`), stopping at
    /// the first error.
    private func runCommands(_ tokens: [Token], lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let commands = try CommandSplitter.commands(from: tokens, lines: lines)
        var output: [OutputLine] = []
        var defines = false
        for command in commands {
            let printed = run(command, lines: lines, defines: &defines)
            output += printed
            if printed.contains(where: \.isError) || wantsToQuit { break }
        }
        return output
    }

    /// An error shown under the line of `lines` it points into.
    static func error(_ error: SyntaxError, command: ScriptCommand, lines: [ScriptText]) -> OutputLine {
        let line = lines.first { $0.line == error.location.line } ?? lines.first
        var shown = error
        if let line { shown.location.column -= line.column - 1 }
        return .error(shown, command: command, sourceLine: line?.text ?? command.source)
    }

    /// The command a name names; a line that starts `item.attribute ==` is `constrain`.
    private func resolve(_ invocation: Invocation) throws(SyntaxError) -> Command {
        if let command = registry.command(named: invocation.name) { return command }
        if Self.isBareConstraint(invocation.command), let constrain = registry.command(named: "constrain") {
            return constrain
        }
        let token = invocation.nameToken
        var message = "unknown command '\(token.text)'"
        let names = registry.names + definitions.keys.sorted()
        if let suggestion = Session.closest(to: token.text, among: names) { message += "; did you mean '\(suggestion)'?" }
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

    // MARK: - Undo and redo

    private func runHistoryCommand(_ command: ScriptCommand, lines: [ScriptText]) -> [OutputLine] {
        guard let invocation = Invocation(command) else { return [] }
        do {
            try invocation.checkOptions(allowed: [])
            try invocation.reader().expectEnd()
            return (invocation.name == "undo" ? undo() : redo()).map(OutputLine.text)
        } catch {
            return [Self.error(error, command: command, lines: lines)]
        }
    }

    /// Steps back the last line that changed the model, with the lines after it.
    private func undo() -> [String] {
        guard let index = history.lastIndex(where: { $0.changes != nil }), let changes = history[index].changes else {
            return ["nothing to undo"]
        }
        let removed = Array(history[index...])
        history.removeSubrange(index...)
        let redo = session.revert(changes)
        undone.append((removed, redo))
        return ["undid: \(removed[0].command.source)"]
    }

    private func redo() -> [String] {
        guard let (entries, changes) = undone.popLast(), let first = entries.first else { return ["nothing to redo"] }
        let again = session.revert(changes)
        var restored = entries
        restored[0].changes = again
        history += restored
        return ["redid: \(first.command.source)"]
    }

    // MARK: - Definitions

    /// A command made of commands: `def NAME PARAM... { BODY }`.
    struct Definition {
        let name: String
        let parameters: [String]
        let body: [Token]
        let source: String
        /// The lines the definition was written on, for errors inside its body.
        let lines: [ScriptText]
    }

    private func define(_ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) {
        let tokens = invocation.command.tokens
        guard tokens.count >= 2, case .word(let name) = tokens[1].kind, !name.contains(".") else {
            throw invocationError(invocation, index: 1, expected: "a name for the new command")
        }
        if registry.command(named: name) != nil || ["def", "undo", "redo"].contains(name) {
            throw SyntaxError(message: "'\(name)' is a command already; choose another name", found: tokens[1].quotedForMessage,
                              at: tokens[1].location, length: tokens[1].length)
        }
        var parameters: [String] = []
        var index = 2
        while index < tokens.count, tokens[index].kind != .operator(.leftBrace) {
            guard case .word(let parameter) = tokens[index].kind, !parameter.contains("."), !parameters.contains(parameter) else {
                throw invocationError(invocation, index: index, expected: "a parameter name (distinct, no dots) or '{'")
            }
            parameters.append(parameter)
            index += 1
        }
        guard let (body, next) = CommandSplitter.block(in: tokens, openingAt: index) else {
            throw invocationError(invocation, index: index, expected: "'{' and the commands of the definition")
        }
        guard next == tokens.count else { throw invocationError(invocation, index: next, expected: "the end of the definition") }
        definitions[name] = Definition(name: name, parameters: parameters, body: body, source: invocation.command.source, lines: lines)
    }

    private func invocationError(_ invocation: Invocation, index: Int, expected: String) -> SyntaxError {
        let tokens = invocation.command.tokens
        guard tokens.indices.contains(index) else { return SyntaxError(expected: expected, found: "end of input", at: invocation.end) }
        return SyntaxError(expected: expected, found: tokens[index].quotedForMessage, at: tokens[index].location, length: tokens[index].length)
    }

    /// Runs a definition's body with each parameter replaced by its argument: a word whose
    /// first path segment is a parameter (`h`, `h.frame.height`, in an option's value too).
    private func call(_ definition: Definition, _ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let arguments = Array(invocation.command.tokens.dropFirst())
        guard arguments.count == definition.parameters.count else {
            let usage = ([definition.name] + definition.parameters.map { $0.uppercased() }).joined(separator: " ")
            let found = arguments.count > definition.parameters.count ? arguments[definition.parameters.count] : nil
            throw SyntaxError(expected: "\(definition.parameters.count) argument\(definition.parameters.count == 1 ? "" : "s"): \(usage)",
                              found: found?.quotedForMessage ?? "end of input", at: found?.location ?? invocation.end,
                              length: found?.length ?? 1)
        }
        guard callDepth < Self.maximumCallDepth else {
            throw SyntaxError(message: "'\(definition.name)' calls itself more than \(Self.maximumCallDepth) levels deep",
                              found: invocation.nameToken.quotedForMessage, at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        var values: [String: String] = [:]
        for (parameter, argument) in zip(definition.parameters, arguments) { values[parameter] = argument.text }
        let body = definition.body.map { Self.substitute($0, values) }
        callDepth += 1
        defer { callDepth -= 1 }
        let output = try runCommands(body, lines: definition.lines)
        guard let failure = output.last, case .error(let error, _, let line) = failure else { return output }
        // Show where in the definition it failed, then fail at the call.
        let inner = error.rendered(file: "def \(definition.name)", sourceLine: line).split(separator: "\n").map { OutputLine.text(String($0)) }
        let failed = SyntaxError(message: "'\(definition.name)' failed (above)", found: invocation.nameToken.quotedForMessage,
                                 at: invocation.nameToken.location, length: invocation.nameToken.length)
        return output.dropLast() + inner + [Self.error(failed, command: invocation.command, lines: lines)]
    }

    private static func substitute(_ token: Token, _ values: [String: String]) -> Token {
        var token = token
        switch token.kind {
        case .word(let text):
            guard let replaced = replacingHead(of: text, values) else { return token }
            token.kind = .word(replaced)
            token.text = replaced
        case .option(let key, let value):
            guard let replaced = replacingHead(of: value, values) else { return token }
            token.kind = .option(key: key, value: replaced)
            token.text = key + "=" + replaced
        default:
            break
        }
        return token
    }

    private static func replacingHead(of path: String, _ values: [String: String]) -> String? {
        let head = path.prefix { $0 != "." }
        guard let value = values[String(head)] else { return nil }
        return value + path.dropFirst(head.count)
    }

    // MARK: - The shell's own commands

    private func shellCommand(_ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        if invocation.name == "source" { return try source(try filePath(invocation), at: invocation, lines: lines) }
        return try shellCommandText(invocation).map(OutputLine.text)
    }

    private func shellCommandText(_ invocation: Invocation) throws(SyntaxError) -> [String] {
        switch invocation.name {
        case "help", "?":
            // A command defined with `def` is explained by its definition.
            if let token = invocation.positional.first, invocation.positional.count == 1, let definition = definitions[token.text] {
                return ["\(definition.name) " + definition.parameters.map { $0.uppercased() }.joined(separator: " "),
                        "  defined in this session:"] + definition.source.split(separator: "\n").map { "  " + $0 }
            }
            let arguments = try ShellCommands.parse(invocation)
            let lines = try Help.lines(for: arguments, registry: registry, session: session)
            return arguments.has("COMMAND") || arguments.branch("TOPIC") == "properties" ? lines : lines + definitionsHelp()
        case "save":
            let path = try filePath(invocation)
            var script = ["# LayoutLab session"]
            for entry in history where entry.changes != nil || entry.defines { script.append(entry.command.source) }
            try write(script.joined(separator: "\n") + "\n", to: path, at: invocation)
            return ["saved \(script.count - 1) commands to \(path)"]
        case "record":
            if let token = invocation.positional.first, case .string("stop") = token.kind {
                guard let active = recorder else { return ["not recording"] }
                recorder = nil
                return ["recorded \(active.commandCount) commands to \(active.path)"]
            }
            let path = try filePath(invocation)
            let started = TranscriptRecorder(path: path)
            for entry in history { started.append(entry.command, output: entry.output) }
            guard started.flush() else {
                throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
            }
            recorder = started
            return ["recording to \(path) (record stop ends it)"]
        default:
            _ = try ShellCommands.parse(invocation)
            wantsToQuit = true
            return []
        }
    }

    private func definitionsHelp() -> [String] {
        guard !definitions.isEmpty else { return [] }
        return ["", "Defined in this session (def):"] + definitions.keys.sorted().map { "  " + $0 }
    }

    /// The file a command names: the rest of the command as written, so a path needs no
    /// quotes (`save /tmp/x.lab`, `source ../lib.lab`); quotes are still accepted.
    private func filePath(_ invocation: Invocation) throws(SyntaxError) -> String {
        guard let token = invocation.positional.first, case .string(let path) = token.kind, !path.isEmpty else {
            throw SyntaxError(expected: "a file name", found: "end of input", at: invocation.end)
        }
        return path
    }

    /// A path as given, or against the folder of the file being sourced (or the session's).
    private func resolvedPath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let base = sourcing.last.map { ($0 as NSString).deletingLastPathComponent } ?? directory
        guard let base, !base.isEmpty else { return path }
        return (base as NSString).appendingPathComponent(path)
    }

    private func write(_ text: String, to path: String, at invocation: Invocation) throws(SyntaxError) {
        do {
            try text.write(toFile: resolvedPath(path), atomically: true, encoding: .utf8)
        } catch {
            throw SyntaxError(message: "cannot write '\(path)'", found: "'\(path)'", at: invocation.nameToken.location)
        }
    }

    /// Runs a script (one command a line) or a transcript (its `  > ` lines), as part of the
    /// current turn: the whole file is one undo step, and an error anywhere in it undoes the
    /// lines before it too. Each of its lines ends with a display cycle, as when typed.
    private func source(_ path: String, at invocation: Invocation, lines callLines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let resolved = (resolvedPath(path) as NSString).standardizingPath
        guard !sourcing.contains(resolved) else {
            let chain = (sourcing + [resolved]).map { ($0 as NSString).lastPathComponent }.joined(separator: " -> ")
            throw SyntaxError(message: "'\(path)' is being sourced already (\(chain)): a file cannot source itself",
                              found: "'\(path)'", at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        guard let text = try? String(contentsOfFile: resolved, encoding: .utf8) else {
            throw SyntaxError(message: "cannot read '\(path)'", found: "'\(path)'", at: invocation.nameToken.location,
                              length: invocation.nameToken.length)
        }
        sourcing.append(resolved)
        defer { sourcing.removeLast() }
        let name = (path as NSString).lastPathComponent
        var output: [OutputLine] = []
        /// The file's error, shown against the file, then the failure of `source` itself.
        func failure(_ inner: OutputLine) -> [OutputLine] {
            let failed = SyntaxError(message: "'\(path)' stopped at an error (above); nothing it did was kept", found: "'\(path)'",
                                     at: invocation.nameToken.location, length: invocation.nameToken.length)
            return output + inner.rendered(file: name).map(OutputLine.text) + [Self.error(failed, command: invocation.command, lines: callLines)]
        }
        var pending: [ScriptText] = []
        for (number, command, column) in ScriptFile.commands(in: text) {
            pending.append(ScriptText(command, line: number, column: column))
            let commands: [ScriptCommand]
            let lines = pending
            do {
                var tokens: [Token] = []
                for line in lines { tokens += try Self.tokenize(line) }
                if CommandSplitter.openBraces(in: tokens) > 0 { continue }
                commands = try CommandSplitter.commands(from: tokens, lines: lines)
            } catch {
                let empty = ScriptCommand(tokens: [], source: command, location: SourceLocation(line: number, column: column),
                                          end: SourceLocation(line: number, column: column))
                return failure(Self.error(error, command: empty, lines: lines))
            }
            pending = []
            var defines = false
            for command in commands {
                let printed = run(command, lines: lines, defines: &defines)
                if let error = printed.last, error.isError { output += printed.dropLast().flatMap { $0.rendered(file: name) }.map(OutputLine.text); return failure(error) }
                output += printed.flatMap { $0.rendered(file: name) }.map(OutputLine.text)
                if wantsToQuit { return output }
            }
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
