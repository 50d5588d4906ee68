import Commands
import Layout
import PluginTesting
import Testing
import TestSupport

/// Random `set`, `print`, `let` and `expect` lines built from the expression grammar's pieces
/// never trap, and every error points inside the line (or just past it).
@Suite("Expressions never trap on random input")
struct ExpressionFuzzTests {
    static let pieces = [
        "header", "header.frame", "header.frame.height", "header.bounds.width", "header.fittingSize", "label.lines",
        "c1", "c1.constant", "c1.priority", "w", "tv.contentSize.height", "tv.rowHeight", "nope.x", "header.nope",
        "(", ")", ",", "+", "-", "*", "/", "min(", "max(", "0", "1", "2.5", "1e19", "1e308", "750", "nan", "inf",
        "true", "never", "\"text\"", "==", "!=", "<", ">=", "=", "|",
    ]

    static let commands = ["set header.frame =", "set c1.priority =", "set header.frame.height =", "set label.text =",
                           "set tv.rowHeight =", "set c1.constant =", "print", "let w =", "expect", "rows add tv"]

    @Test func randomValueLinesFailCleanly() throws {
        let harness = try Harness.values()
        harness.run(Harness.seedHeader)
        harness.run("table tv frame (0, 0, 320, 400)", "prototype Cell in tv", "let w = 10")
        var random = SplitMix64(seed: 8)
        for _ in 0..<500 {
            let command = Self.commands[random.next(below: Self.commands.count)]
            let count = random.next(below: 7)
            let line = ([command] + (0..<count).map { _ in Self.pieces[random.next(below: Self.pieces.count)] }).joined(separator: " ")
            for output in harness.interpreter.run(line: line, number: 1) {
                guard case .error(let error, _, _) = output else { continue }
                #expect(error.location.line == 1, "\(line)")
                #expect((1...(line.count + 1)).contains(error.location.column), "\(line): \(error)")
            }
        }
        // Whatever ran, every number in the model stayed finite.
        for view in harness.session.scene.views {
            let frame = view.storedFrame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view.name)")
        }
        for constraint in harness.session.scene.constraints { #expect(constraint.constant.isFinite) }
    }
}
