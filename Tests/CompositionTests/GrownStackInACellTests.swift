import Commands
import Foundation
import PluginTesting
import TestSupport
import Testing

/// A stack in a prototype cell, grown a view a line, undone and redone, then saved and
/// sourced in a new session, against the same stack arranged in one line: the rows, the
/// cells and the arranged views come out the same. A guard of results across features: the
/// prototype is measured, and each cell copies it whole, so no cell's engine grows the stack
/// a view at a time, and the tableau's size is `StackRebuildTests`' to check (a mutant
/// without `Solver.redefineFromRow` passes this test and fails those).
@Suite("A stack grown a view a line in a prototype cell, saved and sourced")
struct GrownStackInACellTests {
    /// A horizontal stack of `count` labels across a 320 pt cell, pinned 16 pt in and 8 pt
    /// down; the rows size themselves from the labels' 20.5 pt line (17 pt system font).
    static func setup(_ distribution: String) -> [String] {
        [
            "screen statusbar=hidden", "table t frame (0, 0, 320, 568)", "prototype Cell in t",
            "stack row in Cell spacing=4 distribution=\(distribution)",
            "vfl \"H:|-16-[row]-16-|\" in Cell; vfl \"V:|-8-[row]-8-|\" in Cell",
        ]
    }

    static let count = 8
    static var labels: [String] { (1...count).map { "label l\($0) \"\(String(repeating: "w", count: $0))\"" } }
    static let reads = [
        "print t.cell1.frame t.cell2.frame",
        "print " + (1...count).map { "t.cell2.l\($0).frame" }.joined(separator: " "),
        "constraints t.cell2.row",
    ]

    @Test(arguments: ["fill", "fillEqually", "equalSpacing"])
    func grownSavedAndSourcedIsArrangedInOneLine(distribution: String) throws {
        let folder = try TemporaryFolder.make("grown-stack")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grown = try Harness()
        grown.run(Self.setup(distribution) + Self.labels)
        for index in 1...Self.count { grown.run("arrange l\(index) in row") }
        grown.run("rows add t 2 Cell")
        // The last arrangement taken back and made again: the same state.
        grown.run("undo", "undo", "redo", "redo")
        let saved = grown.run("save \(folder)/grown.lab")
        #expect(saved.first?.hasPrefix("saved") == true, "\(saved)")

        let sourced = try Harness()
        let sourcing = sourced.run("source \(folder)/grown.lab")
        #expect(!sourcing.contains { $0.contains("error: ") }, "\(sourcing)")

        let oneLine = try Harness()
        oneLine.run(Self.setup(distribution) + Self.labels)
        oneLine.run("arrange " + (1...Self.count).map { "l\($0)" }.joined(separator: " ") + " in row")
        oneLine.run("rows add t 2 Cell")

        let expected = oneLine.run(Self.reads)
        #expect(grown.run(Self.reads) == expected, "\(distribution): grown")
        #expect(sourced.run(Self.reads) == expected, "\(distribution): sourced")
        // Each row holds the content's height: 8 + 20.5 + 8 = 36.5, and the separator's
        // pixel, 37 (as in the stack-view-in-a-cell transcript).
        #expect(expected.first == "t.cell1.frame = (0, 0, 320, 37)", "\(expected)")
        if distribution == "fillEqually" {
            // 320 - 16 - 16 = 288 pt for 8 views and 7 gaps of 4: (288 - 28) / 8 = 32.5 each,
            // the last at 7 x (32.5 + 4) = 255.5.
            #expect(expected.contains("t.cell2.l8.frame = (255.5, 0, 32.5, 20.5)"), "\(expected)")
        }
    }
}
