import Commands
import Foundation
@testable import ImportCommands
import Layout
import PluginTesting
import Testing

/// What each form of text becomes: names, hierarchy, frames, priorities, kinds, unknowns.
@Suite struct ImportFormatTests {
    /// Imports the corpus log `prefix` (`"13"`) into a fresh session.
    static func importing(_ prefix: String) throws -> (Harness, [String]) {
        let harness = try Harness()
        let file = try #require(Corpus.files.first { $0.hasPrefix(prefix + "-") })
        let output = harness.run("import \(Corpus.folder.appendingPathComponent(file).path)")
        return (harness, output)
    }

    /// The lines of a paste: `paste <<END`, the text, `END`.
    static func paste(_ text: String) -> [String] {
        ["paste <<END"] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["END"]
    }

    @Test func aLabelIsNamedByItsTextTheSameOnEveryRun() throws {
        let text = """
            "<NSLayoutConstraint:0x7f91b177ff00 UILabel:0x7f91b177ff90'The quick brown fox'.width == 100   (active)>",
            "<NSLayoutConstraint:0x7f91b177ff10 UILabel:0x7f91b177ff90'The quick brown fox'.width == 120   (active)>"
            """
        var names: [[String]] = []
        for _ in 0..<2 {
            let harness = try Harness()
            harness.run(Self.paste(text))
            names.append(harness.scene.views.map(\.name))
            #expect(harness.scene.view(named: "label_TheQuickBrownFox")?.className == "UILabel")
            // paste:1:1: the paste's own first line (the label is first named there).
            #expect(harness.run("find 0x7f91b177ff90") == ["0x7f91b177ff90: view label_TheQuickBrownFox (UILabel at paste:1:1), in window"])
            #expect(harness.run("print label_TheQuickBrownFox.address") == ["label_TheQuickBrownFox.address = \"0x7f91b177ff90\""])
        }
        #expect(names[0] == names[1])
    }

