import PluginTesting
import Testing

/// A newer animation takes a view over from an older one for every part its block changed in
/// the model, even when what shows already has the new value.
@Suite("Animations taking a view over")
struct AnimationTakeoverTests {
    /// Found writing lesson 5: a row hidden (`updates`) and shown again (`updates`) in one
    /// instant. The first moves the next row's cell from 260.5 (44 + 216.5) to 44; the second
    /// puts it back at 260.5, where it still shows, so it moved nothing and was left out, and
    /// after both ended the first's end, 44, showed although the model was at 260.5.
    @Test func twoUpdatesInOneInstantEndAtTheModel() throws {
        let harness = try Harness()
        harness.run("table t frame (0, 0, 320, 568)", "prototype Plain in t", "prototype Tall in t", "view block in Tall",
                    "vfl \"H:|[block]|\" in Tall", "vfl \"V:|[block(216)]|\" in Tall",
                    "rows add t 1 Plain", "rows add t 1 Tall", "rows add t 1 Plain")
        #expect(harness.run("print t.cell3.frame") == ["t.cell3.frame = (0, 260.5, 320, 44)"])
        harness.run("rows height t 1 0", "updates t", "rows height t 1 none", "updates t")
        #expect(harness.run("print t.cell3.presentationFrame") == ["t.cell3.presentationFrame = (0, 260.5, 320, 44)"])
        harness.run("seek 0.15")
        #expect(harness.run("print t.cell3.presentationFrame") == ["t.cell3.presentationFrame = (0, 260.5, 320, 44)"])
        harness.run("seek 1")
        #expect(harness.run("print t.cell3.frame t.cell3.presentationFrame") == [
            "t.cell3.frame = (0, 260.5, 320, 44)", "t.cell3.presentationFrame = (0, 260.5, 320, 44)",
        ])
    }
}
