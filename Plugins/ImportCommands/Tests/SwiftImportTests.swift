import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing
import TestSupport

/// `import swift` and `paste swift`: one scene built two ways (typed and imported from the
/// code that says the same), names, what is skipped, and input that must not trap.
@Suite struct SwiftImportTests {
    /// Writes `text` to a temporary file and imports it.
    static func importing(_ text: String, into harness: Harness) throws -> [String] {
        let folder = try TemporaryFolder.make("layoutlab-swift-import")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Code.swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return harness.run("import swift \(path)")
    }

    static func frames(_ harness: Harness, _ names: [String]) -> [String] {
        harness.run("layout")
        return names.map { harness.scene.view(named: $0).map { "\($0.name) \($0.frame)" } ?? "\($0) missing" }
    }

    /// A header typed as commands and the same header in anchors code give the same frames.
    @Test func anchorsCodeBuildsTheTypedScene() throws {
        let typed = try Harness()
        typed.run(Harness.header)
        let code = """
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let temp = UIView()
            temp.translatesAutoresizingMaskIntoConstraints = false
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "The quick brown fox jumped over the lazy dog."
            label.numberOfLines = 0
            header.addSubview(temp)
            header.addSubview(box)
            box.addSubview(label)
            let views = ["temp": temp, "box": box, "label": label]
            header.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[temp]-12-|", options: [], metrics: nil, views: views))
            header.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[box]-12-|", options: [], metrics: nil, views: views))
            header.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[temp(50)]-5-[box]-15-|", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 15),
                box.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15),
                label.topAnchor.constraint(equalTo: box.topAnchor, constant: 15),
            ])
            let bottom = NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 1, constant: -15)
            bottom.isActive = true
            """
        let imported = try Harness()
        let output = try Self.importing(code, into: imported)
        #expect(output.first?.hasPrefix("imported swift ") == true, "\(output)")
        #expect(!output.contains { $0.hasPrefix("warning:") }, "\(output)")
        let names = ["header", "temp", "box", "label"]
        #expect(Self.frames(imported, names) == Self.frames(typed, names))
        #expect(imported.run("print bottom.equation") == ["bottom.equation = label.bottom == box.bottom - 15"])
    }

    /// SnapKit's forms make the constraints anchors would.
    @Test func snapKitMakesWhatAnchorsMake() throws {
        let prelude = """
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let icon = UIView()
            let title = UILabel()
            title.text = "Title"
            card.addSubview(icon)
            card.addSubview(title)

            """
        let anchors = try Harness()
        _ = try Self.importing(prelude + """
            icon.translatesAutoresizingMaskIntoConstraints = false
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                icon.widthAnchor.constraint(equalToConstant: 30),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            ])
            """, into: anchors)
        let snap = try Harness()
        let output = try Self.importing(prelude + """
            icon.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().inset(10)
                make.size.equalTo(30)
            }
            title.snp.makeConstraints {
                $0.leading.equalTo(icon.snp.trailing).offset(8)
                $0.centerY.equalTo(icon)
                $0.trailing.lessThanOrEqualToSuperview().offset(-10)
            }
            """, into: snap)
        #expect(!output.contains { $0.hasPrefix("warning:") }, "\(output)")
        let names = ["card", "icon", "title"]
        #expect(Self.frames(snap, names) == Self.frames(anchors, names))
    }

    /// Names follow properties (`self.titleLabel`, a closure's local), and a view the scene
    /// has (after load) is taken: the code's constraints attach to it.
    @Test func namesFollowPropertiesAndTheScenesViewsAreTaken() throws {
        let harness = try Harness()
        harness.run("view card frame (0, 0, 320, 100)")
        let output = try Self.importing("""
            class CardController: UIViewController {
                @IBOutlet var card: UIView!
                private lazy var titleLabel: UILabel = {
                    let l = UILabel()
                    l.translatesAutoresizingMaskIntoConstraints = false
                    l.text = "Hi"
                    return l
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.addSubview(self.titleLabel)
                    self.titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true
                    self.titleLabel.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
                }
            }
            """, into: harness)
        #expect(output.contains("  card: the scene's (the code's constraints attach to it)"), "\(output)")
        #expect(harness.scene.view(named: "titleLabel")?.superview?.name == "card")
        #expect(harness.scene.view(named: "l") == nil)
        #expect(harness.scene.view(named: "card2") == nil)
    }

