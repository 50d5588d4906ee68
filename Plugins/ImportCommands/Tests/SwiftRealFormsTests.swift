import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing
import TestSupport

/// Forms met in the public apps' code the `public-*.lab` transcripts import (issue 38): each
/// form read into the scene it says, its numbers derived.
@Suite struct SwiftRealFormsTests {
    /// A view factory of the file (`field = makeField()`): each call makes its own view, named
    /// by the property, with the factory's own constraint, as typing each view does.
    @Test func aFactoryFunctionMakesAViewAtEachCall() throws {
        let code = """
            class FormCell: UITableViewCell {
                var first: UITextField!
                var second: UITextField!
                let form: UIStackView = {
                    let stack = UIStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.axis = .vertical
                    stack.spacing = 10
                    return stack
                }()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    first = makeField()
                    form.addArrangedSubview(first)
                    self.second = self.makeField()
                    form.addArrangedSubview(second)
                }
                private func makeField() -> UITextField {
                    let field = UITextField(frame: .zero)
                    field.font = UIFont.preferredFont(forTextStyle: .body)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    field.heightAnchor.constraint(greaterThanOrEqualToConstant: 40).isActive = true
                    return field
                }
            }
            """
        let imported = try Harness()
        let output = try SwiftImportTests.importing(code, into: imported)
        #expect(output.first?.hasPrefix("imported swift ") == true, "\(output)")
        #expect(output.contains("  c1: first.height >= 40"), "\(output)")
        #expect(output.contains("  c2: second.height >= 40"), "\(output)")
        // The factory's text style is said once, not at each call.
        #expect(output.filter { $0.contains("text style") }.count == 1, "\(output)")
        // Two fields of at least 40 (an empty field's own height is less) in a stack 274 wide,
        // 10 apart: the second 40 + 10 = 50 down.
        imported.run(["constrain form.leading == window.leading + 23", "constrain form.top == window.top + 23", "constrain form.width == 274"])
        #expect(SwiftImportTests.frames(imported, ["first", "second"]) == ["first (0, 0, 274, 40)", "second (0, 50, 274, 40)"])
        #expect((imported.scene.view(named: "second") as? TextField)?.fontSize == 17)
    }

    /// A factory that calls itself is read a bounded number of times and says so; nothing traps.
    @Test func aFactoryCallingItselfStops() throws {
        let code = """
            func make() -> UILabel {
                let label = UILabel()
                let more = make()
                return label
            }
            let first = make()
            """
        let harness = try Harness()
        let output = try SwiftImportTests.importing(code, into: harness)
        #expect(output.contains { $0.contains("makes views at more calls than the import reads") }, "\(output)")
    }

    /// The seed's workaround #3 as an extension of UITableView, after a load: `self` is the
    /// scene's table, `guard let header = self.tableHeaderView` its header, so the temporary
    /// width attaches to the loaded header.
    @Test func anExtensionOfTheTablesClassIsTheScenesTable() throws {
        let harness = try Harness()
        harness.run(["table table frame (0, 0, 320, 568)", "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header"])
        let code = """
            extension UITableView {
                func layoutTableHeaderView() {
                    guard let headerView = self.tableHeaderView else { return }
                    headerView.translatesAutoresizingMaskIntoConstraints = false
                    let widths = NSLayoutConstraint.constraints(withVisualFormat: "[headerView(280)]", options: [], metrics: nil, views: ["headerView": headerView])
                    headerView.addConstraints(widths)
                }
            }
            """
        let output = try SwiftImportTests.importing(code, into: harness)
        #expect(output.contains("  widths: header.width == 280"), "\(output)")
        #expect(harness.scene.view(named: "header")?.translatesAutoresizingMaskIntoConstraints == false)
    }

    /// With two tables, `self` in `extension UITableView` is not one view: nothing is taken.
    @Test func anExtensionWithTwoTablesTakesNeither() throws {
        let harness = try Harness()
        harness.run(["table one frame (0, 0, 320, 100)", "table two frame (0, 100, 320, 100)"])
        let code = """
            extension UITableView {
                func pin() {
                    self.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """
        let output = try SwiftImportTests.importing(code, into: harness)
        #expect(output.contains { $0.contains("error: nothing to import") }, "\(output)")
        #expect(harness.scene.view(named: "one")?.translatesAutoresizingMaskIntoConstraints == true)
    }

    /// `layoutMargins = .zero` in a view's own type is `self.layoutMargins`; in a view
    /// controller (which has none) it is not taken as the view's.
    @Test func aBarePropertyIsTheViewsOwn() throws {
        let code = """
            class Header: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                    translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """
        let harness = try Harness()
        let output = try SwiftImportTests.importing(code, into: harness)
        #expect(!output.contains { $0.hasPrefix("warning:") }, "\(output)")
        let header = try #require(harness.scene.view(named: "header"))
        #expect(header.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!header.translatesAutoresizingMaskIntoConstraints)
    }
}
