import Commands
import Foundation
import Layout
import PluginTesting
import Testing
import TestSupport
import Transcripts

/// `export swift` then `import swift` gives back the same scene: for the final scene of every
/// transcript and lesson, each view the export makes comes back with its class, superview,
/// hidden, alpha, translation and label text and lines, each constraint with its equation,
/// priority, identifier and activity, and, where the export carries everything that sizes the
/// scene (no comment in its body saying what it leaves out: an intrinsic size only a subclass
/// can report, an image, a table's rows), the same frames after layout.
@Suite struct SwiftRoundTripTests {
    static let root = Harness.packageRoot.path

    /// Every transcript and lesson: Scripts/transcripts, Scripts/lessons and each plugin's
    /// Transcripts/ (as Scripts/test replays them).
    static func labFiles() -> [String] {
        var files: [String] = []
        let plugins = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Plugins")) ?? []
        for folder in ["Scripts/transcripts", "Scripts/lessons"] + plugins.sorted().map({ "Plugins/\($0)/Transcripts" }) {
            let base = root + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let path as String in walker where path.hasSuffix(".lab") { files.append(base + "/" + path) }
        }
        return files.sorted()
    }

    /// Runs the commands of a transcript in a fresh session, writes confined to a temporary folder.
    static func replay(_ path: String, folder: String) throws -> Harness {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try Harness(session: Session(screen: .iPhone320x568), file: path, directory: (path as NSString).deletingLastPathComponent)
        harness.session.writeScope = .confined(folder: folder)
        let runner = TranscriptRunner(oldName: "a", newName: "b")
        _ = runner.run(text) { command, line in harness.interpreter.run(line: command, number: line).flatMap { $0.rendered(file: path) } }
        return harness
    }

    static func output(_ harness: Harness, _ line: String) -> [String] {
        harness.interpreter.run(line: line, number: 1).flatMap { $0.rendered(file: "round-trip") }
    }

    /// What a view shows that the export writes; a label's text only when `asLabel` (a view
    /// imported from a log that printed the class UILabel is not the model's label).
    static func describe(_ view: View, asLabel: Bool) -> String {
        var text = "\(view.className) in \(view.superview?.name ?? "nil") hidden=\(view.isHidden) alpha=\(view.alpha) "
            + "translates=\(view.translatesAutoresizingMaskIntoConstraints)"
        if asLabel, let label = view as? Label { text += " text=\(label.text) lines=\(label.numberOfLines) font=\(label.fontSize)" }
        return text
    }

    /// A margin attribute and the margins guide's anchor are one position in UIKit: the export
    /// writes `layoutMarginsGuide.leadingAnchor` for `leadingMargin`.
    static func describe(_ constraint: LayoutConstraint) -> String {
        var text = constraint.scriptForm
        for (guide, attribute) in [("leading", "leadingMargin"), ("trailing", "trailingMargin"), ("top", "topMargin"), ("bottom", "bottomMargin"),
                                   ("left", "leftMargin"), ("right", "rightMargin"), ("centerX", "centerXWithinMargins"),
                                   ("centerY", "centerYWithinMargins")] {
            text = text.replacingOccurrences(of: ".layoutMarginsGuide.\(guide) ", with: ".\(attribute) ")
            if text.hasSuffix(".layoutMarginsGuide.\(guide)") { text = String(text.dropLast(".layoutMarginsGuide.\(guide)".count)) + ".\(attribute)" }
        }
        return "\(text) id=\(constraint.identifier ?? "nil") active=\(constraint.isActive)"
    }

