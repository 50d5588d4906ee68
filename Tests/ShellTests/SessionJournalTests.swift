import Foundation
@testable import Shell
import Testing

/// The journal of typed lines a crash leaves, and how the next start finds it.
@Suite("Session journal")
struct SessionJournalTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func anOrphanIsTheJournalOfAProcessThatIsGone() throws {
        let folder = try SessionJournalTests.folder()
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
        let folder = try SessionJournalTests.folder()
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
