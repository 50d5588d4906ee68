import Foundation
@testable import ImportCommands
import PluginTesting
import Testing
import TestSupport

/// A stream of conflicting constraints, imported in one line and typed a line at a time, makes
/// the same scene: one scene built two ways. Each new width of a view conflicts with the view's
/// last and breaks it (the rule breaks the first size against a constant), so this is the path
/// where the engine re-solves once per break (Solver+DeferredOptimization).
@Suite struct ConflictStreamTests {
    /// Width k of view k mod 5: values up and down (37 k mod 101), none repeated on a view.
    static let widths: [(view: Int, width: Int)] = (0..<60).map { k in (k % 5, 10 + (37 * k) % 101) }
    static func name(_ index: Int) -> String { index == 0 ? "view" : "view_\(index + 1)" }

    @Test func importedAndTypedGiveTheSameScene() throws {
        var listing = "(\n"
        for (k, item) in Self.widths.enumerated() {
            listing += "    \"<NSLayoutConstraint:0x6000\(String(k, radix: 16)) UIView:0x7f80\(item.view).width == \(item.width)   (active)>\",\n"
        }
        listing += ")\n"
        let folder = try TemporaryFolder.make("conflict-stream")
        let path = folder + "/stream.log"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(listing.utf8)))
        let imported = try Harness()
        _ = imported.run("import \(path)")
        let typed = try Harness()
        _ = typed.run((0..<5).map { "view \(Self.name($0))" })
        _ = typed.run(Self.widths.map { "\(Self.name($0.view)).width == \($0.width)" })
        let tree = imported.run("dump tree")
        #expect(tree == typed.run("dump tree"))
        // Each view keeps its last width: 55 of the 60 are broken.
        for index in 0..<5 {
            let last = try #require(Self.widths.last { $0.view == index }).width
            #expect(tree.contains { $0.contains("'\(Self.name(index))'; frame = (0 0; \(last) 0)") }, "\(tree)")
        }
        #expect(imported.scene.constraints.filter { imported.scene.isBroken($0) }.count == 55)
        #expect(typed.scene.constraints.filter { typed.scene.isBroken($0) }.count == 55)
    }
}