    @Test func everyTranscriptsFinalSceneComesBack() throws {
        let folder = try TemporaryFolder.make("layoutlab-round-trip")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var failures: [String] = []
        var scenes = 0
        var framesCompared = 0
        var viewsCompared = 0
        var constraintsCompared = 0
        var notExported: [String] = []
        var emptyScenes = 0
        let files = Self.labFiles()
        #expect(files.contains { $0.contains("/Plugins/") }, "the plugins' transcripts are found")
        for path in files {
            let original = try Self.replay(path, folder: folder)
            let exported = Self.output(original, "export swift")
            guard exported.first?.hasPrefix("// LayoutLab: export swift") == true else {
                notExported.append("\(String(path.dropFirst(Self.root.count + 1))): \(exported.first ?? "nothing")")
                continue
            }
            let file = folder + "/RoundTrip.swift"
            try exported.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
            let copy = try Harness(session: Session(screen: original.session.scene.screen), file: "copy")
            copy.session.writeScope = .confined(folder: folder)
            let imported = Self.output(copy, "import swift \(file)")
            let name = String(path.dropFirst(Self.root.count + 1))
            // A scene with no view (a transcript that ends by clearing it, or changes only
            // traits) exports a file with nothing to import: it comes back as it was, empty.
            if original.session.scene.window.subviews.isEmpty, imported.contains(where: { $0.contains("error: nothing to import") }) {
                emptyScenes += 1
                continue
            }
            if imported.contains(where: { $0.contains("error: ") }) {
                failures.append("\(name): \(imported.first { $0.contains("error: ") } ?? "")")
                continue
            }
            scenes += 1
            _ = Self.output(original, "layout")
            _ = Self.output(copy, "layout")
            let body = exported.drop { !$0.hasPrefix("@MainActor") }
            let comments = body.filter { $0.hasPrefix("    //") }
            let complete = comments.isEmpty
            // A view a comment names is one the export says it cannot make as it is (a class of
            // the app's or UIKit's private one, a frame the log printed): its place is compared.
            let commented = Set(comments.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init) })
            for line in body {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("let "), let equals = trimmed.range(of: " = ") else { continue }
                let codeName = String(trimmed.dropFirst(4)[..<equals.lowerBound])
                if let view = original.session.scene.view(named: codeName) {
                    viewsCompared += 1
                    guard let back = copy.session.scene.view(named: codeName) else {
                        failures.append("\(name): view \(codeName) did not come back")
                        continue
                    }
                    if commented.contains(codeName) {
                        if view.superview?.name != back.superview?.name { failures.append("\(name): \(codeName) came back in \(back.superview?.name ?? "nil")") }
                        continue
                    }
                    // A log's UISegmentedControl prints no segments, and `UISegmentedControl()` has
                    // none; the model's segmented control has at least one, so it comes back as a
                    // UIView of no size (the import says so).
                    if view.className == "UISegmentedControl", !(view is SegmentedControl), back.className == "UIView" { continue }
                    let asLabel = view is Label
                    if Self.describe(view, asLabel: asLabel) != Self.describe(back, asLabel: asLabel) {
                        failures.append("\(name): \(codeName): \(Self.describe(view, asLabel: asLabel)) came back as \(Self.describe(back, asLabel: asLabel))")
                    }
                    if complete {
                        framesCompared += 1
                        if view.frame != back.frame { failures.append("\(name): \(codeName).frame \(view.frame) came back as \(back.frame)") }
                    }
                } else if let constraint = original.session.scene.constraint(named: codeName) {
                    constraintsCompared += 1
                    guard let back = copy.session.scene.constraint(named: codeName) else {
                        failures.append("\(name): constraint \(codeName) did not come back")
                        continue
                    }
                    if Self.describe(constraint) != Self.describe(back) {
                        failures.append("\(name): \(codeName): \(Self.describe(constraint)) came back as \(Self.describe(back))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differences:\n\(failures.joined(separator: "\n"))")
        // Enough to mean something: most transcripts and lessons end with a scene to export.
        #expect(scenes > 40, "\(scenes) scenes")
        print("round trip: \(files.count) transcripts and lessons, \(scenes) scenes (\(emptyScenes) more empty), \(viewsCompared) views, \(constraintsCompared) constraints, "
              + "\(framesCompared) frames compared; not exported (\(notExported.count)):\n" + notExported.joined(separator: "\n"))
    }
}
