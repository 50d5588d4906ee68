import FuzzDriver
import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// `load` on the input as an Interface Builder document, through the command itself: the
/// input is written to a file in a private temporary folder and loaded by a fresh session
/// (the loader is not a product of the main package, and the command's own path includes
/// reading the file). A load either succeeds, leaving only finite frames, or fails with an
/// error naming the file and changes nothing. A trap, a hang or a broken promise is a finding.
func fuzzLoad(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    guard FileManager.default.createFile(atPath: documentPath, contents: data) else {
        fatalError("cannot write \(documentPath)")
    }
    let interpreter = Interpreter(registry: registry, session: Session(), file: "fuzz.lab", directory: directory)
    let before = interpreter.session.scene.snapshot()
    let output = interpreter.run(line: "load fuzz.xib", number: 1)
    let after = interpreter.session.scene.snapshot()
    if let error = output.first(where: \.isError) {
        precondition(after == before, "the failing load changed the scene: \(before.difference(to: after))")
        let text = error.rendered(file: "fuzz.lab").joined(separator: "\n")
        precondition(text.contains("nothing was loaded"), "a failing load that does not say so: \(text)")
    }
    for view in after.views {
        let frame = view.frame
        precondition([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                     "the load left \(view.name) with frame \(frame)")
    }
    return 0
}

/// A folder of this process's own, removed at exit: the fuzzer writes nowhere else.
private let directory: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-fuzzload-\(UUID().uuidString)")
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    } catch {
        fatalError("cannot make \(url.path): \(error)")
    }
    atexit { try? FileManager.default.removeItem(atPath: directory) }
    return url.path
}()

private let documentPath = directory + "/fuzz.xib"

/// Made once: the commands a load runs (views, tables) and `load` itself.
nonisolated(unsafe) private let registry: CommandRegistry = {
    var registry = CommandRegistry()
    do {
        for plugin in StandardPlugins.all where ["ViewCommands", "TableCommands", "InterfaceBuilderCommands", "Shell"].contains(plugin.name) {
            try registry.register(plugin)
        }
    } catch {
        fatalError("the plugins do not register: \(error)")
    }
    return registry
}()

/// SwiftPM calls an executable target's main `FuzzLoad_main`: it hands over to libFuzzer.
@_cdecl("FuzzLoad_main")
public func fuzzLoadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzLoad(data, size) }
}
