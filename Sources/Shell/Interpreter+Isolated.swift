public import Commands
import Foundation
import Layout
public import ScriptSyntax
import Transcripts

/// Sessions of their own (``IsolatedSession``): a new interpreter on a new session that runs
/// this session's history again, as `save` writes it, then the work given. The model is not
/// shared between threads, so each runs on the thread that made it, with a registry of its
/// own; results come back in index order however many run at once (``InOrderWorkers``).
///
/// Running the history again for every piece of work cost most of the time (a table header
/// checked on 672 screens: 24 s of 30 in a debug build), so each thread makes its session once
/// and puts it back after each piece of work: the model through the scene's journal, as a
/// failed line is rolled back, and what the shell and the plugins keep (definitions, `let`
/// names, kept blocks) from copies taken after the history ran. No piece of work sees what
/// another did, so the results do not depend on which thread ran which.
extension Interpreter {
    public func runIsolated<Result: Sendable>(
        count: Int, jobs: Int, at location: SourceLocation, _ work: @escaping @Sendable (Int, any IsolatedSession) -> Result
    ) throws(SyntaxError) -> [Result] {
        guard !isIsolated else {
            throw SyntaxError(message: "a session of its own cannot make sessions of its own", found: "this command", at: location)
        }
        if let turnStart, session.scene.changeJournal.hasChanges(since: turnStart) {
            throw SyntaxError(message: "sessions of their own start from the lines before this one, and this line changed the model already: "
                              + "run this command on a line of its own", found: "this command", at: location)
        }
        let setup = IsolatedSetup(lines: historyScript, file: file, directory: directory, screen: session.initialScreen,
                                  writeScope: session.writeScope, registryMaker: registryMaker)
        guard jobs > 1, count > 1, let maker = registryMaker else {
            let child = setup.session(registry: registry)
            return (0..<count).map { index in child.resetting { work(index, child) } }
        }
        let results = Results<Result>(count: count)
        InOrderWorkers.run(
            count: count, jobs: jobs,
            makeWorker: { maker().map { setup.session(registry: $0) } },
            work: { child, index -> Result? in
                guard let child else { return nil }
                return child.resetting { work(index, child) }
            },
            deliver: { index, result in results.set(index, result) })
        return try results.all(at: location)
    }

    /// The lines that rebuild the session: those of the history that changed something or
    /// defined something, as `save` writes them, each line of a multi-line command apart.
    var historyScript: [String] {
        history.filter { $0.changes != nil || $0.defines }
            .flatMap { entry -> [String] in entry.savedLines ?? [entry.command.source] }
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }
}

/// What a session of its own is made from: Sendable, so each thread makes its own.
struct IsolatedSetup: Sendable {
    let lines: [String]
    let file: String
    let directory: String?
    let screen: Screen
    let writeScope: WriteScope
    let registryMaker: (@Sendable () -> CommandRegistry?)?

    /// A new session that has run the lines.
    func session(registry: CommandRegistry) -> ReplayedSession {
        let interpreter = Interpreter(registry: registry, session: Session(screen: screen), file: file, directory: directory)
        interpreter.session.writeScope = writeScope
        interpreter.registryMaker = registryMaker
        interpreter.isIsolated = true
        var failure: IsolatedOutput?
        for (offset, line) in lines.enumerated() {
            let output = interpreter.run(line: line, number: offset + 1)
            if output.contains(where: \.isError) {
                failure = IsolatedOutput(lines: ["the session's line '\(line)' failed when run again in a session of its own:"]
                                         + output.flatMap { $0.rendered(file: file) }, failed: true)
                break
            }
        }
        return ReplayedSession(interpreter: interpreter, failure: failure)
    }
}

