import Foundation
import Testing
@testable import Transcripts
import TestSupport

@Suite("Transcript unified diffs")
struct TranscriptDiffTests {
    private let fifty = (1...50).map { "line \($0)" }

    private func diff(_ old: [String], _ new: [String]) -> [String] {
        UnifiedDiff.lines(old: old, new: new, oldName: "a/f.lab", newName: "b/f.lab")
    }

    @Test func identicalInputsGiveNoLines() {
        #expect(diff(fifty, fifty).isEmpty)
        #expect(diff([], []).isEmpty)
    }

    @Test func oneChangeInTheMiddleGivesOneHunkWithThreeLinesOfContext() {
        var new = fifty
        new[24] = "changed"
        #expect(diff(fifty, new) == [
            "--- a/f.lab",
            "+++ b/f.lab",
            "@@ -22,7 +22,7 @@",
            " line 22",
            " line 23",
            " line 24",
            "-line 25",
            "+changed",
            " line 26",
            " line 27",
            " line 28",
        ])
    }

    @Test func farApartChangesGiveTwoHunks() {
        var new = fifty
        new[4] = "five"
        new[44] = "forty-five"
        let lines = diff(fifty, new)
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -2,7 +2,7 @@", "@@ -42,7 +42,7 @@"])
    }

    @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() {
        var near = fifty
        near[10] = "x"
        near[17] = "y"
        #expect(diff(fifty, near).filter { $0.hasPrefix("@@") } == ["@@ -8,14 +8,14 @@"])
        var far = fifty
        far[10] = "x"
        far[18] = "y"
        #expect(diff(fifty, far).filter { $0.hasPrefix("@@") } == ["@@ -8,7 +8,7 @@", "@@ -16,7 +16,7 @@"])
    }

    @Test func insertionAtStart() {
        #expect(diff(["a", "b", "c", "d", "e"], ["new", "a", "b", "c", "d", "e"]) == [
            "--- a/f.lab", "+++ b/f.lab", "@@ -1,3 +1,4 @@", "+new", " a", " b", " c",
        ])
    }

    @Test func deletionAtEnd() {
        #expect(diff(["a", "b", "c", "d", "e"], ["a", "b", "c", "d"]) == [
            "--- a/f.lab", "+++ b/f.lab", "@@ -2,4 +2,3 @@", " b", " c", " d", "-e",
        ])
    }

    @Test func emptyRangesNameTheLineBefore() {
        #expect(diff([], ["a", "b"]) == ["--- a/f.lab", "+++ b/f.lab", "@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(diff(["a"], []) == ["--- a/f.lab", "+++ b/f.lab", "@@ -1 +0,0 @@", "-a"])
    }

    @Test func contextZeroAndLargeContext() {
        var new = fifty
        new[24] = "changed"
        #expect(UnifiedDiff.lines(old: fifty, new: new, oldName: "a", newName: "b", context: 0) == [
            "--- a", "+++ b", "@@ -25 +25 @@", "-line 25", "+changed",
        ])
        let all = UnifiedDiff.lines(old: fifty, new: new, oldName: "a", newName: "b", context: 100)
        #expect(all[2] == "@@ -1,50 +1,50 @@")
    }

    /// Cases where the shortest diff is unique, so the output must equal GNU `diff -u`'s.
    @Test func matchesDiffU() throws {
        guard let tool = TranscriptDiffTools() else { return }
        var cases: [([String], [String])] = []
        var middle = fifty
        middle[24] = "changed"
        cases.append((fifty, middle))
        var two = fifty
        two[4] = "five"
        two.insert("inserted", at: 30)
        two.removeLast(2)
        cases.append((fifty, two))
        cases.append((fifty, ["first"] + fifty))
        cases.append((fifty, Array(fifty.dropLast())))
        cases.append(([], ["a", "b"]))
        cases.append((["a", "b"], []))
        cases.append((fifty, Array(fifty[10..<40])))
        for (old, new) in cases {
            #expect(try tool.diffU(old, new) == UnifiedDiff.lines(old: old, new: new, oldName: "a", newName: "b"))
        }
    }

    /// Random edits of random files: `patch` must turn the old file into the new one.
    @Test func patchAcceptsTheDiff() throws {
        guard let tool = TranscriptDiffTools() else { return }
        var random = SplitMix64(seed: 7)
        for _ in 0..<25 {
            let old = (0..<random.next(below: 40)).map { _ in ["a", "b", "c", "", "d"][random.next(below: 5)] }
            var new = old
            for _ in 0..<random.next(below: 6) {
                let position = random.next(below: new.count + 1)
                switch random.next(below: 3) {
                case 0: new.insert("new \(random.next(below: 3))", at: position)
                case 1 where position < new.count: new.remove(at: position)
                default: if position < new.count { new[position] = "changed" }
                }
            }
            let lines = UnifiedDiff.lines(old: old, new: new, oldName: "a/f", newName: "b/f")
            #expect(try tool.patch(old, with: lines) == new)
        }
    }
}

/// `diff` and `patch` run on temporary files, when the machine has them.
struct TranscriptDiffTools {
    let directory: URL

    init?() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/diff"),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return nil }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("transcript-diff-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else { return nil }
    }

    func diffU(_ old: [String], _ new: [String]) throws -> [String] {
        let oldFile = try write(old, "old"), newFile = try write(new, "new")
        let output = try run("/usr/bin/diff", ["-u", "--label", "a", "--label", "b", oldFile.path, newFile.path])
        return TextLines.split(output).lines
    }

    func patch(_ old: [String], with diff: [String]) throws -> [String] {
        let file = try write(old, "target")
        let patchFile = try write(diff, "change.patch")
        _ = try run("/usr/bin/patch", ["--quiet", "--force", file.path, patchFile.path])
        return TextLines.split(try String(contentsOf: file, encoding: .utf8)).lines
    }

    private func write(_ lines: [String], _ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try TextLines.join(lines, endsWithNewline: !lines.isEmpty).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

