public import Layout
public import ScriptSyntax

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
    /// What runs this session (the shell's interpreter): it runs blocks and reads paths as
    /// the shell does. Nil when nothing does (a command run alone in a test).
    public weak var host: (any CommandHost)?
    /// The script lines of the command running now, set by the interpreter: a command that
    /// keeps a block to run later keeps these with it, so `print` echoes what was typed and
    /// an error shows the line it is on.
    public var scriptLines: [ScriptText] = []
    /// What `save` writes in place of the command running now, when it is not the command's own
    /// text: a command that expands into others (`load`) leaves the commands that rebuild what
    /// it did, so the saved script can be edited as text. The interpreter clears it before
    /// each command of a line.
    public var savedForm: [String]?
    /// What leads the user through steps now (a lesson), if anything: the shell asks it about
    /// each typed line first. Set by the command that starts it; cleared when it leaves.
    public var guide: (any Guide)?
    /// Where commands may write files: anywhere in the shell, inside a temporary folder in
    /// a test run (``WriteScope``).
    public var writeScope: WriteScope = .anywhere
    /// The screen a fresh scene starts on.
    public let initialScreen: Screen
    private var output: [String] = []
    /// State that plugins keep between commands, by key type (``SessionKey``). It is the
    /// session's, not the model's: undo and a rolled-back line leave it alone.
    var storage: [ObjectIdentifier: Any] = [:]

    public init(screen: Screen = .iPhone320x568) {
        initialScreen = screen
        scene = Scene(screen: screen)
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

    /// Runs `body` with the lines written so far set aside, then puts them back before what
    /// `body` left unread: a block run inside a command then takes only its own lines, not
    /// everything the command wrote before it (which made a run of N blocks copy N² lines).
    public func settingOutputAside<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        var earlier = takeOutput()
        defer {
            swap(&earlier, &output)
            output += earlier
        }
        try body()
    }

    /// A path as the shell would read it: against the folder of the file being run.
    public func resolvedPath(_ path: String) -> String {
        host?.resolvedPath(path) ?? path
    }

    /// Runs a block's commands (`{ ... }` given as its inner tokens) in the current turn, as
    /// the host runs them; an error when no host runs this session. `lines` are the script
    /// lines the block was written on when it runs after the command that holds it (a
    /// completion), nil for the lines of the command running.
    public func runBlock(_ tokens: [Token], lines: [ScriptText]? = nil, at location: SourceLocation) throws(SyntaxError) {
        guard let host else { throw SyntaxError(message: "blocks run only in the shell", found: "'{'", at: location) }
        try host.runBlock(tokens, lines: lines ?? scriptLines)
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
