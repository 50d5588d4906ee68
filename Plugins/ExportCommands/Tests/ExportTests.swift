import Foundation
import PluginTesting
import Testing
import TestSupport

/// `export swift`: UIKit code for a scene, a subtree, a fix or a def, that compiles.
@Suite("export swift")
struct ExportTests {
    /// The header seed in a table, as the lesson builds it (`Scripts/lessons/1-table-header.lab`),
    /// with workaround #3 as a def: translation off, a temporary width constraint of the
    /// header's width, the fitting height, the constraint removed, translation on again.
    static let seedHeader = [
        "table table frame (0, 0, 320, 568)", "prototype Cell in table", "set table.rowHeight = 44", "rows add table 20 Cell",
        "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header",
        "view temp in header", "view box in header",
        "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[temp]-12-|\" in header", "vfl \"H:|-12-[box]-12-|\" in header",
        "constrain temp.top == header.top + 5", "constrain tempHeight: temp.height == 50",
        "constrain tempGap: box.top == temp.bottom + 5", "constrain header.bottom == box.bottom + 15",
        "vfl \"H:|-15-[label]-15-|\" in box", "vfl \"V:|-15-[label]-15-|\" in box",
        "def sizeHeaderToFit h t { layout h; set h.frame.height = h.fittingSize.height; set t.tableHeaderView = h }",
        "def sizeHeaderWithTemporaryWidth h t w { set h.translatesAutoresizingMaskIntoConstraints = false; "
            + "constrain temporaryWidth: h.width == w; sizeHeaderToFit h t; remove temporaryWidth; "
            + "set h.translatesAutoresizingMaskIntoConstraints = true }",
    ]

    /// The header of `Scripts/transcripts/modern-header.lab`: a vertical stack view holding
    /// the temporary view and the box.
    static let stackHeader = [
        "table table frame (0, 0, 320, 568)", "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header",
        "stack content in header axis=vertical spacing=5",
        "vfl \"H:|-12-[content]-12-|\" in header", "vfl \"V:|-5-[content]-15-|\" in header",
        "view temp", "set temp.intrinsicContentSize = (none, 50)", "view box",
        "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-15-[label]-15-|\" in box", "vfl \"V:|-15-[label]-15-|\" in box",
        "arrange temp box in content",
    ]

    /// Everything else the exporter writes: multipliers on sizes and on positions, each
    /// relation, priorities near a named level and not, identifiers, margins, the owner's
    /// guides and a custom one, an inactive constraint, a name that is a Swift keyword, controls.
    static let assorted = [
        "view card frame (0, 0, 300, 200)", "set card.layoutMargins = (10, 12, 10, 12)",
        "view default in card", "set default.translatesAutoresizingMaskIntoConstraints = false",
        "label title in card \"Title\" lines=2", "set title.fontSize = 20",
        "button ok in card \"OK\"", "segmented choice in card \"One\" \"Two\"",
        "guide spacer in card", "view UIFont in card frame (0, 0, 10, 10)",
        "half: default.width == 0.5 * card.width - 4 @749",
        "default.centerX == 0.5 * card.centerX", "default.top >= card.topMargin + 8 @600",
        "default.height <= 40", "title.leading == card.leadingMargin", "title.trailing == card.safeAreaLayoutGuide.trailing @750",
        "title.top == spacer.bottom", "spacer.height == 10", "spacer.top == card.top",
        "ok.firstBaseline == title.lastBaseline + 20", "set half.identifier = \"half width\"",
        "choice.leading == ok.trailing + 8 @999", "spare: ok.width == 80", "deactivate spare",
    ]

