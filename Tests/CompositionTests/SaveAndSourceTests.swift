import Commands
import Foundation
import PluginTesting
import TestSupport
import Testing

/// A scene saved (`save`) and sourced in a new session is the same scene: its frames, its
/// constraints and its tree.
@Suite("One scene saved and sourced")
struct SaveAndSourceTests {
    static let count = 100

    @Test(arguments: seeds(count, from: 401))
    func savedAndSourced(seed: UInt64) throws {
        let folder = try TemporaryFolder.make("composition")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var scene = try SceneBuild(seed: seed, options: SceneGenerator.Options(), width: 360, height: 500, setup: [
            "screen iPhone8", "view root frame (0, 40, 360, 500)",
        ])
        scene.run("layout", "save \(folder)/scene.lab")
        #expect(scene.problems.isEmpty, "\(scene.story)")
        let copy = try Harness()
        let sourced = copy.run("source \(folder)/scene.lab", "layout")
        #expect(!sourced.contains { $0.contains("error: ") }, "\(sourced)")
        let reads = ["tree", "constraints"]
        #expect(scene.harness.run(reads) == copy.run(reads), "\(scene.story)")
        let frames = scene.generator.compared.map { copy.run("print \($0).frame") }
        #expect(scene.generator.compared.map { scene.harness.run("print \($0).frame") } == frames, "\(scene.story)")
    }
}
