import Commands
import Foundation
import Layout
import PluginTesting
import Testing
import TestSupport
import Transcripts
@testable import FixCommands

/// A trial reads only what it changed (``TrialBaseline/read(after:in:)``), and says what a read
/// of the whole scene says: the same fixes, ranked the same, with the same frames, ambiguity
/// and unseen content. One scene evaluated both ways, at every `fixes` of every transcript and
/// lesson and at the end of each, for every broken constraint of the scene there, and on
/// random columns.
@Suite("fixes: trials read what they changed")
struct TrialReadingTests {
    /// Everything `fixes` shows of its findings, in their order.
    static func describe(_ findings: ConflictFixes.Findings) -> [String] {
        findings.tried.map { fix in
            let outcome = fix.outcome
            return "\(fix.summary) note=\(fix.note ?? "-") resolves=\(outcome.resolves)"
                + " conflicts=\(outcome.newConflicts.map { $0.conflicting.map(\.name) + [$0.broken.name] })"
                + " frames=\(outcome.frameChanges.map(\.line)) ambiguous=\(outcome.newAmbiguity)"
                + " unseen=\(outcome.hiddenContent.map(\.why))"
        } + findings.untouched.map { "never: \($0.constraint.name) \($0.reason)" }
    }

    /// Both readings for every conflict of the scene: the differences, as messages.
    static func compareReadings(in scene: Scene, at place: String) -> (conflicts: Int, differences: [String]) {
        var conflicts = 0
        var differences: [String] = []
        for broken in scene.brokenConstraints.sorted(by: { $0.name < $1.name }) {
            guard let conflict = ConflictFixes.conflict(of: broken, in: scene) else { continue }
            conflicts += 1
            let changes = describe(ConflictFixes.find(conflict, in: scene, reading: .changes))
            let whole = describe(ConflictFixes.find(conflict, in: scene, reading: .wholeScene))
            if changes != whole {
                let first = zip(changes, whole).first { $0 != $1 }.map { "\n  changes: \($0.0)\n  whole:   \($0.1)" } ?? " (\(changes.count) vs \(whole.count) lines)"
                differences.append("\(place), conflict at \(broken.name):\(first)")
            }
        }
        return (conflicts, differences)
    }

