import Foundation
@testable import Commands
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files LayoutLab writes (history, `save`, `record`, `dump >`, `render`, `test --update`) are
/// replaced whole or not at all, and only when they are regular files.
@Suite("Safe files")
struct SafeFileTests {
    @Test func writesAndReplaces() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/a.lab"
        try SafeFile.write("one\n", to: path)
        try SafeFile.write("two\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.lab"])
    }

    @Test func aLinkKeepsBeingALinkAndItsTargetIsWritten() throws {
        let folder = try TemporaryFolder.make("atomic")
        try "old\n".write(toFile: folder + "/target.lab", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.lab", withDestinationPath: "target.lab")
        try SafeFile.write("new\n", to: folder + "/link.lab")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.lab") == "target.lab")
        #expect(try String(contentsOfFile: folder + "/target.lab", encoding: .utf8) == "new\n")
    }

    @Test func aDeviceOrAFolderIsRefusedAndKept() throws {
        let folder = try TemporaryFolder.make("atomic")
        #expect(throws: SafeFile.Failure.self) { try SafeFile.write("x", to: "/dev/null") }
        #expect(throws: SafeFile.Failure.self) { try SafeFile.write("x", to: folder) }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
        #expect(throws: SafeFile.Failure.self) { try SafeFile.write("x", to: "/proc/layoutlab-nowhere") }
    }

    /// Two links naming each other: refused as a loop, not "not a regular file, not a regular file".
    @Test func aLoopOfLinksIsSaidToBeOne() throws {
        let folder = try TemporaryFolder.make("atomic")
        try FileManager.default.createSymbolicLink(atPath: folder + "/x", withDestinationPath: "y")
        try FileManager.default.createSymbolicLink(atPath: folder + "/y", withDestinationPath: "x")
        #expect(throws: SafeFile.Failure.linkLoop) { try SafeFile.write("z", to: folder + "/x") }
        #expect(SafeFile.Failure.linkLoop.message(naming: "x")
            == "cannot write 'x': its symbolic links loop (or chain more than 32 deep); nothing was written")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/x") == "y")
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/script.lab"
        try SafeFile.write("one\n", to: path)
        chmod(path, 0o640)
        try SafeFile.write("two\n", to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
    }

    /// A temporary file a killed run left (its process is gone) is removed by the next write;
    /// one of a process that still runs is left alone.
    @Test func aKilledRunsTemporaryFileIsRemoved() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/a.lab"
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = folder + "/" + SafeFile.temporaryPrefix(of: "a.lab") + String(gone.processIdentifier)
        let live = folder + "/" + SafeFile.temporaryPrefix(of: "a.lab") + "1"
        try "half".write(toFile: stale, atomically: false, encoding: .utf8)
        try "other".write(toFile: live, atomically: false, encoding: .utf8)
        try SafeFile.write("whole\n", to: path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    /// A FIFO, a device, a socket or a folder is refused before anything is written, with
    /// what it is; the node stays what it was (the tester's `dump all json > /dev/full`).
    @Test func aFIFOIsRefusedAndStaysAFIFO() throws {
        let folder = try TemporaryFolder.make("atomic")
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: SafeFile.Failure.notAFile(kind: "a FIFO (named pipe)")) { try SafeFile.write("x", to: fifo) }
        // Through a link too.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "pipe")
        #expect(throws: SafeFile.Failure.notAFile(kind: "a FIFO (named pipe)")) { try SafeFile.write("x", to: folder + "/link") }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(throws: SafeFile.Failure.notAFile(kind: "a folder")) { try SafeFile.write("x", to: folder) }
        #expect(SafeFile.Failure.notAFile(kind: "a device").message(naming: "/dev/full")
            == "cannot write '/dev/full': it is a device, not a regular file; nothing was written")
        // Nothing was produced for a refused path.
        var ran = false
        #expect(throws: SafeFile.Failure.self) { try SafeFile.replace(fifo) { _ in ran = true } }
        #expect(!ran)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link", "pipe"])
    }

    /// A read-only file is refused (even for root, whose access() says yes) and kept.
    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/t.lab"
        try SafeFile.write("old\n", to: path)
        chmod(path, 0o444)
        #expect(throws: SafeFile.Failure.readOnly) { try SafeFile.write("new\n", to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(SafeFile.Failure.readOnly.message(naming: "t.lab") == "cannot write 't.lab': t.lab is read-only; nothing was written")
    }

    /// A new file gets 0666 less the umask (0644 under the usual 022).
    @Test func aNewFileGetsTheUsualMode() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/new.lab"
        let mask = umask(0o022)
        defer { umask(mask) }
        try SafeFile.write("x\n", to: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o644)
    }

    /// A producer's failure removes its temporary file and leaves the old file.
    @Test func aFailedProducerLeavesTheOldFile() throws {
        let folder = try TemporaryFolder.make("atomic")
        let path = folder + "/a.svg"
        try SafeFile.write("old\n", to: path)
        #expect(throws: SafeFile.Failure.producer(reason: "no")) {
            try SafeFile.replace(path) { temporary throws(SafeFile.Failure) in
                try SafeFile.create(temporary, "half")
                throw .producer(reason: "no")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.svg"])
    }
}

/// Where a test run may write.
@Suite("Write scope")
struct WriteScopeTests {
    @Test func aConfinedRunWritesOnlyInsideItsFolder() throws {
        #expect(try WriteScope.confine("a.svg", to: "/tmp/run") == "/tmp/run/a.svg")
        #expect(try WriteScope.confine("frames/../b.svg", to: "/tmp/run") == "/tmp/run/b.svg")
        for path in ["/tmp/x", "../x", "../../x", "a/../../x", "~/x", ".", "a/.."] {
            #expect(throws: SafeFile.Failure.outsideScope(rule: WriteScope.confinedRule)) { try WriteScope.confine(path, to: "/tmp/run") }
        }
    }
}
