import Foundation
import PluginTesting
import TestSupport
import Testing

/// A line that fails while recording goes into the transcript with its error as expected
/// output (it replays as that error): the shell says so, and the note is not recorded.
@Suite("Recording a failed line")
struct RecordedErrorTests {
    @Test func aFailedLineIsRecordedWithANote() throws {
        let folder = try TemporaryFolder.make("record-error")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try Harness(plugins: ["ViewCommands"], directory: folder)
        _ = harness.run("record failed.lab", "view a")
        let output = harness.run("set a.nope = 1")
        #expect(output.last?.hasPrefix("note: failed.lab keeps this error as the line's expected output") == true, "\(output)")
        _ = harness.run("view b", "record stop")
        let recorded = try String(contentsOfFile: folder + "/failed.lab", encoding: .utf8)
        #expect(recorded.contains("error: a has no property 'nope'"))
        #expect(!recorded.contains("note:"))
        #expect(recorded.contains("  > view b"))
    }

    /// A recording that can no longer be written (here made read-only, which the safe writer
    /// refuses even for root) is said after the line, not dropped in silence.
    @Test func aRecordingThatCannotBeWrittenIsSaid() throws {
        let folder = try TemporaryFolder.make("record-fails")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try Harness(plugins: ["ViewCommands"], directory: folder)
        _ = harness.run("record kept.lab")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder + "/kept.lab")
        let output = harness.run("view a")
        #expect(output.last?.hasPrefix("warning: the recording was not written:") == true, "\(output)")
        #expect(output.last?.contains("read-only") == true, "\(output)")
    }
}
