/// The manual's sections that no declaration holds: examples, the environment, the files and
/// the exit status. Each says what the code named beside it does; the install test checks
/// the sections are there and fit 60 and 80 columns.
extension ManualPage {
    /// Invocations a new user reaches for first, each with what it does.
    static let examples: [(command: String, meaning: String)] = [
        ("layoutlab", "Open the shell on an iPhone SE; type help, or lesson list for the lessons."),
        ("layoutlab shell --device iPhone15", "Open the shell on another screen (layoutlab shell --help lists them)."),
        ("layoutlab shell --restore", "Put back the session a crash or a kill ended, line by line."),
        ("layoutlab run header.lab", "Run a script (one command a line) and print what it prints; status 1 at its first error."),
        ("layoutlab test --jobs 2 --junit report.xml Scripts", "Replay every transcript under Scripts, two at a time, and write a JUnit report for CI."),
        ("layoutlab test --update Scripts/transcripts/expressions.lab", "Record what a transcript's commands print now as its expected output."),
    ]

    /// The variables the program reads (LessonLibrary, InteractiveShell.historyPath,
    /// SessionJournal.folder, SessionOptions.colors).
    static let environment: [(name: String, meaning: String)] = [
        ("LAYOUTLAB_LESSONS", "The folder of the lessons, instead of PREFIX/share/layoutlab/lessons or the checkout's Scripts/lessons."),
        ("LAYOUTLAB_HISTORY", "The shell's history file, instead of the one in the state folder."),
        ("XDG_STATE_HOME", "Where the state folder is: $XDG_STATE_HOME/layoutlab, else ~/.local/state/layoutlab."),
        ("HOME", "The home folder, for ~/.local/state when XDG_STATE_HOME is not set."),
        ("NO_COLOR", "When set and not empty, no colour in messages (as --no-color)."),
        ("TERM", "When dumb, no colour in messages."),
    ]

    /// The files the program keeps or reads (InteractiveShell, SessionJournal, Scripts/install).
    static let files: [(path: String, meaning: String)] = [
        ("~/.local/state/layoutlab/history", "The shell's history, each line once, shared by the shells that run at once."),
        ("~/.local/state/layoutlab/session-PID-ID.journal",
         "A running shell's lines, with the size and digest of every file they read; removed when the shell ends cleanly, "
            + "replayed by --restore (or offered at the next start) when it did not."),
        ("PREFIX/share/layoutlab/lessons/*.lab", "The lessons, N-NAME.lab in the order of their numbers."),
        ("PREFIX/share/layoutlab/layoutlab.dump.schema.json", "The JSON Schema of what dump ... json writes."),
    ]

    /// What each subcommand exits with (RunCommand, InteractiveShell.run, TestCommand, and
    /// swift-argument-parser's usage error).
    static let exitStatus: [(status: String, meaning: String)] = [
        ("0", "Success: the shell ended, every script line ran, every transcript passed (or was updated)."),
        ("1", "layoutlab run stopped at an error, the shell's piped input did, or layoutlab test had a transcript "
            + "that failed, could not be read or updated, or a --junit file it could not write."),
        ("64", "The command line is wrong: an unknown option or device, no such path, no .lab file to replay."),
    ]

    /// The four sections in man(7) markup: tagged paragraphs, a term in bold.
    static func sections() -> [String] {
        func tagged(_ title: String, _ rows: [(String, String)]) -> [String] {
            [".SH " + title] + rows.flatMap { [".TP", ".B " + text($0.0), text($0.1)] }
        }
        return tagged("EXAMPLES", examples.map { ($0.command, $0.meaning) })
            + tagged("ENVIRONMENT", environment.map { ($0.name, $0.meaning) })
            + tagged("FILES", files.map { ($0.path, $0.meaning) })
            + tagged("EXIT STATUS", exitStatus.map { ($0.status, $0.meaning) })
    }
}