    @Test func theSeedHeadersWorkaroundCompiles() throws {
        let harness = try Harness()
        harness.run(Self.seedHeader)
        harness.run("sizeHeaderWithTemporaryWidth header table 320")
        // Workaround #3 at 320: two lines of 20.5 pt, 5 + 50 + 5 + 15 + 41 + 15 + 15 = 146.
        #expect(harness.run("print header.frame") == ["header.frame = (0, 0, 320, 146)"])
        let header = harness.run("export swift header")
        let workaround = harness.run("export swift def sizeHeaderWithTemporaryWidth")
        #expect(workaround.contains("@MainActor func sizeHeaderWithTemporaryWidth(h: UIView, t: UITableView, w: CGFloat) {"))
        #expect(workaround.contains("    let temporaryWidth = h.widthAnchor.constraint(equalToConstant: w)"))
        #expect(workaround.contains("    h.frame.size.height = h.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height"))
        #expect(workaround.contains("    temporaryWidth.isActive = false"))
        let folder = try SwiftCompiler.stubModule()
        try SwiftCompiler.typecheck(["Header": header, "Workaround3": workaround], against: folder)
    }

    @Test func aStackViewHeaderAndAnAssortedSceneCompile() throws {
        let stack = try Harness()
        stack.run(Self.stackHeader)
        let header = stack.run("export swift header")
        #expect(header.contains("    let content = UIStackView()"))
        #expect(header.contains("    content.axis = .vertical"))
        #expect(header.contains("    content.spacing = 5"))
        #expect(header.contains("    content.addArrangedSubview(temp)"))
        #expect(header.contains("    content.addArrangedSubview(box)"))
        #expect(header.contains("// Not exported, UIKit makes them (a container's own constraints): 2 UISV-alignment, 4 UISV-canvas-connection, 1 UISV-spacing"))
        let assorted = try Harness()
        assorted.run(Self.assorted)
        let scene = assorted.run("export swift")
        #expect(scene.contains("    let half = `default`.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: -4)"))
        #expect(scene.contains("    half.identifier = \"half width\""))
        #expect(scene.contains("    half.priority = .defaultHigh - 1"))
        #expect(scene.contains { $0.contains("NSLayoutConstraint(item: `default`, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX, multiplier: 0.5, constant: 0)") })
        #expect(scene.contains { $0.contains("`default`.topAnchor.constraint(greaterThanOrEqualTo: card.layoutMarginsGuide.topAnchor, constant: 8)") })
        #expect(scene.contains { $0.hasSuffix(".priority = UILayoutPriority(rawValue: 600)") })
        #expect(scene.contains { $0.contains("title.trailingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.trailingAnchor)") })
        #expect(scene.contains { $0.hasSuffix(".priority = .required - 1") })
        #expect(scene.contains("    // spare is made inactive"))
        // A view named like a type the code uses is renamed, or it would hide the type.
        #expect(scene.contains("    card.addSubview(UIFont_)"))
        // A table's cells are its data source's: named by the table (`t.cell1`, with a dot), they
        // are left out with a comment, and so are the constraints their cells hold.
        let cells = try Harness()
        cells.run("table t frame (0, 0, 320, 200)", "set t.rowHeight = 44", "prototype Cell in t", "label title in Cell \"x\"",
                  "vfl \"H:|-8-[title]-8-|\" in Cell", "vfl \"V:|-8-[title]\" in Cell", "rows add t 2 Cell")
        let table = cells.run("export swift t")
        #expect(table.contains("    // Not exported, their table makes them: t.cell1, t.cell2"))
        #expect(!table.contains { $0.contains("let t.") })
        let folder = try SwiftCompiler.stubModule()
        try SwiftCompiler.typecheck(["StackHeader": header, "Assorted": scene, "Table": table], against: folder)
    }

    @Test func theFixJustAppliedCompiles() throws {
        let harness = try Harness()
        harness.buildHeader()
        harness.run("fixes")
        // Fix 8 lowers the label's bottom (see FixesTests: the seven before it show its text).
        harness.run("fixes apply 8")
        let fix = harness.run("export swift fix")
        #expect(fix.contains("    bottom.priority = .required - 1"))
        let folder = try SwiftCompiler.stubModule()
        try SwiftCompiler.typecheck(["Fix": fix], against: folder)
        // Undone, the fix is no longer there to export.
        harness.run("undo")
        #expect(harness.error("export swift fix")?.contains("is no longer in the scene") == true)
    }

