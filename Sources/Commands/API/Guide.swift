/// A mode that leads the shell's user through steps (a lesson): while a session has one, the
/// shell shows its prompt and asks it what each typed line means before running anything.
///
/// The guide decides; the shell acts, because only the shell can run command lines as turns
/// and step back through its history.
public protocol Guide: AnyObject {
    /// The prompt while the guide leads, such as `lesson 3/12> `.
    var prompt: String { get }
    /// What a line typed at the guide's prompt does; `session` is there to look at (the
    /// scene as the user left it, the terminal's width), not to change.
    func respond(to line: String, in session: Session) -> GuideResponse
    /// Ctrl-C stopped the step the last ``GuideResponse/run(commands:then:)`` asked for: the
    /// shell has put the model back as it was before the step, and the guide offers it again.
    func stepWasInterrupted() -> [String]
    /// A command of a step run quietly (``GuideResponse/runQuietly(commands:then:)``,
    /// ``GuideResponse/redo(commands:then:)``) failed: the shell stopped there, took the whole
    /// step back, and shows the error and these lines.
    func stepFailed() -> [String]
    /// The step ``GuideResponse/run(commands:then:)`` or ``GuideResponse/redo(commands:then:)``
    /// asked for has run to its end: the scene is as the step leaves it.
    func stepDidRun(in session: Session)
}

extension Guide {
    public func stepDidRun(in session: Session) {}
    public func stepFailed() -> [String] { stepWasInterrupted() }
}

/// What the shell does with a line typed while a guide leads.
public enum GuideResponse: Equatable, Sendable {
    /// An ordinary line: run it as if no guide were there.
    case pass
    /// Show these lines; run nothing.
    case say([String])
    /// Run each command line as its own turn, showing it (`lab> COMMAND`) and what it printed,
    /// then show `then`. What they change is one step that ``back(then:)`` can take back.
    case run(commands: [GuideLine], then: [String])
    /// As ``run(commands:then:)``, without showing the commands or what they print (only an
    /// error shows): steps the user chose to skip whose scene later steps rely on.
    case runQuietly(commands: [GuideLine], then: [String])
    /// Put the model back as it was before the last step ran (with any line typed since), then
    /// show `then`.
    case back(then: [String])
    /// Put the model back as the last step left it: back to before it (with any line typed
    /// since), then run `commands` again without showing them or what they print, and show
    /// `then`. The step stays one step for ``back(then:)``.
    case redo(commands: [GuideLine], then: [String])
    /// Stop guiding, after showing these lines.
    case leave([String])
}

/// A line a guide runs, with its number in the guide's file: lines of a block written over
/// several lines join by their numbers, and errors name them.
public struct GuideLine: Equatable, Sendable {
    public let text: String
    public let number: Int

    public init(_ text: String, number: Int) {
        self.text = text
        self.number = number
    }
}
