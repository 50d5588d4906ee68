import Foundation
import Commands
import Testing

/// A scene laid out left to right, then in a right-to-left language (`screen rtl`): every
/// frame is mirrored in its superview (x becomes the superview's width less x and the
/// width), since the scene places things by leading and trailing only
/// (``SceneGenerator/Options/directional``) and its views' margins are the same on both sides.
///
/// Each edge within a pixel: frames are rounded to the pixel grid after layout, edge by edge,
/// and an edge that falls exactly between two pixels rounds the same way in either direction,
/// so a centred view whose exact x is 159.75 is at 160 both ways, not at 360 - 160 - 40.5 =
/// 159.5.
@Suite("One scene left to right and mirrored")
struct MirrorTests {
    static let count = 150

    @Test(arguments: seeds(count, from: 201))
    func aSceneMirrors(seed: UInt64) throws {
        var scene = try SceneBuild(seed: seed, options: SceneGenerator.Options(directional: true), width: 360, height: 400, setup: [
            "screen 400 900", "view root frame (20, 100, 360, 400)",
        ])
        scene.run("layout")
        #expect(scene.problems.isEmpty, "\(scene.story)")
        let before = scene.frames()
        scene.run("screen rtl", "layout")
        let after = scene.frames()
        var widths: [String: Double] = ["root": 360]
        var mismatches: [String] = []
        for name in scene.generator.compared {
            guard let left = Frame(before[name]), let right = Frame(after[name]) else {
                mismatches.append("\(name): \(before[name] ?? "-") / \(after[name] ?? "-")")
                continue
            }
            widths[name] = left.width
            let superview = scene.harness.run("print \(name).superview").first?.split(separator: "=").last
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? "root"
            let parentWidth = widths[superview] ?? Frame(scene.harness.run("print \(superview).frame").first?
                .split(separator: "=", maxSplits: 1).last.map(String.init))?.width ?? 360
            let mirrored = Frame(x: parentWidth - left.x - left.width, y: left.y, width: left.width, height: left.height)
            if !mirrored.isWithinAPixel(of: right) { mismatches.append("\(name): \(left) mirrored in \(parentWidth) is \(mirrored), not \(right)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))\n\(scene.story)")
    }
}

/// A printed frame, `(x, y, width, height)`.
struct Frame: Equatable, CustomStringConvertible {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init?(_ text: String?) {
        guard let text else { return nil }
        let numbers = text.trimmingCharacters(in: CharacterSet(charactersIn: " ()")).split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    var description: String { "(\(x), \(y), \(width), \(height))" }

    /// The same y and height, and the left and right edges each within a pixel of a 2x
    /// screen (half a point).
    func isWithinAPixel(of other: Frame) -> Bool {
        abs(x - other.x) <= 0.5 && abs((x + width) - (other.x + other.width)) <= 0.5 && y == other.y && height == other.height
    }
}
