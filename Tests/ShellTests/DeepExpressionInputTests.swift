import PluginTesting
import Testing

/// Lines the fuzzer's way: a chain of 55,000 terms (a 110 KB line) and 8,000 signs used to
/// overflow the stack (evaluate, parseUnary). Now each is an error naming the line and the
/// column of the operator past the limit, and the model stays as it was.
@Suite("Deeply nested expressions through the shell")
struct DeepExpressionInputTests {
    static let message = "an expression nests at most 1000 operators deep"

    @Test(arguments: ["+", "-", "*", "/"])
    func aHugeChainIsRefused(symbol: String) throws {
        let harness = try Harness.values()
        harness.run("view box")
        let before = harness.fingerprint
        let line = "print 1" + String(repeating: symbol + "1", count: 54_999)
        let output = harness.run(line)
        // "print " is 6 columns, then the k-th operator is at 6 + 2k: the 1,001st at 2,008.
        #expect(output.first == "test.lab:1:2008: error: \(Self.message)", "\(output.prefix(1))")
        #expect(harness.fingerprint == before)
    }

    @Test func eightThousandSignsAreRefused() throws {
        let harness = try Harness.values()
        harness.run("view box")
        let before = harness.fingerprint
        let signs = String(repeating: "-", count: 8000) + "1"
        // The 1,001st sign: after "print " (6 columns), column 1,007.
        #expect(harness.run("print " + signs).first == "test.lab:1:1007: error: \(Self.message)")
        // After "set box.alpha = " (16 columns), column 1,017; the alpha is still 1.
        #expect(harness.run("set box.alpha = " + signs).first == "test.lab:1:1017: error: \(Self.message)")
        #expect(harness.fingerprint == before)
        #expect(harness.run("print box.alpha") == ["box.alpha = 1"])
    }
}
