import Foundation
@testable import Shell
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files the shell writes (history, `save`, `record`) are replaced whole or not at all.
@Suite("Atomic files")
struct AtomicFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesAndReplaces() throws {
        let folder = try Self.folder()
        let path = folder + "/a.lab"
        try AtomicFile.write("one\n", to: path)
        try AtomicFile.write("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.lab"])
    }

    @Test func aLinkKeepsBeingALinkAndItsTargetIsWritten() throws {
        let folder = try Self.folder()
        try "old\n".write(toFile: folder + "/target.lab", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.lab", withDestinationPath: "target.lab")
        try AtomicFile.write("new\n", to: folder + "/link.lab")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.lab") == "target.lab")
        #expect(try String(contentsOfFile: folder + "/target.lab", encoding: .utf8) == "new\n")
    }

    @Test func aDeviceOrAFolderIsRefusedAndKept() throws {
        let folder = try Self.folder()
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: "/dev/null") }
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folder) }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: "/proc/layoutlab-nowhere") }
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try Self.folder()
        let path = folder + "/script.lab"
        try AtomicFile.write("one\n", to: path)
        chmod(path, 0o640)
        try AtomicFile.write("two\n", to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
    }

    /// A temporary file a killed run left (its process is gone) is removed by the next write;
    /// one of a process that still runs is left alone.
    @Test func aKilledRunsTemporaryFileIsRemoved() throws {
        let folder = try Self.folder()
        let path = folder + "/a.lab"
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = folder + "/" + AtomicFile.temporaryPrefix(of: "a.lab") + String(gone.processIdentifier)
        let live = folder + "/" + AtomicFile.temporaryPrefix(of: "a.lab") + "1"
        try "half".write(toFile: stale, atomically: false, encoding: .utf8)
        try "other".write(toFile: live, atomically: false, encoding: .utf8)
        try AtomicFile.write("whole\n", to: path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }
}

/// The journal of typed lines a crash leaves, and how the next start finds it.
@Suite("Session journal")
struct SessionJournalTests {
    @Test func anOrphanIsTheJournalOfAProcessThatIsGone() throws {
        let folder = try AtomicFileTests.folder()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        try "view a\nset a.alpha = 0.5\n".write(toFile: folder + "/session-\(gone.processIdentifier).journal", atomically: false, encoding: .utf8)
        // This process's own journal is never an orphan.
        let mine = try #require(SessionJournal(folder: folder))
        mine.append("view b")
        let orphan = try #require(SessionJournal.orphan(in: folder))
        #expect(orphan.lines == ["view a", "set a.alpha = 0.5"])
        mine.discard()
        #expect(!FileManager.default.fileExists(atPath: mine.path))
    }

    @Test func anEmptyOrphanIsRemovedAndNotOffered() throws {
        let folder = try AtomicFileTests.folder()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let path = folder + "/session-\(gone.processIdentifier).journal"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(SessionJournal.orphan(in: folder) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
