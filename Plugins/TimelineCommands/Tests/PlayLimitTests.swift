import Foundation
import PluginTesting
import Testing
import Timeline

/// `play`'s numbers from input: to= and fps= out of range are refused without trapping, and
/// its frame limit is render's (the same count of frames, the same message).
@Suite("play: ranges and the frame limit")
struct PlayLimitTests {
    /// Each refused with the range it broke, the model as it was.
    @Test func outOfRangeNumbersAreRefused() throws {
        let cases = [
            ("play to=1e308 fps=1 box.alpha", "expected to= from 0 to 86400, found '1e308'"),
            ("play to=9223372036854775807 box.alpha", "expected to= from 0 to 86400, found '9223372036854775807'"),
            ("play to=1e19 box.alpha", "expected to= from 0 to 86400, found '1e19'"),
            ("play to=1 fps=1e-320 box.alpha", "expected fps= from 1 to 1000, found '1e-320'"),
            ("play to=1 fps=-1 box.alpha", "expected fps= from 1 to 1000, found '-1'"),
            ("play to=1 fps=0.5 box.alpha", "expected fps= from 1 to 1000, found '0.5'"),
            ("play to=1 fps=nan box.alpha", "expected a number after 'fps=', found 'nan'"),
        ]
        for (line, message) in cases {
            let harness = try Harness()
            harness.run("view box frame (0, 0, 10, 10)")
            let before = harness.fingerprint
            #expect(harness.error(line)?.hasPrefix(message) == true, "\(line): \(harness.run(line))")
            #expect(harness.fingerprint == before, "\(line) changed the model")
        }
    }

    /// 9,999 s at 1 fps: frames at 0, 1, ..., 9999, which is 10,000 lines (the limit).
    @Test func playPrintsAtMostTenThousandFrames() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 10, 10)")
        let lines = harness.run("play to=9999 fps=1 box.alpha")
        #expect(lines.count == Timeline.maximumFrames)
        #expect(lines.first == "0 s: 1")
        #expect(lines.last == "9999 s: 1")
    }

    /// 10,000 s at 1 fps would be 10,001 frames (0...10000): refused by play and by render
    /// with the same words.
    @Test func playAndRenderRefuseTheSameCountWithTheSameMessage() throws {
        let expected = "expected at most 10000 frames (fewer fps or a nearer to=), found 10001 frames"
        let harness = try Harness()
        harness.run("view box frame (0, 0, 10, 10)")
        #expect(harness.error("play to=10000 fps=1 box.alpha") == expected)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playlimit-\(UUID().uuidString)").path
        #expect(harness.error("render box --frames \(folder) --fps 1 to=10000") == expected)
        #expect(!FileManager.default.fileExists(atPath: folder))
        // The same span one frame shorter passes the count: 9,999 s at 1 fps is 10,000 frames.
        #expect(Timeline.frameCount(from: 0, to: 9999, fps: 1) == 10_000)
        #expect(Timeline.frameCount(from: 0, to: 0.5, fps: 4) == 3)
    }
}
