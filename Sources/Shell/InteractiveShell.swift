import Commands
import Foundation

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
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { $0 + "/.local/state" }
        guard let state else { return nil }
        let folder = state + "/layoutlab"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/history"
    }

    /// Runs until `quit`, Ctrl-D or the end of input. Returns the exit status: 1 when input
    /// that is not a terminal stopped at an error, 0 otherwise.
    public static func run(_ interpreter: Interpreter, colors: Bool, banner: String) -> Int32 {
        guard isatty(0) != 0 else { return runPiped(interpreter, colors: colors) }
        guard let editor = LineEditor(
            program: "layoutlab", prompt: "lab> ", historyPath: historyPath(),
            completer: { Completer.complete($0, registry: interpreter.registry, session: interpreter.session) }
        ) else { return runPiped(interpreter, colors: colors) }
        print(banner)
        var number = 0
        while !interpreter.wantsToQuit {
            // A block left open continues on the next line.
            editor.prompt = interpreter.isContinuingBlock ? "...> " : "lab> "
            switch editor.readLine() {
            case .line(let line):
                number += 1
                editor.remember(line)
                show(interpreter.run(line: line, number: number), file: interpreter.file, colors: colors)
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

    private static func runPiped(_ interpreter: Interpreter, colors: Bool) -> Int32 {
        var number = 0
        while !interpreter.wantsToQuit, let line = readLine() {
            number += 1
            let output = interpreter.run(line: line, number: number)
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
