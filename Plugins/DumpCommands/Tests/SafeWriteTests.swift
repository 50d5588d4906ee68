import Foundation
import PluginTesting
import TestSupport
import Testing
import Commands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `dump > FILE` and `render svg|png|--frames|--animated` write through the safe writer
/// (``SafeFile``): a FIFO, a device or a read-only file is refused and left as it was, a
/// link's target is written, and a test run's scope (``WriteScope``) is kept.
@Suite("Writing files from dump and render")
struct SafeWriteTests {
    static func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// The tester's `dump all json > /dev/full` made a regular file of a device; a FIFO
    /// stands in for it here (no test writes to /dev).
    @Test func aFIFOIsRefusedByEveryWritingCommandAndStaysAFIFO() throws {
        let folder = try TemporaryFolder.make("safe-write")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let harness = try Harness.withTheHeader()
        harness.run("animate 0.5 { set header.alpha = 0.5 }")
        for line in ["dump all json > \(fifo)", "render header svg \(fifo)", "render header png \(fifo)",
                     "render header --animated \(fifo)"] {
            #expect(harness.error(line) == "cannot write '\(fifo)': it is a FIFO (named pipe), not a regular file; nothing was written", "\(line)")
            #expect(Self.kind(fifo) == S_IFIFO, "\(line)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe"])
    }

    @Test func aLinkWritesItsTargetAndAReadOnlyFileIsRefused() throws {
        let folder = try TemporaryFolder.make("safe-write")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old\n".write(toFile: folder + "/target.json", atomically: false, encoding: .utf8)
        chmod(folder + "/target.json", 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "target.json")
        let harness = try Harness.withTheHeader()
        #expect(harness.run("dump tree header > \(folder)/link.json") == ["wrote 4 lines to \(folder)/link.json"])
        #expect(Self.kind(folder + "/link.json") == S_IFLNK)
        #expect(try String(contentsOfFile: folder + "/target.json", encoding: .utf8) == harness.run("dump tree header").joined(separator: "\n") + "\n")
        var status = stat()
        #expect(stat(folder + "/target.json", &status) == 0 && status.st_mode & 0o777 == 0o600)

        try "kept\n".write(toFile: folder + "/ro.svg", atomically: false, encoding: .utf8)
        chmod(folder + "/ro.svg", 0o444)
        #expect(harness.error("render header svg \(folder)/ro.svg") == "cannot write '\(folder)/ro.svg': \(folder)/ro.svg is read-only; nothing was written")
        #expect(try String(contentsOfFile: folder + "/ro.svg", encoding: .utf8) == "kept\n")
    }

    /// A confined session (a test run) writes relative paths in its folder and refuses the rest.
    @Test func aConfinedSessionWritesOnlyInItsFolder() throws {
        let folder = try TemporaryFolder.make("safe-write")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try Harness.withTheHeader()
        harness.session.writeScope = .confined(folder: folder)
        #expect(harness.run("dump tree > tree.txt") == ["wrote 5 lines to tree.txt"])
        #expect(FileManager.default.fileExists(atPath: folder + "/tree.txt"))
        for path in ["/tmp/layoutlab-escape.txt", "../escape.txt", "a/../../escape.txt"] {
            #expect(harness.error("dump tree > \(path)") == "cannot write '\(path)': " + WriteScope.confinedRule)
        }
        harness.run("animate 0.2 { set header.alpha = 0.5 }")
        #expect(harness.error("render header --frames ../frames") == "cannot write '../frames': " + WriteScope.confinedRule)
        #expect(harness.run("render header --frames frames --fps 10").last?.hasPrefix("wrote 3 frames") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
            == ["frame-0000.svg", "frame-0001.svg", "frame-0002.svg"])
    }
}
