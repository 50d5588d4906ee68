import Commands
import Foundation
import Layout
import Shell
import StandardPlugins

/// A fuzz target that hands its input to a command that reads a file (`load FILE`,
/// `import FILE`), through the command itself: the input is written to a file in a private
/// temporary folder and read by a fresh session. The command either succeeds, leaving only
/// finite frames, or fails with an error that says nothing was read (`refusal`) and changes
/// nothing. A trap, a hang or a broken promise is a finding.
public struct FileCommandFuzzer: @unchecked Sendable {
    /// The command that reads the file, as typed, `load fuzz.xib`.
    let command: String
    /// What a refusal must say, `nothing was loaded`.
    let refusal: String
    let directory: String
    let filePath: String
    let registry: CommandRegistry

    /// - Parameters:
    ///   - folderPrefix: the private folder's name before a UUID (`layoutlab-fuzzload`).
    ///   - fileName: the file the input is written to, as the command names it.
    ///   - command: the command's name; the line typed is `COMMAND FILENAME`.
    ///   - refusal: what a failing command's error must say.
    ///   - plugins: the plugins the session registers (the command's, and those its scene
    ///     is read with).
    public init(folderPrefix: String, fileName: String, command: String, refusal: String, plugins: [String]) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(folderPrefix)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            fatalError("cannot make \(url.path): \(error)")
        }
        directory = url.path
        filePath = url.path + "/" + fileName
        // Removed at exit: the fuzzer writes nowhere else.
        foldersToRemove.append(url.path)
        if foldersToRemove.count == 1 { atexit { removeFolders() } }
        self.command = "\(command) \(fileName)"
        self.refusal = refusal
        var registry = CommandRegistry()
        do {
            for plugin in StandardPlugins.all where plugins.contains(plugin.name) { try registry.register(plugin) }
        } catch {
            fatalError("the plugins do not register: \(error)")
        }
        self.registry = registry
    }

    /// One input: written, read by the command in a fresh session, and the promises checked.
    public func run(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        guard let start else { return 0 }
        guard FileManager.default.createFile(atPath: filePath, contents: Data(bytes: start, count: count)) else {
            fatalError("cannot write \(filePath)")
        }
        let interpreter = Interpreter(registry: registry, session: Session(), file: "fuzz.lab", directory: directory)
        let before = interpreter.session.scene.snapshot()
        let output = interpreter.run(line: command, number: 1)
        let after = interpreter.session.scene.snapshot()
        if let error = output.first(where: \.isError) {
            precondition(after == before, "the failing '\(command)' changed the scene: \(before.difference(to: after))")
            let text = error.rendered(file: "fuzz.lab").joined(separator: "\n")
            precondition(text.contains(refusal), "a failing '\(command)' that does not say \(refusal): \(text)")
        }
        for view in after.views {
            let frame = view.frame
            precondition([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                         "'\(command)' left \(view.name) with frame \(frame)")
        }
        return 0
    }
}

/// The private folders of this process's fuzzers, removed when it exits.
nonisolated(unsafe) private var foldersToRemove: [String] = []

private func removeFolders() {
    for folder in foldersToRemove { try? FileManager.default.removeItem(atPath: folder) }
}
