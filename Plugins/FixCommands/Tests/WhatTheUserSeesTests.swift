import PluginTesting
import Testing

/// Issue 35's `fixes`: suspicious constants named, a trace's marks trusted, a summary first.
@Suite("fixes: what the user sees")
struct WhatTheUserSeesTests {
    /// `view.width == -20` can never hold: it is named as the likely cause, before the fixes.
    @Test func aNegativeWidthIsTheLikelyCause() throws {
        let harness = try Harness()
        harness.run("view box", "box.width == -20")
        let output = harness.run("fixes")
        #expect(output.count > 1)
        #expect(output.dropFirst().first?.hasPrefix("likely cause: c1 (box.width == -20): a negative width can never hold") == true, "\(output)")
    }

    /// A width of 400 on a 320 pt screen is more than the screen's.
    @Test func aWidthWiderThanTheScreenIsTheLikelyCause() throws {
        let harness = try Harness()
        harness.run("view box", "box.width == 400", "box.width == 300")
        let output = harness.run("fixes")
        #expect(output.contains { $0.hasPrefix("likely cause: c1 (box.width == 400): 400 is more than the screen's width (320)") }, "\(output)")
        #expect(!output.contains { $0.contains("likely cause: c2") })
    }

    /// Eight views a trace marks ambiguous (their `minY`): eight fixes, the first six shown
    /// and the rest counted; `fixes ambiguity all` lists the eight.
    @Test func aLongListShowsASummaryFirst() throws {
        let harness = try Harness()
        var lines = ["paste <<END", "•UIView:0x100"]
        for index in 1...8 { lines.append("|   *UIView:0x10\(index)- AMBIGUOUS LAYOUT for UIView:0x10\(index).minY{id: \(index)}") }
        lines.append("END")
        harness.run(lines)
        let output = harness.run("fixes")
        #expect(output.first?.hasPrefix("ambiguous layout, as the log marks it: 8 views") == true, "\(output)")
        #expect(output.filter { $0.range(of: #"^\d+\. relate "#, options: .regularExpression) != nil }.count == 6)
        #expect(output.contains("... and 2 more fixes (fixes ambiguity all lists every one; fixes apply N takes any of the 8)"))
        let all = harness.run("fixes ambiguity all")
        #expect(all.filter { $0.range(of: #"^\d+\. relate "#, options: .regularExpression) != nil }.count == 8)
        // The first marked view is the first subview: its top to its superview's, 0 apart.
        #expect(all.contains("1. relate view_2 (minY): view_2.top == view.top"), "\(all)")
    }
}
