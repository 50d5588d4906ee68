import Commands
import Testing

/// A scene built in portrait and turned to landscape, and the same scene built in landscape,
/// give the same frames: nothing a view remembers from its first layout (a label's wrap
/// width, a guide's insets, a table's heights) outlives the turn.
@Suite("One scene turned, and built turned")
struct RotationTests {
    static let count = 100
    static let devices = ["iPhone8", "iPhoneX", "iPhone15"]

    @Test(arguments: seeds(count, from: 301))
    func turnedOrBuiltTurned(seed: UInt64) throws {
        let device = Self.devices[Int(seed % UInt64(Self.devices.count))]
        // The root fills the window, so it takes the screen's size; the scene is planned for
        // the shorter side, which it has in both orientations.
        let root = ["view root", "vfl \"H:|[root]|\"", "vfl \"V:|[root]|\""]
        var turned = try SceneBuild(seed: seed, options: SceneGenerator.Options(), width: 375, height: 375,
                                    setup: ["screen \(device)"] + root)
        turned.run("layout", "screen landscape", "layout")
        #expect(turned.problems.isEmpty, "\(turned.story)")
        var built = try SceneBuild(seed: seed, options: SceneGenerator.Options(), width: 375, height: 375,
                                   setup: ["screen \(device) landscape"] + root)
        built.run("layout")
        let differences = SceneBuild.differences(turned.frames(), built.frames(), order: turned.generator.compared)
        #expect(differences.isEmpty, "\(device): \(differences.joined(separator: "\n"))\n\(turned.story)")
    }
}
