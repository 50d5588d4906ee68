import Foundation
import PluginTesting
import Testing
import Commands
import Layout
import Shell
import Transcripts

/// Transcripts replayed through the real interpreter and plugins.
@Suite("Transcripts replayed in a session")
struct TranscriptReplayTests {
    static let packageRoot = Harness.packageRoot

    static func registry() throws -> CommandRegistry {
        try Harness.registry(plugins: ["ViewCommands", "DumpCommands", "WhyCommands", "RenderCommands"])
    }

    static func replay(_ text: String, file: String = "header-seed.lab") throws -> TranscriptResult {
        TranscriptReplay.run(text, file: file, path: file, registry: try registry(), screen: .iPhone320x568)
    }

    static func headerTranscript() throws -> String {
        let url = packageRoot.appendingPathComponent("Scripts/transcripts/header-seed.lab")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theHeaderTranscriptPasses() throws {
        let result = try Self.replay(try Self.headerTranscript())
        #expect(result.passed)
        #expect(result.diff.isEmpty)
    }

    @Test func anEditedCopyFailsWithADiffNamingTheLines() throws {
        let text = try Self.headerTranscript()
        let edited = text.replacingOccurrences(of: "  label.lines = 2\n", with: "  label.lines = 3\n")
        try #require(edited != text)
        let result = try Self.replay(edited)
        #expect(!result.passed)
        #expect(result.diff.prefix(2) == ["--- a/header-seed.lab", "+++ b/header-seed.lab"])
        #expect(result.diff.contains("-  label.lines = 3"))
        #expect(result.diff.contains("+  label.lines = 2"))
        // Only the edited line changes: one line out, one line in.
        #expect(result.diff.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 1)
        #expect(result.diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1)
        // Updating writes back exactly the file that passes.
        #expect(result.actualText == text)
    }

    @Test func aRecordedSessionReplaysWithoutEdits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("session.lab").path
        let interpreter = Interpreter(registry: try Self.registry(), session: Session(), file: "<stdin>")
        let lines = [
            "view header frame (0, 0, 320, 100)",
            "record \"\(path)\"",
            "view box in header; label title in box \"Hello, world\"",
            "vfl \"H:|-8-[box]-8-|\" in header",
            "box.top == header.top + 4; box.bottom == header.bottom - 4",
            "constrain title.center == box.center",
            "print title.frame box.frame nosuch.frame",
            "set box.alpha = 2",
            "help undo",
            "undo",
            "print box.frame",
            "record stop",
        ]
        for (index, line) in lines.enumerated() { _ = interpreter.run(line: line, number: index + 1) }
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded.contains("  > view header frame (0, 0, 320, 100)"))
        #expect(recorded.contains("error:"))
        let result = try Self.replay(recorded, file: "session.lab")
        #expect(result.passed, "diff:\n\(result.diff.joined(separator: "\n"))")
    }
}
