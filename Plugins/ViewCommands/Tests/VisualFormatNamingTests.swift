import PluginTesting
import Testing

/// `vfl FORMAT as PREFIX`: the constraints are named PREFIX1, PREFIX2, ... in the order the
/// format makes them, whatever was made before; a line whose names are taken is refused whole.
@Suite("Naming visual-format constraints")
struct VisualFormatNamingTests {
    /// `H:|-15-[label]-15-|` makes the leading constraint, then the trailing one: labelH1 and
    /// labelH2. An unnamed constraint made first does not shift them.
    @Test func thePrefixNamesTheConstraintsInOrder() throws {
        let harness = try Harness()
        harness.run("view box frame (0, 0, 100, 100)", "label label in box \"hi\"", "label.top == box.top")
        #expect(harness.run("vfl \"H:|-15-[label]-15-|\" in box as labelH") == [
            "labelH1: label.leading == box.leading + 15", "labelH2: box.trailing == label.trailing + 15",
        ])
        #expect(harness.run("print labelH2.constant") == ["labelH2.constant = 15"])
        // A name the prefix makes that is taken refuses the line, and nothing of it is made.
        let before = harness.fingerprint
        #expect(harness.error("vfl \"V:[label]-8-|\" in box as labelH")?.contains("'labelH1' is already taken") == true)
        #expect(harness.fingerprint == before)
    }
}
