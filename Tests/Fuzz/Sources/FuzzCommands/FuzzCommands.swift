import FuzzDriver
import Commands
import Dispatch
import Synchronization
import Layout
import Shell
import StandardPlugins

/// Command sequences against a live scene: each input line runs as a typed line in a fresh
/// session. After every line that fails, the scene's snapshot must be exactly what it was
/// before the line (a failing line changes nothing); after every line, every frame must be
/// finite. A line still running after two seconds is interrupted as Ctrl-C would (so slow
/// inputs exercise the interruption instead of stopping the fuzzer), and must change
/// nothing either. A trap, a hang or a broken promise is a finding.
func fuzzCommands(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let interpreter = Interpreter(registry: registry, session: Session(), file: "fuzz.lab")
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).enumerated() {
        // The commands that write or read files are left out: a fuzzer must not write
        // anywhere a path it made up names (they are covered by the shell's own tests).
        if fileWords.contains(where: { line.contains($0) }) { continue }
        let before = interpreter.session.scene.snapshot()
        let output = Watchdog.interrupting(after: 2) { interpreter.run(line: String(line), number: index + 1) }
        let after = interpreter.session.scene.snapshot()
        let interrupted = output.contains { !$0.isError && $0.rendered(file: "fuzz.lab") == ["^C (interrupted; nothing changed)"] }
        if (output.contains(where: \.isError) || interrupted) && !interpreter.isContinuingBlock {
            precondition(after == before, "the failing or interrupted line \(index + 1) changed the scene: \(before.difference(to: after))")
        }
        for view in after.views {
            let frame = view.frame
            precondition([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                         "line \(index + 1) left \(view.name) with frame \(frame)")
        }
        if interpreter.wantsToQuit { break }
    }
    return 0
}

/// Asks the running line to stop (Cancellation, as the shell's SIGINT handler does) when it
/// runs past a time limit.
enum Watchdog {
    /// Bumped when a line starts and when it ends: a timer that finds another value is late.
    private static let running = Atomic<Int>(0)

    static func interrupting<T>(after seconds: Double, _ work: () -> T) -> T {
        Cancellation.reset()
        let ticket = running.add(1, ordering: .relaxed).newValue
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if running.load(ordering: .relaxed) == ticket { Cancellation.request() }
        }
        let result = work()
        running.add(1, ordering: .relaxed)
        return result
    }
}

private let fileWords = ["save", "record", "source"]

/// Made once: registering the plugins is the same for every input.
nonisolated(unsafe) private let registry: CommandRegistry = {
    var registry = CommandRegistry()
    do {
        // The families that only change the model in memory: the others draw, load or write files.
        for plugin in StandardPlugins.all where ["ViewCommands", "TableCommands", "ScriptCommands", "Shell"].contains(plugin.name) {
            try registry.register(plugin)
        }
    } catch {
        fatalError("the plugins do not register: \(error)")
    }
    return registry
}()

/// SwiftPM calls an executable target's main `FuzzCommands_main`: it hands over to libFuzzer.
@_cdecl("FuzzCommands_main")
public func fuzzCommandsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzCommands(data, size) }
}