    static func labFiles() -> [String] {
        let root = Harness.packageRoot.path
        var files: [String] = []
        var folders = ["Scripts/transcripts", "Scripts/lessons"]
        if let plugins = try? FileManager.default.contentsOfDirectory(atPath: root + "/Plugins") {
            folders += plugins.sorted().map { "Plugins/\($0)/Transcripts" }
        }
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".lab") { files.append(root + "/" + folder + "/" + path) }
        }
        return files.sorted()
    }

    /// Whether a command runs `fixes` for a conflict (not `fixes apply`, not `fixes ambiguity`).
    static func listsConflictFixes(_ command: String) -> Bool {
        let words = command.split(separator: " ")
        return words.first == "fixes" && words.dropFirst().first.map { $0 != "apply" && $0 != "ambiguity" } ?? true
    }

    @Test func everyTranscriptsFixesReadTheSameBothWays() throws {
        let folder = try TemporaryFolder.make("layoutlab-trial-reading")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var places = 0, conflicts = 0
        var differences: [String] = []
        for path in Self.labFiles() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let harness = try Harness(session: Session(screen: .iPhone320x568), file: path, directory: (path as NSString).deletingLastPathComponent)
            harness.session.writeScope = .confined(folder: folder)
            let runner = TranscriptRunner(oldName: "a", newName: "b")
            _ = runner.run(text) { command, line in
                if Self.listsConflictFixes(command) {
                    places += 1
                    let found = Self.compareReadings(in: harness.scene, at: "\(path):\(line)")
                    conflicts += found.conflicts
                    differences += found.differences
                }
                return harness.interpreter.run(line: command, number: line).flatMap { $0.rendered(file: path) }
            }
            // And every transcript's last scene, with whatever conflicts it ends with (tables and
            // collection views among them, whose cells a trial may make again).
            let found = Self.compareReadings(in: harness.scene, at: "\(path), at the end")
            conflicts += found.conflicts
            differences += found.differences
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // Eleven `fixes` in eight transcripts and lessons today, and a dozen conflicts at least.
        #expect(places >= 10)
        #expect(conflicts >= 12)
    }

    /// Random columns (``RandomizedFixesTests/column(seed:)``), each laid out and then tried
    /// both ways.
    @Test func randomColumnsReadTheSameBothWays() throws {
        var conflicts = 0
        var differences: [String] = []
        for seed in UInt64(0)..<40 {
            let harness = try Harness()
            harness.run(RandomizedFixesTests.column(seed: seed))
            let found = Self.compareReadings(in: harness.scene, at: "seed \(seed)")
            conflicts += found.conflicts
            differences += found.differences
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(conflicts >= 10)
    }

    /// A conflict in a container placed by its frame reaches no view of another such
    /// container: a trial there costs the conflict, not the scene.
    @Test func aTrialInAFramedContainerLooksOnlyThere() throws {
        let harness = try Harness()
        harness.run(["view box frame (0, 0, 320, 16)", "view others frame (0, 100, 320, 400)"])
        for index in 0..<2 {
            harness.run(["view v\(index) in box", "set v\(index).translatesAutoresizingMaskIntoConstraints = false",
                         "v\(index).leading == box.leading", "v\(index).width == 100", "v\(index).height == 8",
                         index == 0 ? "v0.top == box.top" : "v1.top == v0.bottom + 2"])
        }
        harness.run(["box.bottom == v1.bottom"])
        for index in 0..<20 {
            harness.run(["view b\(index) in others", "set b\(index).translatesAutoresizingMaskIntoConstraints = false",
                         "b\(index).leading == others.leading + \(index)", "b\(index).top == others.top + \(index)",
                         "b\(index).width == 10", "b\(index).height == 10"])
        }
        let scene = harness.scene
        scene.layoutIfNeeded()
        let broken = try #require(scene.brokenConstraints.first)
        let graph = scene.constraintGraph()
        let start = scene.changeJournal.checkpoint()
        let watch = scene.watchChanges()
        scene.deactivate(broken)
        try scene.activate(broken)
        scene.layoutIfNeeded()
        scene.endWatch()
        let reached = scene.viewsWhoseAmbiguityMayHaveChanged(watch, since: graph).map(\.name)
        _ = scene.takeReports()
        scene.changeJournal.rollback(to: start)
        #expect(!reached.isEmpty)
        #expect(reached.allSatisfy { name in name != "others" && !(name.first == "b" && Int(name.dropFirst()) != nil) }, "\(reached)")
        #expect(Self.compareReadings(in: scene, at: "framed").differences.isEmpty)
    }
    /// A change to the constraint that holds a variable at a constant walks on from that
    /// variable: taking `a.width == 100` out lets `a.width` and the `b.width` tied to it move,
    /// so both views are read (the walk stops at a variable held at a constant only when no
    /// change holds it).
    @Test func aChangedHoldOnAVariableIsWalkedThrough() throws {
        let harness = try Harness()
        harness.run(["view box frame (0, 0, 320, 100)"])
        for (name, top) in [("a", 0), ("b", 20)] {
            harness.run(["view \(name) in box", "set \(name).translatesAutoresizingMaskIntoConstraints = false",
                         "\(name).leading == box.leading", "\(name).top == box.top + \(top)", "\(name).height == 10"])
        }
        // Added last, `b.width == a.width` meets the two others; the rule breaks `b.width <= 80`,
        // so `a.width == 100` holds a.width at a constant in the graph.
        harness.run(["b.width <= 80", "a.width == 100", "b.width == a.width"])
        let scene = harness.scene
        scene.layoutIfNeeded()
        let hold = try #require(scene.constraints.first { $0.equation == "a.width == 100" })
        let graph = scene.constraintGraph()
        let start = scene.changeJournal.checkpoint()
        let watch = scene.watchChanges()
        scene.deactivate(hold)
        scene.layoutIfNeeded()
        scene.endWatch()
        let reached = Set(scene.viewsWhoseAmbiguityMayHaveChanged(watch, since: graph).map(\.name))
        _ = scene.takeReports()
        scene.changeJournal.rollback(to: start)
        #expect(reached.isSuperset(of: ["a", "b"]), "\(reached)")
        let compared = Self.compareReadings(in: scene, at: "held")
        #expect(compared.conflicts == 1)
        #expect(compared.differences.isEmpty, "\(compared.differences)")
    }
}
