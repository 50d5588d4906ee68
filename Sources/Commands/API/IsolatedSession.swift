public import ScriptSyntax
/// A session of its own, made for one piece of work that must not touch the session that
/// asked for it (``Session/runIsolated(count:jobs:at:_:)``): it starts as that session was
/// before the line running now, by running that session's history again (what `save` writes),
/// in the same folder and with the same right to write files.
///
/// Each runs its lines as the shell runs typed lines: one turn each, the display cycle and the
/// handlers at the end of each turn, a failing line rolled back and said.
public protocol IsolatedSession: AnyObject {
    /// The session: its scene, its output.
    var session: Session { get }
    /// Runs a line of script as one turn.
    func run(line: String) -> IsolatedOutput
    /// Runs a block's commands (the tokens inside its braces, written on `lines`) as one turn.
    func run(block: [Token], lines: [ScriptText]) -> IsolatedOutput
    /// Runs `change` on the session as one turn, as a command would.
    func runTurn(_ change: (Session) throws(SyntaxError) -> Void) -> IsolatedOutput
}

/// What a turn of an ``IsolatedSession`` printed, and whether it failed (its last line then
/// says why, with the line and column, as the shell says it).
public struct IsolatedOutput: Sendable, Equatable {
    public var lines: [String]
    public var failed: Bool

    public init(lines: [String], failed: Bool) {
        self.lines = lines
        self.failed = failed
    }
}

extension Session {
    /// Runs `work` for each index in `0..<count`, each in an ``IsolatedSession`` of its own,
    /// on up to `jobs` threads, and returns the results in index order whatever the number of
    /// jobs. The session's history is what each starts from, so the line running now must have
    /// changed nothing yet; an error otherwise, and without a shell to run sessions.
    public func runIsolated<Result: Sendable>(
        count: Int, jobs: Int, at location: SourceLocation, _ work: @escaping @Sendable (Int, any IsolatedSession) -> Result
    ) throws(SyntaxError) -> [Result] {
        guard let host else { throw SyntaxError(message: "sessions of their own run only in the shell", found: "this command", at: location) }
        return try host.runIsolated(count: count, jobs: jobs, at: location, work)
    }
}

extension Session {
    /// What plugins keep in the session (``SessionKey``), as a value, with no output pending:
    /// a session of its own is put back to it between two pieces of work, with the model put
    /// back by its journal.
    public struct KeptState {
        fileprivate let storage: [ObjectIdentifier: Any]
    }

    public var keptState: KeptState {
        KeptState(storage: storage)
    }

    /// Puts the plugins' state back as it was and drops any output not taken.
    public func restore(_ state: KeptState) {
        storage = state.storage
        _ = takeOutput()
    }
}
