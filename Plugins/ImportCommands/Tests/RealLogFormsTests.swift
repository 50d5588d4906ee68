import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing

/// The forms of real logs issue 35 found the reader refusing or dropping, each on the corpus
/// log that shows it; the expectations are read off the log's text in the comments.
@Suite struct RealLogFormsTests {
    static func importing(_ number: String) throws -> (Harness, [String]) {
        try ImportFormatTests.importing(number)
    }

    /// Log 60: `*<UILayoutGuide: … "UIViewLayoutMarginsGuide", layoutFrame = {{16, 20}, {343, 647}},
    /// owningView = <UIView: …; frame = (0 0; 375 667)…>>`: the owner's margins are 20 on top,
    /// 16 on the left, 667 - 20 - 647 = 0 at the bottom and 375 - 16 - 343 = 16 on the right.
    @Test func aTracesGuideLineGivesItsOwnersMargins() throws {
        let (harness, _) = try Self.importing("60")
        #expect(harness.run("print view.layoutMargins") == ["view.layoutMargins = (top: 20, left: 16, bottom: 0, right: 16)"])
        // The trace's top, `WAWindow`, is the model's window (it ends in Window and tops a trace).
        #expect(harness.run("print window.address") == ["window.address = \"0x104b04f30\""])
    }

    /// Log 129 prints Masonry keys where addresses go: `<MASLayoutConstraint:ConstantConstraint
    /// UILabel:messageLabel.height >= 5000>`. The views are named by their keys, the four
    /// constraints are read, and the key finds the constraint.
    @Test func masonryKeysStandForAddresses() throws {
        let (harness, output) = try Self.importing("129")
        #expect(output.first?.hasSuffix(": 2 views, 4 constraints, 1 conflict report (16 lines)") == true, "\(output.prefix(2))")
        #expect(harness.scene.view(named: "messageLabel")?.className == "UILabel")
        #expect(harness.scene.view(named: "superview")?.className == "MASExampleDebuggingView")
        #expect(harness.run("find ConstantConstraint").first?.contains("messageLabel.height >= 5000") == true)
    }

    /// Log 107 is a whole report on one line (a forum's rendering): its four constraints are
    /// the list, and the one after "Will attempt to recover" is the broken one, which the
    /// model breaks too (the view's `height == 80`, a size first).
    @Test func aReportOnOneLine() throws {
        let (_, output) = try Self.importing("107")
        #expect(output.contains { $0.hasPrefix("report 1 ") && $0.contains("4 constraints") && $0.hasSuffix(", the same one") }, "\(output)")
    }

    /// Log 106 starts at the list's `(`, with no header: "Will attempt to recover" makes the
    /// eight constraints read before it the report's list.
    @Test func aListWithoutItsHeaderIsTheReportsList() throws {
        let (_, output) = try Self.importing("106")
        #expect(output.contains { $0.hasPrefix("report 1 ") && $0.contains("8 constraints") }, "\(output)")
    }

    /// Log 151's author stripped the views' addresses (`[UIImageView]`, `'|':UITableViewCellContentView`):
    /// each class is one view, the `|` the content view, so the conflict closes (456 + 8 + 8 >
    /// 431 in the content view) and the model breaks the image view's 456, as UIKit did.
    @Test func classesWithoutAddresses() throws {
        let (harness, output) = try Self.importing("151")
        #expect(harness.scene.view(named: "imageView")?.superview?.name == "tableViewCellContentView")
        #expect(output.contains { $0.hasPrefix("report 1 ") && $0.hasSuffix(", the same one") }, "\(output)")
    }

    /// Log 58: the table prints `contentOffset: {0, -64}; contentSize: {320, 499}` after `layer`
    /// (colons, not `=`); both are kept on a scroll view, and the fields after them are still
    /// read; `alpha = nan` is no alpha: the warning names it and the view keeps 1.
    @Test func aScrollViewsOffsetIsKept() throws {
        let (harness, output) = try Self.importing("58")
        #expect(harness.run("print mmMainTableView.contentOffset") == ["mmMainTableView.contentOffset = (0, -64)"])
        #expect(harness.run("print tableViewWrapperView.contentSize") == ["tableViewWrapperView.contentSize = (320, 504)"])
        #expect(harness.run("print view_2.alpha") == ["view_2.alpha = 1"])
        #expect(output.contains { $0.contains("alpha = nan (1)") && $0.contains("tag (2)") }, "\(output)")
    }

    /// Log 55: `baseClass = UIWindow; frame = (0 0; 375 667)`: the model's window, and the
    /// screen the iPhone 8's; undo puts the screen back.
    @Test func aWindowsSizeIsTheScreens() throws {
        let (harness, _) = try Self.importing("55")
        #expect(harness.scene.screen.size == Size(width: 375, height: 667))
        #expect(harness.scene.window.subviews.map(\.name) == ["transitionView"])
        harness.run("undo")
        #expect(harness.scene.screen.size == Size(width: 320, height: 568))
    }
}
