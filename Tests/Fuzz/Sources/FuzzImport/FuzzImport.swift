import FuzzDriver
import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// `import` on the input as a console log, through the command itself: the input is written
/// to a file in a private temporary folder and imported by a fresh session. An import either
/// succeeds, leaving only finite frames, or fails with an error that says nothing was imported
/// and changes nothing. A trap, a hang or a broken promise is a finding. The committed seeds
/// (Tests/Fuzz/Corpus/FuzzImport/seed-NN-…) are logs of the shared corpus (../shared/logs, whose
/// README names each file's source) without their `#` header lines.
func fuzzImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    guard FileManager.default.createFile(atPath: logPath, contents: data) else {
        fatalError("cannot write \(logPath)")
    }
    let interpreter = Interpreter(registry: registry, session: Session(), file: "fuzz.lab", directory: directory)
    let before = interpreter.session.scene.snapshot()
    let output = interpreter.run(line: "import fuzz.log", number: 1)
    let after = interpreter.session.scene.snapshot()
    if let error = output.first(where: \.isError) {
        precondition(after == before, "the failing import changed the scene: \(before.difference(to: after))")
        let text = error.rendered(file: "fuzz.lab").joined(separator: "\n")
        precondition(text.contains("nothing was imported"), "a failing import that does not say so: \(text)")
    }
    for view in after.views {
        let frame = view.frame
        precondition([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                     "the import left \(view.name) with frame \(frame)")
    }
    return 0
}

/// A folder of this process's own, removed at exit: the fuzzer writes nowhere else.
private let directory: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-fuzzimport-\(UUID().uuidString)")
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
        fatalError("cannot make \(url.path): \(error)")
    }
    atexit { try? FileManager.default.removeItem(atPath: directory) }
    return url.path
}()

private let logPath = directory + "/fuzz.log"

/// Made once: `import` and the view commands its scene is read with.
nonisolated(unsafe) private let registry: CommandRegistry = {
    var registry = CommandRegistry()
    do {
        for plugin in StandardPlugins.all where ["ViewCommands", "ImportCommands", "Shell"].contains(plugin.name) {
            try registry.register(plugin)
        }
    } catch {
        fatalError("the plugins do not register: \(error)")
    }
    return registry
}()

/// SwiftPM calls an executable target's main `FuzzImport_main`: it hands over to libFuzzer.
@_cdecl("FuzzImport_main")
public func fuzzImportMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzImport(data, size) }
}