    @Test func theSameSceneGivesTheSameCode() throws {
        let first = try Harness(), second = try Harness()
        first.run(Self.assorted)
        second.run(Self.assorted)
        #expect(first.run("export swift") == second.run("export swift"))
    }

    @Test func toAFileThroughTheSafeWriter() throws {
        let folder = try TemporaryFolder.make("export-file")
        let harness = try Harness(directory: folder)
        harness.run(Self.stackHeader)
        let printed = harness.run("export swift header")
        #expect(harness.run("export swift header > Header.swift") == ["wrote \(printed.count) lines to Header.swift"])
        let written = try String(contentsOfFile: "\(folder)/Header.swift", encoding: .utf8)
        #expect(written == printed.joined(separator: "\n") + "\n")
    }

    /// Both collection layouts as UIKit makes them: a flow layout's properties that differ from
    /// its defaults, and a compositional layout whose definitions take names the code uses
    /// (`section`, `layout`, a keyword, a type) beside `section_` already taken, nested and
    /// counted groups, a section provider, pinned boundary items; a view named like a type.
    @Test func bothCollectionLayoutsCompile() throws {
        let harness = try Harness()
        harness.run("collection grid frame (0, 0, 320, 568)", "set grid.itemSize = (90, 90)", "set grid.estimatedItemSize = automatic",
                    "set grid.minimumLineSpacing = 4", "set grid.sectionInset = (8, 8, 8, 8)", "set grid.sectionInsetReference = fromSafeArea",
                    "set grid.scrollDirection = horizontal", "set grid.headerReferenceSize = (40, 0)", "set grid.selfSizingInvalidation = disabled",
                    "prototype Tile in grid", "label title in Tile \"x\"", "items add grid 3 Tile",
                    "view NSCollectionLayoutItem frame (0, 0, 10, 10)",
                    "view host frame (0, 0, 320, 400)", "collection feed in host", "vfl \"H:|[feed]|\" in host", "vfl \"V:|[feed]|\" in host",
                    "compose feed item section width fractionalWidth(0.5) height estimated(44) insets (2, 2, 2, 2)",
                    "compose feed item section_ width fractionalWidth(1) height absolute(30)",
                    "compose feed item default width absolute(60) height absolute(60)",
                    "compose feed group layout horizontal width fractionalWidth(1) height estimated(44) subitems section section spacing=4",
                    "compose feed group stack vertical width fractionalWidth(1) height estimated(100) subitems layout section_",
                    "compose feed group row horizontal width fractionalWidth(1) height absolute(60) subitems default count=3",
                    "compose feed group strip horizontal width absolute(200) height absolute(60) subitems default repeating=2",
                    "compose feed section stack insets (8, 16, 8, 16) spacing=8 header fractionalWidth(1) absolute(40) "
                        + "footer fractionalWidth(1) absolute(20) pinned=header",
                    "compose feed section strip orthogonal=groupPaging for=1",
                    "compose feed section row for=2",
                    "items add grid 1 Tile")
        let code = harness.run("export swift")
        #expect(code.contains("    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: {"))
        #expect(code.contains("        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize"))
        #expect(code.contains("        layout.sectionInsetReference = .fromSafeArea"))
        #expect(code.contains("        layout.scrollDirection = .horizontal"))
        #expect(code.contains("    grid.selfSizingInvalidation = .disabled"))
        #expect(code.contains("    let NSCollectionLayoutItem_ = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))"))
        // `section` and `layout` are the code's; `section_` is taken, so they get two `_`s.
        #expect(code.contains { $0.hasPrefix("        let section__ = NSCollectionLayoutItem(") })
        #expect(code.contains { $0.hasPrefix("        let section_ = NSCollectionLayoutItem(") })
        #expect(code.contains { $0.hasPrefix("        let `default` = NSCollectionLayoutItem(") })
        #expect(code.contains { $0.hasPrefix("        let layout_ = NSCollectionLayoutGroup.horizontal(") && $0.hasSuffix("subitems: [section__, section__])") })
        #expect(code.contains { $0.hasSuffix("subitems: [layout_, section_])") })
        #expect(code.contains { $0.hasSuffix("subitem: `default`, count: 3)") })
        #expect(code.contains { $0.hasSuffix("repeatingSubitem: `default`, count: 2)") })
        #expect(code.contains("                section.orthogonalScrollingBehavior = .groupPaging"))
        #expect(code.contains("                sectionHeader.pinToVisibleBounds = true"))
        #expect(code.contains("                section.boundarySupplementaryItems = [sectionHeader, sectionFooter]"))
        #expect(code.contains("    // Not exported, their collection view makes them: grid.cell1, grid.cell2, grid.cell3, grid.cell4"))
        // The collection's cells alone under it: no `grid.addSubview` lines, nor a blank for them.
        #expect(!zip(code, code.dropFirst()).contains { $0.trimmingCharacters(in: .whitespaces).isEmpty && $1.trimmingCharacters(in: .whitespaces).isEmpty })
        let folder = try SwiftCompiler.stubModule()
        try SwiftCompiler.typecheck(["Collections": code], against: folder)
    }