/// An ``IsolatedSession`` on an interpreter of its own.
final class ReplayedSession: IsolatedSession {
    let interpreter: Interpreter
    /// Set when the history did not run again: every turn then says so and fails.
    let failure: IsolatedOutput?
    /// The state after the history ran, which ``resetting(_:)`` puts back.
    private var start: ModelJournal.Checkpoint
    private let kept: Session.KeptState
    private let definitions: [String: Interpreter.Definition]
    private let historyCount: Int

    init(interpreter: Interpreter, failure: IsolatedOutput?) {
        self.interpreter = interpreter
        self.failure = failure
        start = interpreter.session.checkpoint()
        kept = interpreter.session.keptState
        definitions = interpreter.definitions
        historyCount = interpreter.history.count
    }

    /// What the turns run since the history undo, oldest first: each turn takes its changes
    /// out of the journal's log as an undo step (the shell's history keeps those it runs).
    private var turns: [ModelJournal.Changes] = []

    /// Runs `body`, then puts the session back as the history left it: each turn undone,
    /// newest first, as `undo` would, then whatever is left in the log rolled back.
    func resetting<Result>(_ body: () -> Result) -> Result {
        let result = body()
        for changes in turns.reversed() { _ = interpreter.session.revert(changes) }
        turns = []
        interpreter.session.rollback(to: start)
        interpreter.session.restore(kept)
        interpreter.definitions = definitions
        interpreter.removeHistory(from: historyCount)
        interpreter.undone = []
        start = interpreter.session.checkpoint()
        return result
    }

    var session: Session { interpreter.session }

    func run(line: String) -> IsolatedOutput {
        if let failure { return failure }
        return keepingTurns { rendered(interpreter.run(line: line, number: 1)) }
    }

    func run(block: [Token], lines: [ScriptText]) -> IsolatedOutput {
        if let failure { return failure }
        do throws(SyntaxError) {
            let commands = try CommandSplitter.commands(from: block, lines: lines)
            return keepingTurns { rendered(interpreter.runTurn(commands, lines: lines)) }
        } catch {
            let location = error.location
            let command = ScriptCommand(tokens: [], source: "", location: location, end: location)
            return rendered([Interpreter.error(error, command: command, lines: lines)])
        }
    }

    func runTurn(_ change: (Session) throws(SyntaxError) -> Void) -> IsolatedOutput {
        if let failure { return failure }
        let start = session.checkpoint()
        do throws(SyntaxError) {
            try change(session)
            try session.runTurnEndHandlers()
        } catch {
            let lines = session.takeOutput() + ["error: \(error.message)"]
            session.rollback(to: start)
            return IsolatedOutput(lines: lines, failed: true)
        }
        session.endTurn()
        turns.append(session.changes(since: start))
        return IsolatedOutput(lines: session.takeOutput(), failed: false)
    }

    /// Runs turns through the interpreter and keeps what undoes them from its history.
    private func keepingTurns(_ body: () -> IsolatedOutput) -> IsolatedOutput {
        let before = interpreter.history.count
        let output = body()
        turns += interpreter.history.dropFirst(before).compactMap(\.changes)
        return output
    }

    private func rendered(_ output: [OutputLine]) -> IsolatedOutput {
        IsolatedOutput(lines: output.flatMap { $0.rendered(file: interpreter.file) }, failed: output.contains(where: \.isError))
    }
}

/// Results delivered from worker threads, one at a time (``InOrderWorkers`` delivers under
/// its own lock, in order).
private final class Results<Result: Sendable>: @unchecked Sendable {
    // Read and written under `lock`.
    private let lock = NSLock()
    private var values: [Result?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result?) {
        lock.lock()
        if values.indices.contains(index) { values[index] = value }
        lock.unlock()
    }

    /// Every result, or an error when a thread could not make its registry.
    func all(at location: SourceLocation) throws(SyntaxError) -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        var all: [Result] = []
        for value in values {
            guard let value else { throw SyntaxError(message: "a thread could not make its command registry", found: "this command", at: location) }
            all.append(value)
        }
        return all
    }
}
