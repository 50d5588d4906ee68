import Foundation
import PluginTesting
import TestSupport
import Testing
import Commands
import Shell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `save` and `record` write through the safe writer, and a replayed transcript writes only
/// in a temporary folder of its own unless writes are allowed.
@Suite("What the shell and a test run may write")
struct WriteConfinementTests {
    @Test func saveAndRecordRefuseAFIFOAndAReadOnlyFile() throws {
        let folder = try TemporaryFolder.make("confine")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        try "kept\n".write(toFile: folder + "/ro.lab", atomically: false, encoding: .utf8)
        chmod(folder + "/ro.lab", 0o444)
        let harness = try Harness.viewsAndDumps()
        harness.run("view a")
        for command in ["save", "record"] {
            #expect(harness.error("\(command) \(folder)/pipe") == "cannot write '\(folder)/pipe': it is a FIFO (named pipe), not a regular file; nothing was written")
            #expect(harness.error("\(command) \(folder)/ro.lab") == "cannot write '\(folder)/ro.lab': \(folder)/ro.lab is read-only; nothing was written")
        }
        #expect(try String(contentsOfFile: folder + "/ro.lab", encoding: .utf8) == "kept\n")
    }

    static func transcript(_ commands: [String], output: [[String]]) -> String {
        zip(commands, output).map { command, lines in (["  > " + command] + lines.map { "  " + $0 }).joined(separator: "\n") }
            .joined(separator: "\n") + "\n"
    }

    /// The tester's transcript: `save ../../x` and `dump > FILE` from a replayed transcript
    /// wrote wherever they pointed.
    @Test func aReplayedTranscriptWritesOnlyInItsOwnFolder() throws {
        let folder = try TemporaryFolder.make("confine")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sub/t.lab"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let rule = WriteScope.confinedRule
        let text = Self.transcript(
            ["view a", "save ../x.lab", "dump tree > \(folder)/abs.txt", "save inside.lab"],
            output: [[], ["t.lab:2:1: error: cannot write '../x.lab': \(rule)", "save ../x.lab", "^"],
                     ["t.lab:6:1: error: cannot write '\(folder)/abs.txt': \(rule)", "dump tree > \(folder)/abs.txt", "^"],
                     ["saved 1 command to inside.lab"]])
        let registry = try Harness.registry(plugins: ["ViewCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
        let result = TranscriptReplay.run(text, file: "t.lab", path: path, registry: registry, screen: .iPhone320x568)
        #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
        // Nothing landed beside the transcript (whose text is given, not read), above it, or
        // at the absolute path.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["sub"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/sub") == [])
    }

    /// With writes allowed, paths are read against the transcript's folder, as before.
    @Test func allowedWritesGoBesideTheTranscript() throws {
        let folder = try TemporaryFolder.make("confine")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Self.transcript(["view a", "save beside.lab"], output: [[], ["saved 1 command to beside.lab"]])
        let registry = try Harness.registry(plugins: ["ViewCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
        let result = TranscriptReplay.run(text, file: "t.lab", path: folder + "/t.lab", registry: registry, screen: .iPhone320x568,
                                          allowWrites: true)
        #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
        #expect(try String(contentsOfFile: folder + "/beside.lab", encoding: .utf8) == "# LayoutLab session\nview a\n")
    }
}
