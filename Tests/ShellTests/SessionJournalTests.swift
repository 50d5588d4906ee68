import Commands
import Foundation
import PluginTesting
@testable import Shell
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal of typed lines a crash leaves, and how the next start finds it.
@Suite("Session journal")
struct SessionJournalTests {
    @Test func anOrphanIsTheJournalOfAProcessThatIsGone() throws {
        let folder = try TemporaryFolder.make("journal")
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
        let folder = try TemporaryFolder.make("journal")
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
        // A dead journal is one nobody locks. This one's lock lasts while any copy of its
        // descriptor is open, and a process another test starts at that moment holds a copy
        // until it execs (long on a busy machine): the same text in a file never locked.
        let text = try String(contentsOfFile: journal.path, encoding: .utf8)
        unlink(journal.path)
        try text.write(toFile: journal.path, atomically: false, encoding: .utf8)
        return journal.path
    }

    @Test func aJournalMarksEachLineAndRestoresOnlyTheLinesDone() throws {
        let folder = try TemporaryFolder.make("journal")
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
        #expect(orphan.groups.map { $0.map(\.text) } == [["view a"], ["{ view inner in a", "  set inner.alpha = 0.5 }"]])
        #expect(orphan.crashed == ["view crashes"])
        #expect(orphan.rolledBack == 1)
        #expect(orphan.typed == 6)
        #expect(!orphan.isFirstFormat)
        let text = try String(contentsOfFile: orphan.path, encoding: .utf8)
        #expect(text.hasPrefix("layoutlab session journal 2\n> view a\n= done\n"))
    }

    /// The files a line read are kept with it, whatever their paths hold (spaces, a
    /// backslash, a new line), and a record this version cannot read is passed over.
    @Test func theFilesALineReadAreKeptWithIt() throws {
        let folder = try TemporaryFolder.make("journal")
        let odd = InputFile(path: "/tmp/a folder/back\\slash\nline.log", size: 12, digest: 0xfeed_beef)
        let plain = InputFile(path: "/tmp/b.lab", size: 0, digest: InputFile.digest(of: Data()))
        _ = try Self.deadJournal(in: folder, pid: 4343) { journal in
            journal.append("import x")
            journal.noteInputs([odd, plain])
            journal.mark(.done)
            journal.append("view y")
            journal.mark(.done)
        }
        let orphan = try #require(SessionJournal.orphan(in: folder))
        #expect(orphan.groups.map { $0.map(\.inputs) } == [[[odd, plain]], [[]]])
        #expect(SessionJournal.inputFile("< twelve beef /x") == nil)
    }

    /// A new shell with the PID of the killed one (always so for a container's PID 1) neither
    /// wipes the killed session's journal nor takes it for its own.
    @Test func aReusedPIDNeitherWipesNorHidesTheKilledSession() throws {
        let folder = try TemporaryFolder.make("journal")
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
        #expect([["view a"], ["view old"]].contains(found.groups.map { $0.map(\.text) }))
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
        let folder = try TemporaryFolder.make("journal")
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
        let folder = try TemporaryFolder.make("journal")
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
        #expect(again.groups.map { $0.map(\.text) } == [["view a"], ["view c"]])
        #expect(again.crashed.isEmpty)
        restored.discard()
    }
    /// A paste of 1,000 lines waits for the disk twice (its first line and the line ending
    /// it), where it waited once a line; every line is in the file (what a kill leaves), and
    /// the paste restores as one turn. A kill inside a paste leaves its lines unfinished, said
    /// at the restore.
    @Test func aPasteWaitsForTheDiskTwiceAndRestoresWhole() throws {
        let folder = try TemporaryFolder.make("journal")
        let harness = try Harness(plugins: nil)
        let pasted = (0..<1_000).map { "<NSLayoutConstraint:0x\(String(0x1000 + $0, radix: 16)) UIView:0x\(String(0x9000 + $0, radix: 16)).width == 10>" }
        var syncs = 0
        let path = try Self.deadJournal(in: folder, pid: 4244) { journal in
            for (index, line) in (["view marker", "paste <<END"] + pasted + ["END", "paste <<END", "unfinished one", "unfinished two"]).enumerated() {
                if index == 2 { syncs = journal.syncs }
                InteractiveShell.write(line, to: journal, of: harness.interpreter)
                if index == pasted.count + 2 { syncs = journal.syncs - syncs }
                _ = harness.interpreter.runTyped(line: line, number: index + 1)
                journal.mark(InteractiveShell.outcome(of: [], in: harness.interpreter))
            }
        }
        #expect(syncs == 1, "the paste's text and its END waited for the disk once, at END")
        let orphan = try #require(SessionJournal.orphan(in: folder))
        #expect(orphan.path == path)
        #expect(orphan.groups.map(\.count) == [1, pasted.count + 2])
        #expect(orphan.groups.last?.dropFirst().dropLast().map(\.text) == pasted)
        #expect(orphan.unfinished == ["paste <<END", "unfinished one", "unfinished two"])
        #expect(orphan.crashed.isEmpty)
        let restored = try Harness(plugins: nil)
        #expect(InteractiveShell.replay(orphan, into: restored.interpreter, journal: nil) == pasted.count + 3)
        #expect(restored.run("print view_1000.frame").first?.contains("no view") != true)
        harness.interpreter.cancelBlock()
        #expect(restored.run("dump constraints") == harness.run("dump constraints"))
    }
}
