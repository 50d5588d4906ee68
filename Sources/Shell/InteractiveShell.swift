import Commands
import Foundation
import Layout

#if canImport(Glibc)
    import Glibc
#endif

/// The read-run-print loop: libedit on a terminal, plain lines from a pipe or a file.
public enum InteractiveShell {
    /// Where history is kept: `$LAYOUTLAB_HISTORY`, else `$XDG_STATE_HOME/layoutlab/history`,
    /// else `~/.local/state/layoutlab/history`. The folder is made when missing.
    public static func historyPath() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["LAYOUTLAB_HISTORY"], !explicit.isEmpty { return explicit }
        return SessionJournal.folder().map { $0 + "/history" }
    }

    /// Runs until `quit`, Ctrl-D or the end of input. Returns the exit status: 1 when input
    /// that is not a terminal stopped at an error, 0 otherwise.
    ///
    /// On a terminal every line is journaled (``SessionJournal``) before it runs; a session
    /// a crash or a kill left is offered back at the start, or restored without asking when
    /// `restore` is set (`layoutlab --restore`). Ctrl-C while a line runs stops it and rolls
    /// it back.
    public static func run(_ interpreter: Interpreter, colors: Bool, banner: String, restore: Bool = false) -> Int32 {
        guard isatty(0) != 0 else { return runPiped(interpreter, colors: colors, restore: restore) }
        guard let editor = LineEditor(
            program: "layoutlab", prompt: "lab> ", historyPath: historyPath(),
            completer: { Completer.complete($0, registry: interpreter.registry, session: interpreter.session) }
        ) else { return runPiped(interpreter, colors: colors, restore: restore) }
        print(banner)
        installInterruptHandler()
        let folder = SessionJournal.folder()
        let journal = folder.flatMap(SessionJournal.init(folder:))
        if journal == nil {
            FileHandle.standardError.write(Data("layoutlab: this session is not journaled (cannot write in \(folder ?? "the state folder: no HOME or XDG_STATE_HOME")); a crash will lose it\n".utf8))
        }
        var number = 0
        if let folder, let orphan = SessionJournal.orphan(in: folder) {
            var accepted = restore
            if !restore {
                print("The last session ended without quitting (\(orphan.lines.count) lines typed). Restore it? [y/N]")
                editor.prompt = "restore? "
                fflush(nil)
                if case .line(let answer) = editor.readLine() { accepted = answer.lowercased().hasPrefix("y") }
            }
            if accepted { number = replay(orphan, into: interpreter, journal: journal) }
            unlink(orphan.path)
        } else if restore {
            print("no session to restore: the last one ended by quitting")
        }
        defer { journal?.discard() }
        while !interpreter.wantsToQuit {
            // A block left open continues on the next line.
            editor.prompt = interpreter.prompt
            switch editor.readLine() {
            case .line(let line):
                number += 1
                editor.remember(line)
                journal?.append(line)
                Cancellation.reset()
                // Pictures fill the terminal as it is now (it may have been resized).
                interpreter.session.terminalColumns = terminalWidth() ?? 80
                interpreter.session.terminalColours = colors && isatty(1) != 0
                let output = ProgressLine.around { interpreter.runTyped(line: line, number: number) }
                show(output, file: interpreter.file, colors: colors)
            case .cancelled:
                // Ctrl-C drops the half-typed line, and a half-typed block with it.
                interpreter.cancelBlock()
                continue
            case .end:
                print("")
                return 0
            }
        }
        return 0
    }

    /// Runs the lines of a session a crash left, without showing their output, and keeps
    /// them in the new journal so a second crash loses nothing either. Returns the count.
    /// The new journal takes all the lines before any runs, and the old file goes: a kill
    /// during the replay loses nothing either. Ctrl-C stops the replay at the line that runs
    /// (a line that hung before the kill would hang again): that line and the rest are left
    /// out, of the scene and of the journal.
    static func replay(_ orphan: SessionJournal.Orphan, into interpreter: Interpreter, journal: SessionJournal?) -> Int {
        journal?.replace(with: orphan.lines)
        if journal != nil { unlink(orphan.path) }
        for (index, line) in orphan.lines.enumerated() {
            Cancellation.reset()
            _ = ProgressLine.around { interpreter.runTyped(line: line, number: index + 1) }
            if Cancellation.isRequested {
                journal?.replace(with: Array(orphan.lines.prefix(index)))
                print("restore interrupted: the first \(index) of \(orphan.lines.count) lines are restored")
                return index
            }
        }
        print("restored \(orphan.lines.count) lines of the last session")
        return orphan.lines.count
    }

    /// The width of the terminal on standard output, nil when it is not a terminal.
    static func terminalWidth() -> Int? {
        guard isatty(1) != 0 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// SIGINT while a command runs (outside line editing, where Ctrl-C is a key) asks the
    /// command to stop; the handler only stores an atomic flag, which is async-signal-safe.
    static func installInterruptHandler() {
        // Make the flag before a signal can arrive: a global's first use is not signal-safe.
        Cancellation.reset()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Cancellation.request() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
    }

    private static func runPiped(_ interpreter: Interpreter, colors: Bool, restore: Bool) -> Int32 {
        var number = 0
        if restore, let folder = SessionJournal.folder(), let orphan = SessionJournal.orphan(in: folder) {
            number = replay(orphan, into: interpreter, journal: nil)
            unlink(orphan.path)
        }
        let input = TextInput.StandardInputLines()
        while !interpreter.wantsToQuit, let bytes = input.next() {
            number += 1
            let line: String
            do throws(TextInput.BadByte) {
                line = try TextInput.decode(bytes, firstLine: number)
            } catch {
                FileHandle.standardError.write(Data("\(interpreter.file):\(error.line):\(error.byte): error: \(error.messageAfterLocation)\n".utf8))
                return 1
            }
            let output = interpreter.runTyped(line: line, number: number)
            show(output, file: interpreter.file, colors: colors)
            if output.contains(where: \.isError) { return 1 }
        }
        return 0
    }

    /// Text to standard output, errors to standard error (`error:` in red when colours are on).
    public static func show(_ output: [OutputLine], file: String, colors: Bool) {
        for line in output {
            let text = line.rendered(file: file).joined(separator: "\n")
            if line.isError {
                let shown = colors ? text.replacingOccurrences(of: ": error: ", with: ": \u{1B}[1;31merror:\u{1B}[0m ") : text
                FileHandle.standardError.write(Data((shown + "\n").utf8))
            } else {
                print(text)
            }
        }
        fflush(nil)
    }
}
