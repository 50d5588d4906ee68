import Commands
import Foundation
import PluginTesting
import TestSupport
import Testing

/// One random scene (``SceneGenerator``) built in a session, and the frames of what it made:
/// the tests build the same lines two ways and compare.
struct SceneBuild {
    let seed: UInt64
    let generator: SceneGenerator
    let harness: Harness
    /// Every line the session printed, to show when a comparison fails.
    private(set) var transcript: [String] = []

    /// A session over every standard plugin with `setup` run, then the scene's lines; the
    /// scene's own lines must raise no error and no conflict.
    init(seed: UInt64, options: SceneGenerator.Options, root: String = "root", width: Double, height: Double?,
         setup: [String]) throws {
        self.seed = seed
        harness = try Harness()
        var generator = SceneGenerator(random: SplitMix64(seed: seed), ingredients: harness.registry.sceneIngredients, options: options)
        generator.fill(root: root, width: width, height: height)
        self.generator = generator
        for line in setup { transcript += [">" + line] + harness.run(line) }
        for line in generator.lines { transcript += [">" + line] + harness.run(line) }
    }

    /// The scene's lines with what they printed, for a failure's message.
    var story: String {
        "seed \(seed):\n" + transcript.joined(separator: "\n")
    }

    /// Runs `lines` after the scene.
    mutating func run(_ lines: String...) {
        for line in lines { transcript += [">" + line] + harness.run(line) }
    }

    /// Whether anything the lines printed is an error or a conflict.
    var problems: [String] {
        transcript.filter { $0.contains("error: ") || $0.contains("Unable to simultaneously satisfy") }
    }

    /// The frames of the compared names, each read through `prefix` (`t.cell1.` for a cell's
    /// copies), keyed by the name as generated.
    func frames(prefix: String = "") -> [String: String] {
        var frames: [String: String] = [:]
        for name in generator.compared {
            let line = harness.run("print \(prefix)\(name).frame").first ?? ""
            frames[name] = line.split(separator: "=", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? line
        }
        return frames
    }

    /// The names whose frames differ, with both frames.
    static func differences(_ one: [String: String], _ other: [String: String], order: [String]) -> [String] {
        order.compactMap { name in one[name] == other[name] ? nil : "\(name): \(one[name] ?? "-") vs \(other[name] ?? "-")" }
    }
}

/// The seeds a comparison runs: `count` of them, the same on every run (a failure names its
/// seed, which reproduces it). `LAYOUTLAB_SCENES=N` runs N times as many, for a longer search
/// outside CI.
func seeds(_ count: Int, from first: UInt64) -> [UInt64] {
    let factor = ProcessInfo.processInfo.environment["LAYOUTLAB_SCENES"].flatMap { Int($0) }.map { max(1, min($0, 1000)) } ?? 1
    return (0..<UInt64(count * factor)).map { first &+ $0 &* 7919 }
}
