import PluginTesting
import Testing

/// `help load` shows `load HeaderView.xib screen=500x568`; the tokenizer read `500x568` as a
/// mistyped number, so the example failed with "expected a number". An option's value that
/// starts like a number and goes on with letters is now text its kind reads.
@Suite("load screen=WIDTHxHEIGHT")
struct LoadScreenOptionTests {
    @Test func aScreenWrittenWidthByHeightIsTaken() throws {
        let harness = try InterfaceBuilderLoadTests.harness()
        let output = harness.run("load Tests/Fixtures/InterfaceBuilder/Banner.xib screen=500x568", "print window.frame")
        #expect(!output.contains { $0.contains("error:") }, "\(output)")
        // A 500 x 568 screen: the window fills it.
        #expect(output.last == "window.frame = (0, 0, 500, 568)")
    }

    /// A number option still refuses such text, naming the option.
    @Test func aNumberOptionRefusesIt() throws {
        let harness = try InterfaceBuilderLoadTests.harness()
        let output = harness.run("view a", "render a columns=2x")
        #expect(output.first?.contains("error: expected a whole number after 'columns=', found '2x'") == true, "\(output)")
    }
}
