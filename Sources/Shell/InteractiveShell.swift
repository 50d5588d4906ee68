import Commands
import Escaping
import Foundation
import Layout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
        let journal = folder.flatMap { SessionJournal(folder: $0) }
        if journal == nil {
            FileHandle.standardError.write(Data("layoutlab: this session is not journaled (cannot write in \(folder ?? "the state folder: no HOME or XDG_STATE_HOME")); a crash will lose it\n".utf8))
        }
        var number = 0
        if let folder, let orphan = SessionJournal.orphan(in: folder) {
            var accepted = restore
            if !restore {
                print("The last session ended without quitting (\(counted(orphan.typed, "line")) typed). Restore it? [y/N]")
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
                // A paste is one entry in the history, its command: the lines it reads are
                // text (a 1,500-line log would push out every command typed before it).
                if !interpreter.isReadingFollowingLines { editor.remember(line) }
                if let journal { write(line, to: journal, of: interpreter) }
                Cancellation.reset()
                // Pictures fill the terminal as it is now (it may have been resized).
                interpreter.session.terminalColumns = terminalWidth() ?? 80
                interpreter.session.terminalColours = colors && isatty(1) != 0
                crashIfAskedForTests(line)
                let output = ProgressLine.around { interpreter.runTyped(line: line, number: number) }
                journal?.noteInputs(interpreter.session.takeInputFilesRead())
                journal?.mark(outcome(of: output, in: interpreter))
                if interpreter.wantsClearScreen {
                    interpreter.wantsClearScreen = false
                    // Home, then erase the screen (ECMA-48 CUP and ED), as clear(1) does.
                    if isatty(1) != 0 {
                        print("\u{1B}[H\u{1B}[2J", terminator: "")
                        fflush(nil)
                    }
                }
                show(output, file: interpreter.file, colors: colors)
            case .cancelled:
                // Ctrl-C drops the half-typed line, and a half-typed block with it.
                if interpreter.isContinuingBlock { journal?.mark(.dropped) }
                interpreter.cancelBlock()
                continue
            case .end:
                print("")
                // Ctrl-D (or the end of piped input) inside a paste ends the paste, which runs;
                // inside a block it says the block is dropped. The next Ctrl-D leaves.
                // The journal drops the open lines: a restore cannot end them as Ctrl-D did.
                if interpreter.isContinuingBlock {
                    journal?.mark(.dropped)
                    show(interpreter.endOfInput(), file: interpreter.file, colors: colors)
                    continue
                }
                return 0
            }
        }
        return 0
    }

    /// Journals a line before it runs. A paste's text waits for no disk of its own: the line
    /// that ends the paste (and runs it) does, for the whole paste, so a paste costs two waits
    /// (its first line and its last) whatever its length, and a kill still leaves every line in
    /// the file (``SessionJournal/append(_:sync:)``).
    static func write(_ line: String, to journal: SessionJournal, of interpreter: Interpreter) {
        journal.append(line, sync: !interpreter.isReadingFollowingLines || interpreter.wouldEndFollowingLines(line))
    }

    /// How a line that ran ended, for the journal: rolled back by Ctrl-C or an error, open
    /// when it began a block the next line continues, else done.
    static func outcome(of output: [OutputLine], in interpreter: Interpreter) -> SessionJournal.Mark {
        if Cancellation.isRequested || output.contains(where: \.isError) { return .rolledBack }
        return interpreter.isContinuingBlock ? .open : .done
    }

    /// For tests only: `LAYOUTLAB_TEST_CRASH_ON='TEXT'` makes the process die (SIGABRT, as a
    /// crash would) when a typed or restored line is exactly TEXT, after it is journaled and
    /// before it runs. Nothing else reads that variable.
    static func crashIfAskedForTests(_ line: String) {
        guard let text = ProcessInfo.processInfo.environment["LAYOUTLAB_TEST_CRASH_ON"], !text.isEmpty, line == text else { return }
        fflush(nil)
        abort()
    }

    /// Runs the lines of a session a crash left, without showing their output, and keeps
    /// them in the new journal so a second crash loses nothing either. Returns the count.
    ///
    /// Only lines marked done run (``SessionJournal``): rolled-back lines are left out, and
    /// the line that was running when the process died is shown and left out, so a line that
    /// crashes cannot crash every start after it. Lines that only read do not run again, and
    /// those that wrote files are named: a replay does not overwrite them.
    ///
    /// The new journal takes the lines that run before any runs, and the old file goes: a
    /// kill during the replay loses nothing either. Ctrl-C stops the replay at the line that
    /// runs (a line that hung before the kill would hang again): that line and the rest are
    /// left out, of the scene and of the journal.
    static func replay(_ orphan: SessionJournal.Orphan, into interpreter: Interpreter, journal: SessionJournal?) -> Int {
        if !orphan.crashed.isEmpty {
            let shown = orphan.crashed.joined(separator: "\n")
            print("the last session stopped while running this line, which is not run again:\n  \(shown)")
        }
        if let first = orphan.unfinished.first {
            print("the last session stopped inside a paste or block of \(counted(orphan.unfinished.count, "line")), which never ran "
                  + "and is not restored: \(first)")
        }
        // Which lines run is read before any runs: a line's declaration does not change.
        var running: [[SessionJournal.Line]] = []
        var wroteFiles: [String] = []
        for group in orphan.groups {
            if group.count == 1, let line = group.first {
                switch interpreter.restoredKind(of: line.text) {
                case .runs: running.append(group)
                case .reads: continue
                case .wroteFiles: wroteFiles.append(line.text)
                }
            } else {
                running.append(group)
            }
        }
        journal?.replace(with: running)
        if journal != nil { unlink(orphan.path) }
        let total = running.reduce(0) { $0 + $1.count }
        var number = 0
        // What a replay cannot make as it was: files read again that changed or went, and
        // lines that failed this time (a line naming the views of an import that failed).
        var changedFiles: [String] = []
        var failed: [(line: String, error: String)] = []
        for (index, group) in running.enumerated() {
            for line in group {
                number += 1
                Cancellation.reset()
                crashIfAskedForTests(line.text)
                for file in line.inputs {
                    if let change = file.change(), !changedFiles.contains(where: { $0.hasPrefix(file.path + " ") }) {
                        changedFiles.append("\(file.path) \(change)")
                    }
                }
                let output = ProgressLine.around { interpreter.runTyped(line: line.text, number: number) }
                _ = interpreter.session.takeInputFilesRead()
                if let error = output.first(where: \.isError) {
                    failed.append((line.text, error.rendered(file: interpreter.file).first ?? "an error"))
                }
                if Cancellation.isRequested {
                    interpreter.cancelBlock()
                    let kept = running.prefix(index)
                    journal?.replace(with: kept)
                    let count = kept.reduce(0) { $0 + $1.count }
                    print("restore interrupted: the first \(count) of \(counted(total, "line")) \(count == 1 ? "is" : "are") restored")
                    return count
                }
            }
        }
        for file in changedFiles {
            print("restore: \(file); the lines that read it read it as it is now")
        }
        var said = failed.isEmpty ? "restored \(counted(total, "line")) of the last session"
            : "restored \(total - failed.count) of \(counted(total, "line")) of the last session; \(failed.count) failed this time"
        if !wroteFiles.isEmpty {
            let lines = wroteFiles.count == 1 ? "1 line that wrote files was" : "\(wroteFiles.count) lines that wrote files were"
            said += "; \(lines) not run again: " + wroteFiles.joined(separator: ", ")
        }
        if orphan.rolledBack > 0 {
            said += orphan.rolledBack == 1 ? "; 1 line rolled back (an error or Ctrl-C) was left out"
                : "; \(orphan.rolledBack) lines rolled back (an error or Ctrl-C) were left out"
        }
        if orphan.isFirstFormat { said += " (a journal of the first format, without marks: every line that changes the model ran again)" }
        print(said)
        for failure in failed {
            print("  failed: \(failure.line)\n    \(failure.error)")
        }
        return total - failed.count
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
        // The handler field is a union, spelled differently by glibc and Darwin.
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in Cancellation.request() }
        #else
            action.__sigaction_u.__sa_handler = { _ in Cancellation.request() }
        #endif
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
            // Text from input (a pasted log's labels and identifiers) cannot act on the terminal.
            let text = TerminalEscaping.escaped(line.rendered(file: file).joined(separator: "\n"), keepingColours: colors)
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
