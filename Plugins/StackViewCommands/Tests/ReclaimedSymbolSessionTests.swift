import Commands
@testable import Layout
import PluginTesting
@testable import Solver
import Testing

/// One session typed twice: once as the program runs it (ids reclaimed every 16,384 symbols,
/// so never in a session this short) and once reclaiming every 32 symbols made. Every line
/// prints the same, conflicts, undo and redo included, and the reclaiming session keeps
/// fewer ids (issue 40: reclaimed ids must change nothing but the memory).
@Suite("A session that reclaims symbol ids")
struct ReclaimedSymbolSessionTests {
    /// An equalCentering stack of six (a spacer comes and goes with each hidden view, so each
    /// line makes new symbols and new variables), hidden and shown, undone and redone, with a
    /// width that conflicts with the stack made and deleted, and frames printed each time.
    static func lines() -> [String] {
        var lines = ["stack s frame (0, 0, 320, 40) distribution=equalCentering spacing=4"]
        for index in 1...6 { lines += ["view v\(index)", "set v\(index).intrinsicContentSize = (\(10 * index), 10)"] }
        lines.append("arrange " + (1...6).map { "v\($0)" }.joined(separator: " ") + " in s")
        for step in 0..<60 {
            let view = "v\(2 + step % 4)"
            lines += ["set \(view).hidden = true", "print v1.frame v6.frame", "set \(view).hidden = false"]
            switch step % 5 {
            case 1: lines += ["undo", "print v1.frame", "redo", "print v1.frame"]
            case 2: lines += ["c\(step): v1.width == 400", "print v1.frame", "delete c\(step)"]
            case 3: lines += ["undo", "undo", "print v6.frame", "redo"]
            default: lines += ["print s.frame"]
            }
        }
        return lines + ["constraints s", "print " + (1...6).map { "v\($0).frame" }.joined(separator: " ")]
    }

    @Test func reclaimingChangesNothingTheSessionPrints() throws {
        let plain = try Harness()
        let reclaiming = try Harness()
        reclaiming.scene.engine.solverState.tableau.reclaimInterval = 32
        for line in Self.lines() {
            #expect(plain.run(line) == reclaiming.run(line), "\(line)")
        }
        let plainIDs = plain.scene.engineStatistics.symbols
        let reclaimingIDs = reclaiming.scene.engineStatistics.symbols
        #expect(reclaimingIDs * 2 < plainIDs, "ids: \(reclaimingIDs) reclaiming, \(plainIDs) not")
    }
}