    @Test func namesComeFromClassesIdentifiersAndMangledNames() {
        #expect(ViewNaming.baseName(className: "UITableViewCellContentView", text: nil, accessibilityIdentifier: nil) == "tableViewCellContentView")
        #expect(ViewNaming.baseName(className: "Prox.PlaceDetailsEventView", text: nil, accessibilityIdentifier: nil) == "placeDetailsEventView")
        #expect(ViewNaming.baseName(className: "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_", text: nil,
                                    accessibilityIdentifier: nil) == "cardView")
        #expect(ViewNaming.baseName(className: nil, text: nil, accessibilityIdentifier: "AddressToolbar.lockIcon") == "AddressToolbar_lockIcon")
        #expect(ViewNaming.baseName(className: "UIButton", text: "Show More", accessibilityIdentifier: nil) == "button_ShowMore")
        // A truncated text loses UIKit's "...".
        #expect(ViewNaming.baseName(className: "UILabel", text: "Please keep this key in a...", accessibilityIdentifier: nil)
                == "label_PleaseKeepThisKeyInA")
    }

    @Test func aRecursiveDescriptionGivesFramesTextsAndMasks() throws {
        // ../shared/logs/57: the label '2014-05-29' at (10 38; 85 47), autoresize = RM+BM.
        let (harness, _) = try Self.importing("57")
        let label = try #require(harness.scene.view(named: "label_20140529"))
        #expect(label.frame == Rect(x: 10, y: 38, width: 85, height: 47))
        #expect(label.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.superview?.name == "hySelectOneWayShipHeaderView")
        #expect(harness.scene.view(named: "buttonLabel_前一天")?.superview?.name == "button")
    }

    @Test func aListingKeepsPrioritiesAndRelations() throws {
        // ../shared/logs/64: `V:|-(>=0)-[guide]` and `V:|-(0@250)-[guide] priority:250`.
        let (harness, _) = try Self.importing("64")
        let records = ImportRecords.of(harness.session)
        let atLeast = try #require(records.objects(at: "0x6000035b7840").first?.object as? LayoutConstraint)
        #expect(atLeast.relation == .greaterThanOrEqual)
        let low = try #require(records.objects(at: "0x6000035b7890").first?.object as? LayoutConstraint)
        #expect(low.priority.value == 250)
        // The guides have an empty identifier: custom guides of the view `|` names.
        #expect(low.firstItem is LayoutGuide)
        #expect(low.firstItem.superview?.className == "UIFoundation.TitleSubtitleView")
    }

    @Test func hardWrappedDescriptionsAreJoined() throws {
        // ../shared/logs/66 wraps descriptions at ~80 columns, even inside "Constraint:\n0x…".
        let (harness, output) = try Self.importing("66")
        #expect(!output.contains { $0.hasPrefix("warning:") }, "\(output)")
        let records = ImportRecords.of(harness.session)
        let prototyping = try #require(records.objects(at: "0x7ff23b425000").first?.object as? LayoutConstraint)
        #expect(prototyping.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(prototyping.constant == 129)
        #expect(records.objects(at: "0x7ff23b426170").first?.object is LayoutConstraint)
    }

    @Test func anAutoresizingConstraintKeepsItsMask() throws {
        // ../shared/logs/07: `h=-&- v=--&`, flexible width; UIKit's own, so held, not named.
        let (harness, _) = try Self.importing("07")
        let constraint = try #require(ImportRecords.of(harness.session).objects(at: "0x14deb9590").first?.object as? LayoutConstraint)
        #expect(constraint.kind == .autoresizing([.flexibleWidth]))
        #expect(constraint.debugDescription.contains("h=-&- v=--&"))
        #expect(constraint.constant == 375)
        #expect(harness.scene.constraint(named: constraint.name) == nil)
    }

    @Test func eachUnknownIsSaidOnce() throws {
        // ../shared/logs/13: two image views and two labels (intrinsic sizes), one stack view
        // (its arrangement) and one top view (its superview): six unknowns.
        let (_, output) = try Self.importing("13")
        let unknowns = output.filter { $0.hasPrefix("unknown: ") }
        #expect(unknowns.count == 6, "\(unknowns)")
        #expect(Set(unknowns).count == unknowns.count)
    }

    @Test func severalReportsInOnePasteShareTheirViews() throws {
        // ../shared/logs/14 and 15 are two reports of one app: the assistant bar 0x151e1f280
        // and its autoresizing height 0x1c0281310 are in both. 4 + 6 views less the bar, and
        // 6 + 9 constraints less the height.
        let text = [Corpus.text(try #require(Corpus.files.first { $0.hasPrefix("14-") })),
                    Corpus.text(try #require(Corpus.files.first { $0.hasPrefix("15-") }))].joined(separator: "\n")
        let harness = try Harness()
        let output = harness.run(Self.paste(text))
        #expect(output.first?.hasPrefix("imported paste: 9 views, 14 constraints, 2 conflict reports") == true, "\(output.first ?? "")")
        #expect(output.contains { $0.hasPrefix("report 2 ") })
    }

    @Test func duplicatedLinesAreReadOnce() throws {
        // ../shared/logs/27 prints three of its 14 list lines twice: 11 constraints.
        let (_, output) = try Self.importing("27")
        #expect(output.first?.contains("11 constraints") == true, "\(output.first ?? "")")
    }

    @Test func prefixesOfEveryConsoleAreSkipped() {
        for (line, rest) in [
            ("2018-01-17 10:02:40.301460+0000 Unsatisfied[1100:161150] [LayoutConstraints] Unable", "Unable"),
            ("Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: Unable", "Unable"),
            ("2015-10-01 11:45:13.732 <redacted>[64455:6368084] Unable", "Unable"),
            ("2018-02-08 23:37:39.171851-0500 Tabman Style[303:26335] [LayoutConstraints] View", "View"),
            ("Keyboard[40697:2587035] Unable", "Unable"),
            ("<Warning>: Unable", "Unable"),
            ("> [LayoutConstraints] Unable", "Unable"),
            ("$3 = 0x07117ac0 <UIView: 0x7730fe0;", "<UIView: 0x7730fe0;"),
        ] {
            let cursor = ByteCursor(line)
            #expect(cursor.text(LinePrefix.contentStart(cursor), cursor.end) == rest, "\(line)")
        }
    }

    @Test func descriptionsOfEveryFormRead() throws {
        func equation(_ text: String) throws -> ConstraintDescriptionReader.Parsed {
            try ConstraintDescriptionReader.read(Array(text.utf8))
        }
        // A multiplier after the item (../shared/logs/31), before it (08), NSSpace (05), an
        // anchor space (18), SnapKit's file and line (20), a constant after a blank minus (24).
        let after = try equation("<NSLayoutConstraint:0x181cef70 UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615>")
        #expect(after.equation.multiplier == 0.384615 && after.equation.second?.attribute == .height)
        let before = try equation("<NSLayoutConstraint:0x1 UIView:0x2.height == 0.2*My.View:0x3.height   (active)>")
        #expect(before.equation.multiplier == 0.2 && before.equation.second?.item.className == "My.View")
        let space = try equation("<NSLayoutConstraint:0x8b0db70 V:[UILabel:0x8b0cb30]-(NSSpace(8))-[UITextView:0x91dba00]>")
        #expect(space.equation.constant == 8 && space.isSystemSpacing && space.equation.first.attribute == .top)
        let anchorSpace = try equation("<_UISystemBaselineConstraint:0x6 UIView:0x7.bottom <= UILayoutGuide:0x8'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(anchorSpace.equation.constant == -8 && anchorSpace.equation.second?.item.text == "UIViewSafeAreaLayoutGuide")
        let snapKit = try equation("<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>")
        #expect(snapKit.sourceLocation == "BackupWordsController.swift#61" && snapKit.equation.constant == -24)
        let blankMinus = try equation("<NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16   (active)>")
        #expect(blankMinus.equation.constant == -16 && blankMinus.isActive == true)
        // An accessibility identifier with a dot, resolved through `names:` (21).
        let identifier = try equation("<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>")
        #expect(identifier.equation.first.item.address == "0x106c2b2e0" && identifier.equation.first.attribute == .width)
        // A margins guide's visual format with (LTR) (28) and a size with a priority (65).
        let ltr = try equation("<NSLayoutConstraint:0x6 'UIView-leftMargin-guide-constraint' H:|-(22)-[UILayoutGuide:0x60'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIStackView:0x7 )>")
        #expect(ltr.equation.constant == 22 && ltr.equation.second?.item.address == "0x7" && ltr.identifier == "UIView-leftMargin-guide-constraint")
        let prototyping = try equation("<NSIBPrototypingLayoutConstraint:0x7a2472e0 'IB auto generated at build time for view with ambiguity'  H:[UIView:0x78e7c570(258@251)] priority:251>")
        #expect(prototyping.equation.priority.value == 251 && prototyping.equation.constant == 258)
    }

    @Test func aContentSizeConstraintIsTheViewsIntrinsicSize() throws {
        // UIKit prints a view's intrinsic width as `… .width == 42 Hug:251
        // CompressionResistance:750`: the import makes it the view's own, not a constraint,
        // and an Objective-C array's header before the list is no warning.
        let text = """
            <__NSArrayI 0x600000243e70>(
            <NSContentSizeLayoutConstraint:0x600002c1d1a0 UILabel:0x7fb1c8d0a4e0'Hello'.width == 42 Hug:251 CompressionResistance:750   (active)>
            )
            """
        let harness = try Harness()
        let output = harness.run(Self.paste(text))
        #expect(!output.contains { $0.hasPrefix("warning:") || $0.contains("intrinsic size is not in the text") }, "\(output)")
        #expect(harness.run("print label_Hello.intrinsicContentSize label_Hello.contentHuggingPriority.horizontal "
                            + "label_Hello.contentCompressionResistancePriority.horizontal")
                == ["label_Hello.intrinsicContentSize = (42, noIntrinsicMetric)", "label_Hello.contentHuggingPriority.horizontal = 251",
                    "label_Hello.contentCompressionResistancePriority.horizontal = 750"])
        #expect(harness.scene.constraints.isEmpty)
    }

    @Test func aTraceMarksAndAmbiguityAreRead() throws {
        // ../shared/logs/61: `*constraints.Container:0x7fc260d04590- AMBIGUOUS LAYOUT for
        // ….minY{id: 717}, ….Height{id: 711}`, and `[snip]` is a warning on its line (16 of the file).
        let (harness, output) = try Self.importing("61")
        #expect(output.contains { $0.contains("61-tinyconstraints-trace-ambiguous-for-ids.log:16:1: cannot read '[snip]'") }, "\(output)")
        let log = LogReader.read(Array(Corpus.text(try #require(Corpus.files.first { $0.hasPrefix("61-") })).utf8))
        #expect(log.views["0x7fc260d04590"]?.ambiguity == ["minY", "Height"])
        #expect(log.views["0x7fc260d04590"]?.traceMark == "*")
        #expect(log.views["0x7fc260d17e50"]?.traceMark == "•")
        #expect(harness.scene.view(named: "container")?.superview?.name == "basic")
    }
}