    @Test func errorsAndCompletion() throws {
        let harness = try Harness()
        harness.run(Self.stackHeader)
        #expect(harness.error("export kotlin") != nil)
        #expect(harness.error("export swift nothing")?.hasPrefix("there is no view named 'nothing'") == true)
        #expect(harness.error("export swift fix") == "no fix applied yet: 'fixes apply N' makes one")
        #expect(harness.error("export swift def nope") == "there is no def named 'nope' (no def made yet)")
        #expect(harness.error("export swift header >")?.contains("a file name after '>'") == true)
        #expect(harness.complete("export ") == ["swift"])
        let offered = harness.complete("export swift ")
        #expect(offered.contains("def") && offered.contains("fix") && offered.contains("header"))
    }
}

/// Issue 35's export of imported logs: UIKit's own views said to be what they are, a view
/// placed by its frame in the app left translating, system spacing as UIKit's anchors say it,
/// and no word of prototypes in a scene without one; each exported scene compiles.
@Suite("export swift of real logs")
struct RealLogExportTests {
    static func exported(_ number: String) throws -> [String] {
        let harness = try Harness()
        let folder = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/ConsoleLogs")
        let file = try #require((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.first { $0.hasPrefix(number + "-") })
        harness.run("import \(folder.appendingPathComponent(file).path)")
        return harness.run("export swift")
    }

    /// Log 18: `_UISystemBaselineConstraint … UIView.bottom <= UILayoutGuide'UIViewSafeAreaLayoutGuide'.bottom
    /// NSLayoutAnchorConstraintSpace(8)`: the safe area's bottom at least the system's spacing
    /// below the view's bottom, multiplier 8 / 8 = 1; the keyboard's host views are UIKit's.
    @Test func systemSpacingAndTheKeyboardsViews() throws {
        let code = try Self.exported("18")
        #expect(code.contains("    let viewBottom = window.safeAreaLayoutGuide.bottomAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: "
                              + "view.bottomAnchor, multiplier: 1)"))
        #expect(code.contains { $0.hasPrefix("    // inputSetHostView stands for UIKit's own UIInputSetHostView, part of the keyboard") })
        #expect(!code.contains { $0.contains("copied from a prototype") })
        try SwiftCompiler.typecheck(["Log18": code], against: try SwiftCompiler.stubModule())
    }

    /// Log 124 lists the cell content view's autoresizing height: the app places it by its
    /// frame, so it is not turned off; the image view, placed by constraints, is.
    @Test func aViewTheLogShowsTranslatingKeepsTranslating() throws {
        let code = try Self.exported("124")
        #expect(!code.contains("    tableViewCellContentView.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(code.contains("    imageView.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(code.contains("// Not exported, UIKit makes them (a container's own constraints): 1 autoresizing, as the log listed it"))
        try SwiftCompiler.typecheck(["Log124": code], against: try SwiftCompiler.stubModule())
    }
}