    /// What cannot be read is said with its line and column, the rest is imported, and
    /// numbers the code does not give are unknowns with the value taken.
    @Test func whatIsSkippedIsSaidStatementByStatement() throws {
        let harness = try Harness()
        let output = try Self.importing("""
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(dot)
            for i in 0..<3 { box.addSubview(UIView()) }
            if isCompact { dot.isHidden = true }
            configureAppearance(of: dot)
            dot.widthAnchor.constraint(equalToConstant: Theme.dotSize).isActive = true
            dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """, into: harness)
        #expect(output.contains { $0.hasPrefix("warning: ") && $0.contains("Code.swift:5:1: skipped 'for i in 0..<3") && $0.contains("a loop is not run") },
                "\(output)")
        #expect(output.contains { $0.contains("Code.swift:6:1: skipped 'if isCompact") }, "\(output)")
        #expect(output.contains { $0.contains("Code.swift:7:1: skipped 'configureAppearance(of: dot)'") }, "\(output)")
        #expect(output.contains { $0.hasPrefix("unknown: 'Theme.dotSize' (") && $0.contains(":8:45)") && $0.contains("0 is taken")
            && $0.contains("set dotWidth.constant = VALUE") }, "\(output)")
        #expect(harness.run("print dot.superview dotWidth.constant") == ["dot.superview = box", "dotWidth.constant = 0"])
    }

    /// Text that is not Swift, or Swift with nothing of UIKit's, changes nothing.
    @Test func notSwiftChangesNothing() throws {
        let harness = try Harness()
        harness.run("view keep frame (0, 0, 10, 10)")
        let before = harness.fingerprint
        for text in ["<?xml version=\"1.0\"?><document/>", "Unable to simultaneously satisfy constraints.\n(\n)",
                     "func add(a: Int, b: Int) -> Int { a + b }", "", "\u{0}\u{1}\u{FFFD}{{{{((((", String(repeating: "}", count: 5000)] {
            let output = try Self.importing(text, into: harness)
            #expect(output.contains { $0.contains("error: nothing to import in ") && $0.contains("nothing was imported") }, "\(output)")
            #expect(harness.fingerprint == before)
        }
        #expect(harness.error("paste swift") != nil || harness.run("").contains { $0.contains("nothing to import in paste") })
    }

    /// A file over the limit is refused before it is read.
    @Test func aTenMegabyteFileIsRefused() throws {
        let harness = try Harness()
        let before = harness.fingerprint
        let line = "let v = UIView()\n"
        let text = String(repeating: line, count: 10 * 1024 * 1024 / line.utf8.count + 1)
        let output = try Self.importing(text, into: harness)
        #expect(output.contains { $0.contains("more than the 4194304 an import swift reads; nothing was imported") }, "\(output)")
        #expect(harness.fingerprint == before)
    }

    /// Nesting past the parser's limit and long chains: no trap, no stack overflow, an error
    /// or warnings with places.
    @Test func deepNestingDoesNotTrap() throws {
        let depth = 20_000
        let texts = [
            "let v = " + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth) + "()",
            "let v = UIView()\nv.widthAnchor.constraint(equalToConstant: " + String(repeating: "(", count: depth) + "1"
                + String(repeating: ")", count: depth) + ").isActive = true",
            "let v = UIView()\nlet w = v" + String(repeating: ".superview", count: depth),
            "NSLayoutConstraint.activate(" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")",
            "let v = UIView()\nv.widthAnchor.constraint(equalToConstant: " + String(repeating: "-", count: depth) + "1).isActive = true",
            "let a = UIView()\nlet b = UILabel()\na.addSubview(b)\nlet x = " + Array(repeating: "b", count: depth).joined(separator: " + "),
            "let v = UIView()\nv.widthAnchor.constraint(equalToConstant: " + String(repeating: "- ", count: depth) + "1).isActive = true",
            "let v = UIView()\nlet w = " + String(repeating: "try ", count: depth) + "v",
            // Found by mutating the fixtures: the parser's time doubles with each nested `[`.
            "let v = UIView()\nlet x = " + String(repeating: "[", count: 25),
        ]
        for text in texts {
            let harness = try Harness()
            let output = try Self.importing(text, into: harness)
            #expect(!output.isEmpty)
        }
        // The chain is refused before it is parsed, with its place.
        let chained = try Self.importing("let v = UIView()\nlet w = v" + String(repeating: ".superview", count: depth), into: try Harness())
        #expect(chained.contains { $0.contains("Code.swift:2:") && $0.contains("a chain of more than 500 member accesses") }, "\(chained)")
    }

    /// Everything unknown: each statement is said, and the import of what is left is empty.
    @Test func everythingUnknownIsSaid() throws {
        let harness = try Harness()
        let output = try Self.importing("""
            let v = UIView()
            v.layer.cornerRadius = 4
            v.backgroundColor = .red
            v.magic = 3
            v.addInteraction(UIContextMenuInteraction(delegate: self))
            v.widthAnchor.constraint(equalTo: somewhere.widthAnchor).isActive = true
            while true { }
            """, into: harness)
        #expect(output.first?.hasSuffix("Code.swift: 1 view, 0 constraints (7 lines, 7 statements)") == true, "\(output)")
        #expect(output.filter { $0.hasPrefix("warning: ") }.count == 4, "\(output)")
        #expect(output.contains("not layout, not imported: backgroundColor, layer.cornerRadius"), "\(output)")
    }

    /// Tab offers `swift` after `import`, and a file after `import swift`; help shows both.
    @Test func importSwiftCompletesAndShowsItsUsage() throws {
        let harness = try Harness()
        #expect(harness.complete("import sw") == ["swift"])
        let folder = try TemporaryFolder.make("layoutlab-swift-complete")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/ProfileCell.swift", contents: Data()))
        #expect(harness.complete("import swift \(folder)/Pro") == ["\(folder)/ProfileCell.swift"])
        #expect(harness.run("help import").contains { $0.hasPrefix("usage: import [swift] FILE") })
    }

    /// `paste swift <<END` reads its lines as a file, and an error leaves the scene as it was.
    @Test func pasteSwiftReadsItsLines() throws {
        let harness = try Harness()
        let output = harness.run(["paste swift <<END", "let box = UIView(frame: .zero)", "box.frame = CGRect(x: 1, y: 2, width: 30, height: 40)", "END"])
        #expect(output.first == "imported swift paste: 1 view, 0 constraints (2 lines, 2 statements)", "\(output)")
        #expect(harness.scene.view(named: "box")?.frame == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(harness.run("undo").count == 1)
        #expect(harness.scene.view(named: "box") == nil)
    }
}
