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
}
