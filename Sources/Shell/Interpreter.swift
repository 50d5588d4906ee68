public import Commands
import Foundation
import Layout
public import ScriptSyntax

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
    public internal(set) var wantsToQuit = false
    /// Set by `clear`: the interactive shell clears the terminal after the line, and resets it.
    public var wantsClearScreen = false

    /// A successful line, kept for `save`, `record` and `undo`.
    struct Entry {
        let command: ScriptCommand
        let output: [OutputLine]
        /// What undoes it; nil for a line that changed nothing.
        var changes: ModelJournal.Changes?
        /// A line that changes the session without changing the model (`def`, `let`), or a
        /// set that wrote the value already there: `save` keeps it, so the script replays.
        let defines: Bool
        /// What `save` writes for the line when not its text (a `load` expanded into commands).
        var savedLines: [String]? = nil
    }

    /// Change it only through ``appendToHistory(_:)`` and ``removeHistory(from:)``, which keep
    /// ``undoSteps`` in step.
    private(set) var history: [Entry] = []
    /// The indices in ``history`` of the entries that still hold changes (the undo steps),
    /// oldest first: forgetting the oldest step past the limit costs the same at line 200,000
    /// as at line 20 (walking the whole history after each line cost 1.4 ms per line there).
    private(set) var undoSteps = IndexQueue()
    /// What `redo` does again, newest last: the entries `undo` took and what redoes them.
    var undone: [(entries: [Entry], redo: ModelJournal.Changes)] = []
    var recorder: TranscriptRecorder?
    /// Commands defined with `def`, by name.
    var definitions: [String: Definition] = [:]
    /// Lines of a block still open (`{` not closed yet), waiting for the rest, their tokens
    /// and how many blocks they leave open: each line is tokenized once as it arrives and
    /// appended in place, and only its own tokens are counted (tokenizing the whole block
    /// again at every line made a long block quadratic: 1,600 lines took 20 s instead of 3;
    /// copying and counting the tokens so far at every line still took 2.6 s of a 5,002-line
    /// block's 2.9 s, its turn 0.13 s).
    private var pendingLines: [ScriptText] = []
    private var pendingTokens: [Token] = []
    private var pendingDepth = 0
    /// Whether ``pendingLines`` are a command that reads the lines after it up to an empty
    /// line (``LineReading/linesUntilEmptyLine``) rather than an open block.
    private var pendingUntilEmptyLine = false
    /// The here-document word that ends them (`paste <<END`), or nil for an empty line.
    private var pendingTerminator: String?
    /// How the command collecting them reads them (which empty line ends them).
    private var pendingReading = LineReading.linesUntilEmptyLine
    /// The files being sourced, innermost last: relative paths resolve against the last, and
    /// a file already here is not sourced again (that would never end).
    var sourcing: [String] = []
    /// Where each step a guide ran began: the history's length then (see `runTyped`).
    var stepMarks: [Int] = []
    /// How many definitions (`def`) the session has made, each redefinition counted.
    var definitionsMade = 0
    /// How deep definitions call definitions, so a recursive one stops with an error.
    var callDepth = 0
    static let maximumCallDepth = 64
    /// How deep blocks `{ { ... } }` are nested where a command runs now.
    var blockDepth = 0
    static let maximumBlockDepth = 64
    /// The longest line run, in bytes.
    static let maximumLineLength = 1_000_000

    /// Undo steps kept; older ones are forgotten (the journal of each holds its changes).
    static let maximumUndoSteps = 1000
    /// The undo steps kept, at most, in cells of old rows (16 bytes each: 256 MB; see
    /// ``undoCells``): past it the oldest steps are forgotten, however few remain. A stack view
    /// grown a view a line logs every row its new constraints reach, rows as long as the
    /// stack (400 views: about 4 MB a line, 3.2 GB for the 400 lines kept). Tests lower it.
    var maximumUndoLogCells = 16_000_000
    /// Where the line running now began, while one runs: a session of its own starts from the
    /// history, so it must not miss what this line changed already.
    var turnStart: ModelJournal.Checkpoint?
    /// Makes a registry for a thread of its own (`--jobs`); nil runs sessions of their own
    /// one at a time on this thread.
    public var registryMaker: (@Sendable () -> CommandRegistry?)?
    /// Whether this interpreter runs a session of its own (which may not make more).
    var isIsolated = false

    public init(registry: CommandRegistry, session: Session, file: String, directory: String? = nil) {
        self.registry = registry
        self.session = session
        self.file = file
        self.directory = directory
        // Commands that take blocks (`animate`) run them here, in the current turn.
        session.host = self
    }

    /// Whether a block is open and the next line continues it (the shell shows `...> `).
    public var isContinuingBlock: Bool { !pendingLines.isEmpty }

    /// Whether the next line is read by a command that takes the lines after it (`paste`):
    /// text for the command, not a command of its own.
    public var isReadingFollowingLines: Bool { pendingUntilEmptyLine && !pendingLines.isEmpty }

    /// Whether `text`, as the next line, could end the lines a command reads (`END`, or an
    /// empty line) and so run the command. True for an empty line a report goes on after.
    public func wouldEndFollowingLines(_ text: String) -> Bool {
        isReadingFollowingLines && LineReading.endsFollowingLines(text, terminator: pendingTerminator)
    }

    /// Runs a line (commands separated by `;`) as one turn and returns what it printed. A line
    /// that opens a block and does not close it is kept until a later line closes it.
    public func run(line text: String, number: Int, column: Int = 1) -> [OutputLine] {
        // A bound on what one line can put in the model (a label's text, a row's): the
        // tokenizer and the text layout are linear, but memory is not free.
        guard text.utf8.count <= Self.maximumLineLength else {
            cancelBlock()
            let location = SourceLocation(line: number, column: column)
            let command = ScriptCommand(tokens: [], source: "", location: location, end: location)
            let error = SyntaxError(message: "a line is at most \(Self.maximumLineLength) bytes; this one has \(text.utf8.count)",
                                    found: "a line of \(text.utf8.count) bytes", at: location)
            return [.error(error, command: command, sourceLine: "")]
        }
        let piece = ScriptText(text, line: number, column: column)
        if let output = readLinesUntilEmptyLine(piece) { return output }
        var lines: [ScriptText] = []
        let commands: [ScriptCommand]
        do {
            let tokens = try tokenize(piece)
            let depth = try Self.checkBlockDepth(tokens, from: pendingDepth)
            if depth > 0 {
                pendingLines.append(piece)
                pendingTokens += tokens
                pendingDepth = depth
                return []
            }
            // Moved out, not copied: the block ends here.
            swap(&lines, &pendingLines)
            lines.append(piece)
            var all: [Token] = []
            swap(&all, &pendingTokens)
            all += tokens
            cancelBlock()
            commands = try CommandSplitter.commands(from: all, lines: lines)
        } catch {
            cancelBlock()
            let command = ScriptCommand(tokens: [], source: text, location: SourceLocation(line: number, column: column),
                                        end: SourceLocation(line: number, column: column + text.count))
            return [.error(error, command: command, sourceLine: text)]
        }
        let output = runTurn(commands, lines: lines)
        guard let recorder, let failure = recorder.takeFailure() else { return output }
        return output + [.text("warning: the recording was not written: " + failure.message(naming: recorder.path))]
    }

    /// A command that reads the lines after its own (``LineReading/linesUntilEmptyLine``):
    /// its first line starts the collection, each further line is kept, and an empty line
    /// runs it. Nil when `piece` is no part of such a command.
    private func readLinesUntilEmptyLine(_ piece: ScriptText) -> [OutputLine]? {
        if pendingLines.isEmpty {
            let reading = registry.lineReading(forCommandNamed: LineReading.commandName(of: piece.text))
            guard reading.readsFollowingLines else { return nil }
            pendingReading = reading
            if let hereDocument = LineReading.hereDocument(in: piece.text) {
                pendingLines = [ScriptText(hereDocument.line, line: piece.line, column: piece.column)]
                pendingTerminator = hereDocument.word
            } else {
                pendingLines = [piece]
            }
            pendingUntilEmptyLine = true
            return []
        }
        guard pendingUntilEmptyLine else { return nil }
        guard pendingReading.endsFollowingLines(piece.text, terminator: pendingTerminator, lines: { pendingLines.dropFirst().map(\.text) }) else {
            pendingLines.append(piece)
            return []
        }
        return runFollowingLines(endedBy: piece)
    }

    /// Runs the collected lines of a command reading the lines after it, ended by `end` (nil:
    /// the end of input), and closes the collection.
    private func runFollowingLines(endedBy end: ScriptText?) -> [OutputLine] {
        let lines = pendingLines
        let terminator = pendingTerminator
        cancelBlock()
        let command: ScriptCommand
        do {
            command = try Self.followingLinesCommand(lines, terminator: terminator, endedBy: end)
        } catch {
            let first = lines.first ?? end ?? ScriptText("", line: 1, column: 1)
            let failed = ScriptCommand(tokens: [], source: first.text, location: SourceLocation(line: first.line, column: first.column),
                                       end: SourceLocation(line: first.line, column: first.column + first.text.count))
            return [.error(error, command: failed, sourceLine: first.text)]
        }
        let output = runTurn([command], lines: lines)
        guard let recorder, let failure = recorder.takeFailure() else { return output }
        return output + [.text("warning: the recording was not written: " + failure.message(naming: recorder.path))]
    }

    /// The command a ``LineReading/linesUntilEmptyLine`` command's lines make (its first line
    /// without the here-document's `<<WORD`, then the text): its source ends with the line that
    /// ended it (nil at the end of a file), so `record` and `save` write it as it was typed.
    static func followingLinesCommand(_ lines: [ScriptText], terminator: String?, endedBy end: ScriptText?) throws(SyntaxError) -> ScriptCommand {
        let tokens = try LineReading.tokens(ofLines: lines)
        guard let first = lines.first, let last = lines.last, let firstToken = tokens.first else {
            throw SyntaxError(expected: "a command", found: "an empty line", at: SourceLocation(line: end?.line ?? 1, column: 1))
        }
        let opening = terminator.map { first.text + " <<" + $0 } ?? first.text
        let ending = end.map { [$0.text] } ?? []
        let source = ([opening] + lines.dropFirst().map(\.text) + ending).joined(separator: "\n")
        return ScriptCommand(tokens: tokens, source: source, location: firstToken.location,
                             end: SourceLocation(line: last.line, column: last.column + last.text.count))
    }

    /// A line's tokens, read as the command it starts with declares (``LineReading``): most
    /// by the tokenizer, a command that takes a path or reads its own syntax by its reading.
    func tokenize(_ line: ScriptText) throws(SyntaxError) -> [Token] {
        try registry.lineReading(forCommandNamed: LineReading.commandName(of: line.text)).tokens(of: line)
    }

    /// Refuses a line whose blocks nest deeper than a command may run them, in one pass and
    /// before anything is split (splitting a deep line level by level costs its length at
    /// every level). `depth` is how many blocks the lines before left open; returns how many
    /// are open after `tokens` (at most 0: the block is complete, or a `}` closes nothing).
    static func checkBlockDepth(_ tokens: [Token], from depth: Int = 0) throws(SyntaxError) -> Int {
        var depth = depth
        for token in tokens {
            if token.kind == .operator(.leftBrace) {
                depth += 1
                if depth > maximumBlockDepth {
                    throw SyntaxError(message: "blocks nested more than \(maximumBlockDepth) deep", found: "'{'",
                                      at: token.location, length: token.length)
                }
            } else if token.kind == .operator(.rightBrace) {
                depth -= 1
            }
        }
        return depth
    }

    /// The input ended (the end of a file or of piped input, Ctrl-D in the shell) with a line
    /// still open: a command reading the lines after it (`paste`) runs with the lines it has,
    /// as the end of a sourced file ends them; a block still open is an error naming where it
    /// opened. Before, both were dropped without a word. Nothing when no line is open.
    public func endOfInput() -> [OutputLine] {
        guard let first = pendingLines.first else { return [] }
        if pendingUntilEmptyLine { return runFollowingLines(endedBy: nil) }
        cancelBlock()
        let location = SourceLocation(line: first.line, column: first.column)
        let unclosed = SyntaxError(message: "a block opened here is not closed ('}' missing) when the input ended; nothing of it ran",
                                   found: "'{'", at: location)
        return [.error(unclosed, command: ScriptCommand(tokens: [], source: first.text, location: location, end: location), sourceLine: first.text)]
    }

    /// Drops a half-typed block (Ctrl-C at the continuation prompt).
    public func cancelBlock() {
        pendingLines = []
        pendingTokens = []
        pendingUntilEmptyLine = false
        pendingTerminator = nil
        pendingDepth = 0
    }

    // MARK: - Turns

    /// Runs `commands` as one turn: all of them, then the display cycle, or none of them.
    func runTurn(_ commands: [ScriptCommand], lines: [ScriptText]) -> [OutputLine] {
        let sourceLine = lines.map(\.text).joined(separator: "\n")
        // Commands that work on the history itself run outside any turn.
        if commands.count == 1, let only = commands.first, let invocation = Invocation(only), definitions[invocation.name] == nil,
            let command = registry.command(for: only.tokens), command.turnRole == .history {
            let output = runHistoryCommand(command, only, invocation, lines: lines)
            recorder?.append(only, output: output)
            return output
        }
        let start = session.checkpoint()
        turnStart = start
        defer { turnStart = nil }
        var output: [OutputLine] = []
        var defines = false
        // What `save` keeps of the line: each command's text, or the commands a plugin command
        // expanded into (only a command of the line itself; one inside a block or a def'd
        // command is saved as the block or the call).
        var savedLines: [String] = []
        var expanded = false
        for command in commands {
            session.savedForm = nil
            let printed = run(command, lines: lines, defines: &defines)
            output += printed
            if let form = session.savedForm, let name = command.tokens.first?.text, registry.command(named: name) != nil,
                definitions[name] == nil {
                savedLines += form
                expanded = true
            } else {
                savedLines.append(command.source)
            }
            session.savedForm = nil
            if Cancellation.isRequested { return interrupted(back: start) }
            if printed.contains(where: \.isError) {
                session.rollback(to: start)
                // A transcript keeps the error too: it replays as the same error. Said, since
                // a recorded mistake becomes a test's expected output.
                if let recorder, let first = commands.first, let last = commands.last, commands.allSatisfy({ !isUnrecorded($0) }) {
                    recorder.append(ScriptCommand(tokens: commands.flatMap(\.tokens), source: sourceLine, location: first.location, end: last.end),
                                    output: output)
                    return output + [.text(Self.recordedErrorNote(recorder))]
                }
                return output
            }
            if wantsToQuit { break }
        }
        if let failed = runTurnEndHandlers(after: commands, lines: lines) {
            session.rollback(to: start)
            return output + [failed]
        }
        session.endTurn()
        if Cancellation.isRequested { return interrupted(back: start) }
        output += session.takeOutput().map(OutputLine.text)
        let changes = session.changes(since: start)
        let keeps = commands.allSatisfy { !isUnrecorded($0) }
        guard let first = commands.first, let last = commands.last else { return output }
        // The whole line is one entry: what `record` writes and `undo` steps back.
        let whole = commands.count == 1 ? first : ScriptCommand(
            tokens: commands.flatMap(\.tokens), source: sourceLine, location: first.location, end: last.end)
        if keeps { recorder?.append(whole, output: output) }
        // Commands declared as changing things are kept for `save` even when this time they
        // changed nothing the journal sees (`let` binds a session name; a set may rewrite a value).
        defines = defines || commands.contains { command in
            guard let name = command.tokens.first?.text else { return false }
            return registry.command(named: name)?.changesModel == true
        }
        if !changes.isEmpty || defines {
            appendToHistory(Entry(command: whole, output: output, changes: changes.isEmpty ? nil : changes, defines: defines,
                                  savedLines: expanded ? savedLines : nil))
            undone = []
            trimHistory()
        } else if keeps {
            appendToHistory(Entry(command: whole, output: output, changes: nil, defines: false))
        }
        return output
    }

    /// Shown (not recorded) after a line that failed while recording.
    static func recordedErrorNote(_ recorder: TranscriptRecorder) -> String {
        "note: \(recorder.path) keeps this error as the line's expected output, so the transcript replays it as a failure it expects"
    }

    /// What Ctrl-C during a line prints: the line is rolled back whole, as if never typed
    /// (not recorded, no undo step), whatever the model's loops left half done.
    static let interruptedMessage = "^C (interrupted; nothing changed)"

    func interrupted(back start: ModelJournal.Checkpoint) -> [OutputLine] {
        session.rollback(to: start)
        return [.text(Self.interruptedMessage)]
    }

    /// Commands that are about the session rather than in it: not recorded, not saved.
    func isUnrecorded(_ command: ScriptCommand) -> Bool {
        registry.command(for: command.tokens)?.turnRole == .aboutTheSession
    }

    /// The handlers plugins run at the end of a turn (``Session/runTurnEndHandlers()``): nil
    /// when they ran, else what they printed and their error, shown against the line's last
    /// command.
    func runTurnEndHandlers(after commands: [ScriptCommand], lines: [ScriptText]) -> OutputLine? {
        do throws(SyntaxError) {
            try session.runTurnEndHandlers()
            return nil
        } catch {
            guard let last = commands.last else { return nil }
            return Self.error(error, command: last, lines: lines)
        }
    }

    /// Forgets the oldest undo steps past ``maximumUndoSteps``, and past
    /// ``maximumUndoLogCells`` (the last step is always kept), each step forgotten freeing its
    /// share of the engine's logs at once: in time constant per step forgotten, plus a sum
    /// over the steps kept to read the logs' size and the model's restorers.
    func trimHistory() {
        var restorers = keptRestorers
        while undoSteps.count > Self.maximumUndoSteps
            || (undoSteps.count > 1 && undoCells(restorers: restorers) > maximumUndoLogCells),
            let oldest = undoSteps.popFirst()
        {
            restorers -= history[oldest].changes?.count ?? 0
            history[oldest].changes = nil
        }
    }

    /// What the undo steps kept hold, in the engine's 16-byte cells: the engine's logs, and the
    /// model's restorers at 4 cells each (a closure and what it captured: 54 bytes measured
    /// with heaptrack). A stack renames and renumbers its constraints each line: grown a view
    /// a line to 1,000 views, it logged about 1,500 restorers a line, which the engine's count
    /// did not see.
    var undoCells: Int { undoCells(restorers: keptRestorers) }

    private func undoCells(restorers: Int) -> Int { session.scene.undoLogCells + restorers * 4 }

    /// The model's restorers the undo steps kept hold.
    private var keptRestorers: Int { undoSteps.indices.reduce(0) { $0 + (history[$1].changes?.count ?? 0) } }

    func appendToHistory(_ entry: Entry) {
        if entry.changes != nil { undoSteps.append(history.count) }
        history.append(entry)
    }

    /// Drops the entries from `index` on.
    func removeHistory(from index: Int) {
        guard index < history.count else { return }
        undoSteps.removeAll(from: index)
        history.removeSubrange(index...)
    }

    /// Runs one command inside the current turn.
    func run(_ command: ScriptCommand, lines: [ScriptText], defines: inout Bool) -> [OutputLine] {
        guard let invocation = Invocation(command) else { return [] }
        session.scriptLines = lines
        do throws(SyntaxError) {
            if invocation.nameToken.kind == .operator(.leftBrace) {
                return try runBlock(invocation, lines: lines)
            }
            if let definition = definitions[invocation.name] {
                return try call(definition, invocation, lines: lines)
            }
            let resolved = try resolve(invocation)
            if resolved.turnRole == .history {
                throw SyntaxError(message: "'\(invocation.name)' must stand alone on its line", found: invocation.nameToken.quotedForMessage,
                                  at: invocation.nameToken.location, length: invocation.nameToken.length)
            }
            let definitionsBefore = definitionsMade
            try registry.run(resolved, invocation, in: session)
            // A definition is kept for `save` though it changes nothing the journal sees.
            if definitionsMade != definitionsBefore { defines = true }
            return session.takeOutput().map(OutputLine.text)
        } catch {
            return session.takeOutput().map(OutputLine.text) + [Self.error(error, command: command, lines: lines)]
        }
    }

    /// `{ a; b }`: the block's commands in order, in the current turn.
    func runBlock(_ invocation: Invocation, lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        // Each level recurses and splits its inside again: a bound keeps thousands of '{'
        // from overflowing the stack (2,000 did) or taking time quadratic in the line.
        guard blockDepth < Self.maximumBlockDepth else {
            throw SyntaxError(message: "blocks nested more than \(Self.maximumBlockDepth) deep", found: "'{'",
                              at: invocation.nameToken.location, length: invocation.nameToken.length)
        }
        blockDepth += 1
        defer { blockDepth -= 1 }
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
    func runCommands(_ tokens: [Token], lines: [ScriptText]) throws(SyntaxError) -> [OutputLine] {
        let commands = try CommandSplitter.commands(from: tokens, lines: lines)
        var output: [OutputLine] = []
        var defines = false
        for command in commands {
            let printed = run(command, lines: lines, defines: &defines)
            output += printed
            if printed.contains(where: \.isError) || wantsToQuit || Cancellation.isRequested { break }
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

    /// The command a line names, or runs by a plugin's line form (``LineForm``).
    func resolve(_ invocation: Invocation) throws(SyntaxError) -> Command {
        if let command = registry.command(for: invocation.command.tokens) { return command }
        let token = invocation.nameToken
        var message = "unknown command '\(token.text)'"
        let names = registry.names + definitions.keys.sorted()
        if let hint = registry.nearMiss(invocation.command.tokens) {
            message += "; " + hint
        } else {
            if let suggestion = Spelling.closest(to: token.text, among: names) { message += "; did you mean '\(suggestion)'?" }
            message += " (type help for the list)"
        }
        throw SyntaxError(message: message, found: token.quotedForMessage, at: token.location, length: token.length)
    }
}

extension Interpreter: CommandHost {
    public func definition(named name: String) -> DefinedCommand? {
        definitions[name].map { DefinedCommand(name: $0.name, parameters: $0.parameters, body: $0.body, lines: $0.lines) }
    }

    public var definedCommandNames: [String] { definitions.keys.sorted() }

    /// Runs a block's commands in the current turn: their output goes where the command's
    /// goes, and the first error stops the block and is the command's.
    public func runBlock(_ tokens: [Token], lines: [ScriptText]) throws(SyntaxError) {
        try session.settingOutputAside { () throws(SyntaxError) in
            for line in try runCommands(tokens, lines: lines) {
                switch line {
                case .text(let text): session.emit(text)
                case .error(let error, _, _): throw error
                }
            }
        }
    }
}

/// Ascending indices, taken from the front and dropped from the back, each in amortized
/// constant time (an array and the position of its first live element, compacted when half
/// of it is dead).
struct IndexQueue {
    private var storage: [Int] = []
    private var head = 0

    var count: Int { storage.count - head }
    var last: Int? { head < storage.count ? storage.last : nil }

    mutating func append(_ index: Int) { storage.append(index) }

    /// The indices queued, oldest first.
    var indices: ArraySlice<Int> { storage[head...] }

    mutating func popFirst() -> Int? {
        guard head < storage.count else { return nil }
        let first = storage[head]
        head += 1
        if head > 64 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Drops the indices at or past `index`.
    mutating func removeAll(from index: Int) {
        while let last, last >= index { storage.removeLast() }
    }
}
