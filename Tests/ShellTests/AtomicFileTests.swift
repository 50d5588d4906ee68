import Foundation
import PluginTesting
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

    /// A process that died holding a journal, as the kernel leaves it: the file, unlocked.
    static func deadJournal(in folder: String, pid: Int32, _ write: (SessionJournal) -> Void) throws -> String {
        let journal = try #require(SessionJournal(folder: folder, pid: pid))
        write(journal)
        return journal.path
    }

    @Test func aJournalMarksEachLineAndRestoresOnlyTheLinesDone() throws {
        let folder = try AtomicFileTests.folder()
        _ = try Self.deadJournal(in: folder, pid: 4242) { journal in
            journal.append("view a")
            journal.mark(.done)
            journal.append("rows add t 200000 Cell")
            journal.mark(.rolledBack)
            journal.append("{ view inner in a")
            journal.mark(.open)
            journal.append("  set inner.alpha = 0.5 }")
            journal.mark(.done)
            journal.append("{ view dropped")
            journal.mark(.open)
            journal.mark(.dropped)
            journal.append("view crashes")
        }
        let orphan = try #require(SessionJournal.orphan(in: folder))
        #expect(orphan.groups == [["view a"], ["{ view inner in a", "  set inner.alpha = 0.5 }"]])
        #expect(orphan.crashed == ["view crashes"])
        #expect(orphan.rolledBack == 1)
        #expect(orphan.typed == 6)
        #expect(!orphan.isFirstFormat)
        let text = try String(contentsOfFile: orphan.path, encoding: .utf8)
        #expect(text.hasPrefix("layoutlab session journal 2\n> view a\n= done\n"))
    }

    /// A new shell with the PID of the killed one (always so for a container's PID 1) neither
    /// wipes the killed session's journal nor takes it for its own.
    @Test func aReusedPIDNeitherWipesNorHidesTheKilledSession() throws {
        let folder = try AtomicFileTests.folder()
        let pid = getpid()
        let killed = try Self.deadJournal(in: folder, pid: pid) { journal in
            journal.append("view a")
            journal.mark(.done)
        }
        // The first format's name for this very PID, left by a killed process of an older build.
        try "view old\n".write(toFile: folder + "/session-\(pid).journal", atomically: false, encoding: .utf8)
        let mine = try #require(SessionJournal(folder: folder, pid: pid))
        #expect(mine.path != killed)
        mine.append("view mine")
        let found = try #require(SessionJournal.orphan(in: folder, pid: pid))
        #expect([["view a"], ["view old"]].contains(found.groups))
        #expect(try String(contentsOfFile: killed, encoding: .utf8).contains("> view a"))
        unlink(found.path)
        let other = try #require(SessionJournal.orphan(in: folder, pid: pid))
        #expect(other.path != found.path && other.path != mine.path)
        unlink(other.path)
        #expect(SessionJournal.orphan(in: folder, pid: pid) == nil)
        mine.discard()
    }

    /// A journal whose process still runs (it holds the lock) is never an orphan, whatever its PID.
    @Test func aLiveJournalIsNotAnOrphan() throws {
        let folder = try AtomicFileTests.folder()
        let live = try #require(SessionJournal(folder: folder, pid: 999_999))
        live.append("view a")
        live.mark(.done)
        #expect(SessionJournal.orphan(in: folder) == nil)
        withExtendedLifetime(live) {}
    }

    /// Restoring replays the lines done, not the one that crashed, not the rolled-back one,
    /// and not a line that wrote a file; the new journal holds only what ran, so the next
    /// start has no crashing line to offer again.
    @Test func restoreSkipsTheCrashedRolledBackAndFileWritingLines() throws {
        let folder = try AtomicFileTests.folder()
        let output = folder + "/out.txt"
        try "kept\n".write(toFile: output, atomically: false, encoding: .utf8)
        _ = try Self.deadJournal(in: folder, pid: 4243) { journal in
            for (line, mark) in [("view a", SessionJournal.Mark.done), ("view b; view b", .rolledBack),
                                 ("dump a > \(output)", .done), ("print a.frame", .done), ("view c", .done)] {
                journal.append(line)
                journal.mark(mark)
            }
            journal.append("view crashes")
        }
        let orphan = try #require(SessionJournal.orphan(in: folder))
        let harness = try Harness(plugins: nil)
        let restored = try #require(SessionJournal(folder: folder))
        let count = InteractiveShell.replay(orphan, into: harness.interpreter, journal: restored)
        #expect(count == 2)
        #expect(harness.run("print a.frame; print c.frame").count == 2)
        #expect(harness.run("print b.frame").first?.contains("no view") == true)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "kept\n")
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        let again = try #require(SessionJournal.read(String(contentsOfFile: restored.path, encoding: .utf8), path: restored.path))
        #expect(again.groups == [["view a"], ["view c"]])
        #expect(again.crashed.isEmpty)
        restored.discard()
    }
}
