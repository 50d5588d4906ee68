import Commands
import Testing

/// A scene built directly in a view of the cell's size and the same scene built in a
/// prototype cell and dequeued give the same frames: the cell holds whatever the view holds.
@Suite("One scene in a view and in a prototype cell")
struct CellVersusViewTests {
    /// The scenes each comparison runs in CI.
    static let count = 150
    /// A screen without a safe area, so a view at the top of the window and a cell's content
    /// view are inset alike (nowhere); both roots get the same margins.
    static let setup = ["screen 400 900", "set window.viewRespectsSystemMinimumLayoutMargins = false"]

    /// A row of fixed height: the content view is exactly the view's size (no separator).
    @Test(arguments: seeds(count, from: 1))
    func aFixedHeightCell(seed: UInt64) throws {
        let options = SceneGenerator.Options(inCells: true)
        var direct = try SceneBuild(seed: seed, options: options, width: 360, height: 300,
                                    setup: Self.setup + ["view root frame (0, 100, 360, 300)", "set root.layoutMargins = (8, 8, 8, 8)"])
        direct.run("layout")
        #expect(direct.problems.isEmpty, "\(direct.story)")
        var cell = try SceneBuild(seed: seed, options: options, width: 360, height: 300, setup: Self.setup + [
            "table t frame (0, 0, 360, 900)", "set t.separatorStyle = none", "set t.rowHeight = 300",
            "prototype root in t", "set root.layoutMargins = (8, 8, 8, 8)",
        ])
        cell.run("rows add t 1 root")
        #expect(cell.problems.isEmpty, "\(cell.story)")
        let differences = SceneBuild.differences(direct.frames(), cell.frames(prefix: "t.cell1."), order: direct.generator.compared)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\(direct.story)")
    }

    /// A self-sizing row: the row's height is the height the view's content gives it, and
    /// every frame inside is the same.
    @Test(arguments: seeds(count, from: 101))
    func aSelfSizingCell(seed: UInt64) throws {
        let options = SceneGenerator.Options(selfSizing: true, inCells: true)
        var direct = try SceneBuild(seed: seed, options: options, width: 360, height: nil, setup: Self.setup + [
            "view root", "set root.layoutMargins = (8, 8, 8, 8)",
            "root.leading == window.leading; root.top == window.top + 100; root.width == 360",
        ])
        direct.run("layout")
        #expect(direct.problems.isEmpty, "\(direct.story)")
        var cell = try SceneBuild(seed: seed, options: options, width: 360, height: nil, setup: Self.setup + [
            "table t frame (0, 0, 360, 900)", "set t.separatorStyle = none", "set t.estimatedRowHeight = 0",
            "prototype root in t", "set root.layoutMargins = (8, 8, 8, 8)",
        ])
        cell.run("rows add t 1 root")
        #expect(cell.problems.isEmpty, "\(cell.story)")
        let height = direct.harness.run("print root.frame.height")
        let row = cell.harness.run("print t.cell1.frame.height")
        #expect(height.map { $0.replacingOccurrences(of: "root.", with: "") } == row.map { $0.replacingOccurrences(of: "t.cell1.", with: "") },
                "\(direct.story)\n\(cell.story)")
        let differences = SceneBuild.differences(direct.frames(), cell.frames(prefix: "t.cell1."), order: direct.generator.compared)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\(direct.story)")
    }
}
