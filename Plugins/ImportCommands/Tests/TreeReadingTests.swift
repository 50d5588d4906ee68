import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing

/// Recursive descriptions the reader cannot take as they are: a frame out of range, an address
/// repeated inside its own subtree, thousands of views of one class. Each is said, never lost
/// in silence, and names stay the ones a plain count gives.
@Suite struct TreeReadingTests {
    static func paste(_ lines: [String]) -> [String] {
        ["paste <<END"] + lines + ["END"]
    }

    /// A frame the reader cannot take makes a view without a frame, and a warning naming it
    /// (a bad constant always had one; a bad frame had none).
    @Test(arguments: ["(1e15 0; 10 10)", "(nan 0; 10 10)", "(inf 0; 10 10)", "(1234567890123456789012345678901234567890 0; 10 10)"])
    func aFrameThatCannotBeReadIsSaid(frame: String) throws {
        let harness = try Harness()
        let output = harness.run(Self.paste([
            "<UIView: 0x7f0000000001; frame = (0 0; 320 568); layer = <CALayer: 0x600000000001>>",
            "   | <UILabel: 0x7f0000000002; frame = \(frame); text = 'Hi'; layer = <CALayer: 0x600000000002>>",
        ]))
        #expect(output.contains { $0.contains("frame = \(frame) is not a frame the model can take") }, "\(output)")
        #expect(harness.scene.view(named: "label_Hi") != nil)
    }

    /// 0xa > 0xb > 0xa: the repeated line is left out with a warning; a and b are imported,
    /// b inside a, and the sibling after the loop too.
    @Test func anAddressInsideItsOwnSubtreeIsSaid() throws {
        let harness = try Harness()
        let output = harness.run(Self.paste([
            "<UIView: 0xa0; frame = (0 0; 320 568); layer = <CALayer: 0x1>>",
            "   | <UIScrollView: 0xa1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>",
            "   |    | <UIButton: 0xa2; frame = (0 0; 10 10); layer = <CALayer: 0x3>>",
            "   |    |    | <UIScrollView: 0xa1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>",
            "   | <UISwitch: 0xa3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>",
        ]))
        #expect(output.contains { $0.contains("UIScrollView 0xa1 is already listed above") }, "\(output)")
        let scroll = try #require(harness.scene.views.first { $0.className == "UIScrollView" })
        let button = try #require(harness.scene.views.first { $0.className == "UIButton" })
        let toggle = try #require(harness.scene.views.first { $0.className == "UISwitch" })
        #expect(button.superview === scroll)
        #expect(toggle.superview === scroll.superview)
    }

    /// Views of one class are numbered in order: the root `view`, then `view_2`, then past
    /// `view_3` (taken before) `view_4` ... to `view_2002` for the 2,001 views (1 + 1 + 1,999),
    /// the next number kept per class rather than searched from `_2` for each view.
    @Test func viewsOfOneClassAreNumberedInOrder() throws {
        let harness = try Harness()
        let lines = ["<UIView: 0x7f0000000000; frame = (0 0; 320 568); layer = <CALayer: 0x600000000000>>"]
            + (1...2_000).map { "   | <UIView: 0x7f\(String(format: "%010x", $0)); frame = (0 0; 10 10); layer = <CALayer: 0x6\(String(format: "%011x", $0))>>" }
        harness.run("view view_3")
        let output = harness.run(Self.paste(lines))
        #expect(output.first.map { $0.contains(" 2001 views") || $0.contains(" 2,001 views") } == true, "\(output.first ?? "")")
        #expect(harness.scene.view(named: "view") != nil)
        #expect(harness.scene.view(named: "view_2") != nil)
        #expect(harness.scene.view(named: "view_4") != nil)
        #expect(harness.scene.view(named: "view_2002") != nil)
        #expect(harness.scene.view(named: "view_2003") == nil)
    }
}
