public import Layout
public import Timeline

/// What a command works on: the scene, and where its output goes.
///
/// Commands write lines with ``emit(_:)``; the shell shows them, or a transcript keeps them.
/// The model never prints: what it reports (conflicts) the session turns into lines after
/// each command.
///
/// The session is UIKit's run loop for the script language: each line is a turn. Within a
/// turn code sees what UIKit code would see (frames stale until a layout is asked for); at
/// its end ``endTurn()`` runs the display cycle, which lays out whatever is dirty. Every
/// change is recorded in the scene's journal, so a turn can be rolled back or undone in time
/// proportional to what it changed.
public final class Session {
    public let scene: Scene
    /// The virtual clock and the animations on it (part of the model: journaled with it).
    public let timeline: Timeline
    /// Runs a block's commands (`{ ... }` given as its inner tokens) in the current turn, as
    /// the interpreter runs them; set by the interpreter, for commands that take blocks
    /// (`animate`). Their output goes where the command's goes; an error stops the block.
    /// `lines` are the script lines the block was written on, when it runs after the command
    /// that holds it (a completion, an `at` block); nil for the lines of the command running.
    public var blockRunner: ((_ tokens: [Token], _ lines: [ScriptText]?) throws(SyntaxError) -> Void)?
    /// The script lines of the command running now, set by the interpreter: a command that
    /// keeps a block to run later keeps these with it, so `print` echoes what was typed and
    /// an error shows the line it is on.
    public var scriptLines: [ScriptText] = []
    /// Resolves a file a command names as the shell resolves its own (against the folder of
    /// the script or transcript being run); set by the interpreter.
    public var pathResolver: ((String) -> String)?
    /// What `save` writes in place of the command running now, when it is not the command's own
    /// text: a command that expands into others (`load`) leaves the commands that rebuild what
    /// it did, so the saved script can be edited as text. The interpreter clears it before
    /// each command of a line.
    public var savedForm: [String]?
    /// What leads the user through steps now (a lesson), if anything: the shell asks it about
    /// each typed line first. Set by the command that starts it; cleared when it leaves.
    public var guide: (any Guide)?
    /// The screen a fresh scene starts on.
    public let initialScreen: Screen
    private var output: [String] = []
    /// State that plugins keep between commands, by key (names bound with `let`). It is the
    /// session's, not the model's: undo and a rolled-back line leave it alone.
    private var storage: [String: Any] = [:]

    public init(screen: Screen = .iPhone320x568) {
        initialScreen = screen
        scene = Scene(screen: screen)
        timeline = Timeline(journal: scene.changeJournal)
        scene.addSnapshotContributor(timeline)
        // The first display cycle: a new scene starts laid out, and that is no change to undo.
        scene.layoutIfNeeded()
        _ = takeOutput()
        scene.changeJournal.clear()
    }

    public func emit(_ line: String) {
        output.append(line)
    }

    public func emit(lines: [String]) {
        output += lines
    }

    /// The lines written since the last call, with any conflict the model reported meanwhile.
    public func takeOutput() -> [String] {
        for report in scene.takeReports() { output += report.lines }
        output += scene.takeWarnings()
        defer { output = [] }
        return output
    }

    /// Plugin state: `session[key, default: value]`.
    public subscript<Value>(key: String, default value: @autoclosure () -> Value) -> Value {
        get { storage[key] as? Value ?? value() }
        set { storage[key] = newValue }
    }

    /// A path as the shell would read it: against the folder of the file being run.
    public func resolvedPath(_ path: String) -> String {
        pathResolver?(path) ?? path
    }

    /// Runs a block through ``blockRunner``; an error when no interpreter runs this session.
    public func runBlock(_ tokens: [Token], lines: [ScriptText]? = nil, at location: SourceLocation) throws(SyntaxError) {
        guard let blockRunner else { throw SyntaxError(message: "blocks run only in the shell", found: "'{'", at: location) }
        try blockRunner(tokens, lines)
    }

    // MARK: - Turns and transactions

    /// Marks the state before a turn (or a part of one) so it can be rolled back.
    public func checkpoint() -> ModelJournal.Checkpoint {
        scene.changeJournal.checkpoint()
    }

    /// The end of a run-loop turn: the display cycle lays out whatever is dirty (and tables
    /// measure the rows that came into view).
    public func endTurn() {
        scene.layoutIfNeeded()
    }

    /// Puts the model back as it was at `checkpoint`, and drops output and reports made since.
    public func rollback(to checkpoint: ModelJournal.Checkpoint) {
        scene.changeJournal.rollback(to: checkpoint)
        _ = scene.takeReports()
        _ = scene.takeWarnings()
        output = []
    }

    /// The changes made since `checkpoint`, taken as one undo step.
    public func changes(since checkpoint: ModelJournal.Checkpoint) -> ModelJournal.Changes {
        scene.changeJournal.changes(since: checkpoint)
    }

    /// Undoes `changes` and returns what redoes them.
    public func revert(_ changes: ModelJournal.Changes) -> ModelJournal.Changes {
        let redo = scene.changeJournal.apply(changes)
        _ = scene.takeReports()
        return redo
    }
}
