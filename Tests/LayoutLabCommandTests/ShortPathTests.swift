import Foundation
import TestSupport
import Testing

/// Every writer, given a one-character relative file name, writes it: Foundation trapped
/// (SIGILL, status 132) on the folder of such a path, so `save a`, `dump tree > b`, `render
/// svg c`, `export swift > e`, `record r`, `layoutlab test t` and `--junit j` each killed the
/// process. The folder, its parent and the root are refused with an error instead.
@Suite("One-character file names")
struct ShortPathTests {
    @Test func everyWriterWritesAOneCharacterName() throws {
        let folder = try TemporaryFolder.make("short-names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = ["view v frame (0, 0, 10, 20)", "save a", "dump tree > b", "render v svg c", "export swift > e",
                      "record r", "print v.frame", "record stop"]
        try script.joined(separator: "\n").write(toFile: folder + "/s", atomically: false, encoding: .utf8)
        let run = try BuiltProgram.run(["run", "s"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        for name in ["a", "b", "c", "e", "r"] {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(text.contains("v"), "\(name): \(text)")
        }
        // The recording replays as a test, and its report goes to a one-character name too.
        let replay = try BuiltProgram.run(["test", "--junit", "j", "r"], in: folder)
        #expect(replay.status == 0, "\(replay.output)\(replay.errors)")
        #expect(try String(contentsOfFile: folder + "/j", encoding: .utf8).contains("<testcase"))
    }

    @Test(arguments: [".", "..", "/", "./"])
    func aFolderIsRefusedWithAnError(path: String) throws {
        let folder = try TemporaryFolder.make("short-names")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "view v\nsave \(path)\n".write(toFile: folder + "/s", atomically: false, encoding: .utf8)
        let run = try BuiltProgram.run(["run", "s"], in: folder)
        #expect(run.status == 1)
        #expect(run.errors.contains("s:2:1: error: cannot write '\(path)': it is a folder, not a regular file; nothing was written"),
                "\(run.errors)")
    }
}
